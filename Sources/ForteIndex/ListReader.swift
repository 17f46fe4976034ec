import ForteCatalog
import Foundation
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

    /// The page of `limit` places from `offset`: items removed since the projection was built are skipped.
    func summaries(offset: Int, limit: Int, _ db: Database) throws -> [ItemSummary] {
        switch self {
        case .stretch:
            // The page's ids as a JSON array, read in order, each joined to its item.
            return try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(ItemSummary.columns) FROM json_each(?) AS page CROSS JOIN item ON item.id = page.value ORDER BY page.key
                """), arguments: [Self.jsonArray(itemIds(in: offset..<offset + limit, db))]).map(ItemSummary.init(row:))
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
            guard let found = try first(where: { !($0 < key) }, db), found.position == key else { continue }
            return found.place
        }
        return nil
    }

    /// The position of the first item whose sort key is at least `key`.
    func position(ofFirstSortKeyFrom key: String, _ db: Database) throws -> Int? {
        try first(where: { !$0.sortKey.utf8.lexicographicallyPrecedes(key.utf8) }, db)?.place
    }

    /// The first item (and its place) for which `isAfter` holds (nil if none): the list is in sort order, so
    /// `isAfter` holds from some place on.
    private func first(where isAfter: (SortPosition) -> Bool, _ db: Database) throws -> (place: Int, position: SortPosition)? {
        var (low, high) = (0, try count(db))
        // Bisected, a place and its item read a step: the list needs no index by item or by sort key, which
        // would cost every build dearly.
        while low < high {
            let middle = (low + high) / 2
            // Nil when every item from the middle on has gone: none of them is before.
            if let item = try item(atOrAfter: middle, db), !isAfter(item.position) { low = item.place + 1 } else { high = middle }
        }
        return try item(atOrAfter: low, db)
    }

    /// The first item still there at or after `place`, where it is and where it sorts.
    private func item(atOrAfter place: Int, _ db: Database) throws -> (place: Int, position: SortPosition)? {
        switch self {
        case .stretch(_, let count):
            // A few places at a time, until one's item is there.
            var window = place..<place
            repeat {
                window = window.upperBound..<min(window.upperBound + 16, count)
                let ids = try itemIds(in: window, db)
                guard !ids.isEmpty else { return nil }
                if let found = try Row.fetchOne(db.cachedStatement(sql: """
                    SELECT page.key, item.sortKey, item.identifier, item.source
                    FROM json_each(?) AS page CROSS JOIN item ON item.id = page.value ORDER BY page.key LIMIT 1
                    """), arguments: [Self.jsonArray(ids)]) {
                    return (window.lowerBound + found[0], SortPosition(found, from: 1))
                }
            } while true
        case .favourites(let composer):
            let condition = Self.favouritesCondition(composer)
            let found = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT item.sortKey, item.identifier, item.source FROM \(Self.favouriteItems) WHERE \(condition.sql)
                ORDER BY \(Self.order) LIMIT 1 OFFSET ?
                """), arguments: condition.arguments + [place])
            return found.map { (place, SortPosition($0)) }
        }
    }

    /// The ids at the places in `range` of the stretch (those it has), in order.
    private func itemIds(in range: Range<Int>, _ db: Database) throws -> [Int64] {
        guard case .stretch(let start, let count) = self else { return [] }
        let places = range.clamped(to: 0..<count)
        guard !places.isEmpty else { return [] }
        let (first, end) = (start + places.lowerBound, start + places.upperBound)
        let size = Projection.chunkSize
        var ids: [Int64] = []
        let chunks = try Row.fetchCursor(db.cachedStatement(sql: "SELECT chunk, itemIds FROM entry WHERE chunk BETWEEN ? AND ? ORDER BY chunk"),
                                         arguments: [first / size, (end - 1) / size])
        while let chunk = try chunks.next() {
            let chunkStart = chunk[0] * size
            (chunk[1] as Data).withUnsafeBytes { bytes in
                for place in max(first, chunkStart)..<min(end, chunkStart + bytes.count / 8) {
                    ids.append(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: (place - chunkStart) * 8, as: Int64.self)))
                }
            }
        }
        return ids
    }

    private static func jsonArray(_ ids: [Int64]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }
}

/// Where an item sorts: by sort key, then identifier, then source, comparing bytes as SQLite does.
private struct SortPosition: Equatable {
    let sortKey: String
    let identifier: String
    let source: String

    init(_ row: Row, from column: Int = 0) {
        (sortKey, identifier, source) = (row[column], row[column + 1], row[column + 2])
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in [(lhs.sortKey, rhs.sortKey), (lhs.identifier, rhs.identifier), (lhs.source, rhs.source)] where left != right {
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        }
        return false
    }
}
