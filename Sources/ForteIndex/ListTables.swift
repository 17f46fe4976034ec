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
            while try sorted.step() {
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
        /// All's ids and their decades, by place: what a composer's items are found by.
        var allIds: [Int64] = []
        var allDecades: [Int64] = []
        var composers: [String: UInt32] = [:]
        var composerNames: [String] = []
        /// An item of a composer: the composer's number (above) and the item's place in All (below).
        var entries: [UInt64] = []

        mutating func append(_ id: Int64, decade: Int64, composers names: UnsafeRawBufferPointer, _ db: Database) throws {
            try all.append(id, db)
            try decades[decade, default: ListChunks.Writer(list: decade)].append(id, db)
            let place = UInt64(allIds.count)
            allIds.append(id)
            allDecades.append(decade)
            // An item's composers are distinct, joined as `StoredItem` joins them.
            for name in names.split(separator: StoredItem.composerSeparator.utf8.first!) {
                let composer = String(decoding: name, as: UTF8.self)
                let number = composers[composer] ?? {
                    composerNames.append(composer)
                    composers[composer] = UInt32(composerNames.count - 1)
                    return UInt32(composerNames.count - 1)
                }()
                entries.append(UInt64(number) << 32 | place)
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
        private mutating func finishComposers(_ db: Database) throws {
            entries.sort()
            var inSortOrder = ListChunks.Writer(list: ListChunks.composers)
            var byDecade = ListChunks.Writer(list: ListChunks.composersByDecade)
            var composerCounts = BulkInsert(into: "composerCount", columns: ["composer", "composerKey", "count", "start"], db)
            var decadeCounts = BulkInsert(into: "composerDecadeCount", columns: ["decade", "composer", "composerKey", "count", "start"], db)
            var first = entries.startIndex
            while first < entries.endIndex {
                let number = entries[first] >> 32
                let end = entries[first...].firstIndex { $0 >> 32 != number } ?? entries.endIndex
                let places = entries[first..<end].map { Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: $0)) }
                let name = composerNames[Int(number)]
                // Folded once a composer, for the A to Z of composer names.
                let key = Title.sortKey(name)
                try composerCounts.append(name)
                try composerCounts.append(key)
                try composerCounts.append(Int64(places.count))
                try composerCounts.append(Int64(inSortOrder.count))
                for place in places { try inSortOrder.append(allIds[place], db) }

                let decadesInOrder = places.map { (decade: allDecades[$0], place: $0) }.sorted { ($0.decade, $0.place) < ($1.decade, $1.place) }
                var run = decadesInOrder.startIndex
                while run < decadesInOrder.endIndex {
                    let decade = decadesInOrder[run].decade
                    let runEnd = decadesInOrder[run...].firstIndex { $0.decade != decade } ?? decadesInOrder.endIndex
                    try decadeCounts.append(decade)
                    try decadeCounts.append(name)
                    try decadeCounts.append(key)
                    try decadeCounts.append(Int64(runEnd - run))
                    try decadeCounts.append(Int64(byDecade.count))
                    for entry in decadesInOrder[run..<runEnd] { try byDecade.append(allIds[entry.place], db) }
                    run = runEnd
                }
                first = end
            }
            try inSortOrder.finish(db)
            try byDecade.finish(db)
            try composerCounts.finish()
            try decadeCounts.finish()
        }
    }
}
