import ForteCatalog
import GRDB
import GRDBSQLite

/// What the full-text index keeps of an item's facets (its `facets` column, `FacetColumn`), in its column
/// `facets`: each word of each value as `Facet.keyed` writes it, for `instrument:piano`; and each value whole as
/// one token, for a search within a chosen value (`ListFacet.condition(for:)`). Both behind
/// `CreatorRole.indexedMark`, as role words are, the whole values behind it twice.
///
/// `facetText(facets)`, on SQLite's C API as `RecordTextFunction` is: it runs for every item indexed, and again,
/// the same, for every item forgotten.
enum FacetText {
    static let column = TextColumn.facets.rawValue

    /// The token of a value with this key: its letters and digits, behind the mark twice and the facet's name.
    static func valueToken(_ facet: Facet, key: String) -> String {
        CreatorRole.indexedMark + CreatorRole.indexedMark + facet.rawValue
            + String(decoding: key.utf8.filter { !CreatorRole.isBetweenWords($0) }, as: UTF8.self)
    }

    static func install(in db: Database) {
        let code = sqlite3_create_function_v2(
            db.sqliteConnection, "facetText", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
            nil, { context, _, arguments in FacetText.facetText(context, arguments) }, nil, nil, nil)
        precondition(code == SQLITE_OK, "facetText could not be installed: \(code)")
    }

    /// The text of the column's values: tokens one space apart.
    static func text(of column: UnsafeRawBufferPointer) -> [UInt8] {
        var text: [UInt8] = []
        let mark = CreatorRole.indexedMark.utf8
        FacetColumn.forEach(in: column) { name, key, display in
            if !text.isEmpty { text.append(UInt8(ascii: " ")) }
            text.append(contentsOf: mark)
            text.append(contentsOf: mark)
            text.append(contentsOf: name)
            text.append(contentsOf: key.lazy.filter { !CreatorRole.isBetweenWords($0) })
            // Each word of the display form behind the mark and the name, as `Facet.keyed` writes them.
            for word in display.split(whereSeparator: CreatorRole.isBetweenWords) {
                text.append(UInt8(ascii: " "))
                text.append(contentsOf: mark)
                text.append(contentsOf: name)
                text.append(contentsOf: word)
            }
        }
        return text
    }

    private static func facetText(_ context: OpaquePointer?, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
        guard let arguments else { return }
        let start = sqlite3_value_text(arguments[0])
        let column = UnsafeRawBufferPointer(start: start, count: Int(sqlite3_value_bytes(arguments[0])))
        let text = text(of: column)
        guard !text.isEmpty else { return sqlite3_result_text(context, "", 0, transient) }
        text.withUnsafeBufferPointer { bytes in
            sqlite3_result_text(
                context, UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self),
                Int32(bytes.count), transient)
        }
    }
}
