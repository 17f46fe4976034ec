import ForteCatalog
import GRDB

/// The SQL that answers a `CatalogFilter`'s list, in sort order `(sortKey, id)`.
///
/// Two ways in: `ranked`, reading the filter's stored list (a chunk or two of ids) while `ListTables`
/// are fresh; or scanning the filter's items (`from`, `condition`) in sort order, exact at any time but
/// O(offset) for a page, and a sort of the whole table for All and decades, whose order only the stored
/// lists keep. Favourites, a short list, always scan.
struct ListQuery {
    /// The filter's items: the item table `item`, joined to favourites for that shelf.
    var from: String
    var condition: String
    var arguments: StatementArguments
    /// The filter's stored list, when the lists are fresh.
    var ranked: Ranked?

    /// The filter's stored list: `count` places of the list `list` (see `ListChunks`) from `start`.
    struct Ranked {
        var list: Int64
        var start = 0
        var count: Int

        /// No places: a composer's list on a shelf without the composer.
        static let empty = Ranked(list: ListChunks.all, count: 0)

        /// The whole of the list.
        init(list: Int64, _ db: Database) throws {
            self.init(list: list, count: try ListChunks.count(list, db))
        }

        init(list: Int64, start: Int = 0, count: Int) {
            (self.list, self.start, self.count) = (list, start, count)
        }

        /// The ids at the places in `range` (those the list has), in order.
        func itemIds(in range: Range<Int>, _ db: Database) throws -> [Int64] {
            let places = range.clamped(to: 0..<count)
            guard !places.isEmpty else { return [] }
            return try ListChunks.itemIds(list, in: start + places.lowerBound..<start + places.upperBound, db)
        }

        /// The place of the first item at or after `(key, id)` in sort order (`count` if none). Places
        /// follow the order, so they are bisected, a chunk and an item read a step: the list needs no
        /// index by item or by sort key, which would cost every numbering dearly.
        func firstPosition(atOrAfter key: String, _ id: Int64, _ db: Database) throws -> Int {
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
            return low
        }

        func itemId(at place: Int, _ db: Database) throws -> Int64? {
            try itemIds(in: place..<place + 1, db).first
        }
    }

    init(_ filter: CatalogFilter, _ db: Database) throws {
        let isFresh = try ListTables.areFresh(db)
        switch (filter.shelf, filter.composer) {
        case (.all, nil):
            from = "item"
            (condition, arguments) = ("1", [])
            ranked = try isFresh ? Ranked(list: ListChunks.all, db) : nil
        case (.decade(let decade), nil):
            from = "item"
            (condition, arguments) = ("item.decade = ?", [DecadeColumn.value(decade)])
            ranked = try isFresh ? Ranked(list: Int64(DecadeColumn.value(decade)), db) : nil
        case (.favourites, _):
            // CROSS JOIN keeps the few favourites as the outer loop: left to itself, SQLite walks every
            // item looking each one up among the favourites (120 ms on a million items).
            from = "favourite CROSS JOIN item ON item.identifier = favourite.identifier"
            (condition, arguments) = filter.composer.map { (Self.hasComposer, [$0]) } ?? ("1", [])
            ranked = nil
        case (.all, let composer?):
            from = "item"
            (condition, arguments) = (Self.hasComposer, [composer])
            ranked = try isFresh
                ? Self.composerList(ListChunks.composers, sql: "SELECT start, count FROM composerCount WHERE composer = ?", [composer], db)
                : nil
        case (.decade(let decade), let composer?):
            let column = DecadeColumn.value(decade)
            from = "item"
            (condition, arguments) = ("\(Self.hasComposer) AND item.decade = ?", [composer, column])
            ranked = try isFresh
                ? Self.composerList(ListChunks.composersByDecade, sql: """
                    SELECT start, count FROM composerDecadeCount WHERE decade = ? AND composer = ?
                    """, [column, composer], db)
                : nil
        }
    }

    /// Whether the item's composers (see `StoredItem.composers`) name the argument.
    private static let hasComposer = "instr(char(31) || item.composers || char(31), char(31) || ? || char(31)) > 0"

    /// The composer's list on a shelf: the stretch of `list` its count row (`sql`) names, by start and count.
    private static func composerList(_ list: Int64, sql: String, _ arguments: StatementArguments, _ db: Database) throws -> Ranked {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: arguments) else { return .empty }
        return Ranked(list: list, start: row[0], count: row[1])
    }

    private static let order = "item.sortKey, item.id"

    func summaries(offset: Int, limit: Int, _ db: Database) throws -> [ItemSummary] {
        let rows: [Row]
        if let ranked {
            // The page's ids as a JSON array, read in order, each joined to its item.
            let ids = try ranked.itemIds(in: offset..<offset + max(limit, 0), db)
            rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(ItemSummary.columns) FROM json_each(?) AS page CROSS JOIN item ON item.id = page.value
                ORDER BY page.key
                """), arguments: ["[" + ids.map(String.init).joined(separator: ",") + "]"])
        } else {
            // The rows skipped are never joined to their item: only the page's rows read theirs.
            rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(ItemSummary.columns) FROM (
                    SELECT item.sortKey AS sortKey, item.id AS id FROM \(from) WHERE \(condition)
                    ORDER BY \(Self.order) LIMIT ? OFFSET ?
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
        if let ranked {
            let place = try ranked.firstPosition(atOrAfter: key, 0, db)
            return place < ranked.count ? place : nil
        }
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT item.sortKey, item.id FROM \(from) WHERE \(condition) AND item.sortKey >= ? ORDER BY \(Self.order) LIMIT 1
            """), arguments: arguments + [key])
        else { return nil }
        return try position(ofRow: row[0], row[1], db)
    }

    /// The position of the item with this sort key and id, nil when the filter does not select it.
    private func position(ofRow key: String, _ id: Int64, _ db: Database) throws -> Int? {
        if let ranked {
            let place = try ranked.firstPosition(atOrAfter: key, id, db)
            guard try ranked.itemId(at: place, db) == id else { return nil }
            return place
        }
        let isSelected = try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM \(from) WHERE \(condition) AND item.sortKey = ? AND item.id = ?)
            """), arguments: arguments + [key, id]) ?? false
        guard isSelected else { return nil }
        return try Int.fetchOne(db.cachedStatement(sql: """
            SELECT count(*) FROM \(from) WHERE \(condition) AND (item.sortKey, item.id) < (?, ?)
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
