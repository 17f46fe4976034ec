import ForteCatalog
import FortePipeline
import GRDB

/// Builds the projection's lists from the items, as `Lists` declares them: a list for each value of each combination
/// of facets (All, each decade, each composer, each composer in each decade, each value of each `Facet`), in every
/// `ListOrder`; then the new items' lists and the favourites', on places of their own from `projection.newFrom`, so
/// that marking the news seen, or a favourite, builds those alone.
///
/// The items are read in title order, which numbers them, with their own columns: each notes the lists of those
/// columns' combinations it is in. Every order lays the lists out alike (a list has the same places in each), so one
/// `list` row serves every order: an order only deals the items, in its own sequence, into those places. Then the
/// derived facets' lists, from the items' `facets` column read again once, by id (no sort), into a file, and from it
/// in passes of as many combinations as the items' lists of them fit `passBudget`, each dealt into the places after:
/// so the lists an item is in are held for some of the combinations at a time, not for all at once.
struct ListBuilder: Sendable {
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
    /// The combinations of facets with lists, by their numbers in `facets`: those of the items' own columns first,
    /// then `derivedFrom` on those of derived facets alone.
    private let combinations: [[Int]]
    private let derivedFrom: Int
    /// The integer columns the orders sort by (`SortKey.ascending`, `.descending`), but `id`, which is `ids`.
    private let numberColumns: [String]

    /// By item number (its place in title order): its id less `firstId` (ids span at most 2³² numbers; as `Int64`
    /// they took a large build's peak 8 bytes an item more).
    private var ids: [UInt32] = []
    private let firstId: Int64
    /// By `numberColumns`' column, each item's value, in a file while the items are read (see `SpilledItems`).
    private var numbers: [SpilledItems.Writer]
    /// By facet an order sorts by its first value: each item's first value's number, -1 for none, in a file likewise.
    private var firsts: [SpilledItems.Writer?]
    /// By order but title (whose sequence is the item numbers): the item numbers in its sequence, by its key, then by
    /// title. Each made once the items are read, and read through as each pass's lists are dealt (see `deal`): the
    /// years and first composers they are sorted by are not held while the lists are dealt.
    private var sequences: [ListOrder: SpilledItems] = [:]
    /// The lists of the combinations being read each item is in, by item number: each a list's number, with `Implied`
    /// bits for the lists of one facet that a list of two stands for; and those of the item being read.
    private var memberships: ItemLists
    private var itemMemberships: [Int32] = []
    /// By facet: whether lists of two facets stand for its own lists (see `Implied`); and by combination, whether
    /// its lists stand for those of its first facet and of its second.
    private let isImplied: [Bool]
    private let implies: [(first: Bool, second: Bool)]
    /// By list number, two a list, for a list of two facets' values: the lists of each value alone that its
    /// memberships stand for when marked so (-1 for none, and past the last such list).
    private var impliedLists: [Int32] = []

    /// The bits of a membership (of a list of two facets' values) that stand for the item's membership of the list of
    /// its first, or second, value alone: an item's lists of its decade, its composers and each composer in its
    /// decade are noted as the last alone, each marked for the composer's list, the first also for the decade's. Noted
    /// each, they were two thirds of the memberships, the largest array of a large build.
    private enum Implied {
        static let first: Int32 = 1 << 30
        static let second: Int32 = 1 << 29
        static let list: Int32 = second - 1
    }
    /// For the passes by id: the item numbers in id order.
    private var byId: [Int32] = []
    /// Whether any item read in title order has derived values.
    private var anyDerivedValues = false
    /// The derived values of the items that have any, read from their `facets` column once, by id, for every pass
    /// (see `readDerivedValues`).
    private var derivedValues: SpilledItems?
    /// The most lists of the items a pass by id holds (see `write`), but for the last item's, and a combination's
    /// alone.
    private let passBudget: Int
    static let largestPass = 1 << 22

    /// By facet (in `facets`), its values, each once, by number.
    private var values: [FacetValues]
    /// By facet, the numbers of the item being read's values.
    private var itemValues: [[Int32]]

    /// By list number: the numbers of its combination's values, two a list (-1: none); and how many items it has.
    private var listChoices: [Int32] = []
    private var sizes: [Int] = []
    /// By list number: its combination's number in `combinations`, by which the lists are laid out.
    private var listCombinations: [Int32] = []
    /// The lists of two facets by their key (see `pairKey`).
    private var pairLists: [Int64: Int32] = [:]
    /// For the lists made in the pass by id, from number `heldFrom` on: the item number of the first item in title
    /// order in each, and the list's place among that item's lists, in the high and low 32 bits; by which they are
    /// numbered as a pass in title order would have numbered them.
    private var heldFrom = Int.max
    private var firstHeld: [UInt64] = []

    /// By list number: its first place; and the place after the last of the lists laid out so far.
    private var starts: [Int32] = []
    private var total = 0
    /// By facet: the keys its values are filed by, by value number, once its values are all read (a composer's
    /// `ListFacet.filingKey`, a derived value's key).
    private var filingKeys: [[String]]
    /// By facet an order sorts by its first value (see `SortKey.firstValue`): its values' places as they are filed.
    private var filingRanks: [[UInt32]]
    /// By order: the places of the last chunk of the lists dealt so far, which the next lists' fill (a row holds a
    /// chunk whole).
    private var tails: [ListOrder: [UInt32]] = [:]

    /// A facet's values: integers or texts, as the facet has, each numbered in the order first met; a derived facet's
    /// by their keys, each shown as the first item (in title order) that has it shows it, whichever is met first.
    private struct FacetValues {
        var integers: [Int64] = []
        var integerNumbers: [Int64: Int32] = [:]
        var texts: [String] = []
        var textNumbers: [String: Int32] = [:]
        /// For a derived facet: by value number, its display form, and the item number of the item it is from.
        var displays: [String] = []
        var displayItems: [Int32] = []
        /// By value number: the number of the value's own list, -1 while it has none (or the facet no such list).
        var lists: [Int32] = []

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

        mutating func number(key: String, item: Int32, display: () -> String) -> Int32 {
            let number = number(key)
            if Int(number) == displays.count {
                displays.append(display())
                displayItems.append(item)
            } else if item < displayItems[Int(number)] {
                (displays[Int(number)], displayItems[Int(number)]) = (display(), item)
            }
            return number
        }
    }

    /// `window`: the places dealt in one pass (see `deal`), a whole number of chunks; `passBudget`: the most lists of
    /// the items a pass of the derived facets holds (see `write`).
    static func build(_ db: Database, window: Int = 1 << 21, passBudget: Int = largestPass) throws {
        try build(db, from: readingCatalog(db, passBudget: passBudget), window: window)
    }

    /// The catalog's items read in title order, as `build(_:from:window:)` builds from them: on any connection that
    /// sees the items as the one that builds does.
    static func readingCatalog(_ db: Database, passBudget: Int = largestPass) throws -> ListBuilder {
        // Room for the items at once, not grown by doubling, which left the arrays of an item each up to twice their
        // size at the build's peak.
        let items = try SourceTable.itemCount(db)
        return try ListBuilder(
            db, items: "item", combinations: Lists.combinations, expectedItems: items, passBudget: passBudget)
    }

    /// Builds the catalog's lists from its items as `catalog` read them.
    static func build(_ db: Database, from catalog: consuming ListBuilder, window: Int = 1 << 21) throws {
        // The places are written over where they changed (see `writeChunks`); those past the lists' end go with the
        // shelves of their own (`buildOwnShelves`).
        try db.execute(sql: "DELETE FROM list")
        try db.execute(sql: "UPDATE projection SET catalogGeneration = catalogGeneration + 1")
        // Consumed, not copied: a second owner made the lists' arrays copied as they are written.
        var lists = consume catalog
        let end = try Lists.withoutIndexes(db) { try lists.write(from: 0, shelf: .catalog, window: window, db) }
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
            var lists = try ListBuilder(db, items: new, combinations: Lists.ownShelfCombinations)
            start = try lists.write(from: start, shelf: .new, window: 1 << 21, db)
            try db.execute(sql: "UPDATE projection SET favouritesFrom = ?", arguments: [start])
        }
        let favourites = "favourite CROSS JOIN item ON item.identifier = favourite.identifier"
        var lists = try ListBuilder(db, items: favourites, combinations: Lists.ownShelfCombinations)
        _ = try lists.write(from: start, shelf: .favourites, window: 1 << 21, db)
    }

    /// Reads the items `from` selects, in title order, with their own columns, and the lists of `combinations` of
    /// those each is in; `expectedItems`, about how many they are.
    private init(
        _ db: Database, items from: String, combinations: [[ListFacet]], expectedItems: Int = 0,
        passBudget: Int = largestPass
    ) throws {
        let facets = self.facets
        self.passBudget = passBudget
        self.combinations = combinations.map { combination in
            precondition(combination.count <= 2, "a list combines at most two facets")
            return combination.map { facets.firstIndex(of: $0)! }
        }
        let isDerived = { (facet: Int) in facets[facet].itemColumn == FacetColumn.name }
        derivedFrom = self.combinations.firstIndex { $0.contains(where: isDerived) } ?? combinations.count
        precondition(
            self.combinations[derivedFrom...].allSatisfy { $0.allSatisfy(isDerived) },
            "a combination of a derived facet combines derived facets alone, after the others")
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
        // A facet of the items' own columns has a value for every item (`none` for none), so that every item is in a
        // list of each pair of two such facets, which then stands for the lists of each alone: the first such pair.
        let noneTexts = self.noneTexts
        let neverEmpty = facets.indices.map {
            !isDerived($0) && (facets[$0].values == .integer || noneTexts[$0] != nil)
        }
        let numbered = self.combinations
        let own = numbered[..<derivedFrom]
        let impliers = facets.indices.map { facet in
            own.contains([facet])
                ? own.firstIndex { $0.count == 2 && $0.contains(facet) && $0.allSatisfy { neverEmpty[$0] } } : nil
        }
        isImplied = impliers.map { $0 != nil }
        implies = numbered.indices.map { number in
            let pair = numbered[number]
            return pair.count == 2 ? (impliers[pair[0]] == number, impliers[pair[1]] == number) : (false, false)
        }
        numbers = try numberColumns.map { _ in try SpilledItems.Writer() }
        firsts = try keepsFirsts.map { try $0 ? SpilledItems.Writer() : nil }
        values = facets.map { _ in FacetValues() }
        firstId = try Int64.fetchOne(db, sql: "SELECT min(id) FROM item") ?? 0
        ids.reserveCapacity(expectedItems)
        memberships = ItemLists(reservingCapacity: expectedItems)
        itemValues = facets.map { _ in [] }
        filingKeys = facets.map { _ in [] }
        filingRanks = facets.map { _ in [] }
        // Read through SQLite's own API: as GRDB rows and strings, the items cost a build much more
        // (docs/PERFORMANCE.md). A facet of a column of its own is a text of values, or an integer.
        let ownFacets = facets.indices.filter { facets[$0].itemColumn != FacetColumn.name }
        let columns =
            ["item.id"] + ownFacets.map { "item.\(facets[$0].itemColumn)" } + numberColumns.map { "item.\($0)" }
            + ["item.\(FacetColumn.name) <> ''"]
        let kinds =
            [.integer] + ownFacets.map { noneTexts[$0] == nil ? .integer : .text }
            + numberColumns.map { _ in RowBatch.Kind.integer } + [.integer]
        let firstNumberColumn = columns.count - 1 - numberColumns.count
        let items = try DirectStatement(
            """
            SELECT \(columns.joined(separator: ", ")) FROM \(from) ORDER BY \(SortKey.titleColumns)
            """, db)
        // SQLite steps through the sorted rows on a thread of its own while this one notes their lists: a large
        // build's reader kept one core busy while the writer, done, left the other idle (docs/PERFORMANCE.md, "The
        // sorted rows stepped beside the lists noted").
        try items.forEachBatch(of: kinds) { batch in
            for row in 0..<batch.count {
                let id = batch.int64(row: row, column: 0) - firstId
                precondition(id >= 0 && id <= Int64(UInt32.max), "the items' ids span at most 2³² numbers")
                ids.append(UInt32(id))
                for (place, facet) in ownFacets.enumerated() {
                    try read(facet, from: batch, row: row, column: 1 + place)
                }
                for column in numberColumns.indices {
                    try numbers[column].append(
                        Int32(clamping: batch.int64(row: row, column: firstNumberColumn + column)))
                }
                if !anyDerivedValues { anyDerivedValues = batch.int64(row: row, column: columns.count - 1) != 0 }
                join(combinations: 0..<derivedFrom, item: Int32(ids.count - 1))
            }
        }
        // Only needed while reading: freed before the places take their memory.
        pairLists = [:]
        for facet in values.indices where !isDerived(facet) {
            (values[facet].integerNumbers, values[facet].textNumbers) = ([:], [:])
            filingKeys[facet] = facets[facet].filingKey.map { values[facet].texts.map($0) } ?? []
            // Once, not for each pass's lists.
            if keepsFirsts[facet] { filingRanks[facet] = ranks(facet) }
        }
        // The items' lists wait in a file while the sequences are sorted, the build's peak: held, they were a fifth of
        // it (docs/PERFORMANCE.md, "Ten million items").
        let lists = try memberships.setAside()
        try spillSequences()
        try memberships.takeBack(lists)
    }

    /// Notes the lists of the combinations of `pass` of the derived facets each item is in, by id, in place of the
    /// lists of the combinations dealt before, numbered as they would have been read in title order. With `budget`,
    /// stops once the items' lists are more than that, unless `pass` is one combination, and forgets what it read:
    /// returns, by combination of `pass`, how many the items' lists of it would be.
    private mutating func readDerived(_ pass: Range<Int>, budget: Int?, _ db: Database) throws -> [Int]? {
        if anyDerivedValues, derivedValues == nil { derivedValues = try readDerivedValues(db) }
        // Room for the budget at once: grown by doubling, the lists' last doubling held half as much again.
        memberships =
            anyDerivedValues
            ? ItemLists(items: ids.count, reservingOthers: min(passBudget, ids.count * derived.count))
            : ItemLists(items: 0)
        heldFrom = sizes.count
        let reading = derived.map { facet, _ in pass.contains { combinations[$0].contains(facet) } }
        for (slot, (facet, _)) in derived.enumerated() where reading[slot] {
            values[facet].lists = Array(repeating: -1, count: values[facet].texts.count)
        }
        // The items passed in id order, when a pass stops.
        var passed = 0
        do {
            // Items with no derived values (most of a catalogue without music fields) are in none of their lists, and
            // passed by as such.
            try derivedValues?.forEachDerived { place, codes in
                // Past an eighth of the items, a pass bound to hold more than the budget stops: the rest read again in
                // passes of their own cost a build little more than it.
                if let budget, pass.count > 1,
                    memberships.noted > budget - budget / 16
                        || (place >= ids.count / 8 && memberships.noted * ids.count > (budget - budget / 16) * place)
                {
                    passed = place
                    throw Stopped()
                }
                for (slot, (facet, _)) in derived.enumerated() where reading[slot] {
                    itemValues[facet].removeAll(keepingCapacity: true)
                }
                for code in codes where reading[DerivedValue.slot(code)] {
                    itemValues[derived[DerivedValue.slot(code)].facet].append(DerivedValue.number(code))
                }
                join(combinations: pass, item: byId[place])
            }
        } catch is Stopped {
            var estimates = pass.map { _ in 0 }
            for list in heldFrom..<sizes.count {
                estimates[Int(listCombinations[list]) - pass.lowerBound] += sizes[list] * ids.count / passed
            }
            sizes.removeSubrange(heldFrom...)
            listCombinations.removeSubrange(heldFrom...)
            listChoices.removeSubrange((2 * heldFrom)...)
            (memberships, pairLists, heldFrom, firstHeld) = (ItemLists(items: 0), [:], .max, [])
            return estimates
        }
        // Numbered as the lists made in title order (which `write` lays out by): the first item's first.
        let first = heldFrom
        let order = firstHeld.indices.sorted { firstHeld[$0] < firstHeld[$1] }
        var numbers = [Int32](repeating: 0, count: order.count)
        for (rank, list) in order.enumerated() { numbers[list] = Int32(first + rank) }
        memberships.renumber { numbers[Int($0) - first] }
        sizes[first...] = ArraySlice(order.map { sizes[first + $0] })
        listCombinations[first...] = ArraySlice(order.map { listCombinations[first + $0] })
        listChoices[(2 * first)...] = ArraySlice(order.flatMap { listChoices[(2 * (first + $0))...].prefix(2) })
        (heldFrom, firstHeld, pairLists) = (.max, [], [:])
        return nil
    }

    /// Reads the derived facets' values of the items that have any, by id, numbering each facet's values (their
    /// keys, the first item in title order's display): for each such item, its place in id order (`byId`), how many
    /// values it has, and each (`DerivedValue`). Read from the items for every pass, the rows were most of the passes'
    /// time in a music catalogue's build (docs/PERFORMANCE.md, "The derived values read once").
    private mutating func readDerivedValues(_ db: Database) throws -> SpilledItems {
        // The item numbers in id order, once: no item is read when none has derived values.
        byId = sorted { ids[$0] }
        let items = try DirectStatement(
            "SELECT item.id, item.\(FacetColumn.name) FROM item WHERE item.\(FacetColumn.name) <> '' ORDER BY item.id",
            db)
        var spilled = try SpilledItems.Writer()
        var place = 0
        try items.forEachRow([]) { row in
            // The items before, with no derived values, are in none of their lists.
            let id = row.int64(0)
            while place < byId.count, self.id(byId[place]) != id { place += 1 }
            precondition(place < byId.count, "the items read by id are those read by title")
            readDerived(from: row, column: 1, item: byId[place])
            try spilled.append(Int32(place))
            try spilled.append(Int32(derived.reduce(0) { $0 + itemValues[$1.facet].count }))
            for (slot, (facet, _)) in derived.enumerated() {
                for number in itemValues[facet] { try spilled.append(DerivedValue.code(slot: slot, number: number)) }
            }
            place += 1
        }
        for (facet, _) in derived {
            values[facet].textNumbers = [:]
            // A derived value is filed by its key.
            filingKeys[facet] = values[facet].texts
        }
        return try spilled.finish()
    }

    /// A derived value as `readDerivedValues` keeps it: its facet's place in `derived` in the high bits, its number
    /// below.
    private enum DerivedValue {
        private static let numberBits: Int32 = 26

        static func code(slot: Int, number: Int32) -> Int32 {
            precondition(
                slot < 1 << (31 - numberBits) && number < 1 << numberBits,
                "fewer derived facets, and values of each, than a derived value's bits number")
            return Int32(slot) << numberBits | number
        }

        static func slot(_ code: Int32) -> Int { Int(code >> numberBits) }
        static func number(_ code: Int32) -> Int32 { code & (1 << numberBits - 1) }
    }

    /// Stops a pass that reads more than its budget.
    private struct Stopped: Error {}

    /// Notes the numbers of the item's values of `facet`, its `none` when it has none.
    private mutating func read(_ facet: Int, from batch: RowBatch, row: Int, column: Int) throws {
        itemValues[facet].removeAll(keepingCapacity: true)
        guard let none = noneTexts[facet] else {
            itemValues[facet].append(values[facet].number(batch.int64(row: row, column: column)))
            try firsts[facet]?.append(itemValues[facet][0])
            return
        }
        // Read value by value, in place: split and mapped into arrays, three an item, the composers cost a build
        // far more instructions.
        batch.withText(row: row, column: column) { joined in
            JoinedValues.forEach(in: joined) { value in
                itemValues[facet].append(values[facet].number(String(decoding: value, as: UTF8.self)))
            }
        }
        try firsts[facet]?.append(itemValues[facet].first ?? -1)
        if itemValues[facet].isEmpty { itemValues[facet].append(values[facet].number(none)) }
    }

    /// Notes the numbers of the item's values of each derived facet, by key, read in place from its `facets` column.
    private mutating func readDerived(from row: borrowing DirectStatement.Row, column: Int32, item: Int32) {
        for (facet, _) in derived { itemValues[facet].removeAll(keepingCapacity: true) }
        row.withText(column) { column in
            FacetColumn.forEach(in: column) { name, key, display in
                // Lengths first: byte by byte as collections, matching every value's name cost a build much more.
                guard
                    let facet = derived.first(where: { $0.name.count == name.count && $0.name.elementsEqual(name) })
                        .map(\.facet)
                else { return }
                // Two values of one key (`Boston, MA`, `Boston, Mass.`) are one, shown as the first.
                let number = values[facet].number(key: String(decoding: key, as: UTF8.self), item: item) {
                    String(decoding: display, as: UTF8.self)
                }
                if !itemValues[facet].contains(number) { itemValues[facet].append(number) }
            }
        }
    }

    /// Puts the item being read in the lists of each of `combinations` of its values.
    private mutating func join(combinations range: Range<Int>, item: Int32) {
        for number in range {
            let combination = combinations[number]
            switch combination.count {
            case 0:
                // All, the first item's first list, has every item: not noted among each item's lists.
                if sizes.isEmpty { _ = newList([], combination: number) }
                sizes[0] += 1
            case 1:
                let facet = combination[0]
                for value in itemValues[facet] {
                    // A facet's own lists by its value's number: looked up by key, as the pairs are, the composers'
                    // cost a build more instructions.
                    var list = values[facet].lists[Int(value)]
                    if list < 0 {
                        list = newList([value], combination: number)
                        values[facet].lists[Int(value)] = list
                    }
                    if isImplied[facet] {
                        sizes[Int(list)] += 1
                    } else {
                        join(list, item: item)
                    }
                }
            default:
                let (first, second) = (combination[0], combination[1])
                let implies = self.implies[number]
                for (firstPlace, value) in itemValues[first].enumerated() {
                    for (secondPlace, other) in itemValues[second].enumerated() {
                        let key = Self.pairKey(combination: number, value, other)
                        var list = pairLists[key] ?? -1
                        if list < 0 {
                            list = newList([value, other], combination: number)
                            pairLists[key] = list
                            if implies.first || implies.second {
                                let end = 2 * Int(list) + 2
                                impliedLists += repeatElement(-1, count: max(0, end - impliedLists.count))
                                if implies.first { impliedLists[end - 2] = values[first].lists[Int(value)] }
                                if implies.second { impliedLists[end - 1] = values[second].lists[Int(other)] }
                            }
                        }
                        // Each value's own list once: the first value's with the second's first, and so on.
                        join(
                            list, item: item,
                            implying: (implies.first && secondPlace == 0 ? Implied.first : 0)
                                | (implies.second && firstPlace == 0 ? Implied.second : 0))
                    }
                }
            }
        }
        if Int(item) == memberships.count {
            memberships.append(itemMemberships)
        } else {
            memberships.set(Int(item), itemMemberships)
        }
        itemMemberships.removeAll(keepingCapacity: true)
    }

    /// A list of two facets' values as one integer: hashing the values apart made noting an item's lists dearer.
    private static func pairKey(combination: Int, _ first: Int32, _ second: Int32) -> Int64 {
        Int64(combination) << 56 | Int64(first) << 28 | Int64(second)
    }

    /// Puts the item being read in the list, and notes it among the item's lists, with the `Implied` bits given.
    private mutating func join(_ list: Int32, item: Int32, implying: Int32 = 0) {
        let list = Int(list)
        if list >= heldFrom {
            let held = UInt64(item) << 32 | UInt64(itemMemberships.count)
            firstHeld[list - heldFrom] = min(firstHeld[list - heldFrom], held)
        }
        itemMemberships.append(Int32(list) | implying)
        sizes[list] += 1
    }

    private mutating func newList(_ chosen: [Int32], combination: Int) -> Int32 {
        precondition(sizes.count < Implied.list, "fewer lists than a membership's bits number")
        listChoices.append(contentsOf: chosen + repeatElement(-1, count: 2 - chosen.count))
        sizes.append(0)
        listCombinations.append(Int32(combination))
        if sizes.count > heldFrom { firstHeld.append(.max) }
        return Int32(sizes.count - 1)
    }

    /// Writes a `list` row for each list, with its places from `place` on (the first of a chunk), and the
    /// places of every order, `window` of them a pass: the lists of the items' own columns, then the derived facets',
    /// as many combinations a pass as keep the items' lists within `passBudget` (a first pass finds how many each has,
    /// when not all fit); returns the place after the last, rounded up to a chunk.
    private mutating func write(from place: Int, shelf: ListShelf, window: Int, _ db: Database) throws -> Int {
        var remaining = derivedFrom..<combinations.count
        try deal(lists: 0..<sizes.count, from: place, shelf: shelf, window: window, isLast: remaining.isEmpty, db)
        var estimates: [Int]?
        while !remaining.isEmpty {
            var pass = remaining
            if let estimates {
                var sum = estimates[pass.lowerBound - derivedFrom]
                pass = pass.lowerBound..<(pass.lowerBound + 1)
                while pass.upperBound < remaining.upperBound,
                    sum + estimates[pass.upperBound - derivedFrom] <= passBudget - passBudget / 16
                {
                    sum += estimates[pass.upperBound - derivedFrom]
                    pass = pass.lowerBound..<(pass.upperBound + 1)
                }
            }
            let first = sizes.count
            if let estimated = try readDerived(pass, budget: estimates == nil ? passBudget : nil, db) {
                estimates = Array(repeating: 0, count: pass.lowerBound - derivedFrom) + estimated
                continue
            }
            remaining = pass.upperBound..<remaining.upperBound
            try deal(
                lists: first..<sizes.count, from: place, shelf: shelf, window: window, isLast: remaining.isEmpty, db)
        }
        let size = Projection.chunkSize
        return place + (total + size - 1) / size * size
    }

    /// Lays out `lists` after those before, writes their rows, and deals the items of each order into their places.
    private mutating func deal(
        lists: Range<Int>, from place: Int, shelf: ListShelf, window: Int, isLast: Bool, _ db: Database
    ) throws {
        // Laid out combination by combination, so that the lists of one facet are one stretch of places, which
        // counting its values within a choice reads at once (see `IntersectedCounts`).
        let first = total
        starts += repeatElement(0, count: lists.count)
        for list in lists.sorted(by: { (listCombinations[$0], $0) < (listCombinations[$1], $1) }) {
            starts[list] = Int32(total)
            total += sizes[list]
        }
        try writeRows(lists, from: place, shelf: shelf, db)
        let size = Projection.chunkSize
        let dealsAll = lists.contains(0)
        // The places of a window at a time (2²¹, 8 MB), from the chunk the first list begins in (its places before, the
        // lists' before): all at once, they added to a large build's peak memory.
        let windows = Array(stride(from: first / size * size, to: total, by: window))
        func write(_ places: inout [UInt32], from windowStart: Int, order: ListOrder) throws {
            if windowStart < first, let tail = tails[order] { places[..<tail.count] = ArraySlice(tail) }
            // The last chunk but of the last lists goes on with the next lists'.
            let end = windowStart + places.count
            let written = isLast || end < total ? places.count : end / size * size - windowStart
            try writeChunks(places[..<written], from: place + windowStart, order: order, db)
            if end == total { tails[order] = Array(places[written...]) }
        }
        guard windows.count > 1 else {
            for order in ListOrder.allCases {
                for windowStart in windows {
                    var places = [UInt32](repeating: 0, count: total - windowStart)
                    try forEachPlace(order, of: lists, dealsAll: dealsAll) { slot, id in
                        places[slot - windowStart] = id
                    }
                    try write(&places, from: windowStart, order: order)
                }
            }
            return
        }
        // Dealt a window at a time, each window a pass through the whole sequence, the passes were most of a large
        // build's time: each order's sequence is dealt once, its places noted in their windows' files, on a thread of
        // their own, while an order's windows are filled from its files and written. Two orders are noted at a time:
        // one at a time, the noting was most of the places' time, and the writer waited on it with a core to spare
        // (docs/PERFORMANCE.md, "Two orders' places noted at a time").
        let builder = self
        func noting(_ order: ListOrder) -> Aside<[SpilledItems]> {
            Aside { try builder.note(order, of: lists, dealsAll: dealsAll, in: windows, window: window) }
        }
        let orders = ListOrder.allCases
        var ahead = orders.prefix(2).map(noting)
        // One window's memory for every window: allocated afresh, each window's was faulted in a page at a time.
        var places: [UInt32] = []
        for (index, order) in orders.enumerated() {
            let noted = try ahead.removeFirst().result()
            if index + 2 < orders.count { ahead.append(noting(orders[index + 2])) }
            for (number, windowStart) in windows.enumerated() {
                places.removeAll(keepingCapacity: true)
                places.append(contentsOf: repeatElement(0, count: min(windowStart + window, total) - windowStart))
                try noted[number].forEachRun { run in
                    for pair in stride(from: 0, to: run.count, by: 2) {
                        places[Int(run[pair])] = UInt32(bitPattern: run[pair + 1])
                    }
                }
                try write(&places, from: windowStart, order: order)
            }
        }
    }

    /// Notes each place of `lists` in the order with its item's id (less `firstId`), in the file of the window it
    /// falls in (`windows`, the first places of windows of `window` places): the place within the window, then the
    /// id.
    private func note(
        _ order: ListOrder, of lists: Range<Int>, dealsAll: Bool, in windows: [Int], window: Int
    ) throws -> [SpilledItems] {
        var noted = try windows.map { _ in try SpilledItems.Writer() }
        try forEachPlace(order, of: lists, dealsAll: dealsAll) { slot, id in
            let number = (slot - windows[0]) / window
            try noted[number].append(Int32(slot - windows[number]))
            try noted[number].append(Int32(bitPattern: id))
        }
        return try noted.indices.map { try noted[$0].finish() }
    }

    /// Calls `body` with each place of `lists` and the id (less `firstId`) of the item it holds in the order: each
    /// item in the order's sequence takes the next place of each of its lists (none when `lists` is empty). The id
    /// looked up once an item, on the thread that notes the places: looked up for each of its places as the chunks
    /// were written (an item's number at random in a large array), they were much of the writer's time in a large
    /// build (docs/PERFORMANCE.md, "Ten million items").
    private func forEachPlace(
        _ order: ListOrder, of lists: Range<Int>, dealsAll: Bool, _ body: (Int, UInt32) throws -> Void
    ) throws {
        guard !lists.isEmpty else { return }
        var free = starts
        try free.withUnsafeMutableBufferPointer { free in
            try impliedLists.withUnsafeBufferPointer { implied in
                try memberships.withBuffers { memberships in
                    func deal(_ items: some Sequence<Int32>) throws {
                        // Most items of a catalogue are in none of the lists of a pass of derived facets: their ids
                        // are not read.
                        for item in items where dealsAll || memberships.hasLists(Int(item)) {
                            let id = ids[Int(item)]
                            if dealsAll {
                                try body(Int(free[0]), id)
                                free[0] += 1
                            }
                            try memberships.forEach(of: Int(item)) { noted in
                                let list = Int(noted & Implied.list)
                                try body(Int(free[list]), id)
                                free[list] += 1
                                if noted & Implied.first != 0 {
                                    try body(Int(free[Int(implied[2 * list])]), id)
                                    free[Int(implied[2 * list])] += 1
                                }
                                if noted & Implied.second != 0 {
                                    try body(Int(free[Int(implied[2 * list + 1])]), id)
                                    free[Int(implied[2 * list + 1])] += 1
                                }
                            }
                        }
                    }
                    if let sequence = sequences[order] {
                        try sequence.forEachRun(deal)
                    } else {
                        try deal(0..<Int32(ids.count))
                    }
                }
            }
        }
    }

    /// Sorts the items into each order's sequence, by its key, then by title (the item's number), and keeps it in a
    /// file (`sequences`), the keys' files then let go: one order's keys and sequence in memory at a time.
    private mutating func spillSequences() throws {
        for order in ListOrder.allCases {
            let sequence: [Int32]
            switch Lists.key(of: order) {
            case .title:
                continue
            case .ascending(let column):
                // Not known (0) last, keyed as the greatest value, the others as one less: the keys of years then span
                // no more values than there are years (see `sorted(by:)`).
                let value = try numbers(column)
                let unknown = UInt32(truncatingIfNeeded: ids.indices.lazy.map(value).max() ?? 0)
                sequence = sorted { value($0) == 0 ? unknown : UInt32(truncatingIfNeeded: value($0) - 1) }
            case .descending(let column):
                // The greatest first. Values more than 2³² below it (for ids, items added that long before the latest:
                // never, in practice) would tie, and go by title.
                let value = try numbers(column)
                let greatest = ids.indices.lazy.map(value).max() ?? 0
                sequence = sorted { UInt32(clamping: greatest - value($0)) }
            case .firstValue(let facet):
                let facet = facets.firstIndex(of: facet)!
                let (ranks, firsts) = (filingRanks[facet], try self.firsts[facet]!.finish().values())
                sequence = sorted { firsts[$0] < 0 ? .max : ranks[Int(firsts[$0])] }
            }
            sequences[order] = try SpilledItems(sequence)
        }
        (numbers, firsts) = ([], [])
    }

    /// An integer column's value by item number: from `ids` for `id` (less `firstId`), else from its file of
    /// `numbers`, read back.
    private mutating func numbers(_ column: String) throws -> (Int) -> Int64 {
        guard let index = numberColumns.firstIndex(of: column) else { return { [ids] in Int64(ids[$0]) } }
        let values = try numbers[index].finish().values()
        return { Int64(values[$0]) }
    }

    /// The facet's values' places as they are filed, by value number.
    private func ranks(_ facet: Int) -> [UInt32] {
        let (texts, keys) = (values[facet].texts, filingKeys[facet])
        // Each value's texts made once: made for every comparison, they more than doubled the instructions of
        // sorting a real catalogue's composers (docs/PERFORMANCE.md).
        let filed = texts.indices.map { keys.isEmpty ? [texts[$0]] : [keys[$0], texts[$0]] }
        let inOrder = texts.indices.sorted { SortPosition.precedes(filed[$0], filed[$1]) }
        var ranks = [UInt32](repeating: 0, count: texts.count)
        for (rank, value) in inOrder.enumerated() { ranks[value] = UInt32(rank) }
        return ranks
    }

    /// The item's id.
    private func id(_ item: Int32) -> Int64 {
        firstId + Int64(ids[Int(item)])
    }

    /// The item numbers by `key`, then by number. Counted into place by the key's bytes in turn, the lowest first, each
    /// pass keeping the order of the one before (the numbers are in order to begin with), and a byte every key shares
    /// passed over. Sorted by comparison, the orders took a build twice the instructions (docs/PERFORMANCE.md, "The
    /// index's lists and projection"). The keys are asked again at each pass: packed with the numbers and moved with
    /// them, they took the sort four times the memory of the numbers.
    private func sorted(by key: (Int) -> UInt32) -> [Int32] {
        var (least, greatest) = (UInt32.max, UInt32.min)
        for item in ids.indices {
            let value = key(item)
            (least, greatest) = (min(least, value), max(greatest, value))
        }
        // Keys of no more values than there are items (years, composers' places, ids): each counted into place at
        // once from the numbers in order, which need no array of their own. The passes by byte move the numbers from
        // one array to another, a second array of an item each at the build's peak.
        guard least > greatest || Int(greatest - least) >= ids.count else {
            var starts = [Int32](repeating: 0, count: Int(greatest - least) + 2)
            for item in ids.indices { starts[Int(key(item) - least) + 1] += 1 }
            for value in starts.indices.dropFirst() { starts[value] += starts[value - 1] }
            var sorted = [Int32](repeating: 0, count: ids.count)
            for item in ids.indices {
                let value = Int(key(item) - least)
                sorted[Int(starts[value])] = Int32(item)
                starts[value] += 1
            }
            return sorted
        }
        var items = Array(0..<Int32(ids.count))
        var sorted = items
        for shift: UInt32 in stride(from: 0, to: 32, by: 8) {
            // starts[b]: how many items' keys have byte b, then where the next of them goes.
            var starts = [Int](repeating: 0, count: 256)
            for item in items { starts[Int(truncatingIfNeeded: key(Int(item)) >> shift) & 0xFF] += 1 }
            if starts.contains(items.count) { continue }
            var start = 0
            for byte in starts.indices { (starts[byte], start) = (start, start + starts[byte]) }
            for item in items {
                let byte = Int(truncatingIfNeeded: key(Int(item)) >> shift) & 0xFF
                sorted[starts[byte]] = item
                starts[byte] += 1
            }
            swap(&items, &sorted)
        }
        return items
    }

    private func writeRows(_ lists: Range<Int>, from place: Int, shelf: ListShelf, _ db: Database) throws {
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
        for number in lists {
            arguments.removeAll(keepingCapacity: true)
            let combination = combinations[Int(listCombinations[number])]
            for facet in facets.indices {
                let value = combination.firstIndex(of: facet).map { Int(listChoices[2 * number + $0]) } ?? -1
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
            arguments.append(.integer(Int64(place + Int(starts[number]))))
            arguments.append(.integer(Int64(sizes[number])))
            try row.run(arguments)
        }
    }

    /// Writes an order's places (item ids less `firstId`) from `place` (the first of a chunk), `chunkSize` ids a row,
    /// over the rows there; a row that holds the same ids already is left as it is. Written all afresh, every place
    /// went to the log and the file, and was fsynced, however few changed: an incremental sync of a few changes wrote
    /// most of the index's places (docs/PERFORMANCE.md, "The index's lists and projection").
    private func writeChunks(_ places: ArraySlice<UInt32>, from place: Int, order: ListOrder, _ db: Database) throws {
        // Driven through SQLite's API, each chunk bound in place: with GRDB's arguments and a `Data` for each, the
        // chunks took a build about twice the instructions.
        let stored = try DirectStatement("SELECT itemIds FROM entry WHERE sortOrder = ? AND chunk = ?", db)
        let write = try DirectStatement("INSERT OR REPLACE INTO entry (sortOrder, chunk, itemIds) VALUES (?, ?, ?)", db)
        let size = Projection.chunkSize
        for offset in stride(from: 0, to: places.count, by: size) {
            let number = Int64((place + offset) / size)
            var chunk = ColumnBytes(reservingCapacity: 8 + size * 4)
            let chunkPlaces = places[
                (places.startIndex + offset)..<min(places.startIndex + offset + size, places.endIndex)]
            let itemIds = chunk.appendChunk(of: chunkPlaces, from: firstId)
            let key: [DirectStatement.Value] = [.string(order.rawValue), .integer(number)]
            let isStored = try stored.firstRow(key, of: chunk) { $0.column(0, equals: .blob(itemIds)) } ?? false
            guard !isStored else { continue }
            try write.run(key + [.blob(itemIds)], of: chunk)
        }
    }
}

extension SpilledItems {
    /// Calls `body` with each item's place in id order and its derived values, as `ListBuilder.readDerivedValues`
    /// wrote them.
    fileprivate func forEachDerived(_ body: (_ place: Int, _ codes: ArraySlice<Int32>) throws -> Void) throws {
        var item: [Int32] = []
        try forEach { value in
            item.append(value)
            if item.count >= 2, item.count == 2 + Int(item[1]) {
                try body(Int(item[0]), item[2...])
                item.removeAll(keepingCapacity: true)
            }
        }
    }
}
