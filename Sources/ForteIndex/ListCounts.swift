import ForteCatalog
import GRDB

/// How many items each value of a facet has within a filter's choices of the other facets, as the facet files its
/// values (`ListFacet.countOrder`): a pane's counts, `forte list --facet`'s.
///
/// Within no choice, the catalog's lists of the facet count, each its own places (`CatalogLists`, read once). Where a
/// combination has lists of the other choices and the facet, and they are few (the decades within a composer, the lists
/// of a shelf of its own), the list rows count (`Lists.countsSQL`). Otherwise the items of the other choices are read
/// into an `ItemSet`, and the ids of the catalog's lists of the facet, one stretch of places (`ListBuilder` lays them
/// out together), read once and held (`CatalogItems`), are counted against it: a recount within new choices reads
/// nothing of the facet's, and makes no string of its values.
enum ListCounts {
    struct Count {
        /// As the `list` table keeps it: a decade's first year, a composer's name, a derived value's display form.
        let value: DatabaseValue
        /// The value's filing key (a derived value's key); nil for integers.
        let key: String?
        let count: Int

        /// The value as a filter chooses it (`ListFacet.choose`): a derived value by its key.
        func chosen(of facet: ListFacet) -> DatabaseValue {
            if case .derived = facet.values { key?.databaseValue ?? .null } else { value }
        }
    }

    /// A facet's values as the `list` table holds them, in the facet's order: the catalog's (kept, and shared by every
    /// count of them), or the rows a count read.
    struct Values: Sendable {
        var values: [(value: DatabaseValue, key: String?)] = []
        /// The same as a pane shows them (`FacetValue`: a text and its key), each made once.
        var facetValues: [FacetValue] = []

        mutating func append(_ value: DatabaseValue, key: String?) {
            values.append((value, key))
            facetValues.append(FacetValue(String.fromDatabaseValue(value) ?? "", key: key ?? ""))
        }
    }

    /// The values with items within a filter, each with its count (`Count`s): which of `values` they are, in order.
    struct Counts: RandomAccessCollection {
        let values: Values
        let rows: [Int32]
        let counts: [Int]

        var startIndex: Int { 0 }
        var endIndex: Int { rows.count }

        subscript(position: Int) -> Count {
            let value = values.values[Int(rows[position])]
            return Count(value: value.value, key: value.key, count: counts[position])
        }

        /// As a pane lists them, no value made again.
        var list: FacetCountList { FacetCountList(values: values.facetValues, rows: rows, counts: counts) }
    }

    /// `kept`: where the intersections and the member sets read are kept.
    static func counts(
        of facet: ListFacet, within filter: CatalogFilter, _ db: Database, kept: KeptReads? = nil
    )
        throws -> Counts
    {
        var others = filter
        facet.clear(&others)
        let (values, shelf) = Lists.values(of: others)
        let chosen = zip(Lists.facets, values).filter { !$1.isNull }.map(\.0)
        if chosen.isEmpty, shelf == .catalog {
            let lists = try catalogLists(of: facet, db, kept: kept)
            // A closure, not the key path `\.count`, which is looked up at each of tens of thousands of calls.
            return Counts(
                values: lists.values, rows: Array(0..<Int32(lists.places.count)),
                counts: lists.places.map { $0.count })
        }
        // The composers within a decade can be tens of thousands of rows, a string made of each: their ids are counted
        // instead, unless they are few for their items.
        guard Lists.isCombined(chosen + [facet], on: shelf),
            try facet.values == .integer || shelf != .catalog || hasFewListsForTheirItems(facet, db, kept: kept)
        else {
            return try counted(facet, within: others, db, kept: kept)
        }
        // The facets chosen are among its partners (a combination has them all): the others are NULL.
        let partners = Lists.partners(of: facet)
        let arguments = (zip(Lists.facets, values).filter { partners.contains($0.0) }.map(\.1) + [shelf.databaseValue])
            .map(bound)
        var read = Values()
        var counts: [Int] = []
        try DirectStatement(Lists.countsSQL(of: facet), db).forEachRow(arguments) { row in
            read.append(value(of: facet, row), key: key(of: facet, row))
            counts.append(Int(row.int64(2)))
        }
        return Counts(values: read, rows: Array(0..<Int32(counts.count)), counts: counts)
    }

    /// A list row's value (its first column), read in place.
    private static func value(of facet: ListFacet, _ row: borrowing DirectStatement.Row) -> DatabaseValue {
        facet.values == .integer
            ? row.int64(0).databaseValue : row.withText(0) { String(decoding: $0, as: UTF8.self) }.databaseValue
    }

    /// A list row's filing key (its second column), read in place; nil for integers.
    private static func key(of facet: ListFacet, _ row: borrowing DirectStatement.Row) -> String? {
        facet.keyColumn == nil ? nil : row.withText(1) { String(decoding: $0, as: UTF8.self) }
    }

    private static func bound(_ value: DatabaseValue) -> DirectStatement.Value {
        switch value.storage {
        case .int64(let number): .integer(number)
        case .string(let text): .string(text)
        default: .string(nil)
        }
    }

    /// About how many of a facet's list ids a count goes through in the time a list row is read (its value a string).
    static let idsARowCosts = 1_000

    /// Whether the facet's catalog lists are so few for their items that a combination's rows, one a value, are read
    /// sooner than their ids are counted: a union catalogue's few composers of millions of items.
    private static func hasFewListsForTheirItems(_ facet: ListFacet, _ db: Database, kept: KeptReads?) throws -> Bool {
        let lists = try catalogLists(of: facet, db, kept: kept)
        return lists.places.count * idsARowCosts < lists.span.count
    }

    /// How many values of the facet the catalog has (as many as `counts` gives within no choice), counted in the index
    /// of the list rows, none of them read.
    static func valueCount(of facet: ListFacet, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) FROM list WHERE \(catalogListsCondition(of: facet))"),
            arguments: [ListShelf.catalog]) ?? 0
    }

    /// SQL on `list` for the catalog's lists of the facet alone, a row a value it counts (its shelf bound): facets other
    /// than its partners are NULL in all of its rows.
    fileprivate static func catalogListsCondition(of facet: ListFacet) -> String {
        (Lists.partners(of: facet).map { "\($0.chosenColumn) IS NULL" } + ["shelf = ?", facet.countCondition])
            .joined(separator: " AND ")
    }

    /// The counts of the facet's values among the filter's items, from the places of the facet's lists.
    private static func counted(
        _ facet: ListFacet, within filter: CatalogFilter, _ db: Database, kept: KeptReads?
    )
        throws -> Counts
    {
        let members = try self.members(of: filter, db, kept: kept)
        let lists = try catalogLists(of: facet, db, kept: kept)
        let listCounts =
            try catalogItems(of: facet, lists, db, kept: kept)?.counts(of: members, in: lists)
            ?? CatalogItems.counts(of: members, in: lists, db)
        var (rows, counts) = ([Int32](), [Int]())
        for (row, count) in listCounts.enumerated() where count > 0 {
            rows.append(Int32(row))
            counts.append(count)
        }
        return Counts(values: lists.values, rows: rows, counts: counts)
    }

    /// The catalog's lists of the facet alone (`CatalogLists`), kept in `kept` until the catalog's lists are built again.
    static func catalogLists(of facet: ListFacet, _ db: Database, kept: KeptReads?) throws -> CatalogLists {
        let find = { try CatalogLists(of: facet, db) }
        return try kept?.catalogLists.value(try keptName(of: facet, db), orFind: find) ?? find()
    }

    /// The ids of the facet's catalog lists, held; nil when they are more than are held (`CatalogItems.heldBytes`).
    private static func catalogItems(
        of facet: ListFacet, _ lists: CatalogLists, _ db: Database, kept: KeptReads?
    ) throws -> CatalogItems? {
        guard lists.span.count * 8 <= CatalogItems.heldBytes else { return nil }
        let find = { try CatalogItems(of: lists, db) }
        return try kept?.catalogItems.value(try keptName(of: facet, db), orFind: find) ?? find()
    }

    /// Reads ahead what a session's first counts would read at a key, to keep it: the catalog's lists of every facet
    /// (the composers' are tens of thousands of names), the ids of the decades' and the composers', which every
    /// change of the choices recounts, then those of the other facets, which a facet listed within choices counts, as
    /// many as are held beside them (`CatalogItems.heldBytes`): none put out for another. What is kept already is not
    /// read again.
    static func prepare(_ db: Database, kept: KeptReads) throws {
        for facet in [Lists.composer, Lists.decade] {
            _ = try catalogItems(of: facet, try catalogLists(of: facet, db, kept: kept), db, kept: kept)
        }
        for facet in Lists.derived { _ = try catalogLists(of: facet, db, kept: kept) }
        for facet in Lists.derived {
            let lists = try catalogLists(of: facet, db, kept: kept)
            // Kept already (then weighed), or more than the budget has left: not read.
            guard kept.catalogItems.weighed + lists.span.count * 8 <= CatalogItems.heldBytes else { continue }
            _ = try catalogItems(of: facet, lists, db, kept: kept)
        }
    }

    /// What the reads of a facet's catalog lists are kept by: a build of the catalog's lists changes them.
    private static func keptName(of facet: ListFacet, _ db: Database) throws -> String {
        "\(try Projection.generation(of: .catalog, db)) \(facet.name)"
    }

    /// The rows of the facet's catalog lists in the facet's order, each its value, its key and the columns named.
    private static func catalogListsSQL(of facet: ListFacet, reading columns: String = "") -> String {
        """
        SELECT \(facet.name), \(facet.keyColumn ?? "NULL")\(columns.isEmpty ? "" : ", " + columns) FROM list
        WHERE \(catalogListsCondition(of: facet))
        ORDER BY \(facet.countOrder)
        """
    }

    /// The values of a facet of texts, each with its key, in the facet's order, none counted nor placed: what a typed
    /// value is looked up among (`forte list --composer`), read without the places and the values' database forms that
    /// `CatalogLists` holds for counting.
    static func catalogValues(of facet: ListFacet, _ db: Database) throws -> [FacetValue] {
        var values: [FacetValue] = []
        try DirectStatement(catalogListsSQL(of: facet), db).forEachRow([
            .integer(Int64(ListShelf.catalog.rawValue))
        ]) { row in
            values.append(
                FacetValue(
                    row.withText(0) { String(decoding: $0, as: UTF8.self) },
                    key: row.withText(1) { String(decoding: $0, as: UTF8.self) }))
        }
        return values
    }

    /// Whether the catalog has a list of the facet's value written exactly so: one seek, where `catalogValues` reads
    /// every value.
    static func hasCatalogValue(_ value: String, of facet: ListFacet, _ db: Database) throws -> Bool {
        let sql = "SELECT EXISTS (SELECT 1 FROM list WHERE \(catalogListsCondition(of: facet)) AND \(facet.name) = ?)"
        return try Bool.fetchOne(db.cachedStatement(sql: sql), arguments: [ListShelf.catalog, value]) ?? false
    }

    /// The catalog's lists of a facet alone, in the facet's order: each value with its places. The same at every
    /// recount within new choices; within no choice, each list's count is the value's.
    struct CatalogLists: Sendable {
        let values: Values
        let places: [Range<Int>]
        /// From the first list's start to the last one's end.
        let span: Range<Int>

        init(of facet: ListFacet, _ db: Database) throws {
            let lists = try DirectStatement(catalogListsSQL(of: facet, reading: "start, count"), db)
            // Read in place: the composers' lists are tens of thousands.
            var (values, places) = (Values(), [Range<Int>]())
            try lists.forEachRow([.integer(Int64(ListShelf.catalog.rawValue))]) { row in
                values.append(ListCounts.value(of: facet, row), key: ListCounts.key(of: facet, row))
                let start = Int(row.int64(2))
                places.append(start..<start + Int(row.int64(3)))
            }
            (self.values, self.places) = (values, places)
            let (first, end) = (places.map(\.lowerBound).min() ?? 0, places.map(\.upperBound).max() ?? 0)
            span = first..<end
        }
    }

    /// The item ids of the places of a facet's catalog lists, held in the form of fewest bytes (`Form`): as the
    /// projection holds them, from the first list's start to the last one's end (a list not counted, a composer's
    /// `none`, may lie between two that are); each list's items as a set (a facet of few values: the decades); or each
    /// item's lists (a facet of more ids than items: the composers of a million music records).
    struct CatalogItems: Sendable {
        /// How the ids are held, and what a count within choices goes through.
        enum Form: CaseIterable {
            /// 8 bytes an id, little-endian: each id is looked up among the members.
            case ids
            /// A set for each list: a count reads each set's words.
            case sets
            /// Each item's lists (4 bytes a list, and 4 an item up to the greatest id held): a count visits the
            /// members alone, a decade's hundred thousand where the composers' lists have a million ids.
            case byItem
        }

        private enum Held {
            /// The ids from place `first` on.
            case ids(first: Int, [UInt8])
            /// Each list's items, in the lists' order.
            case sets([ItemSet])
            /// The lists (their positions in the lists' order) of item `id` at `lists[offsets[id]..<offsets[id + 1]]`.
            case byItem(offsets: [UInt32], lists: [Int32])
        }

        private let held: Held

        var bytes: Int {
            switch held {
            case .ids(_, let ids): ids.count
            case .sets(let sets): sets.reduce(0) { $0 + $1.bytes }
            case .byItem(let offsets, let lists): (offsets.count + lists.count) * 4
            }
        }

        /// How many ids are laid out between two questions (`byItem`): a small part of what a key may wait.
        static let idsBetweenQuestions = 1 << 16

        /// The most bytes of ids held, of all the facets kept together (`KeptReads.catalogItems`): a facet with more
        /// (the composers of ten million items) is read again at each count, a chunk at a time (`counts(of:in:_:)`).
        static let heldBytes = 1 << 26

        /// `form`: how the ids are held (nil: in the form of fewest bytes).
        init(of lists: CatalogLists, _ db: Database, form: Form? = nil) throws {
            let span = lists.span
            let first = span.lowerBound
            // Each chunk at its places: a place no chunk holds stays 0, which is no item's id.
            var ids = [UInt8](repeating: 0, count: span.count * 8)
            try ListReader.forEachChunk(at: span, .title, db) { start, chunk in
                ids.withUnsafeMutableBytes { ids in
                    UnsafeMutableRawBufferPointer(rebasing: ids[((start - first) * 8)...]).copyMemory(from: chunk)
                }
            }
            let greatest = try Intersection.greatestItemId(db)
            // The ids of each list's places.
            func listed(_ ids: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer] {
                lists.places.map {
                    UnsafeRawBufferPointer(rebasing: ids[($0.lowerBound - first) * 8..<($0.upperBound - first) * 8])
                }
            }
            switch form ?? ids.withUnsafeBytes({ Self.formOfFewestBytes(listed($0), of: $0.count, upTo: greatest) }) {
            case .ids: held = .ids(first: first, ids)
            case .sets:
                held = .sets(
                    ids.withUnsafeBytes { ids in
                        listed(ids).map { listed in
                            var items = ItemSet(upTo: greatest)
                            items.insert(idsIn: listed)
                            return items
                        }
                    })
            case .byItem: held = try ids.withUnsafeBytes { try Self.byItem(listed($0), upTo: greatest) }
            }
        }

        /// The form that holds the lists' ids (of `spanBytes` bytes together, from the first list's start to the last
        /// one's end) in the fewest bytes, the greatest item id being `greatest`.
        private static func formOfFewestBytes(
            _ lists: [UnsafeRawBufferPointer], of spanBytes: Int, upTo greatest: Int64
        ) -> Form {
            let bytes: [Form: Int] = [
                .ids: spanBytes, .sets: lists.count * ItemSet.bytes(upTo: greatest),
                .byItem: (Int(greatest) + 2 + lists.reduce(0) { $0 + $1.count / 8 }) * 4,
            ]
            return Form.allCases.min { bytes[$0]! < bytes[$1]! }!
        }

        /// Each item's lists, of the items up to `greatest` (as a set of them holds: an id past it is of an item gone
        /// since the lists were built, never a member): how many each item has, which lays out their places in the
        /// order of the items' ids, then each list's position put at its items' places. Millions of ids, written where
        /// their items are: the reads it is part of may stop it as they stop (`ReadingStop.stopIfAsked`), every
        /// `idsBetweenQuestions`.
        private static func byItem(_ lists: [UnsafeRawBufferPointer], upTo greatest: Int64) throws -> Held {
            func forEachId(_ body: (_ list: Int32, _ id: Int) -> Void) throws {
                var unasked = 0
                for (list, ids) in lists.enumerated() {
                    for offset in stride(from: 0, to: ids.count, by: 8) {
                        // A negative id, none an item has, is past the greatest as unsigned.
                        let id = UInt64(littleEndian: ids.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                        if id <= greatest { body(Int32(list), Int(id)) }
                        unasked += 1
                        if unasked == idsBetweenQuestions {
                            try ReadingStop.stopIfAsked()
                            unasked = 0
                        }
                    }
                }
            }
            var offsets = [UInt32](repeating: 0, count: Int(greatest) + 2)
            try offsets.withUnsafeMutableBufferPointer { offsets in
                try forEachId { _, id in offsets[id + 1] &+= 1 }
                for id in offsets.indices.dropFirst() { offsets[id] &+= offsets[id - 1] }
            }
            var (next, held) = (offsets, [Int32](repeating: 0, count: Int(offsets.last!)))
            try next.withUnsafeMutableBufferPointer { next in
                try held.withUnsafeMutableBufferPointer { held in
                    try forEachId { list, id in
                        held[Int(next[id])] = list
                        next[id] &+= 1
                    }
                }
            }
            return .byItem(offsets: offsets, lists: held)
        }

        /// How many of each list's items are members, its ids read a chunk at a time and none held.
        static func counts(of members: ItemSet, in lists: CatalogLists, _ db: Database) throws -> [Int] {
            let places = lists.places
            var counts = [Int](repeating: 0, count: places.count)
            // The lists in the order of their places, which do not overlap; those before `next` are counted.
            let byStart = places.indices.sorted { places[$0].lowerBound < places[$1].lowerBound }
            var next = 0
            try ListReader.forEachChunk(at: lists.span, .title, db) { start, ids in
                let chunk = start..<start + ids.count / 8
                while next < byStart.count, places[byStart[next]].lowerBound < chunk.upperBound {
                    let counted = places[byStart[next]].clamped(to: chunk)
                    let bytes = (counted.lowerBound - start) * 8..<(counted.upperBound - start) * 8
                    counts[byStart[next]] += members.count(ofIdsIn: UnsafeRawBufferPointer(rebasing: ids[bytes]))
                    // A list that goes on past the chunk is counted on in the next one.
                    guard places[byStart[next]].upperBound <= chunk.upperBound else { break }
                    next += 1
                }
            }
            return counts
        }

        /// How many of each list's items (of the lists these were read from) are members.
        func counts(of members: ItemSet, in lists: CatalogLists) -> [Int] {
            switch held {
            case .ids(let first, let ids):
                ids.withUnsafeBytes { ids in
                    lists.places.map { places in
                        members.count(
                            ofIdsIn: UnsafeRawBufferPointer(
                                rebasing: ids[(places.lowerBound - first) * 8..<(places.upperBound - first) * 8]))
                    }
                }
            case .sets(let sets): sets.map { $0.count(inCommonWith: members) }
            case .byItem(let offsets, let held):
                offsets.withUnsafeBufferPointer { offsets in
                    held.withUnsafeBufferPointer { held in
                        var counts = [Int](repeating: 0, count: lists.places.count)
                        counts.withUnsafeMutableBufferPointer { counts in
                            members.forEachMember(below: offsets.count - 1) { id in
                                for place in Int(offsets[id])..<Int(offsets[id + 1]) { counts[Int(held[place])] += 1 }
                            }
                        }
                        return counts
                    }
                }
            }
        }
    }

    /// The filter's items as a set, whatever their order: the panes of one key count within the same choices.
    private static func members(of filter: CatalogFilter, _ db: Database, kept: KeptReads?) throws -> ItemSet {
        var filter = filter
        filter.order = .title
        let find = { try ListReader(filter, db, kept: kept).itemSet(db, kept: kept?.members) }
        let generation = try Projection.generation(of: ListShelf(filter.shelf), db)
        return try kept?.members.value("\(generation) \(Lists.lists(of: filter))", orFind: find) ?? find()
    }
}
