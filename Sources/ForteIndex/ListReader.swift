import ForteCatalog
import GRDB

/// Reads a `CatalogFilter`'s list in sort order (sortKey, identifier, source): a stretch of the
/// projection's `entry` (see `Projection`), or the favourites, a short list read from the record store
/// as it is, so that a favourite shows the moment it is marked.
enum ListReader {
    case stretch(start: Int, count: Int)
    case favourites(composer: String?)

    init(_ filter: CatalogFilter, _ db: Database) throws {
        if case .favourites = filter.shelf {
            self = .favourites(composer: filter.composer)
            return
        }
        let decade: Int? = switch filter.shelf {
        case .decade(let decade): DecadeColumn.value(decade)
        default: nil
        }
        let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT start, count FROM list WHERE composer IS ? AND decade IS ?"),
                                   arguments: [filter.composer, decade])
        self = .stretch(start: row?[0] ?? 0, count: row?[1] ?? 0)
    }

    /// The favourites with their items, and the condition that narrows them to the composer.
    private static let favouriteItems = "favourite CROSS JOIN item ON item.identifier = favourite.identifier"
    private static func favouritesCondition(_ composer: String?) -> (sql: String, arguments: StatementArguments) {
        guard let composer else { return ("1", []) }
        return ("instr(char(31) || item.composers || char(31), char(31) || ? || char(31)) > 0", [composer])
    }

    private static let order = "item.sortKey, item.identifier, item.source"

    func count(_ db: Database) throws -> Int {
        switch self {
        case .stretch(_, let count):
            return count
        case .favourites(let composer):
            let condition = Self.favouritesCondition(composer)
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(Self.favouriteItems) WHERE \(condition.sql)"),
                                    arguments: condition.arguments) ?? 0
        }
    }

    /// The page of `limit` items from `offset`. Items removed since the projection was built are skipped,
    /// and the page goes on past them.
    func summaries(offset: Int, limit: Int, _ db: Database) throws -> [ItemSummary] {
        switch self {
        case .stretch(let start, let count):
            return try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(ItemSummary.columns) FROM entry CROSS JOIN item ON item.id = entry.itemId
                WHERE entry.place >= ? AND entry.place < ? ORDER BY entry.place LIMIT ?
                """), arguments: [start + offset, start + count, limit]).map(ItemSummary.init(row:))
        case .favourites(let composer):
            let condition = Self.favouritesCondition(composer)
            return try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(ItemSummary.columns) FROM \(Self.favouriteItems) WHERE \(condition.sql)
                ORDER BY \(Self.order) LIMIT ? OFFSET ?
                """), arguments: condition.arguments + [limit, offset]).map(ItemSummary.init(row:))
        }
    }

    /// The position of the item with this identifier (its first, should two sources share it).
    func position(of identifier: String, _ db: Database) throws -> Int? {
        let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT sortKey, identifier, source, id FROM item WHERE identifier = ? ORDER BY \(Self.order)"),
                                    arguments: [identifier])
        for row in rows {
            let key = SortPosition(row)
            guard let place = try position(ofFirst: { $0 < key }, db), try sortPosition(at: place, db) == key else { continue }
            return place
        }
        return nil
    }

    /// The position of the first item whose sort key is at least `key`.
    func position(ofFirstSortKeyFrom key: String, _ db: Database) throws -> Int? {
        try position(ofFirst: { $0.sortKey.utf8.lexicographicallyPrecedes(key.utf8) }, db)
    }

    /// The position of the first item not `isBefore` (nil if none): the list is in sort order, so
    /// `isBefore` holds for the items up to some place and no further.
    private func position(ofFirst isBefore: (SortPosition) -> Bool, _ db: Database) throws -> Int? {
        var (low, high) = (0, try count(db))
        // Bisected, a place and its item read a step: the list needs no index by item or by sort key, which
        // would cost every build dearly.
        while low < high {
            let middle = (low + high) / 2
            // Nil when every item from the middle on has gone: none of them is before.
            if let position = try sortPosition(at: middle, db), isBefore(position) { low = middle + 1 } else { high = middle }
        }
        return try sortPosition(at: low, db) == nil ? nil : low
    }

    /// Where the first item still there at or after `place` sorts.
    private func sortPosition(at place: Int, _ db: Database) throws -> SortPosition? {
        let row: Row?
        switch self {
        case .stretch(let start, let count):
            row = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT item.sortKey, item.identifier, item.source FROM entry CROSS JOIN item ON item.id = entry.itemId
                WHERE entry.place >= ? AND entry.place < ? ORDER BY entry.place LIMIT 1
                """), arguments: [start + place, start + count])
        case .favourites(let composer):
            let condition = Self.favouritesCondition(composer)
            row = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT item.sortKey, item.identifier, item.source FROM \(Self.favouriteItems) WHERE \(condition.sql)
                ORDER BY \(Self.order) LIMIT 1 OFFSET ?
                """), arguments: condition.arguments + [place])
        }
        return row.map(SortPosition.init)
    }
}

/// Where an item sorts: by sort key, then identifier, then source, comparing bytes as SQLite does.
private struct SortPosition: Equatable {
    let sortKey: String
    let identifier: String
    let source: String

    init(_ row: Row) {
        (sortKey, identifier, source) = (row[0], row[1], row[2])
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in [(lhs.sortKey, rhs.sortKey), (lhs.identifier, rhs.identifier), (lhs.source, rhs.source)] where left != right {
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        }
        return false
    }
}
