import Testing

@testable import ForteIndex

/// Reads given a budget (`CatalogIndex.readingTogether(within:)`, a key's search): stopped once it has passed.
@Suite struct ReadingBudgetTests {
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

    @Test func aReadPastItsBudgetIsStopped() throws {
        let test = try TestIndex()
        #expect(throws: CancellationError.self) {
            try test.index.readingTogether(within: .milliseconds(1)) { try Self.longRead(test.index) }
        }
        // The connection reads on as before, and within a budget long enough, the read is whole.
        #expect(try test.index.count(.all) == 0)
        #expect(try test.index.readingTogether(within: .seconds(60)) { try test.index.count(.all) } == 0)
    }
}
