import Foundation
import GRDB
import GRDBSQLite

/// A cached statement driven straight through SQLite's C API, for the sync's write path: there, GRDB's
/// boxed arguments and row objects cost as much as SQLite's own work. Binds by position; reset after use,
/// which also unbinds, so that no statement keeps pointing into a page's bytes.
struct DirectStatement {
    private let statement: Statement
    private var handle: OpaquePointer { statement.sqliteStatement }

    init(_ sql: String, _ db: Database) throws {
        statement = try db.cachedStatement(sql: sql)
    }

    func bind(_ position: Int32, _ value: String?) {
        guard var value else {
            sqlite3_bind_null(handle, position)
            return
        }
        value.withUTF8 { text in
            _ = text.withMemoryRebound(to: CChar.self) { sqlite3_bind_text(handle, position, $0.baseAddress, Int32(text.count), transient) }
        }
    }

    /// Binds the bytes in place: they must outlive the binding, until the statement is reset.
    func bind(_ position: Int32, text range: Range<Int>, of bytes: BoundBytes) {
        sqlite3_bind_text(handle, position, bytes.start(of: range).assumingMemoryBound(to: CChar.self), Int32(range.count), unchanging)
    }

    /// Binds the bytes in place, as a blob: they must outlive the binding, until the statement is reset.
    func bind(_ position: Int32, blob range: Range<Int>, of bytes: BoundBytes) {
        bind(position, blob: UnsafeRawBufferPointer(start: bytes.start(of: range), count: range.count))
    }

    /// Binds the bytes in place, as a blob: they must outlive the binding, until the statement is reset.
    func bind(_ position: Int32, blob bytes: UnsafeRawBufferPointer) {
        sqlite3_bind_blob(handle, position, bytes.baseAddress ?? UnsafeRawPointer(emptyText.utf8Start), Int32(bytes.count), unchanging)
    }

    func bind(_ position: Int32, _ value: Int64) {
        sqlite3_bind_int64(handle, position, value)
    }

    /// Steps once: true when a row is there to read.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(handle)))
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
    }

    /// Runs a statement that returns no rows, and resets it.
    func run() throws {
        defer { reset() }
        _ = try step()
    }

    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    /// The column's text, in place: valid until the statement steps again or is reset.
    func text(_ column: Int32) -> UnsafeRawBufferPointer {
        // Text first, then its length, as SQLite's documentation asks.
        let text = sqlite3_column_text(handle, column)
        return UnsafeRawBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column)))
    }

    /// The column's bytes, in place: valid until the statement steps again or is reset.
    func blob(_ column: Int32) -> UnsafeRawBufferPointer {
        let blob = sqlite3_column_blob(handle, column)
        return UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_column_bytes(handle, column)))
    }

    /// Whether the column holds exactly these bytes, compared in place.
    func column(_ column: Int32, equals range: Range<Int>, of bytes: BoundBytes) -> Bool {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count == range.count else { return false }
        guard count > 0, let stored = sqlite3_column_blob(handle, column) else { return true }
        return memcmp(bytes.start(of: range), stored, count) == 0
    }

    /// Whether the text column holds this string (NULL equals nil).
    func column(_ column: Int32, equals value: String?) -> Bool {
        guard let text = sqlite3_column_text(handle, column) else { return value == nil }
        guard var value else { return false }
        let count = Int(sqlite3_column_bytes(handle, column))
        return value.withUTF8 { $0.count == count && (count == 0 || memcmp($0.baseAddress!, text, count) == 0) }
    }
}

/// A prepared page's `ColumnBytes`, borrowed while its values are bound.
struct BoundBytes {
    let buffer: UnsafeRawBufferPointer

    /// Where the range starts; an empty range, even of an empty buffer, is some valid address.
    func start(of range: Range<Int>) -> UnsafeRawPointer {
        guard let base = buffer.baseAddress else { return UnsafeRawPointer(emptyText.utf8Start) }
        return base + range.lowerBound
    }
}

private let emptyText: StaticString = ""

/// SQLite copies what is bound (or returned by a function) before the call returns.
let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
/// SQLite uses what is bound in place, until the statement is reset.
private let unchanging = unsafeBitCast(0, to: sqlite3_destructor_type.self)
