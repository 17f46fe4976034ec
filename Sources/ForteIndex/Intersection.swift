import ForteCatalog
import GRDB
import Synchronization

/// The items several lists have in common, in an order: for a filter whose choices no list combines
/// (`Lists.lists(of:)`). Combinations of every facet's values are too many to build; the smallest list is read in
/// order, and each other, read once into an `ItemSet`, keeps of it what it has.
enum Intersection {
    /// A list of the projection's: its places, and the shelf whose lists it is among.
    typealias List = (start: Int, count: Int, shelf: ListShelf)

    /// `kept`: where the sets of the lists' items read are kept (see `itemSet`).
    static func items(of lists: [List], order: ListOrder, _ db: Database, kept: Kept<ItemSet>?) throws -> [Int64] {
        let lists = lists.sorted { $0.count < $1.count }
        guard let smallest = lists.first, smallest.count > 0 else { return [] }
        var items = try ListReader.itemIds(at: smallest.start..<smallest.start + smallest.count, order, db)
        for list in lists.dropFirst() where !items.isEmpty {
            let members = try itemSet(of: list, db, kept: kept)
            items.removeAll { !members.contains($0) }
        }
        return items
    }

    /// The items of a list of the projection's, kept in `kept` by its places and the generation of its shelf's lists:
    /// a choice's items (hundreds of thousands) are read once for the counts within it and each intersection with it.
    static func itemSet(of list: List, _ db: Database, kept: Kept<ItemSet>?) throws -> ItemSet {
        let find = { try ListReader.itemSet(at: list.start..<list.start + list.count, .title, db) }
        let key = { "\(try Projection.generation(of: list.shelf, db)) \(list.start)+\(list.count)" }
        return try kept?.value(try key(), orFind: find) ?? find()
    }

    static func greatestItemId(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(id) FROM item")) ?? 0
    }
}

/// The last few reads of lists kept for the next reads of the same: a browse key reads a page, a count and a position
/// of one intersection (`[Int64]`), and its panes count within the choices but one, each against their items (an
/// `ItemSet`) over the ids of the catalog's lists of its facet (`ListCounts.CatalogItems`). Keyed by the generation
/// of the lists read too (`Projection.generation(of:_:)`), which every build of them moves on.
final class Kept<Value: Sendable>: Sendable {
    private let capacity: Int
    /// The most the values kept may weigh together (by `weight`), but the latest's.
    private let budget: Int
    private let weight: @Sendable (Value) -> Int
    /// The latest read last.
    private let kept = Mutex<[(key: String, value: Value, weight: Int)]>([])

    init(capacity: Int = 4, budget: Int = .max, weight: @escaping @Sendable (Value) -> Int = { _ in 0 }) {
        (self.capacity, self.budget, self.weight) = (capacity, budget, weight)
    }

    /// What the values kept weigh together.
    var weighed: Int { kept.withLock { $0.reduce(0) { $0 + $1.weight } } }

    /// The value kept for `key`, which becomes the latest (the last to go), or else the one `find` finds, kept.
    func value(_ key: String, orFind find: () throws -> Value) rethrows -> Value {
        let held = kept.withLock { kept -> Value? in
            guard let found = kept.lastIndex(where: { $0.key == key }) else { return nil }
            kept.append(kept.remove(at: found))
            return kept.last?.value
        }
        if let held { return held }
        let value = try find()
        kept.withLock { kept in
            kept.removeAll { $0.key == key }
            kept.append((key, value, weight(value)))
            while kept.count > capacity || kept.count > 1 && kept.reduce(0, { $0 + $1.weight }) > budget {
                kept.removeFirst()
            }
        }
        return value
    }
}

/// What a catalog's readers keep of the lists they read (see `Kept`): the values of every facet's lists, and the item
/// ids of the facets last counted within choices (the decades and the composers, recounted at every choice, stay).
struct KeptReads: Sendable {
    let intersections = Kept<[Int64]>()
    /// The items of filters counted within and of the lists intersected, each filter's and list's.
    let members = Kept<ItemSet>(capacity: 8)
    /// The broadest words' sets (`BroadWords`), as kept.
    let broadWords = Kept<ItemSet>(capacity: 8)
    let catalogLists = Kept<ListCounts.CatalogLists>(capacity: Lists.facets.count)
    let catalogItems = Kept<ListCounts.CatalogItems>(
        capacity: Lists.facets.count, budget: ListCounts.CatalogItems.heldBytes, weight: \.bytes)
}
