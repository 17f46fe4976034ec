import ForteCatalog
import GRDB

/// The SQL that answers a `CatalogFilter`'s list, in sort order `(sortKey, id)`.
///
/// Two ways in: scanning the filter's rows (`from`, `condition`) in sort order, exact at any time but
/// O(offset) for a page (and a sort of the whole table for All and decades, whose order only the
/// stored positions keep); or `ranked`, reading stored positions, one lookup, while `ListTables` are
/// fresh. Composer lists (through their index) and favourites, short lists, always scan.
struct ListQuery {
    /// Rows of the filter: the item table `item`, or composer rows `ic` (see `ComposerRows`).
    var from: String
    var condition: String
    var arguments: StatementArguments
    /// The columns that order the rows, as they are named in `from` (so that its index serves the order).
    var sortKey: String
    var itemId: String
    var ranked: Ranked?

    /// The rows of the `position` table, aliased `p`, that the filter selects.
    struct Ranked {
        var position: String
        var condition: String
        var arguments: StatementArguments

        /// The place of the first item at or after `(key, id)` in sort order (`count` if none), and the
        /// list's length. Positions follow the order, so they are bisected, one lookup a step: the
        /// table needs no index by item or by sort key, which would cost every renumbering dearly.
        func firstPosition(atOrAfter key: String, _ id: Int64, _ db: Database) throws -> (place: Int, count: Int) {
            let count = try Int.fetchOne(db.cachedStatement(sql: """
                SELECT coalesce(max(\(position)) + 1, 0) FROM position p WHERE \(condition)
                """), arguments: arguments) ?? 0
            let rowAt = try db.cachedStatement(sql: """
                SELECT item.sortKey, item.id FROM position p JOIN item ON item.id = p.itemId
                WHERE \(condition) AND \(position) = ?
                """)
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                guard let row = try Row.fetchOne(rowAt, arguments: arguments + [middle]) else { throw DatabaseError(resultCode: .SQLITE_CORRUPT) }
                let (middleKey, middleId): (String, Int64) = (row[0], row[1])
                // Keys compare as bytes, as SQLite compares them everywhere else.
                let isBefore = middleKey == key ? middleId < id : middleKey.utf8.lexicographicallyPrecedes(key.utf8)
                if isBefore { low = middle + 1 } else { high = middle }
            }
            return (low, count)
        }

        func itemId(at place: Int, _ db: Database) throws -> Int64? {
            try Int64.fetchOne(db.cachedStatement(sql: "SELECT p.itemId FROM position p WHERE \(condition) AND \(position) = ?"),
                               arguments: arguments + [place])
        }
    }

    init(_ filter: CatalogFilter, _ db: Database) throws {
        let composer = filter.composer
        switch (filter.shelf, composer) {
        case (.all, nil):
            from = "item"
            (condition, arguments) = ("1", [])
            ranked = Ranked(position: "p.allPosition", condition: "1", arguments: [])
        case (.decade(let decade), nil):
            from = "item"
            (condition, arguments) = ("item.decade = ?", [DecadeColumn.value(decade)])
            ranked = Ranked(position: "p.decadePosition",
                            condition: "p.decade = ?", arguments: [DecadeColumn.value(decade)])
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
            rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(ItemSummary.columns) FROM position p JOIN item ON item.id = p.itemId
                WHERE \(ranked.condition) AND \(ranked.position) >= ? AND \(ranked.position) < ?
                ORDER BY \(ranked.position)
                """), arguments: ranked.arguments + [offset, offset + limit])
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
