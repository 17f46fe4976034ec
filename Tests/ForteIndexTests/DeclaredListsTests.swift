import ForteCatalog
import GRDB
import Testing
@testable import ForteIndex

/// Every facet `Lists` declares, read every way the index reads it: each value's count is the length of the list
/// its filter names and the number of items a search scoped to it considers, alone and within each value of every
/// other facet it is combined with.
@Suite struct DeclaredListsTests {
    @Test func everyFacetsCountsAreItsListsAndItsSearchScopes() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 11)
        try harvest(factory.items(300), into: test.index)
        let pool = try DatabasePool(path: test.index.path)

        for facet in Lists.facets {
            for within in try choices(besides: facet, test.index) {
                let counts = try test.index.counts(of: facet, within: within)
                #expect(!counts.isEmpty, "\(facet.name) within \(within)")
                for count in counts {
                    var filter = within
                    facet.choose(&filter, count.value)
                    let label = "\(facet.name) \(count.value) within \(within)"
                    #expect(try test.index.count(filter) == count.count, "\(label)")
                    let scope = SearchFilter(SearchPlan(match: nil, scope: filter))
                    let scoped = try pool.read { db in
                        try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE \(scope.sql)",
                                         arguments: scope.arguments)
                    }
                    #expect(scoped == count.count, "\(label)")
                }
            }
        }
    }

    /// All, and each value of every facet a list combines with `facet`.
    private func choices(besides facet: ListFacet, _ index: CatalogIndex) throws -> [CatalogFilter] {
        var filters = [CatalogFilter.all]
        for combination in Lists.combinations where combination.count == 2 && combination.contains(facet) {
            let other = combination.first { $0 != facet }!
            for count in try index.counts(of: other, within: .all) {
                var filter = CatalogFilter.all
                other.choose(&filter, count.value)
                filters.append(filter)
            }
        }
        return filters
    }
}
