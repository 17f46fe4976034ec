import ForteCatalog
import GRDB

/// Builds the projection's lists from the items: All, each decade, each composer and each composer in each
/// decade, in every `ListOrder`; then the favourites' lists and the new items', All and each composer's, on places
/// of their own from `projection.favouritesFrom`, so that marking a favourite, or the news seen, builds those alone.
///
/// The items are read once, in title order, which numbers them; each notes the lists it is in. Every order
/// lays the lists out alike (a list has the same places in each), so one `list` row serves every order: an
/// order only deals the items, in its own sequence, into those places.
struct ListBuilder {
    /// By item number (its place in title order): its id, and what the other orders sort it by.
    private var ids: [Int64] = []
    private var years: [Int32] = []
    /// The number of the item's first composer in `composerNames`, or -1 when it names none.
    private var firstComposers: [Int32] = []
    /// The lists each item is in besides All (list 0, every item's): item n's are
    /// `memberships[membershipStarts[n]..<membershipStarts[n + 1]]`.
    private var memberships: [Int32] = []
    private var membershipStarts: [Int32] = [0]

    /// By list number: its decade and composer number (nil: every one), and how many items it has.
    private var lists: [ListKey] = []
    private var sizes: [Int] = []
    private var listNumbers: [Int64: Int32] = [:]
    /// By composer number: the number of the composer's own list (every decade's).
    private var composerLists: [Int32] = []
    private var composerNames: [String] = []
    private var composerNumbers: [String: Int32] = [:]

    /// `StoredItem.composerSeparator`'s byte (read from its scalars for every item, it cost a 100,000-item build 8 million
    /// instructions).
    private static let composerSeparator = UInt8(ascii: StoredItem.composerSeparator.unicodeScalars.first!)

    private struct ListKey {
        let decade: Int64?
        let composer: Int32?

        /// The key as one integer, for `listNumbers`: hashing the two optionals made noting an item's lists 3,980
        /// instructions rather than 3,410 (callgrind). Decades are years, far inside 32 bits.
        var packed: Int64 { (decade ?? -1) << 32 | Int64(UInt32(bitPattern: composer ?? -1)) }
    }

    /// `window`: the places dealt in one pass (see `write`), a whole number of chunks.
    static func build(_ db: Database, window: Int = 1 << 21) throws {
        // The places are written over where they changed (see `writeChunks`); those past the lists' end go with the
        // favourites' (`buildOwnShelves`).
        try db.execute(sql: "DELETE FROM list")
        let lists = try ListBuilder(db, items: "item", byDecade: true)
        let end = try lists.write(from: 0, shelf: .catalog, window: window, db)
        try db.execute(sql: "UPDATE projection SET favouritesFrom = ?", arguments: [end])
        try buildOwnShelves(db)
    }

    /// Builds the favourites' lists and the new items' again, in place of those there were.
    static func buildOwnShelves(_ db: Database) throws {
        let start = try Int.fetchOne(db, sql: "SELECT favouritesFrom FROM projection") ?? 0
        try db.execute(sql: "DELETE FROM list WHERE shelf <> 0")
        // By order, as the entries are keyed: by chunk alone, it read every order's every chunk (75 ms a
        // favourite at a million items).
        for order in ListOrder.allCases {
            try db.execute(sql: "DELETE FROM entry WHERE sortOrder = ? AND chunk >= ?", arguments: [order.rawValue, start / Projection.chunkSize])
        }
        let favourites = "favourite CROSS JOIN item ON item.identifier = favourite.identifier"
        let end = try ListBuilder(db, items: favourites, byDecade: false)
            .write(from: start, shelf: .favourites, window: 1 << 21, db)
        let new = "arrival CROSS JOIN item ON item.id = arrival.item WHERE \(NewsShelf.unseen)"
        _ = try ListBuilder(db, items: new, byDecade: false).write(from: end, shelf: .new, window: 1 << 21, db)
    }

    /// The composer names' order, as the composers pane lists them and the composer order sorts items.
    static func composerKey(_ name: String) -> String {
        ComposerName.sortKey(of: name)
    }

    /// Reads the items `from` selects, in title order, and the lists each is in (its decade's only `byDecade`).
    private init(_ db: Database, items from: String, byDecade: Bool) throws {
        // Read in place: as GRDB rows and strings, the items took a 100,000-item build 0.3 s more.
        let items = try DirectStatement("""
            SELECT item.id, item.decade, item.year, item.composers FROM \(from) ORDER BY item.sortKey, item.identifier, item.source
            """, db)
        defer { items.reset() }
        var isSorted = false
        while try items.step() {
            if !isSorted {
                // The first row comes once every item is sorted: the pages their scan cached are not read
                // again, so they go before the lists grow (when the cache held 32 MiB, 32 MB of a million-item
                // sync's peak).
                try db.execute(sql: "PRAGMA shrink_memory")
                isSorted = true
            }
            append(items.int64(0), decade: byDecade ? items.int64(1) : nil, year: items.int64(2), composers: items.text(3))
        }
        // Only needed while reading: freed before the places take their memory.
        (listNumbers, composerNumbers, composerLists) = ([:], [:], [])
    }

    private mutating func append(_ id: Int64, decade: Int64?, year: Int64, composers names: UnsafeRawBufferPointer) {
        ids.append(id)
        years.append(Int32(clamping: year))
        // All is the first item's first list, list 0: not looked up again for every item.
        if lists.isEmpty { _ = newList(ListKey(decade: nil, composer: nil)) }
        sizes[0] += 1
        if let decade { join(listNumber(ListKey(decade: decade, composer: nil))) }
        // An item's composers are distinct, joined as `StoredItem` joins them; one that names none is listed
        // under `CatalogFilter.noComposer`. Read name by name: split and mapped into arrays, three an item, they
        // took a 100,000-item build 100 million instructions more (callgrind).
        var isNamed = false
        var start = names.startIndex
        while start < names.endIndex {
            let end = names[start...].firstIndex(of: Self.composerSeparator) ?? names.endIndex
            defer { start = end + 1 }
            guard end > start else { continue }
            let composer = composerNumber(String(decoding: names[start..<end], as: UTF8.self))
            if !isNamed { firstComposers.append(composer) }
            isNamed = true
            join(composer: composer, decade: decade)
        }
        if !isNamed {
            firstComposers.append(-1)
            join(composer: composerNumber(CatalogFilter.noComposer), decade: decade)
        }
        membershipStarts.append(Int32(memberships.count))
    }

    /// Puts the item being read in its composer's list, and in its composer's list of its decade.
    private mutating func join(composer: Int32, decade: Int64?) {
        // The composer's own list by its number: looked up by key, as the others are, it cost a 100,000-item build
        // 11 million instructions more (callgrind).
        if Int(composer) == composerLists.count { composerLists.append(newList(ListKey(decade: nil, composer: composer))) }
        join(composerLists[Int(composer)])
        if let decade { join(listNumber(ListKey(decade: decade, composer: composer))) }
    }

    /// Puts the item being read in the list, and notes it among the item's lists.
    private mutating func join(_ list: Int32) {
        memberships.append(list)
        sizes[Int(list)] += 1
    }

    /// The list's number, a new one if it has none yet.
    private mutating func listNumber(_ key: ListKey) -> Int32 {
        if let number = listNumbers[key.packed] { return number }
        let number = newList(key)
        listNumbers[key.packed] = number
        return number
    }

    private mutating func newList(_ key: ListKey) -> Int32 {
        lists.append(key)
        sizes.append(0)
        return Int32(lists.count - 1)
    }

    private mutating func composerNumber(_ name: String) -> Int32 {
        if let number = composerNumbers[name] { return number }
        composerNames.append(name)
        composerNumbers[name] = Int32(composerNames.count - 1)
        return Int32(composerNames.count - 1)
    }

    /// Writes a `list` row for each list, with its places from `place` on (the first of a chunk), and the
    /// places of every order, `window` of them a pass; returns the place after the last, rounded up to a chunk.
    private func write(from place: Int, shelf: ListShelf, window: Int, _ db: Database) throws -> Int {
        var starts: [Int32] = []
        var total = 0
        for size in sizes {
            starts.append(Int32(total))
            total += size
        }
        // Each composer's name folded once, for the A to Z of composer names.
        let composerKeys = composerNames.map(Self.composerKey)
        try writeRows(starts: starts.map { place + Int($0) }, shelf: shelf, composerKeys: composerKeys, db)
        for order in ListOrder.allCases {
            let sequence = self.sequence(order, composerKeys: composerKeys)
            // Each item in the order's sequence takes the next place of All and of each of its other lists: the
            // places of a window at a time (2²¹, 8 MB), each window a pass of its own. All at once, they took a
            // million-item build 18 MB more.
            for first in stride(from: 0, to: total, by: window) {
                let end = min(first + window, total)
                var places = [Int32](repeating: 0, count: end - first)
                var free = starts
                for key in sequence {
                    let item = Int(key & 0xFFFF_FFFF)
                    var slot = Int(free[0])
                    free[0] += 1
                    if slot >= first, slot < end { places[slot - first] = Int32(item) }
                    // By index, not through a slice of `memberships`, which retained the array for each item.
                    for membership in Int(membershipStarts[item])..<Int(membershipStarts[item + 1]) {
                        let list = Int(memberships[membership])
                        slot = Int(free[list])
                        free[list] += 1
                        if slot >= first, slot < end { places[slot - first] = Int32(item) }
                    }
                }
                try writeChunks(places, from: place + first, order: order, db)
            }
        }
        let size = Projection.chunkSize
        return place + (total + size - 1) / size * size
    }

    /// The items in the order's sequence, by its key, then by title (the item's number): the item numbers in the
    /// low 32 bits.
    private func sequence(_ order: ListOrder, composerKeys: [String]) -> [UInt64] {
        switch order {
        case .title:
            return ids.indices.map(UInt64.init)
        case .date:
            // Undated (year 0) last: as unsigned, -1 is the largest.
            return sorted { UInt32(bitPattern: years[$0] - 1) }
        case .composer:
            // Each composer's texts made once: made for every comparison, they took the 18,337 composers of the real
            // catalogues in ../shared/realworld 274 million instructions to sort, made once 121 million (callgrind).
            let texts = composerNames.indices.map { [composerKeys[$0], composerNames[$0]] }
            let byName = composerNames.indices.sorted { SortPosition.precedes(texts[$0], texts[$1]) }
            var ranks = [UInt32](repeating: 0, count: composerNames.count)
            for (rank, composer) in byName.enumerated() { ranks[composer] = UInt32(rank) }
            return sorted { firstComposers[$0] < 0 ? .max : ranks[Int(firstComposers[$0])] }
        case .added:
            // Ids only grow: the latest first. Items added more than 2³² ids before the latest (never, in practice)
            // would tie, and go by title.
            let latest = ids.max() ?? 0
            return sorted { UInt32(clamping: latest - ids[$0]) }
        }
    }

    /// The item numbers by `key`, then by number, packed into one integer each (the key in the high 32 bits).
    /// Counted into place by the key's bytes in turn, the lowest first, each pass keeping the order of the one before
    /// (the numbers are in order to begin with), and a byte every key shares passed over. Sorted by comparison, the
    /// orders took a 100,000-item build 100 million instructions, counted 46 million (callgrind).
    private func sorted(by key: (Int) -> UInt32) -> [UInt64] {
        var packed = ids.indices.map { UInt64(key($0)) << 32 | UInt64($0) }
        var sorted = packed
        for shift: UInt64 in stride(from: 32, to: 64, by: 8) {
            // starts[b]: how many values have byte b, then where the next of them goes.
            var starts = [Int](repeating: 0, count: 256)
            for value in packed { starts[Int(truncatingIfNeeded: value >> shift) & 0xFF] += 1 }
            if starts.contains(packed.count) { continue }
            var start = 0
            for byte in starts.indices { (starts[byte], start) = (start, start + starts[byte]) }
            for value in packed {
                let byte = Int(truncatingIfNeeded: value >> shift) & 0xFF
                sorted[starts[byte]] = value
                starts[byte] += 1
            }
            swap(&packed, &sorted)
        }
        return packed
    }

    private func writeRows(starts: [Int], shelf: ListShelf, composerKeys: [String], _ db: Database) throws {
        // Driven through SQLite's API: a list row for each composer and decade, tens of thousands of them, took a
        // 100,000-item build 0.17 s through GRDB's arguments.
        let row = try DirectStatement("""
            INSERT INTO list (decade, composer, composerKey, start, count, shelf) VALUES (?, ?, ?, ?, ?, \(shelf.rawValue))
            """, db)
        for (number, list) in lists.enumerated() {
            if let decade = list.decade { row.bind(1, decade) }
            row.bind(2, list.composer.map { composerNames[Int($0)] })
            row.bind(3, list.composer.map { composerKeys[Int($0)] })
            row.bind(4, Int64(starts[number]))
            row.bind(5, Int64(sizes[number]))
            try row.run()
        }
    }

    /// Writes an order's places (item numbers) from `place` (the first of a chunk), `chunkSize` ids a row, over the
    /// rows there; a row that holds the same ids already is left as it is. Written all afresh (14 MB of places), they
    /// made an incremental sync of 100 changes into 100,000 items write 59 MB to the log and the file, and fsync them;
    /// written where they changed, it wrote 23 MB and took 0.20 s, not 0.29 (medians of eight paired runs).
    private func writeChunks(_ places: [Int32], from place: Int, order: ListOrder, _ db: Database) throws {
        // Driven through SQLite's API, each chunk bound in place: with GRDB's arguments and a `Data` for each, the
        // chunks took a 100,000-item build 126 million instructions, this way 66 million (callgrind).
        let stored = try DirectStatement("SELECT itemIds FROM entry WHERE sortOrder = ? AND chunk = ?", db)
        let write = try DirectStatement("INSERT OR REPLACE INTO entry (sortOrder, chunk, itemIds) VALUES (?, ?, ?)", db)
        let size = Projection.chunkSize
        var chunk = [Int64](repeating: 0, count: size)
        for offset in stride(from: 0, to: places.count, by: size) {
            let count = min(size, places.count - offset)
            let number = Int64((place + offset) / size)
            try chunk.withUnsafeMutableBufferPointer { chunk in
                for index in 0..<count { chunk[index] = ids[Int(places[offset + index])].littleEndian }
                let bytes = BoundBytes(buffer: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(chunk)[..<(count * 8)]))
                stored.bind(1, order.rawValue)
                stored.bind(2, number)
                let isStored = try stored.step() && stored.column(0, equals: 0..<bytes.buffer.count, of: bytes)
                stored.reset()
                guard !isStored else { return }
                write.bind(1, order.rawValue)
                write.bind(2, number)
                write.bind(3, blob: bytes.buffer)
                try write.run()
            }
        }
    }
}
