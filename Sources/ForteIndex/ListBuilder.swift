import ForteCatalog
import GRDB

/// Builds the projection's lists from the items, as `Lists` declares them: a list for each value of each combination
/// of facets (All, each decade, each composer, each composer in each decade, each value of each `Facet`), in every
/// `ListOrder`; then the new items' lists and the favourites', on places of their own from `projection.newFrom`, so
/// that marking the news seen, or a favourite, builds those alone.
///
/// The items are read once, in title order, which numbers them; each notes the lists it is in. Every order
/// lays the lists out alike (a list has the same places in each), so one `list` row serves every order: an
/// order only deals the items, in its own sequence, into those places.
struct ListBuilder {
    private let facets = Lists.facets
    /// By facet: the text of its `none`, for a facet of texts in a column of its own.
    private let noneTexts = Lists.facets.map { $0.values == .texts ? $0.none.flatMap(String.fromDatabaseValue) : nil }
    /// The facets of the items' `facets` column (`FacetColumn`): by their numbers in `facets`, with their names there.
    private let derived = Lists.facets.indices.compactMap { facet -> (facet: Int, name: [UInt8])? in
        guard case .derived = Lists.facets[facet].values else { return nil }
        return (facet, Array(Lists.facets[facet].name.utf8))
    }
    /// By facet: whether an order sorts by its first value.
    private let keepsFirsts = Lists.facets.map { facet in
        ListOrder.allCases.contains { order in
            if case .firstValue(facet) = Lists.key(of: order) { true } else { false }
        }
    }
    /// The combinations of facets with lists, by their numbers in `facets`.
    private let combinations: [[Int]]
    /// The integer columns the orders sort by (`SortKey.ascending`, `.descending`), but `id`, which is `ids`.
    private let numberColumns: [String]

    /// By item number (its place in title order): its id, and what the orders sort it by.
    private var ids: [Int64] = []
    /// By `numberColumns`' column, then by item number.
    private var numbers: [[Int32]]
    /// The lists each item is in besides All (list 0, every item's): item n's are
    /// `memberships[membershipStarts[n]..<membershipStarts[n + 1]]`.
    private var memberships: [Int32] = []
    private var membershipStarts: [Int32] = [0]

    /// By facet (in `facets`), its values, each once, by number.
    private var values: [FacetValues]
    /// By facet, the numbers of the item being read's values.
    private var itemValues: [[Int32]]

    /// By list number: the number of its value of each facet (-1: every one), `facets.count` a list; and how many
    /// items it has.
    private var listValues: [Int32] = []
    private var sizes: [Int] = []
    /// By list number: its combination's number in `combinations`, by which the lists are laid out.
    private var listCombinations: [Int32] = []
    /// The lists of two facets by their key (see `pairKey`).
    private var pairLists: [Int64: Int32] = [:]

    /// A facet's values: integers or texts, as the facet has, each numbered in the order first met; a derived facet's
    /// by their keys, each shown as the first item (in title order) that has it shows it.
    private struct FacetValues {
        var integers: [Int64] = []
        var integerNumbers: [Int64: Int32] = [:]
        var texts: [String] = []
        var textNumbers: [String: Int32] = [:]
        /// For a derived facet: by value number, its display form.
        var displays: [String] = []
        /// By value number: the number of the value's own list, -1 while it has none (or the facet no such list).
        var lists: [Int32] = []
        /// By item number: the number of its first value, -1 for none; kept for a facet an order sorts by.
        var firsts: [Int32] = []

        mutating func number(_ value: Int64) -> Int32 {
            if let number = integerNumbers[value] { return number }
            integers.append(value)
            lists.append(-1)
            integerNumbers[value] = Int32(integers.count - 1)
            return Int32(integers.count - 1)
        }

        mutating func number(_ value: String) -> Int32 {
            if let number = textNumbers[value] { return number }
            texts.append(value)
            lists.append(-1)
            textNumbers[value] = Int32(texts.count - 1)
            return Int32(texts.count - 1)
        }

        mutating func number(key: String, display: () -> String) -> Int32 {
            let number = number(key)
            if Int(number) == displays.count { displays.append(display()) }
            return number
        }
    }

    /// `window`: the places dealt in one pass (see `write`), a whole number of chunks.
    static func build(_ db: Database, window: Int = 1 << 21) throws {
        // The places are written over where they changed (see `writeChunks`); those past the lists' end go with the
        // shelves of their own (`buildOwnShelves`).
        try db.execute(sql: "DELETE FROM list")
        let lists = try ListBuilder(db, items: "item", combinations: Lists.combinations)
        let end = try lists.write(from: 0, shelf: .catalog, window: window, db)
        try db.execute(sql: "UPDATE projection SET newFrom = ?", arguments: [end])
        try buildOwnShelves(from: .new, db)
    }

    /// Builds the lists of the shelves of their own again from `first` on, in place of those there were: the new
    /// items', then the favourites', so that marking a favourite builds the favourites' alone.
    static func buildOwnShelves(from first: ListShelf, _ db: Database) throws {
        precondition(first != .catalog, "the catalog's lists are built by build(_:window:)")
        try db.execute(sql: "UPDATE projection SET generation = generation + 1")
        var start =
            try Int.fetchOne(db, sql: "SELECT \(first == .new ? "newFrom" : "favouritesFrom") FROM projection") ?? 0
        try db.execute(
            sql: first == .new
                ? "DELETE FROM list WHERE shelf <> 0" : "DELETE FROM list WHERE shelf = ? AND shelf <> 0",
            arguments: first == .new ? [] : [first])
        // By order, as the entries are keyed: by chunk alone, it read every order's every chunk at each favourite.
        for order in ListOrder.allCases {
            try db.execute(
                sql: "DELETE FROM entry WHERE sortOrder = ? AND chunk >= ?",
                arguments: [order.rawValue, start / Projection.chunkSize])
        }
        if first == .new {
            let new = "arrival CROSS JOIN item ON item.id = arrival.item WHERE \(NewsShelf.unseen)"
            start = try ListBuilder(db, items: new, combinations: Lists.ownShelfCombinations)
                .write(from: start, shelf: .new, window: 1 << 21, db)
            try db.execute(sql: "UPDATE projection SET favouritesFrom = ?", arguments: [start])
        }
        let favourites = "favourite CROSS JOIN item ON item.identifier = favourite.identifier"
        _ = try ListBuilder(db, items: favourites, combinations: Lists.ownShelfCombinations)
            .write(from: start, shelf: .favourites, window: 1 << 21, db)
    }

    /// Reads the items `from` selects, in title order, and the lists of `combinations` each is in.
    private init(_ db: Database, items from: String, combinations: [[ListFacet]]) throws {
        let facets = self.facets
        self.combinations = combinations.map { combination in
            precondition(combination.count <= 2, "a list combines at most two facets")
            return combination.map { facets.firstIndex(of: $0)! }
        }
        let keys = ListOrder.allCases.map(Lists.key(of:))
        var numberColumns: [String] = []
        for key in keys {
            switch key {
            case .ascending(let column), .descending(let column):
                if column != "id", !numberColumns.contains(column) { numberColumns.append(column) }
            case .title, .firstValue: break
            }
        }
        self.numberColumns = numberColumns
        numbers = numberColumns.map { _ in [] }
        values = facets.map { _ in FacetValues() }
        itemValues = facets.map { _ in [] }
        // Read in place: as GRDB rows and strings, the items cost a build much more (docs/PERFORMANCE.md).
        let ownColumns = facets.filter { $0.itemColumn != FacetColumn.name }.map { "item.\($0.itemColumn)" }
        let derivedColumn = derived.isEmpty ? nil : Int32(1 + ownColumns.count)
        let columns =
            ["item.id"] + ownColumns + (derived.isEmpty ? [] : ["item.\(FacetColumn.name)"])
            + numberColumns.map { "item.\($0)" }
        let firstNumberColumn = columns.count - numberColumns.count
        let items = try DirectStatement(
            """
            SELECT \(columns.joined(separator: ", ")) FROM \(from) ORDER BY \(SortKey.titleColumns)
            """, db)
        var isSorted = false
        try items.forEachRow([]) { row in
            if !isSorted {
                // The first row comes once every item is sorted: the pages their scan cached are not read
                // again, so they go before the lists grow (otherwise the cache's whole size adds to a large sync's
                // peak).
                try db.execute(sql: "PRAGMA shrink_memory")
                isSorted = true
            }
            ids.append(row.int64(0))
            // The facets of columns of their own come first, in order.
            for facet in facets.indices where facets[facet].itemColumn != FacetColumn.name {
                read(facet, from: row, column: Int32(1 + facet))
            }
            if let derivedColumn { readDerived(from: row, column: derivedColumn) }
            for column in numberColumns.indices {
                numbers[column].append(Int32(clamping: row.int64(Int32(firstNumberColumn + column))))
            }
            join()
        }
        // Only needed while reading: freed before the places take their memory.
        pairLists = [:]
        for facet in values.indices { (values[facet].integerNumbers, values[facet].textNumbers) = ([:], [:]) }
    }

    /// Notes the numbers of the item's values of `facet`, its `none` when it has none.
    private mutating func read(_ facet: Int, from row: borrowing DirectStatement.Row, column: Int32) {
        itemValues[facet].removeAll(keepingCapacity: true)
        guard let none = noneTexts[facet] else {
            itemValues[facet].append(values[facet].number(row.int64(column)))
            if keepsFirsts[facet] { values[facet].firsts.append(itemValues[facet][0]) }
            return
        }
        // Read value by value, in place: split and mapped into arrays, three an item, the composers cost a build
        // far more instructions.
        row.withText(column) { joined in
            JoinedValues.forEach(in: joined) { value in
                itemValues[facet].append(values[facet].number(String(decoding: value, as: UTF8.self)))
            }
        }
        if keepsFirsts[facet] { values[facet].firsts.append(itemValues[facet].first ?? -1) }
        if itemValues[facet].isEmpty { itemValues[facet].append(values[facet].number(none)) }
    }

    /// Notes the numbers of the item's values of each derived facet, by key, read in place from its `facets` column.
    private mutating func readDerived(from row: borrowing DirectStatement.Row, column: Int32) {
        for (facet, _) in derived { itemValues[facet].removeAll(keepingCapacity: true) }
        row.withText(column) { column in
            FacetColumn.forEach(in: column) { name, key, display in
                // Lengths first: byte by byte as collections, matching every value's name cost a build much more.
                guard
                    let facet = derived.first(where: { $0.name.count == name.count && $0.name.elementsEqual(name) })
                        .map(\.facet)
                else { return }
                let number = values[facet].number(key: String(decoding: key, as: UTF8.self)) {
                    String(decoding: display, as: UTF8.self)
                }
                // Two values of one key (`Boston, MA`, `Boston, Mass.`) are one.
                if !itemValues[facet].contains(number) { itemValues[facet].append(number) }
            }
        }
    }

    /// Puts the item being read in the lists of each combination of its values.
    private mutating func join() {
        // All is the first item's first list, list 0: not looked up again for every item.
        if sizes.isEmpty { _ = newList([], combination: 0) }
        sizes[0] += 1
        for (number, combination) in combinations.enumerated() {
            switch combination.count {
            case 0: break
            case 1:
                let facet = combination[0]
                for value in itemValues[facet] {
                    // A facet's own lists by its value's number: looked up by key, as the pairs are, the composers'
                    // cost a build more instructions.
                    var list = values[facet].lists[Int(value)]
                    if list < 0 {
                        list = newList([(facet, value)], combination: number)
                        values[facet].lists[Int(value)] = list
                    }
                    join(list)
                }
            default:
                let (first, second) = (combination[0], combination[1])
                for value in itemValues[first] {
                    for other in itemValues[second] {
                        let key = Self.pairKey(combination: number, value, other)
                        if let list = pairLists[key] {
                            join(list)
                        } else {
                            let list = newList([(first, value), (second, other)], combination: number)
                            pairLists[key] = list
                            join(list)
                        }
                    }
                }
            }
        }
        membershipStarts.append(Int32(memberships.count))
    }

    /// A list of two facets' values as one integer: hashing the values apart made noting an item's lists dearer.
    private static func pairKey(combination: Int, _ first: Int32, _ second: Int32) -> Int64 {
        Int64(combination) << 56 | Int64(first) << 28 | Int64(second)
    }

    /// Puts the item being read in the list, and notes it among the item's lists.
    private mutating func join(_ list: Int32) {
        memberships.append(list)
        sizes[Int(list)] += 1
    }

    private mutating func newList(_ chosen: [(facet: Int, value: Int32)], combination: Int) -> Int32 {
        var row = [Int32](repeating: -1, count: facets.count)
        for (facet, value) in chosen { row[facet] = value }
        listValues.append(contentsOf: row)
        sizes.append(0)
        listCombinations.append(Int32(combination))
        return Int32(sizes.count - 1)
    }

    /// Writes a `list` row for each list, with its places from `place` on (the first of a chunk), and the
    /// places of every order, `window` of them a pass; returns the place after the last, rounded up to a chunk.
    private func write(from place: Int, shelf: ListShelf, window: Int, _ db: Database) throws -> Int {
        // Laid out combination by combination, so that the lists of one facet are one stretch of places, which
        // counting its values within a choice reads at once (see `IntersectedCounts`).
        var starts = [Int32](repeating: 0, count: sizes.count)
        var total = 0
        for list in sizes.indices.sorted(by: { (listCombinations[$0], $0) < (listCombinations[$1], $1) }) {
            starts[list] = Int32(total)
            total += sizes[list]
        }
        // Each text value's filing key made once, for the A to Z of its facet (of composer names, say); a derived
        // value is filed by its key.
        let filingKeys = zip(facets, values).map { facet, values in
            if case .derived = facet.values { return values.texts }
            return facet.filingKey.map { values.texts.map($0) } ?? []
        }
        try writeRows(starts: starts.map { place + Int($0) }, shelf: shelf, filingKeys: filingKeys, db)
        for order in ListOrder.allCases {
            let sequence = self.sequence(order, filingKeys: filingKeys)
            // Each item in the order's sequence takes the next place of All and of each of its other lists: the
            // places of a window at a time (2²¹, 8 MB), each window a pass of its own. All at once, they added to a
            // large build's peak memory.
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
    private func sequence(_ order: ListOrder, filingKeys: [[String]]) -> [UInt64] {
        switch Lists.key(of: order) {
        case .title:
            return ids.indices.map(UInt64.init)
        case .ascending(let column):
            // Not known (0) last: as unsigned, -1 is the largest.
            let value = number(column)
            return sorted { UInt32(bitPattern: Int32(truncatingIfNeeded: value($0)) &- 1) }
        case .descending(let column):
            // The greatest first. Values more than 2³² below it (for ids, items added that long before the latest:
            // never, in practice) would tie, and go by title.
            let value = number(column)
            let greatest = ids.indices.lazy.map(value).max() ?? 0
            return sorted { UInt32(clamping: greatest - value($0)) }
        case .firstValue(let facet):
            let facet = facets.firstIndex(of: facet)!
            let (texts, keys, firsts) = (values[facet].texts, filingKeys[facet], values[facet].firsts)
            // Each value's texts made once: made for every comparison, they more than doubled the instructions of
            // sorting a real catalogue's composers (docs/PERFORMANCE.md).
            let filed = texts.indices.map { keys.isEmpty ? [texts[$0]] : [keys[$0], texts[$0]] }
            let inOrder = texts.indices.sorted { SortPosition.precedes(filed[$0], filed[$1]) }
            var ranks = [UInt32](repeating: 0, count: texts.count)
            for (rank, value) in inOrder.enumerated() { ranks[value] = UInt32(rank) }
            return sorted { firsts[$0] < 0 ? .max : ranks[Int(firsts[$0])] }
        }
    }

    /// An integer column's value by item number: from `ids` for `id`, else from `numbers`.
    private func number(_ column: String) -> (Int) -> Int64 {
        guard let index = numberColumns.firstIndex(of: column) else { return { [ids] in ids[$0] } }
        return { [values = numbers[index]] in Int64(values[$0]) }
    }

    /// The item numbers by `key`, then by number, packed into one integer each (the key in the high 32 bits).
    /// Counted into place by the key's bytes in turn, the lowest first, each pass keeping the order of the one before
    /// (the numbers are in order to begin with), and a byte every key shares passed over. Sorted by comparison, the
    /// orders took a build twice the instructions (docs/PERFORMANCE.md, "The index's lists and projection").
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

    private func writeRows(starts: [Int], shelf: ListShelf, filingKeys: [[String]], _ db: Database) throws {
        // Driven through SQLite's API: a list row for each composer and decade, tens of thousands of them, cost a
        // build more through GRDB's arguments.
        let columns = facets.flatMap { [$0.name] + ($0.keyColumn.map { [$0] } ?? []) } + ["start", "count"]
        let row = try DirectStatement(
            """
            INSERT INTO list (\(columns.joined(separator: ", ")), shelf)
            VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")), \(shelf.rawValue))
            """, db)
        var arguments: [DirectStatement.Value] = []
        arguments.reserveCapacity(columns.count)
        for number in sizes.indices {
            arguments.removeAll(keepingCapacity: true)
            for facet in facets.indices {
                let value = Int(listValues[number * facets.count + facet])
                if value < 0 {
                    arguments.append(.string(nil))
                } else {
                    switch facets[facet].values {
                    case .integer: arguments.append(.integer(values[facet].integers[value]))
                    case .texts: arguments.append(.string(values[facet].texts[value]))
                    case .derived: arguments.append(.string(values[facet].displays[value]))
                    }
                }
                if facets[facet].keyColumn != nil {
                    arguments.append(.string(value >= 0 ? filingKeys[facet][value] : nil))
                }
            }
            arguments.append(.integer(Int64(starts[number])))
            arguments.append(.integer(Int64(sizes[number])))
            try row.run(arguments)
        }
    }

    /// Writes an order's places (item numbers) from `place` (the first of a chunk), `chunkSize` ids a row, over the
    /// rows there; a row that holds the same ids already is left as it is. Written all afresh, every place went to the
    /// log and the file, and was fsynced, however few changed: an incremental sync of a few changes wrote most of the
    /// index's places (docs/PERFORMANCE.md, "The index's lists and projection").
    private func writeChunks(_ places: [Int32], from place: Int, order: ListOrder, _ db: Database) throws {
        // Driven through SQLite's API, each chunk bound in place: with GRDB's arguments and a `Data` for each, the
        // chunks took a build about twice the instructions.
        let stored = try DirectStatement("SELECT itemIds FROM entry WHERE sortOrder = ? AND chunk = ?", db)
        let write = try DirectStatement("INSERT OR REPLACE INTO entry (sortOrder, chunk, itemIds) VALUES (?, ?, ?)", db)
        let size = Projection.chunkSize
        for offset in stride(from: 0, to: places.count, by: size) {
            let number = Int64((place + offset) / size)
            var chunk = ColumnBytes(reservingCapacity: size * 8)
            let chunkPlaces = places[offset..<min(offset + size, places.count)]
            let itemIds = chunk.append(littleEndian: chunkPlaces.lazy.map { ids[Int($0)] })
            let key: [DirectStatement.Value] = [.string(order.rawValue), .integer(number)]
            let isStored = try stored.firstRow(key, of: chunk) { $0.column(0, equals: .blob(itemIds)) } ?? false
            guard !isStored else { continue }
            try write.run(key + [.blob(itemIds)], of: chunk)
        }
    }
}
