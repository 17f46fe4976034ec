import GRDB

/// Stored list positions: each item's 0-based place in All and in its decade, and each
/// (composer, item)'s place in the composer's list overall and within the decade.
///
/// SQLite's OFFSET walks every row it skips, so the last page of a million items would take
/// tens of milliseconds; a stored position is one index lookup. The triggers on `item` and
/// `itemComposer` mark the positions stale on any change that can move an item, and the
/// renumbering runs once when a harvest completes; in between, readers scan (see `ListQuery`).
enum Positions {
    static func areFresh(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT fresh FROM positionState")) ?? false
    }

    static func renumberIfStale(_ db: Database) throws {
        guard try !areFresh(db) else { return }
        try db.execute(sql: """
            DELETE FROM position;
            INSERT INTO position (itemId, decade, allPosition, decadePosition)
                SELECT id, decade,
                       row_number() OVER (ORDER BY sortKey, id) - 1,
                       row_number() OVER (PARTITION BY decade ORDER BY sortKey, id) - 1
                FROM item;
            DELETE FROM composerPosition;
            INSERT INTO composerPosition (composer, itemId, decade, allPosition, decadePosition)
                SELECT composer, itemId, decade,
                       row_number() OVER (PARTITION BY composer ORDER BY sortKey, itemId) - 1,
                       row_number() OVER (PARTITION BY composer, decade ORDER BY sortKey, itemId) - 1
                FROM itemComposer;
            UPDATE positionState SET fresh = 1;
            """)
    }
}
