import ForteCatalog
import GRDB

/// The facet counts and the stored lists: All, each decade, and each composer's in all and in each
/// decade, in sort order (see `ListChunks`).
///
/// SQLite's OFFSET walks every row it skips, so the last page of a million items would take tens of
/// milliseconds; a stored list gives any place with a chunk's read. Keeping counts and lists exact on
/// every write would cost more than the write itself, so a page that changes items only marks them stale,
/// and they are rebuilt in one pass when a harvest completes; in between, readers count and scan
/// (see `ListQuery`).
enum ListTables {
    static func areFresh(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT fresh FROM listState")) ?? false
    }

    static func markStale(_ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE listState SET fresh = 0 WHERE fresh").execute()
    }

    static func rebuildIfStale(_ db: Database) throws {
        guard try !areFresh(db) else { return }
        try db.execute(sql: "DELETE FROM listChunk; DELETE FROM decadeCount; DELETE FROM composerCount; DELETE FROM composerDecadeCount")
        var lists = Numbering()
        do {
            // Reset before the lists are finished, so that SQLite's sorter lets its memory go first.
            let sorted = try DirectStatement("SELECT id, decade, composers FROM item ORDER BY sortKey, id", db)
            defer { sorted.reset() }
            var isSorted = false
            while try sorted.step() {
                if !isSorted {
                    // The first row comes once every item is sorted: the pages their scan cached are not
                    // read again, so they go before the lists grow (32 MB of a million-item sync's peak).
                    try db.execute(sql: "PRAGMA shrink_memory")
                    isSorted = true
                }
                try lists.append(sorted.int64(0), decade: sorted.int64(1), composers: sorted.text(2), db)
            }
        }
        try lists.finish(db)
        try db.execute(sql: "UPDATE listState SET fresh = 1")
    }

    /// Every list at once, from the items in sort order, counting each as it goes. In SQL, numbering
    /// within decades took a window function and a second sort, and counting composers a third.
    private struct Numbering {
        var all = ListChunks.Writer(list: ListChunks.all)
        var decades: [Int64: ListChunks.Writer] = [:]
        var composers: [String: ComposerItems] = [:]

        /// A composer's items in sort order, and the decade of each: a decade is a year, or 0, and 32
        /// bits hold it. Lists of their own, each growing as it needs: arrays for all the items at once
        /// doubled together, and raised a million-item sync's peak memory by a fifth.
        struct ComposerItems {
            var ids: [Int64] = []
            var decades: [Int32] = []

            mutating func append(_ id: Int64, decade: Int64) {
                ids.append(id)
                decades.append(Int32(clamping: decade))
            }
        }

        mutating func append(_ id: Int64, decade: Int64, composers names: UnsafeRawBufferPointer, _ db: Database) throws {
            try all.append(id, db)
            try decades[decade, default: ListChunks.Writer(list: decade)].append(id, db)
            // An item's composers are distinct, joined as `StoredItem` joins them.
            for name in names.split(separator: StoredItem.composerSeparator.utf8.first!) {
                composers[String(decoding: name, as: UTF8.self), default: ComposerItems()].append(id, decade: decade)
            }
        }

        /// Writes what the lists still hold, the composers' lists, and the counts.
        mutating func finish(_ db: Database) throws {
            try all.finish(db)
            let decadeCount = try DirectStatement("INSERT INTO decadeCount (decade, count) VALUES (?, ?)", db)
            for (decade, var list) in decades {
                try list.finish(db)
                decadeCount.bind(1, decade)
                decadeCount.bind(2, Int64(list.count))
                try decadeCount.run()
            }
            try finishComposers(db)
        }

        /// Every composer's items, composer after composer, as two lists: each composer's in sort order
        /// (`ListChunks.composers`), and by decade, each decade in sort order (`composersByDecade`). A
        /// composer's list, or its list in a decade, is a stretch of one of them: a list of its own for
        /// each composer and decade cost a completion a row for each of tens of thousands of them.
        private func finishComposers(_ db: Database) throws {
            var inSortOrder = ListChunks.Writer(list: ListChunks.composers)
            var byDecade = ListChunks.Writer(list: ListChunks.composersByDecade)
            var composerCounts = BulkInsert(into: "composerCount", columns: ["composer", "composerKey", "count", "start"], db)
            var decadeCounts = BulkInsert(into: "composerDecadeCount", columns: ["decade", "composer", "composerKey", "count", "start"], db)
            for (name, items) in composers {
                // Folded once a composer, for the A to Z of composer names.
                let key = Title.sortKey(name)
                try composerCounts.append(name)
                try composerCounts.append(key)
                try composerCounts.append(Int64(items.ids.count))
                try composerCounts.append(Int64(inSortOrder.count))
                for id in items.ids { try inSortOrder.append(id, db) }

                let byDecadeOrder = items.ids.indices.sorted { (items.decades[$0], $0) < (items.decades[$1], $1) }
                var run = byDecadeOrder.startIndex
                while run < byDecadeOrder.endIndex {
                    let decade = items.decades[byDecadeOrder[run]]
                    let runEnd = byDecadeOrder[run...].firstIndex { items.decades[$0] != decade } ?? byDecadeOrder.endIndex
                    try decadeCounts.append(Int64(decade))
                    try decadeCounts.append(name)
                    try decadeCounts.append(key)
                    try decadeCounts.append(Int64(runEnd - run))
                    try decadeCounts.append(Int64(byDecade.count))
                    for index in byDecadeOrder[run..<runEnd] { try byDecade.append(items.ids[index], db) }
                    run = runEnd
                }
            }
            try inSortOrder.finish(db)
            try byDecade.finish(db)
            try composerCounts.finish()
            try decadeCounts.finish()
        }
    }
}
