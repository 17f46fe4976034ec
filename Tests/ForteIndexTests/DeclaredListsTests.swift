import ForteCatalog
import GRDB
import Synchronization
import Testing

@testable import ForteIndex

/// Every facet `Lists` declares, read every way the index reads it: each value's count is the length of the list
/// its filter names and the number of items a search scoped to it considers, alone and within each value of every
/// other facet it is combined with.
@Suite struct DeclaredListsTests {
    @Test func everyFacetsCountsAreItsListsAndItsSearchScopes() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 11)
        let items = factory.items(300)
        try harvest(items, into: test.index)
        for item in items.prefix(120) { try test.index.setFavourite(item.identifier, true) }
        let pool = try DatabasePool(path: test.index.path)

        for facet in Lists.facets {
            // A filter's decade is its shelf: it cannot choose one among the favourites.
            for within in try choices(besides: facet, test.index) where facet != Lists.decade || within.shelf == .all {
                let counts = try test.index.counts(of: facet, within: within)
                #expect(within != .all || !counts.isEmpty, "\(facet.name) within \(within)")
                for count in counts {
                    var filter = within
                    facet.choose(&filter, count.chosen(of: facet))
                    let label = "\(facet.name) \(count.value) within \(within)"
                    #expect(try test.index.count(filter) == count.count, "\(label)")
                    let scope = SearchFilter(SearchPlan(scope: filter))
                    let scoped = try pool.read { db in
                        try Int.fetchOne(
                            db, sql: "SELECT count(*) FROM item WHERE \(scope.sql)",
                            arguments: scope.arguments)
                    }
                    #expect(scoped == count.count, "\(label)")
                }
            }
        }
    }

    /// Items with no derived values (no music fields, as most of a plain catalogue's), among items with some: the
    /// derived facets' pass reads only the others, and each list of a derived value holds exactly the items a search
    /// scoped to it finds, in title order, whether the pass is one or many.
    @Test func itemsWithoutDerivedValuesAreInNoneOfTheirLists() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 12)
        let items = factory.items(600).enumerated().map { number, item in number % 3 != 0 ? plain(item) : item }
        try harvest(items, into: test.index, pageSize: 100)
        let pool = try DatabasePool(path: test.index.path)
        func listed() throws -> [[String]] {
            try Lists.facets.filter { $0.itemColumn == FacetColumn.name }.flatMap { facet in
                try test.index.counts(of: facet, within: .all).map { count in
                    var filter = CatalogFilter.all
                    facet.choose(&filter, count.chosen(of: facet))
                    let identifiers = try test.index.summaries(filter, offset: 0, limit: 1_000).map(\.identifier)
                    let scope = SearchFilter(SearchPlan(scope: filter))
                    let found = try pool.read { db in
                        try String.fetchAll(
                            db, sql: "SELECT identifier FROM item WHERE \(scope.sql) ORDER BY \(SortKey.titleColumns)",
                            arguments: scope.arguments)
                    }
                    #expect(identifiers == found, "\(facet.name) \(count.value)")
                    #expect(!identifiers.isEmpty && identifiers.count == count.count, "\(facet.name) \(count.value)")
                    return identifiers
                }
            }
        }
        let once = try listed()
        #expect(once.count > 10)
        try pool.write { db in try ListBuilder.build(db, window: 2 * Projection.chunkSize, passBudget: 200) }
        #expect(try listed() == once)
    }

    /// A catalogue whose items have no derived values: the derived facets' pass reads no item by id (it read every row
    /// to find none); with items that have some, they are read once, however many passes their lists take (each
    /// read them again).
    @Test func noItemIsReadByIdWhenNoneHasDerivedValues() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 13)
        try harvest(factory.items(200).map(plain), into: test.index)
        let pool = try DatabasePool(path: test.index.path)
        try #require(
            try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE facets <> ''") } == 0)
        func buildingReadsById(passBudget: Int = ListBuilder.largestPass) throws -> Int {
            let reads = Mutex(0)
            try pool.write { db in
                db.trace(options: .statement) { event in
                    guard case .statement(let statement) = event, statement.sql.contains("ORDER BY item.id") else {
                        return
                    }
                    reads.withLock { $0 += 1 }
                }
                try ListBuilder.build(db, passBudget: passBudget)
            }
            return reads.withLock { $0 }
        }
        #expect(try buildingReadsById() == 0)
        try harvest(factory.items(1, prefix: "oai:music:"), into: test.index)
        #expect(try buildingReadsById() == 1)
        try harvest(factory.items(300, prefix: "oai:more:"), into: test.index)
        #expect(try buildingReadsById(passBudget: 200) == 1)
    }

    /// A build writes the list rows with the table's indexes dropped (`Lists.withoutIndexes`): after it, the table has
    /// every index `Lists` declares, as declared, and no other; and a build that fails leaves them as they were.
    @Test func aBuildLeavesTheListsIndexesAsDeclared() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 14)
        try harvest(factory.items(200), into: test.index)
        let pool = try DatabasePool(path: test.index.path)
        func indexes() throws -> [String: String] {
            try pool.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'list'"
                )
                .reduce(into: [:]) { $0[$1["name"] as String] = $1["sql"] as String }
            }
        }
        let declared = Dictionary(uniqueKeysWithValues: Lists.indexes.map { ($0.name, $0.sql) })
        try pool.write { db in try ListBuilder.build(db) }
        #expect(try indexes() == declared)
        struct Failed: Error {}
        #expect(throws: Failed.self) {
            try pool.write { db in try Lists.withoutIndexes(db) { throw Failed() } }
        }
        #expect(try indexes() == declared)
    }

    /// The item without the fields its derived values come from (no music fields, as most of a plain catalogue's).
    private func plain(_ item: Item) -> Item {
        var plain = item
        (plain.metadata.subject, plain.metadata.description, plain.metadata.publisher) = ([], [], [])
        (plain.metadata.language, plain.metadata.relation, plain.metadata.contributor) = ([], [], [])
        return plain
    }

    /// All, each value of every facet a list combines with `facet`, the first two values of every other facet (whose
    /// items are found in common when read, and counted so), and the favourites.
    private func choices(besides facet: ListFacet, _ index: CatalogIndex) throws -> [CatalogFilter] {
        var filters = [CatalogFilter.all, CatalogFilter(shelf: .favourites)]
        for other in Lists.facets where other != facet {
            let combined = Lists.combinations.contains { $0.count == 2 && $0.contains(facet) && $0.contains(other) }
            for count in try index.counts(of: other, within: .all).prefix(combined ? .max : 2) {
                var filter = CatalogFilter.all
                other.choose(&filter, count.chosen(of: other))
                filters.append(filter)
                // With a third choice, which a favourite's filter cannot combine with a decade.
                if other != Lists.decade, filters.count % 3 == 0 {
                    filters.append(CatalogFilter(shelf: .favourites, composer: filter.composer, facets: filter.facets))
                }
            }
        }
        return filters
    }
}
