import GRDB

/// Rows written many to a statement, `INSERT OR FAIL INTO table (columns) VALUES (…), (…), …`, for
/// bulk writes of thousands of rows: a statement a row cost more than the row itself, as each run
/// opened the table and its indexes and sought them from the root again.
///
/// A statement of many rows that may abort keeps a journal of every page it changes, to undo itself.
/// With OR FAIL, a constraint does not abort; but a function call may, and so may a value given for
/// an INTEGER PRIMARY KEY (it may not be an integer). So rows come as bound values, and the tables
/// written here have no such key. Inserted by `INSERT … SELECT` through a view that called functions,
/// a 100,000-record sync's composer rows once journaled 12 MB.
struct BulkInsert {
    private static let rowsPerStatement = 256

    private let db: Database
    private let table: String
    private let columns: [String]
    /// The statement for `rowsPerStatement` rows, made once.
    private let fullStatement: String
    private var values: [Value] = []
    /// The text values' bytes.
    private var text = ColumnBytes(reservingCapacity: 0)

    private enum Value {
        case integer(Int64)
        case text(Range<Int>)
    }

    init(into table: String, columns: [String], _ db: Database) {
        self.db = db
        self.table = table
        self.columns = columns
        fullStatement = Self.statement(into: table, columns: columns, rows: Self.rowsPerStatement)
        values.reserveCapacity(columns.count * Self.rowsPerStatement)
    }

    /// Appends the next value, in column order, row after row.
    mutating func append(_ value: Int64) throws {
        values.append(.integer(value))
        try writeIfFull()
    }

    /// Appends the next value, copying the bytes (which may belong to a statement's row).
    mutating func append(text bytes: UnsafeRawBufferPointer) throws {
        values.append(.text(text.append(bytes)))
        try writeIfFull()
    }

    /// Appends the next value, as text.
    mutating func append(_ value: String) throws {
        var value = value
        try value.withUTF8 { try append(text: UnsafeRawBufferPointer($0)) }
    }

    /// Writes the rows still waiting.
    mutating func finish() throws {
        precondition(values.count % columns.count == 0, "BulkInsert: a row is missing values")
        guard !values.isEmpty else { return }
        let rows = values.count / columns.count
        let insert = try DirectStatement(
            rows == Self.rowsPerStatement ? fullStatement : Self.statement(into: table, columns: columns, rows: rows), db)
        try text.withBound { bytes in
            for (offset, value) in values.enumerated() {
                switch value {
                case .integer(let number): insert.bind(Int32(offset + 1), number)
                case .text(let range): insert.bind(Int32(offset + 1), text: range, of: bytes)
                }
            }
            try insert.run()
        }
        values.removeAll(keepingCapacity: true)
        text.removeAll()
    }

    private mutating func writeIfFull() throws {
        if values.count == columns.count * Self.rowsPerStatement { try finish() }
    }

    private static func statement(into table: String, columns: [String], rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        return "INSERT OR FAIL INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
            + Array(repeating: row, count: rows).joined(separator: ", ")
    }
}
