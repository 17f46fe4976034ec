import ForteCatalog
import GRDB
import Testing

@testable import ForteIndex

/// A source's picture rule in the record store: added to an index from before by a migration, kept by syncs.
@Suite struct CoverRuleStoreTests {
    static let rule = CoverRule(
        thumbnail: try! CoverTemplate("{link}-t", givesPages: false),
        cover: try! CoverTemplate("https://img.example/{id}", givesPages: false),
        pages: try! CoverTemplate("{link}-s{n}", givesPages: true))

    /// An index whose source table has no rule columns (before `coverRules`) opens with its sources and items as they
    /// were, and takes a rule.
    @Test func anIndexFromBeforeRulesKeepsItsSourcesAndTakesARule() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 3)
        try harvest(factory.items(20), into: test.index)
        let before = try test.index.sources()
        try DatabaseQueue(path: test.index.path).write { db in
            try db.execute(
                sql: """
                    ALTER TABLE source DROP COLUMN thumbnailRule; ALTER TABLE source DROP COLUMN coverRule; ALTER TABLE source DROP COLUMN pagesRule;
                    DELETE FROM grdb_migrations WHERE identifier = 'coverRules'
                    """)
        }

        let index = try CatalogIndex(path: test.index.path, create: false)
        #expect(try index.sources() == before)
        #expect(try index.sources().map(\.coverRule.isEmpty) == [true])
        #expect(try index.itemCount(source: "test") == 20)
        #expect(try index.setCoverRule(Self.rule, ofSource: "test"))
        #expect(try CatalogIndex(readingAt: test.index.path).source(named: "test")?.coverRule == Self.rule)
    }

    /// A sync saves its source (a value made from its location, without the rule) with every page: the rule stays.
    @Test func aSyncKeepsTheRule() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 4)
        try harvest(factory.items(10), into: test.index)
        #expect(try test.index.setCoverRule(Self.rule, ofSource: "test"))
        try harvest(factory.items(120), into: test.index, harvest: "2024-03-01T00:00:00Z")
        #expect(try test.index.source(named: "test")?.coverRule == Self.rule)
        // The source was saved by the second harvest.
        #expect(try test.index.source(named: "test")?.harvestID == "2024-03-01T00:00:00Z")

        #expect(try test.index.setCoverRule(CoverRule(pages: Self.rule.pages), ofSource: "test"))
        #expect(try test.index.source(named: "test")?.coverRule == CoverRule(pages: Self.rule.pages))
        #expect(try !test.index.setCoverRule(Self.rule, ofSource: "elsewhere"))
        #expect(try test.index.sources().map(\.name) == ["test"])
    }
}
