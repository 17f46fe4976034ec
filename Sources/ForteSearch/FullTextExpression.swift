import ForteCatalog

/// A `SearchQuery` as the index runs it (`SearchPlan`): its words as an FTS5 expression in which every
/// word is quoted, so that nothing a person typed is FTS5 syntax and every query is valid.
extension SearchQuery {
    /// `completions`: for a word sought as a prefix (as `prefixWords` gives it), the index's words that start with it,
    /// sought in its place (any of them) when there are some.
    public func plan(within scope: CatalogFilter = .all, completions: [String: [String]] = [:]) -> SearchPlan {
        let included = clauses.filter { !$0.isExcluded }.compactMap { Self.expression(of: $0.terms, completions) }
        let excluded = clauses.filter(\.isExcluded).compactMap { Self.expression(of: $0.terms, completions) }
        var match: String?
        if !included.isEmpty {
            // (a AND b) NOT (c OR d), not ((a AND b) NOT c) NOT d: FTS5's parser overflows its stack on a hundred
            // levels of parentheses, where a list of ORs stays flat.
            let wanted = included.joined(separator: " AND ")
            match = excluded.isEmpty ? wanted : "(\(wanted)) NOT (\(excluded.joined(separator: " OR ")))"
        }
        let years = clauses.filter { !$0.isExcluded }.map(Self.dateRanges).filter { !$0.isEmpty }
        let excludedYears = clauses.filter(\.isExcluded).flatMap(Self.dateRanges)
        return SearchPlan(
            match: match, excluded: match == nil && !excluded.isEmpty ? excluded.joined(separator: " OR ") : nil,
            years: years, excludedYears: excludedYears, scope: scope)
    }

    /// The clause's words, any of its terms, in parentheses; nil when it has none (dates alone).
    /// Dates in a clause with words filter beside them: `OR` joins words with words and dates with dates.
    static func expression(of terms: [Term], _ completions: [String: [String]] = [:]) -> String? {
        let texts = terms.compactMap { term -> String? in
            guard case .text(let words, let isPhrase, let isOpen, let field) = term else { return nil }
            // A word a field keeps in several (`o'brien` as a lyricist: `0lyricisto 0lyricistbrien`) is a phrase of them.
            let written = words.map { field?.written($0) ?? [$0] }
            let phrases =
                isPhrase
                ? [
                    isOpen
                        ? openPhrase(Array(written.joined()), completions)
                        : quoted(written.joined().joined(separator: " "))
                ]
                : written.map { openPhrase($0, completions) }
            let joined = phrases.joined(separator: " AND ")
            // Words of no field search every column but the role words, which are only a role field's: else `comp`
            // would find every item with a composer (`0composer…`).
            return "\(field?.column.map(\.rawValue) ?? "- \(TextColumn.roles.rawValue)") : (\(joined))"
        }
        return texts.isEmpty ? nil : "(" + texts.joined(separator: " OR ") + ")"
    }

    /// Words in this order, the last one the start of a word: as the phrases of each word it stands for, when
    /// `completions` has them. A last word that ends in punctuation (`composer:`, as a field is typed) is whole: as the
    /// start of a word, it had FTS5 merge every item of every word it starts.
    private static func openPhrase(_ tokens: [String], _ completions: [String: [String]]) -> String {
        guard let last = tokens.last, let completed = completions[last], !completed.isEmpty else {
            let isWhole = tokens.last?.last.map { !$0.isLetter && !$0.isNumber } ?? false
            return quoted(tokens.joined(separator: " ")) + (isWhole ? "" : "*")
        }
        return "("
            + completed.map { quoted((tokens.dropLast() + [$0]).joined(separator: " ")) }.joined(separator: " OR ")
            + ")"
    }

    /// The words sought as prefixes (the last of each word a field keeps in several, and of a phrase still being
    /// typed) that the index's tokenizer keeps as they are but for case: those of ASCII letters and digits. Others
    /// are sought as prefixes whatever `completions` says.
    public var prefixWords: [String] {
        clauses.flatMap(\.terms).flatMap { term -> [String] in
            guard case .text(let words, let isPhrase, let isOpen, let field) = term else { return [] }
            let written = words.map { field?.written($0) ?? [$0] }
            return (isPhrase ? (isOpen ? [written.joined().last] : []) : written.map(\.last)).compactMap { $0 }
        }.filter { word in !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    private static func dateRanges(_ clause: Clause) -> [ClosedRange<Int>?] {
        clause.terms.compactMap { term -> ClosedRange<Int>?? in
            guard case .date(let range) = term else { return nil }
            if case .years(let years) = range { return .some(years) }
            return .some(nil)
        }
    }

    /// An FTS5 string: `"` doubled inside double quotes.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
