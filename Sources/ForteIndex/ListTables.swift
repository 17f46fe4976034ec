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
        // Sorted once into a narrow table whose rowids number All from 1 (a window function over the
        // item rows would sort them whole, twice); decades are numbered over that.
        try db.execute(sql: """
            CREATE TEMP TABLE sorted (n INTEGER PRIMARY KEY, id INTEGER, decade INTEGER);
            INSERT INTO sorted (id, decade) SELECT id, decade FROM item ORDER BY sortKey, id;
            DELETE FROM position;
            INSERT INTO position (allPosition, itemId, decade, decadePosition)
                SELECT n - 1, id, decade, row_number() OVER (PARTITION BY decade ORDER BY n) - 1 FROM sorted;
            DROP TABLE sorted;
            DELETE FROM decadeCount;
            INSERT INTO decadeCount (decade, count)
                SELECT decade, max(decadePosition) + 1 FROM position GROUP BY decade;
            DELETE FROM composerCount;
            INSERT INTO composerCount (composer, composerKey, count)
                SELECT composer, composerKey(composer), count(*) FROM itemComposer GROUP BY composer;
            DELETE FROM composerDecadeCount;
            INSERT INTO composerDecadeCount (decade, composer, composerKey, count)
                SELECT decade, composer, composerKey, counted.count
                FROM (SELECT composer, decade, count(*) AS count FROM itemComposer GROUP BY composer, decade) AS counted
                JOIN composerCount USING (composer);
            UPDATE listState SET fresh = 1;
            """)
    }
}
