/// An item's composer rows are in `itemComposer`, indexed by composer for composer lists, or, until
/// `PendingRows` writes them there in bulk, in `pendingComposer`. Readers read both, as one.
enum ComposerRows {
    /// `select` run on each table of composer rows (`table` names it), as one compound query.
    ///
    /// SQLite runs a condition on the compound's rows in each part, through its indexes, but joins and
    /// aggregates it over all of them: those go inside `select`.
    static func union(_ select: (_ table: String) -> String) -> String {
        ["itemComposer", "pendingComposer"].map(select).joined(separator: " UNION ALL ")
    }

    /// Every composer row, as a subquery to select from.
    static let all = "(\(union { "SELECT itemId, composer, decade, sortKey FROM \($0)" }))"
}
