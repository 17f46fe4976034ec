import GRDB
import GRDBSQLite

/// `reversedIdentifier(identifier)`: the identifier's characters (Unicode scalars) backwards, as
/// `ShortIdentifier.reversed` gives them, for `identifierTail`. In SQL, so that a sync's new items are taken in
/// one statement: taken row by row through GRDB's arguments, they cost a sync a large share of its time
/// (docs/PERFORMANCE.md).
enum ReversedIdentifierFunction {
    static func install(in db: Database) {
        let code = sqlite3_create_function_v2(
            db.sqliteConnection, "reversedIdentifier", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
            nil, { context, _, arguments in ReversedIdentifierFunction.reversed(context, arguments) }, nil, nil, nil)
        precondition(code == SQLITE_OK, "reversedIdentifier could not be installed: \(code)")
    }

    private static func reversed(_ context: OpaquePointer?, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
        guard let arguments, let start = sqlite3_value_text(arguments[0]) else {
            sqlite3_result_null(context)
            return
        }
        let text = UnsafeBufferPointer(start: start, count: Int(sqlite3_value_bytes(arguments[0])))
        // Each scalar's bytes kept in their order, the scalars taken from the last: a scalar starts at a byte that
        // is not a continuation byte (10xxxxxx). Written into memory of the call's own, not an array each: it runs
        // for every item a harvest adds.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(text.count, 1)) { result in
            var end = text.count
            var written = 0
            while end > 0 {
                var scalarStart = end - 1
                while scalarStart > 0, text[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
                for index in scalarStart..<end {
                    result[written] = text[index]
                    written += 1
                }
                end = scalarStart
            }
            sqlite3_result_text(
                context, UnsafeRawPointer(result.baseAddress!).assumingMemoryBound(to: CChar.self), Int32(written),
                transient)
        }
    }
}
