import Foundation
import GRDB
import GRDBSQLite

/// A cached statement driven straight through SQLite's C API, for the sync's write path: there, GRDB's
/// boxed arguments and row objects cost as much as SQLite's own work. Binds by position; reset after use.
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

    func bind(_ position: Int32, _ value: Int64) {
        sqlite3_bind_int64(handle, position, value)
    }

    func bind(_ position: Int32, _ value: Data) {
        value.withUnsafeBytes { bytes in
            _ = sqlite3_bind_blob(handle, position, bytes.baseAddress, Int32(bytes.count), transient)
        }
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
    }

    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    /// Whether the column holds exactly these bytes, compared in place.
    func column(_ column: Int32, equals value: Data) -> Bool {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count == value.count else { return false }
        guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return true }
        return value.withUnsafeBytes { memcmp($0.baseAddress!, bytes, count) == 0 }
    }

    /// Whether the text column holds this string (NULL equals nil).
    func column(_ column: Int32, equals value: String?) -> Bool {
        guard let text = sqlite3_column_text(handle, column) else { return value == nil }
        guard var value else { return false }
        let count = Int(sqlite3_column_bytes(handle, column))
        return value.withUTF8 { $0.count == count && (count == 0 || memcmp($0.baseAddress!, text, count) == 0) }
    }
}

/// SQLite copies what is bound before the call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
