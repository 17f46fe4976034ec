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
}
