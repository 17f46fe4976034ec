import ForteCatalog
import GRDB

/// A full-text index of one list's items alone (and of the items added since the lists were built that it will hold,
/// `SearchFilter.itemsAddedSinceTheLists`), made on the reading connection for a search within the list (a
/// `SearchPlan`'s scope), in TEMP: nothing is written to the index file.
///
/// FTS5 answers a query by walking every item of the whole index that matches it, and the search keeps those in
/// the list: at a million items, `w` within a composer of 100 items walks most of the index for them. Its items
/// indexed on their own, once while a person types within the list, it takes a small fraction of that
/// (docs/PERFORMANCE.md, "Search").
enum ScopedText {
    /// The most items a list may have to be searched so: indexing them costs by the item (each on a page of its own),
    /// and past a few thousand, FTS5's walk no longer costs more.
    static let maxItems = 2_000

    /// The full-text table to search for `plan`: the index's, or one of its scope's items when they are few, made now
    /// unless this connection made it for the same list of the same index. Named as a query names it, in its FROM and
    /// left of MATCH: TEMP's tables come first, and TEMP has no `itemText`.
    static func table(for plan: SearchPlan, _ db: Database) throws -> String {
        guard plan.scope.shelf != .all || plan.scope.composer != nil || !plan.scope.facets.isEmpty else {
            return "itemText"
        }
        let list = try ListReader(plan.scope, db)
        guard list.count <= maxItems else { return "itemText" }
        // `data_version` changes when another connection (a sync) commits: a list then may hold other items or text.
        let key = "\(Lists.lists(of: plan.scope)) \(try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0)"
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS temp.scopeTextList (key TEXT NOT NULL)")
        guard try String.fetchOne(db, sql: "SELECT key FROM temp.scopeTextList") != key else { return "scopeText" }
        let items = try list.itemIds(db) + SearchFilter(plan).itemsAddedSinceTheLists(db)
        guard items.count <= maxItems else { return "itemText" }
        try db.execute(sql: Projection.textTable("temp.scopeText", ifNotExists: true))
        try db.execute(sql: "INSERT INTO temp.scopeText (scopeText) VALUES ('delete-all')")
        try db.execute(
            sql: """
                INSERT INTO temp.scopeText (rowid, \(Projection.textColumns))
                    SELECT item.id, \(Projection.textValues("item")) FROM json_each(?) AS list CROSS JOIN item ON item.id = list.value
                """,
            arguments: [ListReader.jsonArray(items)])
        try db.execute(sql: "DELETE FROM temp.scopeTextList")
        try db.execute(sql: "INSERT INTO temp.scopeTextList (key) VALUES (?)", arguments: [key])
        return "scopeText"
    }
}
