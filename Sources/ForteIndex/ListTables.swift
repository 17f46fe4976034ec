import ForteCatalog
import GRDB

/// The facet counts and the stored lists: All and each decade, in sort order (see `ListChunks`).
///
/// SQLite's OFFSET walks every row it skips, so the last page of a million items would take tens of
/// milliseconds; a stored list gives any place with a chunk's read. Keeping counts and lists exact on
/// every write would cost more than the write itself, so a page that changes items only marks them stale,
/// and they are rebuilt in one pass when a harvest completes; in between, readers count and scan
/// (see `ListQuery`). A composer's list is always paged through its own index: at most a tenth of
/// the items, it costs milliseconds to walk, and numbering it would cost every completion more.
enum ListTables {
    static func areFresh(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT fresh FROM listState")) ?? false
    }

    static func markStale(_ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE listState SET fresh = 0 WHERE fresh").execute()
    }

    static func rebuildIfStale(_ db: Database) throws {
        guard try !areFresh(db) else { return }
        // Composers are counted in their index, so the rows still queued (an unfinished harvest's, when
        // another source is removed) go in first.
        try PendingRows.write(db)
        try db.execute(sql: "DELETE FROM listChunk; DELETE FROM decadeCount")
        try numberItems(db)
        try countComposers(db)
        try db.execute(sql: "UPDATE listState SET fresh = 1")
    }

    /// Lists the items in one sorted pass, All and each decade at once, counting each decade as it goes:
    /// in SQL, numbering within decades took a window function and a second sort.
    private static func numberItems(_ db: Database) throws {
        let sorted = try DirectStatement("SELECT id, decade FROM item ORDER BY sortKey, id", db)
        defer { sorted.reset() }
        var all = ListChunks.Writer(list: ListChunks.all)
        var decades: [Int64: ListChunks.Writer] = [:]
        while try sorted.step() {
            let id = sorted.int64(0)
            let decade = sorted.int64(1)
            try all.append(id, db)
            try decades[decade, default: ListChunks.Writer(list: decade)].append(id, db)
        }
        try all.finish(db)
        let count = try DirectStatement("INSERT INTO decadeCount (decade, count) VALUES (?, ?)", db)
        for (decade, var list) in decades {
            try list.finish(db)
            count.bind(1, decade)
            count.bind(2, Int64(list.count))
            try count.run()
        }
    }

    /// Counts each composer's items by decade and in all, in one pass along their index (in composer
    /// order), folding each name once for the key composer lists sort by. Grouped by composer and decade
    /// in SQL, the rows went through a temporary B-tree: 34 ms of a 100,000-record sync's last page.
    private static func countComposers(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM composerDecadeCount; DELETE FROM composerCount")
        let rows = try DirectStatement("SELECT composer, decade FROM itemComposer ORDER BY composer", db)
        defer { rows.reset() }
        var byDecade = BulkInsert(into: "composerDecadeCount", columns: ["decade", "composer", "composerKey", "count"], db)
        var inAll = BulkInsert(into: "composerCount", columns: ["composer", "composerKey", "count"], db)
        var composer: [UInt8] = []
        var counts: [Int64: Int64] = [:]
        func writeCounts() throws {
            guard !counts.isEmpty else { return }
            let name = String(decoding: composer, as: UTF8.self)
            let key = Title.sortKey(name)
            for (decade, count) in counts {
                try byDecade.append(decade)
                try byDecade.append(name)
                try byDecade.append(key)
                try byDecade.append(count)
            }
            try inAll.append(name)
            try inAll.append(key)
            try inAll.append(counts.values.reduce(0, +))
            counts.removeAll(keepingCapacity: true)
        }
        while try rows.step() {
            let name = rows.text(0)
            if !name.elementsEqual(composer) {
                try writeCounts()
                composer = Array(name)
            }
            counts[rows.int64(1), default: 0] += 1
        }
        try writeCounts()
        try byDecade.finish()
        try inAll.finish()
    }
}
