import ForteCatalog
import GRDB

/// The SQL that answers a `CatalogFilter`'s list, in sort order `(sortKey, id)`.
///
/// Two ways in: scanning the filter's rows (`from`, `condition`) in sort order, exact at any time but
/// O(offset) for a page (and a sort of the whole table for All and decades, whose order only the
/// stored lists keep); or `ranked`, reading the stored list (a chunk or two of ids) while `ListTables`
/// are fresh. Composer lists (through their index) and favourites, short lists, always scan.
struct ListQuery {
    /// Rows of the filter: the item table `item`, or composer rows `ic` (see `ComposerRows`).
    var from: String
    var condition: String
    var arguments: StatementArguments
    /// The columns that order the rows, as they are named in `from` (so that its index serves the order).
    var sortKey: String
    var itemId: String
    var ranked: Ranked?

    /// The filter's stored list (see `ListChunks`).
    struct Ranked {
        var list: Int64

        /// The place of the first item at or after `(key, id)` in sort order (`count` if none), and the
        /// list's length. Places follow the order, so they are bisected, a chunk and an item read a
        /// step: the list needs no index by item or by sort key, which would cost every numbering dearly.
        func firstPosition(atOrAfter key: String, _ id: Int64, _ db: Database) throws -> (place: Int, count: Int) {
            let count = try ListChunks.count(list, db)
            let sortKey = try db.cachedStatement(sql: "SELECT sortKey FROM item WHERE id = ?")
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                guard let middleId = try itemId(at: middle, db), let middleKey = try String.fetchOne(sortKey, arguments: [middleId]) else {
                    throw DatabaseError(resultCode: .SQLITE_CORRUPT)
                }
                // Keys compare as bytes, as SQLite compares them everywhere else.
                let isBefore = middleKey == key ? middleId < id : middleKey.utf8.lexicographicallyPrecedes(key.utf8)
                if isBefore { low = middle + 1 } else { high = middle }
            }
            return (low, count)
        }

        func itemId(at place: Int, _ db: Database) throws -> Int64? {
            try ListChunks.itemIds(list, in: place..<place + 1, db).first
        }
    }

    init(_ filter: CatalogFilter, _ db: Database) throws {
        let composer = filter.composer
        switch (filter.shelf, composer) {
        case (.all, nil):
            from = "item"
            (condition, arguments) = ("1", [])
            ranked = Ranked(list: ListChunks.all)
        case (.decade(let decade), nil):
            from = "item"
            (condition, arguments) = ("item.decade = ?", [DecadeColumn.value(decade)])
            ranked = Ranked(list: Int64(DecadeColumn.value(decade)))
        case (.favourites, nil):
            // CROSS JOIN keeps the few favourites as the outer loop: left to itself, SQLite walks every
            // item looking each one up among the favourites (120 ms on a million items).
            from = "favourite CROSS JOIN item ON item.identifier = favourite.identifier"
            (condition, arguments) = ("1", [])
            ranked = nil
        case (.all, let composer?):
            from = "\(try ComposerRows.all(db)) ic"
            (condition, arguments) = ("ic.composer = ?", [composer])
            ranked = nil
        case (.decade(let decade), let composer?):
            from = "\(try ComposerRows.all(db)) ic"
            (condition, arguments) = ("ic.composer = ? AND ic.decade = ?", [composer, DecadeColumn.value(decade)])
            ranked = nil
        case (.favourites, let composer?):
            // Each favourite's composer row is one lookup of its key: composer, sort key, item.
            from = """
                favourite CROSS JOIN item ON item.identifier = favourite.identifier
                CROSS JOIN \(try ComposerRows.all(db)) ic ON ic.sortKey = item.sortKey AND ic.itemId = item.id
                """
            (condition, arguments) = ("ic.composer = ?", [composer])
            ranked = nil
        }
        if composer == nil || filter.shelf == .favourites {
            (sortKey, itemId) = ("item.sortKey", "item.id")
        } else {
            (sortKey, itemId) = ("ic.sortKey", "ic.itemId")
        }
    }

    private var order: String { "\(sortKey), \(itemId)" }

    func summaries(offset: Int, limit: Int, _ db: Database) throws -> [ItemSummary] {
        let rows: [Row]
        if let ranked, try ListTables.areFresh(db) {
            // The page's ids as a JSON array, read in order, each joined to its item.
            let ids = try ListChunks.itemIds(ranked.list, in: offset..<offset + max(limit, 0), db)
            rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(ItemSummary.columns) FROM json_each(?) AS page CROSS JOIN item ON item.id = page.value
                ORDER BY page.key
                """), arguments: ["[" + ids.map(String.init).joined(separator: ",") + "]"])
        } else {
            // The rows skipped are never joined to their item: only the page's rows read theirs.
            rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(ItemSummary.columns) FROM (
                    SELECT \(sortKey) AS sortKey, \(itemId) AS id FROM \(from) WHERE \(condition)
                    ORDER BY \(order) LIMIT ? OFFSET ?
                ) AS page JOIN item ON item.id = page.id
                ORDER BY page.sortKey, page.id
                """), arguments: arguments + [limit, offset])
        }
        return rows.map(ItemSummary.init(row:))
    }

    /// The position of the item with this identifier (its first, should two sources share it).
    func position(of identifier: String, _ db: Database) throws -> Int? {
        // Found by identifier first: given a filter as well, SQLite may rather walk the filter's index.
        let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT sortKey, id FROM item WHERE identifier = ? ORDER BY sortKey, id"),
                                    arguments: [identifier])
        for row in rows {
            if let position = try position(ofRow: row[0], row[1], db) { return position }
        }
        return nil
    }

    /// The position of the first row whose sort key is at least `key`.
    func position(ofFirstSortKeyFrom key: String, _ db: Database) throws -> Int? {
        if let ranked, try ListTables.areFresh(db) {
            let position = try ranked.firstPosition(atOrAfter: key, 0, db)
            return position.place < position.count ? position.place : nil
        }
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT \(sortKey), \(itemId) FROM \(from) WHERE \(condition) AND \(sortKey) >= ? ORDER BY \(order) LIMIT 1
            """), arguments: arguments + [key])
        else { return nil }
        return try position(ofRow: row[0], row[1], db)
    }

    /// The position of the item with this sort key and id, nil when the filter does not select it.
    private func position(ofRow key: String, _ id: Int64, _ db: Database) throws -> Int? {
        if let ranked, try ListTables.areFresh(db) {
            let position = try ranked.firstPosition(atOrAfter: key, id, db)
            guard position.place < position.count, try ranked.itemId(at: position.place, db) == id else { return nil }
            return position.place
        }
        // By sort key and id, which key composer rows: a composer's rows are not keyed by id alone.
        let isSelected = try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM \(from) WHERE \(condition) AND \(sortKey) = ? AND \(itemId) = ?)
            """), arguments: arguments + [key, id]) ?? false
        guard isSelected else { return nil }
        return try Int.fetchOne(db.cachedStatement(sql: """
            SELECT count(*) FROM \(from) WHERE \(condition) AND (\(sortKey), \(itemId)) < (?, ?)
            """), arguments: arguments + [key, id])
    }

    /// Counts come from the facet tables while they are fresh; otherwise, and for favourites, rows are counted.
    static func count(_ filter: CatalogFilter, _ db: Database) throws -> Int {
        if try ListTables.areFresh(db), let count = try facetCount(filter, db) {
            return count
        }
        let query = try ListQuery(filter, db)
        return try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(query.from) WHERE \(query.condition)"),
                                arguments: query.arguments) ?? 0
    }

    /// Nil for favourites, which no facet table counts.
    private static func facetCount(_ filter: CatalogFilter, _ db: Database) throws -> Int? {
        switch (filter.shelf, filter.composer) {
        case (.all, nil):
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT coalesce(sum(count), 0) FROM decadeCount")) ?? 0
        case (.decade(let decade), nil):
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT count FROM decadeCount WHERE decade = ?"),
                                    arguments: [DecadeColumn.value(decade)]) ?? 0
        case (.all, let composer?):
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT count FROM composerCount WHERE composer = ?"),
                                    arguments: [composer]) ?? 0
        case (.decade(let decade), let composer?):
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT count FROM composerDecadeCount WHERE decade = ? AND composer = ?"),
                                    arguments: [DecadeColumn.value(decade), composer]) ?? 0
        case (.favourites, _):
            return nil
        }
    }
}
