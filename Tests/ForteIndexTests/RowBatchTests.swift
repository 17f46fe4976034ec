import GRDB
import Testing

@testable import ForteIndex

/// A query's rows copied a batch at a time on a thread of their own (`DirectStatement.forEachBatch`), as the lists'
/// build reads the items.
@Suite struct RowBatchTests {
    struct Boom: Error {}

    private static func withRows(_ count: Int, _ body: (Database) throws -> Void) throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE row (number INTEGER, text TEXT)")
            for number in 0..<count {
                // Texts of every length from none up, some of characters of more than one byte.
                let text = String(repeating: number % 3 == 0 ? "é" : "a", count: number % 5)
                try db.execute(sql: "INSERT INTO row VALUES (?, ?)", arguments: [number - 3, text])
            }
            try body(db)
        }
    }

    @Test func everyRowComesInOrderAcrossTheBatches() throws {
        try Self.withRows(10) { db in
            var rows: [(Int64, String, Int64)] = []
            var sizes: [Int] = []
            try DirectStatement("SELECT number, text, number * 2 FROM row ORDER BY number", db).forEachBatch(
                of: [.integer, .text, .integer], rows: 3
            ) { batch in
                sizes.append(batch.count)
                for row in 0..<batch.count {
                    let text = batch.withText(row: row, column: 1) { String(decoding: $0, as: UTF8.self) }
                    rows.append((batch.int64(row: row, column: 0), text, batch.int64(row: row, column: 2)))
                }
            }
            #expect(sizes == [3, 3, 3, 1])
            #expect(rows.map(\.0) == Array(-3...6))
            #expect(rows.map(\.1) == (0..<10).map { String(repeating: $0 % 3 == 0 ? "é" : "a", count: $0 % 5) })
            #expect(rows.map(\.2) == (-3...6).map { $0 * 2 })
        }
    }

    @Test func noRowsNoBatch() throws {
        try Self.withRows(0) { db in
            var batches = 0
            try DirectStatement("SELECT number FROM row", db).forEachBatch(of: [.integer]) { _ in batches += 1 }
            #expect(batches == 0)
        }
    }

    /// A failure while the rows are dealt stops the stepping thread before the call returns: the connection is the
    /// caller's again.
    @Test func aFailureStopsTheSteppingBeforeItReturns() throws {
        try Self.withRows(1_000) { db in
            var batches = 0
            #expect(throws: Boom.self) {
                try DirectStatement("SELECT number FROM row", db).forEachBatch(of: [.integer], rows: 10) { _ in
                    batches += 1
                    if batches == 2 { throw Boom() }
                }
            }
            #expect(batches == 2)
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM row")
            #expect(count == 1_000)
        }
    }
}
