import ForteCatalog

/// The last few lists a pane read, each by what it was read for: going back to a shelf or a choice shows its list
/// again without counting it.
struct RecentLists<Key: Equatable> {
    private static var capacity: Int { 4 }
    /// The latest last.
    private var lists: [(key: Key, values: FacetCountList)] = []

    subscript(key: Key) -> FacetCountList? {
        lists.last { $0.key == key }?.values
    }

    mutating func keep(_ values: FacetCountList, for key: Key) {
        lists.removeAll { $0.key == key }
        lists.append((key, values))
        if lists.count > Self.capacity { lists.removeFirst() }
    }

    /// Forgets the lists whose counts a change made wrong.
    mutating func forget(where isChanged: (Key) -> Bool) {
        lists.removeAll { isChanged($0.key) }
    }
}
