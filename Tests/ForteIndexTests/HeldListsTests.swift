import ForteCatalog
import GRDB
import Synchronization
import Testing

@testable import ForteIndex

/// A browse pane counts its facet's values at every key that changes the choices (issue 43): the catalog's lists of the
/// facet, their values and their items, are read once and held, so that a count within no choice reads nothing more,
/// and a recount within new choices reads only the items of the choices.
@Suite struct HeldListsTests {
    /// The statements run on the index's connections that read each table, by its name.
    final class Reads: Sendable {
        private let tables = Mutex<[String: Int]>([:])

        func count(_ sql: String) {
            guard let table = sql.firstMatch(of: /FROM (\w+)/)?.output.1 else { return }
            tables.withLock { $0[String(table), default: 0] += 1 }
        }

        /// The reads of `table` that `work` made.
        func of<Result>(_ table: String, _ work: () throws -> Result) rethrows -> (Result, reads: Int) {
            tables.withLock { $0 = [:] }
            let result = try work()
            return (result, tables.withLock { $0[table, default: 0] })
        }
    }

    let directory: TemporaryDirectory
    let index: CatalogIndex
    let reads = Reads()

    init() throws {
        directory = try TemporaryDirectory()
        index = try CatalogIndex(path: directory.indexPath, create: true) { [reads] db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { reads.count(statement.sql) }
            }
        }
        var factory = ItemFactory(seed: 43)
        try harvest(factory.items(200), into: index)
    }

    @Test func aCountWithinNoChoiceReadsTheListsOnce() throws {
        let (first, firstReads) = try reads.of("list") { try index.composerValues(within: .all) }
        #expect(firstReads == 1)
        let (again, reads) = try reads.of("list") { try index.composerValues(within: .all) }
        #expect(reads == 0)
        #expect(again == first)
        for composer in again {
            #expect(try index.count(CatalogFilter(composer: composer.value.display)) == composer.count)
        }
    }

    @Test func aRecountWithinNewChoicesReadsOnlyTheItemsOfTheChoices() throws {
        let languages = try index.facetCounts(.language).map(\.value.key)
        try #require(languages.count >= 2)
        // The first language's items, and the composers' lists.
        let (_, firstReads) = try reads.of("entry") {
            try index.composerValues(within: CatalogFilter(facets: [.language: languages[0]]))
        }
        #expect(firstReads == 2)
        let within = CatalogFilter(facets: [.language: languages[1]])
        let (composers, reads) = try reads.of("entry") { try index.composerValues(within: within) }
        #expect(reads == 1)
        #expect(!composers.isEmpty)
        for composer in composers {
            var filter = within
            filter.composer = composer.value.display
            #expect(try index.count(filter) == composer.count)
        }
    }
}
