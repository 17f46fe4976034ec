import ForteCatalog
import ForteSearch
import Testing

@testable import ForteIndex

/// News as the index keeps it: the marks, each moved only where it is told, and counts by `arrival`'s key.
@Suite struct NewsTests {
    let baseline = Source(name: "test", url: "http://127.0.0.1/oai")
    /// The source once a harvest of it has completed (as the harvest's last page saves it): what it harvests after is news.
    var synced: Source {
        var source = baseline
        source.lastCompleteHarvest = "2024-02-01T00:00:00Z"
        return source
    }

    func identifiers(_ reading: NewsReading) -> [String] { reading.items.map(\.summary.identifier) }

    @Test func aMailMarkMovesOnlyToThePointItIsGivenAndApartFromTheReadersMark() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 7)
        try harvest(factory.items(20), into: test.index, source: baseline)
        try test.index.saveSource(synced)
        #expect(try test.index.news(from: .mailMark(watch: nil)).items.isEmpty)
        #expect(try test.index.newsCount(from: .readerMark) == 0)

        try test.index.apply(page((30..<33).map { factory.item("oai:test:\($0)") }, source: synced, token: nil))
        let first = try test.index.news(from: .mailMark(watch: nil))
        #expect(identifiers(first) == ["oai:test:32", "oai:test:31", "oai:test:30"])
        // A send that failed moves nothing: the next digest has them all.
        #expect(try test.index.news(from: .mailMark(watch: nil)) == first)

        // Items that arrive between the read and the server's answer wait for the next digest.
        try test.index.apply(page([factory.item("oai:test:40")], source: synced, token: nil))
        try test.index.moveMailMark(watch: nil, to: first.through)
        #expect(identifiers(try test.index.news(from: .mailMark(watch: nil))) == ["oai:test:40"])
        #expect(try test.index.newsCount(from: .readerMark) == 4)

        // A watch's digests keep a mark of their own.
        try test.index.addWatch(Watch(name: "all", query: "music"))
        #expect(try test.index.news(from: .mailMark(watch: "all")).items.count == 4)
        try test.index.moveMailMark(watch: "all", to: try test.index.news(from: .mailMark(watch: "all")).through)
        #expect(try test.index.news(from: .mailMark(watch: "all")).items.isEmpty)
        #expect(try test.index.news(from: .mailMark(watch: nil)).items.count == 1)
        #expect(throws: IndexError.unknownWatch(name: "none")) {
            try test.index.moveMailMark(watch: "none", to: first.through)
        }

        #expect(try test.index.markNewsSeen() == 4)
        #expect(try test.index.newsCount(from: .readerMark) == 0)
        #expect(try test.index.news(from: .mailMark(watch: nil)).items.count == 1)
    }

    @Test func theNewShelfIsAListOfItsOwnThatMarkingTheNewsSeenEmpties() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 9)
        try harvest(factory.items(30), into: test.index, source: baseline)
        try test.index.saveSource(synced)
        let new = CatalogFilter(shelf: .new)
        #expect(try test.index.count(new) == 0)
        try test.index.apply(page((40..<44).map { factory.item("oai:test:\($0)") }, source: synced, token: nil))
        #expect(try test.index.count(new) == 4)
        let shelf = try test.index.summaries(new, offset: 0, limit: 10)
        #expect(Set(shelf.map(\.identifier)) == Set((40..<44).map { "oai:test:\($0)" }))
        #expect(shelf.allSatisfy { $0.isNew })
        #expect(try test.index.summaries(.all, offset: 0, limit: 100).filter(\.isNew).count == 4)
        let composers = try test.index.composerCounts(in: .new)
        #expect(composers.map(\.count).reduce(0, +) >= 1)
        // A search within the shelf finds its items alone.
        let found = try Searcher(test.index).find("score", within: new, limit: 100).results
        #expect(Set(found.map(\.identifier)) == Set(shelf.map(\.identifier)))
        // A favourite marked builds the favourites' lists alone, after the New shelf's, which stay whole.
        try test.index.setFavourite("oai:test:41", true)
        try test.index.setFavourite("oai:test:3", true)
        #expect(try test.index.summaries(new, offset: 0, limit: 10).map(\.identifier) == shelf.map(\.identifier))
        let favourites = try test.index.summaries(CatalogFilter(shelf: .favourites), offset: 0, limit: 10)
        #expect(Set(favourites.map(\.identifier)) == ["oai:test:41", "oai:test:3"])

        #expect(try test.index.markNewsSeen() == 4)
        #expect(try test.index.summaries(CatalogFilter(shelf: .favourites), offset: 0, limit: 10).count == 2)
        #expect(try test.index.count(new) == 0)
        #expect(try test.index.summaries(.all, offset: 0, limit: 100).allSatisfy { !$0.isNew })
        #expect(try test.index.count(.all) == 34)
    }

    @Test func anItemWithdrawnIsNeverNewsAndComesBackAsAdded() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 8)
        try harvest(factory.items(5), into: test.index, source: baseline)
        try test.index.saveSource(synced)
        let returning = factory.item("oai:test:50")
        try test.index.apply(page([returning, factory.item("oai:test:51")], source: synced, token: nil))
        try test.index.apply(IndexBatch(source: synced, deletions: ["oai:test:50", "oai:test:1"]))
        #expect(identifiers(try test.index.news(from: .readerMark, includingChanged: true)) == ["oai:test:51"])
        #expect(try test.index.newsCount(from: .readerMark) == 1)
        try test.index.apply(page([returning], source: synced, token: nil))
        #expect(identifiers(try test.index.news(from: .readerMark)) == ["oai:test:50", "oai:test:51"])
    }
}
