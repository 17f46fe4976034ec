import ForteCatalog
import GRDB
import Testing

@testable import ForteIndex

/// The counts `forte stats` reads as the index keeps them (the lists' counts; each source's items, in its row) equal the
/// items counted one by one: after a first harvest of two sources, an incremental one that adds, changes and deletes, a
/// full one that sweeps what it did not see, and a source removed. While a harvest is under way, a source's count is
/// of the items it has, and the lists' of those they were built from.
@Suite struct KeptCountTests {
    let test = Source(name: "test", url: "http://127.0.0.1/oai")
    let other = Source(name: "other", url: "http://127.0.0.1/other")

    @Test func keptCountsEqualTheItemsCountedOneByOne() throws {
        let index = try TestIndex()
        var factory = ItemFactory(seed: 48)
        try harvest(factory.items(230), into: index.index, source: test)
        try harvest(
            (0..<70).map { factory.item("oai:other:\($0)", source: other.name) }, into: index.index, source: other)
        try expectKeptCountsAgree(index.index, sources: ["test": 230, "other": 70])

        // Incremental: new items, changed ones (the same identifiers, other records), deletions.
        var incremental = page(
            factory.items(40, prefix: "oai:test:new:") + (0..<20).map { factory.item("oai:test:\($0)") }, source: test,
            token: nil, harvest: "2024-03-01T00:00:00Z")
        incremental.deletions = (100..<125).map { "oai:test:\($0)" }
        try index.index.apply(incremental)
        try expectKeptCountsAgree(index.index, sources: ["test": 245, "other": 70])

        // Pages of a harvest not complete yet: the source has its new items; the lists stay as they were built.
        try harvest(
            (70..<90).map { factory.item("oai:other:\($0)", source: other.name) }, into: index.index, source: other,
            complete: false, harvest: "2024-04-01T00:00:00Z")
        #expect(try index.index.itemCount(source: "other") == 90)
        #expect(try countedSources(index.index)["other"] == 90)
        #expect(try index.index.count(.all) == 315)

        // A full harvest that sees only some of the items sweeps the rest.
        var full = page(
            (0..<30).map { factory.item("oai:other:\($0)", source: other.name) }, source: other, token: nil,
            harvest: "2024-05-01T00:00:00Z")
        full.sweepUnseen = true
        try index.index.apply(full)
        try expectKeptCountsAgree(index.index, sources: ["test": 245, "other": 30])

        try index.index.removeSource(named: "other")
        try expectKeptCountsAgree(index.index, sources: ["test": 245, "other": 0])
    }

    /// Each source's items, counted one by one.
    private func countedSources(_ index: CatalogIndex) throws -> [String: Int] {
        try DatabaseQueue(path: index.path).read { db in
            try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT source, count(*) FROM item GROUP BY source")
                    .map { (row: Row) -> (String, Int) in (row[0], row[1]) })
        }
    }

    /// What `forte stats` reads (items, each decade, each composer, each source) against the items counted one by one.
    private func expectKeptCountsAgree(_ index: CatalogIndex, sources: [String: Int]) throws {
        let counted = try DatabaseQueue(path: index.path).read { db in
            (
                items: try Int.fetchOne(db, sql: "SELECT count(*) FROM item")!,
                decades: try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT decade, count(*) FROM item GROUP BY decade")
                        .map { (row: Row) -> (Decade?, Int) in (DecadeColumn.decade(row[0]), row[1]) }),
                composers: try String.fetchAll(db, sql: "SELECT composers FROM item").reduce(into: [String: Int]()) {
                    for name in Set($1.split(separator: "\u{1F}").map(String.init)) { $0[name, default: 0] += 1 }
                }
            )
        }
        let bySource = try countedSources(index)
        for (name, items) in sources {
            #expect(try index.itemCount(source: name) == items, "\(name)")
            #expect(bySource[name, default: 0] == items, "\(name)")
        }
        #expect(try index.count(.all) == counted.items)
        #expect(sources.values.reduce(0, +) == counted.items)
        let decades = try index.decadeCounts()
        #expect(Dictionary(uniqueKeysWithValues: decades.map { ($0.value, $0.count) }) == counted.decades)
        let composers = try index.composerCounts(in: .all)
        #expect(Dictionary(uniqueKeysWithValues: composers.map { ($0.value, $0.count) }) == counted.composers)
        #expect(try index.composerCount() == counted.composers.count)
    }
}
