import ForteCatalog
import Foundation
import GRDB

/// Reads a `CatalogFilter`'s list (as `Lists` names it), in its order (see `SortPosition`): the `count` places of
/// the order's projection from `start` (see `Projection`); or, for a filter whose choices no list combines, the
/// items its lists have in common, found when read (see `Intersection`).
struct ListReader {
    let count: Int
    let order: ListOrder
    private let places: Places

    private enum Places {
        /// A list of the projection's: `count` places from `start`, among the lists of `shelf`.
        case stretch(start: Int, shelf: ListShelf)
        /// The items of several lists, in order.
        case items([Int64])
    }

    /// `kept`: where the last intersections and the sets of the lists' items read are kept, and found.
    init(_ filter: CatalogFilter, _ db: Database, kept: KeptReads? = nil) throws {
        order = filter.order
        let rows = Lists.lists(of: filter)
        let lists = try rows.map { row in
            let (start, count) = try Self.stretch(of: row, db)
            return (start: start, count: count, shelf: ListShelf.fromDatabaseValue(row.last!)!)
        }
        if lists.count == 1 {
            (places, count) = (.stretch(start: lists[0].start, shelf: lists[0].shelf), lists[0].count)
        } else {
            let find = { [order] in try Intersection.items(of: lists, order: order, db, kept: kept?.members) }
            let generation = try Projection.generation(of: ListShelf(filter.shelf), db)
            let items = try kept?.intersections.value("\(generation) \(order) \(rows)", orFind: find) ?? find()
            (places, count) = (.items(items), items.count)
        }
    }

    /// The list row of these values, then its shelf: its places (none when there is no such list).
    static func stretch(of row: [DatabaseValue], _ db: Database) throws -> (start: Int, count: Int) {
        let found = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT start, count FROM list WHERE \(Lists.rowCondition)"),
            arguments: StatementArguments(row))
        return (found?[0] ?? 0, found?[1] ?? 0)
    }

    /// The page of `limit` places from `offset`: items removed since the projection was built are skipped.
    func summaries(offset: Int, limit: Int, _ db: Database) throws -> [ItemSummary] {
        try Self.summaries(of: itemIds(in: offset..<offset + limit, db), db)
    }

    /// The items of `ids` still there, in the order of `ids`.
    static func summaries(of ids: [Int64], _ db: Database) throws -> [ItemSummary] {
        // The ids as a JSON array, read in order, each joined to its item.
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT \(ItemSummary.columns) FROM json_each(?) AS page CROSS JOIN item ON item.id = page.value ORDER BY page.key
                    """), arguments: [jsonArray(ids)]
        ).map(ItemSummary.init(row:))
    }

    /// The identifiers of the page `summaries` reads, without the rest: an item may name thousands of composers.
    func identifiers(offset: Int, limit: Int, _ db: Database) throws -> [String] {
        try String.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT item.identifier FROM json_each(?) AS page CROSS JOIN item ON item.id = page.value ORDER BY page.key
                    """), arguments: [Self.jsonArray(itemIds(in: offset..<offset + limit, db))])
    }

    /// The position of the item with this identifier (its first, should two sources share it): among the items of
    /// several lists, held in order, found by its id; in a list of the projection's, by bisection.
    func position(of identifier: String, _ db: Database) throws -> Int? {
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT item.id, \(SortPosition.columns(order)) FROM item WHERE identifier = ?
                    ORDER BY \(SortKey.titleColumns)
                    """), arguments: [identifier])
        for row in rows {
            if case .items(let items) = places {
                guard let place = items.firstIndex(of: row[0]) else { continue }
                return place
            }
            let key = SortPosition(row, order: order, from: 1)
            guard let found = try first(where: { !($0 < key) }, db), found.position == key else { continue }
            return found.place
        }
        return nil
    }

    /// The position of the first item whose order's text key (its sort title's; in an order by a facet, its first
    /// value's filing key) is at least `key`; nil in the orders by numbers (date, addition), which have none.
    func position(ofFirstKeyFrom key: String, _ db: Database) throws -> Int? {
        switch Lists.key(of: order) {
        case .title, .firstValue: break
        case .ascending, .descending: return nil
        }
        // Items with no value come after every key.
        return try first(where: { $0.number != 0 || !SortPosition.precedes([$0.texts[0]], [key]) }, db)?.place
    }

    /// The places of the items dated within `years` (nil: the undated), in a list in date order: one stretch, its ends
    /// found by bisection, as `position(ofFirstKeyFrom:)` finds a key.
    func places(dated years: ClosedRange<Int>?, _ db: Database) throws -> Range<Int> {
        precondition(order == .date, "a list in date order")
        // Undated items sort last, as the greatest year (see `SortPosition`).
        let undated = Int64.max
        guard let years else { return (try first(where: { $0.number == undated }, db)?.place ?? count)..<count }
        let lower = try first(where: { $0.number >= years.lowerBound }, db)?.place ?? count
        let upper = try first(where: { $0.number > years.upperBound }, db)?.place ?? count
        return lower..<max(lower, upper)
    }

    /// The first item (and its place) for which `isAfter` holds (nil if none): the list is in sort order, so
    /// `isAfter` holds from some place on.
    private func first(
        where isAfter: (SortPosition) -> Bool, _ db: Database
    ) throws -> (place: Int, position: SortPosition)? {
        var (low, high) = (0, count)
        // Bisected, a place and its item read a step: the list needs no index by item or by sort key, which
        // would cost every build dearly.
        while low < high {
            let middle = (low + high) / 2
            // Nil when every item from the middle on has gone: none of them is before.
            if let item = try item(atOrAfter: middle, db), !isAfter(item.position) {
                low = item.place + 1
            } else {
                high = middle
            }
        }
        return try item(atOrAfter: low, db)
    }

    /// The first item still there at or after `place`, where it is and where it sorts.
    private func item(atOrAfter place: Int, _ db: Database) throws -> (place: Int, position: SortPosition)? {
        let statement = try db.cachedStatement(sql: "SELECT \(SortPosition.columns(order)) FROM item WHERE id = ?")
        // A few places at a time, each item read alone until one is there (the first, but for an item removed since
        // the lists were built): joined to the places together, every one of them was read, to be sorted by place.
        var window = place..<place
        repeat {
            window = window.upperBound..<min(window.upperBound + 16, count)
            let ids = try itemIds(in: window, db)
            guard !ids.isEmpty else { return nil }
            for (offset, id) in ids.enumerated() {
                if let found = try Row.fetchOne(statement, arguments: [id]) {
                    return (window.lowerBound + offset, SortPosition(found, order: order))
                }
            }
        } while true
    }

    /// The list's items as a set, whatever their order: a list of the projection's as `Intersection` keeps it in
    /// `kept`, so that a choice's items are read once for its counts and for every intersection with it.
    func itemSet(_ db: Database, kept: Kept<ItemSet>?) throws -> ItemSet {
        switch places {
        case .stretch(let start, let shelf):
            return try Intersection.itemSet(of: (start, count, shelf), db, kept: kept)
        case .items: return try itemSet(at: 0..<count, db)
        }
    }

    /// The items at the places in `range` of the list (those it has), as a set.
    func itemSet(at range: Range<Int>, _ db: Database) throws -> ItemSet {
        let places = range.clamped(to: 0..<count)
        switch self.places {
        case .stretch(let start, _):
            return try Self.itemSet(at: start + places.lowerBound..<start + places.upperBound, order, db)
        case .items(let items):
            var members = try ItemSet(upTo: Intersection.greatestItemId(db))
            items[places].map(\.littleEndian).withUnsafeBytes { members.insert(idsIn: $0) }
            return members
        }
    }

    /// The ids at `places` of the projection's lists in `order` (see `forEachChunk(at:)`), as a set.
    static func itemSet(at places: Range<Int>, _ order: ListOrder, _ db: Database) throws -> ItemSet {
        var members = try ItemSet(upTo: Intersection.greatestItemId(db))
        try forEachChunk(at: places, order, db) { members.insert(idsIn: $1) }
        return members
    }

    /// The ids of the whole list, in order.
    func itemIds(_ db: Database) throws -> [Int64] {
        try itemIds(in: 0..<count, db)
    }

    /// The ids at the places in `range` of the list (those it has), in order.
    private func itemIds(in range: Range<Int>, _ db: Database) throws -> [Int64] {
        let places = range.clamped(to: 0..<count)
        switch self.places {
        case .stretch(let start, _):
            return try Self.itemIds(at: start + places.lowerBound..<start + places.upperBound, order, db)
        case .items(let items): return Array(items[places])
        }
    }

    /// The ids at `places` of an order's projection, in order.
    static func itemIds(at places: Range<Int>, _ order: ListOrder, _ db: Database) throws -> [Int64] {
        var ids: [Int64] = []
        try forEachItemId(at: places, order, db) { _, id in ids.append(id) }
        return ids
    }

    /// Calls `body` with each place of `places` in an order's projection and its item's id, in order.
    static func forEachItemId(
        at places: Range<Int>, _ order: ListOrder, _ db: Database, _ body: (Int, Int64) throws -> Void
    ) throws {
        try forEachChunk(at: places, order, db) { first, ids in
            for offset in stride(from: 0, to: ids.count, by: 8) {
                try body(
                    first + offset / 8, Int64(littleEndian: ids.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
            }
        }
    }

    /// Calls `body` with the ids at `places` of an order's projection a chunk at a time, in order: the first one's
    /// place, and the ids (8 bytes each, little-endian), lent for the call. An intersection or a count reads the whole
    /// of lists of hundreds of thousands.
    static func forEachChunk(
        at places: Range<Int>, _ order: ListOrder, _ db: Database, _ body: (Int, UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard !places.isEmpty else { return }
        let size = Projection.chunkSize
        let chunks = try DirectStatement(
            """
            SELECT chunk, itemIds FROM entry WHERE sortOrder = ? AND chunk BETWEEN ? AND ? ORDER BY chunk
            """, db)
        let bounds: [DirectStatement.Value] = [
            .string(order.rawValue), .integer(Int64(places.lowerBound / size)),
            .integer(Int64((places.upperBound - 1) / size)),
        ]
        // Each chunk's ids written out whole, 8 bytes each, here: those who read them need not know how a chunk keeps
        // them.
        var ids = [Int64](repeating: 0, count: size)
        try ids.withUnsafeMutableBufferPointer { ids in
            try chunks.forEachRow(bounds) { chunk in
                let chunkStart = Int(chunk.int64(0)) * size
                let count = chunk.withBlob(1) { ChunkCoding.decode($0, into: ids) }
                let wanted = max(places.lowerBound, chunkStart)..<min(places.upperBound, chunkStart + count)
                guard !wanted.isEmpty else { return }
                try body(
                    wanted.lowerBound,
                    UnsafeRawBufferPointer(
                        UnsafeBufferPointer(
                            rebasing: ids[(wanted.lowerBound - chunkStart)..<(wanted.upperBound - chunkStart)])))
            }
        }
    }

    static func jsonArray(_ ids: [Int64]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }
}

/// Where an item sorts in an order, as `ListBuilder` orders it: by the order's key (`Lists.key(of:)`), then by
/// title (sort key, identifier, source), texts compared by their bytes, as SQLite compares them.
struct SortPosition: Equatable {
    /// Ordered before `texts`.
    let number: Int64
    /// The order's text key, if it has one, then the sort key, identifier and source.
    let texts: [String]

    /// The item columns `init` reads in `order`: the title's, then the key's.
    static func columns(_ order: ListOrder) -> String {
        SortKey.titleColumns + (Lists.key(of: order).column.map { ", item.\($0)" } ?? "")
    }

    init(_ row: Row, order: ListOrder, from column: Int = 0) {
        let title: [String] = [row[column], row[column + 1], row[column + 2]]
        switch Lists.key(of: order) {
        case .title:
            (number, texts) = (0, title)
        case .ascending:
            let value: Int64 = row[column + 3]
            (number, texts) = (value == 0 ? .max : value, title)
        case .descending:
            (number, texts) = (-row[column + 3], title)
        case .firstValue(let facet):
            if let first = JoinedValues.first(of: row[column + 3]) {
                (number, texts) = (0, [facet.filingKey?(first) ?? first, first] + title)
            } else {
                (number, texts) = (1, ["", ""] + title)
            }
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.number != rhs.number ? lhs.number < rhs.number : precedes(lhs.texts, rhs.texts)
    }

    /// Whether `lhs` comes before `rhs`, text by text, by bytes.
    static func precedes(_ lhs: [String], _ rhs: [String]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        }
        return false
    }
}
