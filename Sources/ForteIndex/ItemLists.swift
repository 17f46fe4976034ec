/// The lists each item is in, by item number, as the list build notes them (each an `Int32` of its own, a list's
/// number with the build's marks): an item in one list takes that one value alone; the lists of an item in none or
/// several are elsewhere, behind their count. Most items are in one list of a pass (a composer in a decade), and their
/// lists' starts, an `Int32` an item beside them, took a build of ten million items 40 MB (docs/PERFORMANCE.md, "Ten
/// million items").
struct ItemLists: Sendable {
    /// By item number: its one list (not negative), or where its count and lists are in `others`, with the sign bit.
    private var entries: [Int32]
    /// Each item's count, then its lists, for the items in none or several; an item in none is the first count, 0.
    private var others: [Int32] = [0]

    private static let elsewhere = Int32.min

    /// How many lists are noted, of all the items.
    private(set) var noted = 0

    /// `items` items, each in no list until `set`; room for the lists of `others` lists of items in several at once.
    init(items: Int, reservingOthers others: Int = 0) {
        entries = [Int32](repeating: Self.elsewhere, count: items)
        self.others.reserveCapacity(others)
    }

    /// An empty table, to which items are appended in their numbers' order (see `append`).
    init(reservingCapacity items: Int) {
        entries = []
        entries.reserveCapacity(items)
    }

    var count: Int { entries.count }

    /// Notes the lists of the next item.
    mutating func append(_ lists: [Int32]) {
        entries.append(Self.elsewhere)
        set(entries.count - 1, lists)
    }

    /// Notes the item's lists, in place of none.
    mutating func set(_ item: Int, _ lists: [Int32]) {
        precondition(lists.allSatisfy { $0 >= 0 }, "a list's number and its marks are not negative")
        noted += lists.count
        switch lists.count {
        case 0: entries[item] = Self.elsewhere
        case 1: entries[item] = lists[0]
        default:
            precondition(others.count <= Int(Int32.max), "the items' lists are at most 2³¹ numbers")
            entries[item] = Self.elsewhere | Int32(others.count)
            others.append(Int32(lists.count))
            others.append(contentsOf: lists)
        }
    }

    /// Writes the items' one lists out to a file, and lets them go until `takeBack`.
    mutating func setAside() throws -> SpilledItems {
        let file = try SpilledItems(entries)
        entries = []
        return file
    }

    /// Reads back what `setAside` wrote.
    mutating func takeBack(_ file: SpilledItems) throws {
        entries = try file.values()
    }

    /// Calls `body` with the table as buffers, for a loop through many items: as arrays, each item's lists read
    /// retained and released them, a sixth of a large build's time.
    func withBuffers<Result>(_ body: (Buffers) throws -> Result) rethrows -> Result {
        try entries.withUnsafeBufferPointer { entries in
            try others.withUnsafeBufferPointer { others in try body(Buffers(entries: entries, others: others)) }
        }
    }

    struct Buffers {
        fileprivate let entries: UnsafeBufferPointer<Int32>
        fileprivate let others: UnsafeBufferPointer<Int32>

        /// Whether the item is in any list.
        @inline(__always)
        func hasLists(_ item: Int) -> Bool {
            let entry = entries[item]
            return entry >= 0 || others[Int(entry & Int32.max)] > 0
        }

        /// Calls `body` with each of the item's lists.
        @inline(__always)
        func forEach(of item: Int, _ body: (Int32) throws -> Void) rethrows {
            let entry = entries[item]
            if entry >= 0 {
                try body(entry)
            } else {
                let start = Int(entry & Int32.max)
                for other in (start + 1)..<(start + 1 + Int(others[start])) { try body(others[other]) }
            }
        }
    }

    /// Every item's lists, each as `renumbered` gives it.
    mutating func renumber(_ renumbered: (Int32) -> Int32) {
        for item in entries.indices where entries[item] >= 0 { entries[item] = renumbered(entries[item]) }
        var start = 1
        while start < others.count {
            let end = start + 1 + Int(others[start])
            for other in (start + 1)..<end { others[other] = renumbered(others[other]) }
            start = end
        }
    }
}
