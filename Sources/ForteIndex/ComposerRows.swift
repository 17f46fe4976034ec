import GRDB

/// An item's composer rows are in `itemComposer`, keyed by composer for composer lists, or, until
/// `PendingRows` writes them there in bulk, split from the queued item's row (`queuedComposer`).
/// Readers read both, as one.
enum ComposerRows {
    /// `select` run on each table of composer rows (`table` names it), as one compound query.
    ///
    /// SQLite runs a condition on the compound's rows in each part, through its indexes, but joins and
    /// aggregates it over all of them: those go inside `select`.
    static func union(_ select: (_ table: String) -> String) -> String {
        ["itemComposer", "queuedComposer"].map(select).joined(separator: " UNION ALL ")
    }

    /// Every composer row, as a table or a subquery to select from: the index alone while nothing is
    /// queued, as after every complete harvest. SQLite pages and counts a composer's rows three times
    /// faster straight from the index than through the compound (41 against 14 ms for a position at the
    /// end of a composer's 86,000 items).
    static func all(_ db: Database) throws -> String {
        let isQueued = try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM queuedComposer)")) ?? false
        return isQueued ? "(\(union { "SELECT itemId, composer, decade, sortKey FROM \($0)" }))" : "itemComposer"
    }
}
