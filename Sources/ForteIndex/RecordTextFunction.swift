import GRDB
import GRDBSQLite

/// `recordText(record, recordFormat, element)`: the values of the Dublin Core element named `element`
/// (`creator`, say) of an item's `record`, one a line. The full-text index keeps no copy of the text it
/// indexes (see `Projection`), so it reads an item's text from its record when the item is indexed, and
/// again, the same, when it is forgotten. Fails (as a damaged file) on a record of another format.
///
/// On SQLite's C API: it runs four times for every item indexed, and GRDB's boxed arguments would cost
/// more than the reading.
enum RecordTextFunction {
    static func install(in db: Database) {
        let code = sqlite3_create_function_v2(
            db.sqliteConnection, "recordText", 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
            nil, { context, _, arguments in RecordTextFunction.recordText(context, arguments) }, nil, nil, nil)
        precondition(code == SQLITE_OK, "recordText could not be installed: \(code)")
    }

    /// The element's place in `RecordCoding.elements`, looked up once a statement: SQLite keeps it with the
    /// statement's constant argument (auxiliary data), not for every item a sync indexes.
    private static func element(named name: OpaquePointer?, _ context: OpaquePointer?) -> Int? {
        if let kept = sqlite3_get_auxdata(context, 2) { return Int(bitPattern: kept) - 1 }
        guard let text = sqlite3_value_text(name),
            let element = RecordCoding.elements.firstIndex(of: String(cString: text))
        else {
            return nil
        }
        sqlite3_set_auxdata(context, 2, UnsafeMutableRawPointer(bitPattern: element + 1), nil)
        return element
    }

    private static func recordText(_ context: OpaquePointer?, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
        guard let arguments else { return }
        // The blob first, then its length, as SQLite's documentation orders the calls.
        let start = sqlite3_value_blob(arguments[0])
        let record = UnsafeRawBufferPointer(start: start, count: Int(sqlite3_value_bytes(arguments[0])))
        // No bytes (no start) are no item either.
        guard let start, sqlite3_value_int(arguments[1]) == RecordCoding.format,
            let element = element(named: arguments[2], context),
            var values = RecordCoding.valueRanges(ofElement: element, in: record)
        else {
            sqlite3_result_error_code(context, SQLITE_CORRUPT)
            return
        }
        guard values.remaining > 1 else {
            // Most elements have one value or none: SQLite copies it straight from the record (none is
            // empty text, not NULL, as the full-text index wants).
            let value = values.next() ?? 0..<0
            sqlite3_result_text(
                context, (start + value.lowerBound).assumingMemoryBound(to: CChar.self), Int32(value.count), transient)
            return
        }
        var text: [UInt8] = []
        for (index, value) in values.enumerated() {
            if index > 0 { text.append(UInt8(ascii: "\n")) }
            text.append(contentsOf: UnsafeRawBufferPointer(rebasing: record[value]))
        }
        text.withUnsafeBufferPointer { bytes in
            sqlite3_result_text(
                context, UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self), Int32(bytes.count),
                transient)
        }
    }
}
