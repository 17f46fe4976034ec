import GRDB

/// The facet counts and stored list positions: each item's 0-based place in All and in its decade.
///
/// SQLite's OFFSET walks every row it skips, so the last page of a million items would take tens of
/// milliseconds; a stored position is one index lookup. Keeping counts and positions exact on every
/// write would cost more than the write itself, so a page that changes items only marks them stale,
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
        try db.execute(sql: "DELETE FROM position; DELETE FROM decadeCount")
        try numberItems(db)
        try db.execute(sql: """
            -- Composers counted by decade in one pass over their index, and then summed.
            DELETE FROM composerDecadeCount;
            INSERT INTO composerDecadeCount (decade, composer, composerKey, count)
                SELECT decade, composer, composerKey(composer), count(*) FROM itemComposer GROUP BY composer, decade;
            DELETE FROM composerCount;
            INSERT INTO composerCount (composer, composerKey, count)
                SELECT composer, composerKey, sum(count) FROM composerDecadeCount GROUP BY composer;
            UPDATE listState SET fresh = 1;
            """)
    }

    /// Numbers the items in one sorted pass, counting each decade as it goes: in SQL, numbering
    /// within decades took a window function and a second sort.
    private static func numberItems(_ db: Database) throws {
        let sorted = try DirectStatement("SELECT id, decade FROM item ORDER BY sortKey, id", db)
        defer { sorted.reset() }
        var positions = PositionRows(db)
        var decadeCounts: [Int64: Int64] = [:]
        while try sorted.step() {
            let decade = sorted.int64(1)
            let decadePosition = decadeCounts[decade, default: 0]
            try positions.add(itemId: sorted.int64(0), decade: decade, decadePosition: decadePosition)
            decadeCounts[decade] = decadePosition + 1
        }
        try positions.flush()
        let count = try DirectStatement("INSERT INTO decadeCount (decade, count) VALUES (?, ?)", db)
        for (decade, items) in decadeCounts {
            count.bind(1, decade)
            count.bind(2, items)
            try count.run()
        }
    }
}

/// Position rows, written many to a statement: a statement a row cost more than the row itself, as
/// each run opened the table and its index and sought them from the root again.
private struct PositionRows {
    private static let rowsPerStatement = 256

    private let db: Database
    private var rows: [(itemId: Int64, decade: Int64, decadePosition: Int64)] = []
    /// The position in All of the first row waiting.
    private var firstPosition: Int64 = 0

    init(_ db: Database) {
        self.db = db
        rows.reserveCapacity(Self.rowsPerStatement)
    }

    mutating func add(itemId: Int64, decade: Int64, decadePosition: Int64) throws {
        rows.append((itemId, decade, decadePosition))
        if rows.count == Self.rowsPerStatement { try flush() }
    }

    mutating func flush() throws {
        guard !rows.isEmpty else { return }
        // OR FAIL: a statement of many rows that may abort keeps a journal of the pages it changes, to
        // undo itself, and rows that cannot conflict made it write 43 MB a 100,000 items.
        let insert = try DirectStatement("""
            INSERT OR FAIL INTO position (allPosition, itemId, decade, decadePosition) VALUES \(
                Array(repeating: "(?, ?, ?, ?)", count: rows.count).joined(separator: ", "))
            """, db)
        for (offset, row) in rows.enumerated() {
            let first = Int32(offset * 4)
            insert.bind(first + 1, firstPosition + Int64(offset))
            insert.bind(first + 2, row.itemId)
            insert.bind(first + 3, row.decade)
            insert.bind(first + 4, row.decadePosition)
        }
        try insert.run()
        firstPosition += Int64(rows.count)
        rows.removeAll(keepingCapacity: true)
    }
}
