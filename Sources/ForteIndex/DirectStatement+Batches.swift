import FortePipeline

extension DirectStatement {
    /// Calls `body` with the rows, copied a batch of `rows` at a time (`RowBatch`) on a thread of their own that steps
    /// SQLite for the next while `body` deals with these. Once the first row is there, the connection lets go of the
    /// pages it cached finding it (as `PRAGMA shrink_memory`): a sort's scan is not read again. The calling thread
    /// must not use the connection until this returns.
    func forEachBatch(of kinds: [RowBatch.Kind], rows: Int = 1 << 13, _ body: (RowBatch) throws -> Void) throws {
        let statement = Lent(self)
        try pipelined(
            capacity: 2,
            produce: { deliver in
                var batch = RowBatch(kinds, capacity: rows)
                var isFirst = true
                try statement.value.forEachRow([]) { row in
                    if isFirst {
                        statement.value.releaseConnectionMemory()
                        isFirst = false
                    }
                    batch.append(row)
                    if batch.count == rows {
                        try deliver(batch)
                        batch = RowBatch(kinds, capacity: rows)
                    }
                }
                if batch.count > 0 { try deliver(batch) }
            }
        ) { batches in
            for batch in batches { try body(batch) }
        }
    }
}

/// The statement, lent to the thread that steps it: the thread that lends it uses neither it nor its connection
/// until that thread has finished (`pipelined` returns only then).
private struct Lent: @unchecked Sendable {
    let value: DirectStatement

    init(_ value: DirectStatement) {
        self.value = value
    }
}
