import Foundation
import GRDB
import GRDBSQLite

/// A cached statement driven straight through SQLite's C API, for the sync's write path and the lists' build: there,
/// GRDB's boxed arguments and row objects cost as much as SQLite's own work (docs/PERFORMANCE.md, "The binding layer").
///
/// Each call binds, steps and resets: the values it binds in place are a `ColumnBytes` the call holds, so no binding
/// outlives its bytes; a row is lent to a closure, as a value that cannot be copied out of it.
struct DirectStatement {
    /// A value to bind: text or bytes of the call's `ColumnBytes`, bound in place, or a value SQLite copies.
    enum Value {
        case text(Range<Int>)
        case blob(Range<Int>)
        case string(String?)
        case integer(Int64)
    }

    private let statement: Statement
    private var handle: OpaquePointer { statement.sqliteStatement }

    init(_ sql: String, _ db: Database) throws {
        statement = try db.cachedStatement(sql: sql)
    }

    /// Runs a statement that returns no rows; `values` bind by position.
    func run(_ values: [Value], of bytes: ColumnBytes = ColumnBytes()) throws {
        try withBound(values, of: bytes) { _ = try step() }
    }

    /// `body` of the first row, nil when there is none.
    func firstRow<Result>(
        _ values: [Value], of bytes: ColumnBytes = ColumnBytes(), _ body: (borrowing Row) throws -> Result
    ) throws -> Result? {
        try withBound(values, of: bytes) {
            guard try step() else { return nil }
            let row = Row(handle: handle, bytes: bytes)
            return try body(row)
        }
    }

    /// Calls `body` with each row.
    func forEachRow(
        _ values: [Value], of bytes: ColumnBytes = ColumnBytes(), _ body: (borrowing Row) throws -> Void
    ) throws {
        try withBound(values, of: bytes) {
            while try step() {
                let row = Row(handle: handle, bytes: bytes)
                try body(row)
            }
        }
    }

    /// Binds `values`, calls `body`, and resets, which also unbinds.
    private func withBound<Result>(
        _ values: [Value], of bytes: ColumnBytes, _ body: () throws -> Result
    ) throws -> Result {
        try bytes.withUnsafeBytes { buffer in
            defer {
                sqlite3_reset(handle)
                sqlite3_clear_bindings(handle)
            }
            for (index, value) in values.enumerated() {
                bind(value, at: Int32(index + 1), of: buffer)
            }
            return try body()
        }
    }

    private func bind(_ value: Value, at position: Int32, of bytes: UnsafeRawBufferPointer) {
        switch value {
        case .text(let range):
            sqlite3_bind_text(
                handle, position, start(of: range, in: bytes).assumingMemoryBound(to: CChar.self),
                Int32(range.count), unchanging)
        case .blob(let range):
            sqlite3_bind_blob(handle, position, start(of: range, in: bytes), Int32(range.count), unchanging)
        case .string(nil):
            sqlite3_bind_null(handle, position)
        case .string(var value?):
            value.withUTF8 { text in
                _ = text.withMemoryRebound(to: CChar.self) {
                    sqlite3_bind_text(handle, position, $0.baseAddress, Int32(text.count), transient)
                }
            }
        case .integer(let value):
            sqlite3_bind_int64(handle, position, value)
        }
    }

    /// Lets go of what the statement's connection caches, as `PRAGMA shrink_memory` does.
    func releaseConnectionMemory() {
        sqlite3_db_release_memory(sqlite3_db_handle(handle))
    }

    /// Steps once: true when a row is there to read.
    private func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(handle)))
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
    }

    /// The statement's current row, valid while the closure it is lent to runs.
    struct Row: ~Copyable {
        fileprivate let handle: OpaquePointer
        fileprivate let bytes: ColumnBytes

        func int64(_ column: Int32) -> Int64 {
            sqlite3_column_int64(handle, column)
        }

        /// Lends the column's text, in place.
        func withText<Result>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
            // Text first, then its length, as SQLite's documentation asks.
            let text = sqlite3_column_text(handle, column)
            return try body(UnsafeRawBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))))
        }

        /// Lends the column's bytes, in place.
        func withBlob<Result>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
            let blob = sqlite3_column_blob(handle, column)
            return try body(UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_column_bytes(handle, column))))
        }

        /// Whether the column holds exactly this value (a range of the call's bytes, or a string; NULL equals nil).
        func column(_ column: Int32, equals value: Value) -> Bool {
            switch value {
            case .text(let range), .blob(let range):
                let count = Int(sqlite3_column_bytes(handle, column))
                guard count == range.count else { return false }
                guard count > 0, let stored = sqlite3_column_blob(handle, column) else { return true }
                return bytes.withUnsafeBytes { memcmp(start(of: range, in: $0), stored, count) == 0 }
            case .string(let value):
                guard let text = sqlite3_column_text(handle, column) else { return value == nil }
                guard var value else { return false }
                let count = Int(sqlite3_column_bytes(handle, column))
                return value.withUTF8 { $0.count == count && (count == 0 || memcmp($0.baseAddress!, text, count) == 0) }
            case .integer(let value):
                return sqlite3_column_type(handle, column) == SQLITE_INTEGER && int64(column) == value
            }
        }
    }
}

/// Where the range of `bytes` starts, checked to lie within them; an empty range, even of no bytes, is some valid
/// address (a null one would bind NULL).
private func start(of range: Range<Int>, in bytes: UnsafeRawBufferPointer) -> UnsafeRawPointer {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "a bound range lies outside its bytes")
    guard let base = bytes.baseAddress else { return UnsafeRawPointer(emptyText.utf8Start) }
    return base + range.lowerBound
}

private let emptyText: StaticString = ""

/// SQLite copies what is bound (or returned by a function) before the call returns.
let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
/// SQLite uses what is bound in place, until the statement is reset.
private let unchanging = unsafeBitCast(0, to: sqlite3_destructor_type.self)
