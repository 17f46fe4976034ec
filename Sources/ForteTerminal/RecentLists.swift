import ForteCatalog

/// The last lists a pane read, each by what it was read for: going back to a shelf or a choice shows its list again
/// without counting it. A list holds its rows alone (its values are the catalog's, shared: `FacetCountList`), so a
/// timeline's every decade is kept: a search's results, each selecting its decade, count a decade's composers once.
struct RecentLists<Key: Equatable> {
    private static var capacity: Int { 32 }
    /// The most rows kept together (12 bytes each), but the latest list's.
    private static var maxRows: Int { 1_000_000 }
    /// The latest last.
    private var lists: [(key: Key, values: FacetCountList)] = []

    subscript(key: Key) -> FacetCountList? {
        lists.last { $0.key == key }?.values
    }

    mutating func keep(_ values: FacetCountList, for key: Key) {
        lists.removeAll { $0.key == key }
        lists.append((key, values))
        while lists.count > Self.capacity || lists.count > 1 && rows > Self.maxRows { lists.removeFirst() }
    }

    private var rows: Int { lists.reduce(0) { $0 + $1.values.count } }

    /// Forgets the lists whose counts a change made wrong.
    mutating func forget(where isChanged: (Key) -> Bool) {
        lists.removeAll { isChanged($0.key) }
    }
}
