/// A person's search text as an FTS5 query that cannot be a syntax error.
///
/// Each word becomes a quoted phrase (so `AND`, `-`, `*`, `"` and `:` are just text), all words
/// must match, and the last one matches as a prefix, for search-as-you-type.
enum FullTextQuery {
    /// Nil when the text has no word to search for.
    static func matching(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace)
            .filter { $0.contains { $0.isLetter || $0.isNumber } }
            .map { "\"" + $0.replacing("\"", with: "\"\"") + "\"" }
        guard let last = words.last else { return nil }
        return (words.dropLast() + [last + "*"]).joined(separator: " ")
    }

    /// bm25 weights of the columns title, creators, subjects, description, publisher: a word in the
    /// title counts most.
    static let rank = "bm25(itemText, 10.0, 4.0, 2.0, 1.0, 1.0)"

    /// How many matches are ranked at most (see `CatalogIndex.search`).
    static let rankedMatches = 1_000
}
