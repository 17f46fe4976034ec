/// Rows of a query copied out of SQLite, a batch of them: each column an integer or a text, as `kinds` says.
/// So that one thread can step SQLite for the next rows while another deals with these (see `ListBuilder`).
struct RowBatch: Sendable {
    enum Kind: Sendable {
        case integer
        case text
    }

    /// By column, its place among a row's integers, or among its texts.
    private let places: [Int]
    private let kinds: [Kind]
    private let integersARow: Int
    private let textsARow: Int
    private(set) var count = 0
    private var integers: [Int64] = []
    /// The texts' bytes one after another, and where each ends, by row, then by text column.
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    init(_ kinds: [Kind], capacity: Int) {
        self.kinds = kinds
        var counts = (integers: 0, texts: 0)
        places = kinds.map { kind in
            switch kind {
            case .integer:
                defer { counts.integers += 1 }
                return counts.integers
            case .text:
                defer { counts.texts += 1 }
                return counts.texts
            }
        }
        (integersARow, textsARow) = counts
        integers.reserveCapacity(capacity * integersARow)
        ends.reserveCapacity(capacity * textsARow)
    }

    /// Copies the row's columns.
    mutating func append(_ row: borrowing DirectStatement.Row) {
        for (column, kind) in kinds.enumerated() {
            switch kind {
            case .integer:
                integers.append(row.int64(Int32(column)))
            case .text:
                row.withText(Int32(column)) { bytes.append(contentsOf: $0) }
                ends.append(bytes.count)
            }
        }
        count += 1
    }

    func int64(row: Int, column: Int) -> Int64 {
        integers[row * integersARow + places[column]]
    }

    /// Lends the text of the row's column, in place.
    func withText<Result>(
        row: Int, column: Int, _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows
        -> Result
    {
        let index = row * textsARow + places[column]
        let start = index == 0 ? 0 : ends[index - 1]
        return try bytes.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[start..<ends[index]])) }
    }
}
