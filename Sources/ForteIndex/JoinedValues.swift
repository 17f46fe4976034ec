/// Several values of an item kept in one text column (its composers, say): joined by U+001F, a control
/// character that XML 1.0 cannot carry, so no harvested value contains it. Distinct values, in catalogue
/// order; no values is the empty text.
///
/// The one place the join is written and read: the store joins, the lists, the sort orders, the summaries and
/// the search scopes split or match.
enum JoinedValues {
    static let separator = "\u{1F}"
    /// `separator`'s byte, for reading a column in place.
    static let separatorByte: UInt8 = 0x1F

    static func split(_ joined: String) -> [String] {
        joined.isEmpty
            ? [] : joined.utf8.split(separator: separatorByte, omittingEmptySubsequences: false).map { String($0)! }
    }

    /// The first value, nil when there is none.
    static func first(of joined: String) -> String? {
        joined.isEmpty ? nil : String(joined.prefix { $0 != "\u{1F}" })
    }

    /// Calls `body` with each value of a column read in place, as bytes.
    static func forEach(in joined: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        var start = joined.startIndex
        while start < joined.endIndex {
            let end = joined[start...].firstIndex(of: separatorByte) ?? joined.endIndex
            defer { start = end + 1 }
            guard end > start else { continue }
            body(UnsafeRawBufferPointer(rebasing: joined[start..<end]))
        }
    }

    /// SQL that holds when the text `column` has the bound value among its values, the value whole.
    static func containsCondition(_ column: String) -> String {
        "instr(char(31) || \(column) || char(31), char(31) || ? || char(31)) > 0"
    }
}
