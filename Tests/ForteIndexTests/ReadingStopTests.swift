import ForteCatalog
import ForteSearch
import Testing

@testable import ForteIndex

/// Reads that may be stopped (`CatalogIndex.readingTogether(stoppingWhen:)`: a key's search past its budget, or when a
/// key comes): stopped as soon as the question says so, and only then.
@Suite struct ReadingStopTests {
    /// A read of ten million rows, far longer than a millisecond.
    private static func longRead(_ index: CatalogIndex) throws -> Int {
        try index.reading { db in
            try Int.fetchOne(
                db,
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000000)
                    SELECT count(*) FROM n
                    """) ?? 0
        }
    }

    @Test func aReadIsStoppedWhenTheQuestionSaysSo() throws {
        let test = try TestIndex()
        var questions = 0
        #expect(throws: CancellationError.self) {
            try test.index.readingTogether(stoppingWhen: {
                questions += 1
                return questions > 3
            }) { try Self.longRead(test.index) }
        }
        #expect(questions == 4)
        // The connection reads on as before, and when the question never says stop, the read is whole.
        #expect(try test.index.count(.all) == 0)
        #expect(try test.index.readingTogether(stoppingWhen: { false }) { try Self.longRead(test.index) } == 10_000_000)
    }

    /// Work on what was read (each item's lists laid out) asks the question of the reads it is part of: stopped when
    /// it says so, and never outside such reads.
    @Test func workOnWhatWasReadIsStoppedWhenTheQuestionSaysSo() throws {
        let test = try TestIndex()
        #expect(throws: CancellationError.self) {
            try test.index.readingTogether(stoppingWhen: { true }) { try ReadingStop.stopIfAsked() }
        }
        try test.index.readingTogether(stoppingWhen: { false }) { try ReadingStop.stopIfAsked() }
        try test.index.readingTogether { try ReadingStop.stopIfAsked() }
    }

    /// Words within years walk the word's matches for those of the span (`MatchesWithinList`), the span's items already
    /// kept: the walk is stopped too, and whole when nothing stops it.
    @Test func aSearchWithinYearsIsStoppedWhenTheQuestionSaysSo() throws {
        let test = try TestIndex()
        let items = (0..<5_000).map { number in
            var item = SearchTests.item("i\(number)", title: "Waltz \(number)")
            item.metadata.date = [number == 4_999 ? "1915" : "1914"]
            return item
        }
        try harvest(items, into: test.index, pageSize: 1_000)
        let plan = try Searcher(test.index).findAsTyped("year:1915 waltz", limit: 10).plan
        var questions = 0
        #expect(throws: CancellationError.self) {
            try test.index.readingTogether(stoppingWhen: {
                questions += 1
                return questions > 3
            }) { try test.index.search(plan, limit: 10) }
        }
        #expect(questions == 4)
        let whole = try test.index.readingTogether(stoppingWhen: { false }) { try test.index.search(plan, limit: 10) }
        #expect(whole.map(\.identifier) == ["i4999"])
    }
}
