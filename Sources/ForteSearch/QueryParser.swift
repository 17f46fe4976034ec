/// Reads what a person typed as a `SearchQuery`. Any text is a query: what is not syntax is words.
///
/// `word` (the start of a word), `"a phrase"` (an unclosed quote runs to the end), `-word` or
/// `-"a phrase"` (excluded), `a OR b` (either; `OR` in capitals between two terms), `field:value`
/// and `field:"a phrase"` for the fields of `SearchField`; `decade:1910s`, `decade:undated`,
/// `year:1914` and `year:1910..1925` filter by date.
extension SearchQuery {
    public init(parsing text: String) {
        var clauses: [Clause] = []
        var joinsPrevious = false
        var rest = Substring(text)
        while let token = Self.nextToken(&rest) {
            if token.isOrOperator {
                // `OR` joins only when there is a clause before it to join; otherwise it is a word.
                if let last = clauses.last, !last.isExcluded, !joinsPrevious {
                    joinsPrevious = true
                    continue
                }
            }
            guard let term = token.term else { continue }
            if joinsPrevious, !token.isExcluded {
                clauses[clauses.count - 1].terms.append(term)
            } else {
                clauses.append(Clause(terms: [term], isExcluded: token.isExcluded))
            }
            joinsPrevious = false
        }
        // A last `OR` joins nothing: it is a word.
        if joinsPrevious {
            clauses.append(
                Clause(terms: [.text(words: ["OR"], isPhrase: false, isOpen: false, field: nil)], isExcluded: false))
        }
        self.init(clauses: clauses)
    }

    /// One term as typed: excluded or not, its field, its text, quoted or not.
    private struct Token {
        var isExcluded = false
        var field: SearchField?
        var value: Substring
        var isQuoted = false
        var isOpen = false

        var isOrOperator: Bool { !isExcluded && field == nil && !isQuoted && value == "OR" }

        /// Nil when it has nothing to find (only punctuation, say).
        var term: Term? {
            if let field, field.sought == nil {
                if let range = DateRange(field, value: value) { return .date(range) }
                // Not a date after all: the whole of it is words.
                return Self.text(words(of: field.name + ":" + value), isPhrase: isQuoted, isOpen: isOpen, field: nil)
            }
            return Self.text(words(of: value), isPhrase: isQuoted, isOpen: isOpen, field: field)
        }

        /// Control characters go: nothing searched for has them, and SQLite's text ends at a NUL.
        private func words(of text: Substring) -> [String] {
            text.split(whereSeparator: \.isWhitespace).filter { $0.contains { $0.isLetter || $0.isNumber } }
                .map {
                    String(
                        String.UnicodeScalarView($0.unicodeScalars.filter { $0.properties.generalCategory != .control })
                    )
                }
        }

        private static func text(_ words: [String], isPhrase: Bool, isOpen: Bool, field: SearchField?) -> Term? {
            words.isEmpty
                ? nil : .text(words: words, isPhrase: isPhrase && words.count > 1, isOpen: isOpen, field: field)
        }
    }

    /// The next token of `rest`, which loses it; nil at the end.
    private static func nextToken(_ rest: inout Substring) -> Token? {
        rest = rest.drop(while: \.isWhitespace)
        guard !rest.isEmpty else { return nil }
        var token = Token(value: "")
        if rest.first == "-", let next = rest.dropFirst().first, !next.isWhitespace {
            token.isExcluded = true
            rest = rest.dropFirst()
        }
        if let colon = rest.prefix(while: { !$0.isWhitespace && $0 != "\"" }).firstIndex(of: ":"),
            let field = SearchField(named: rest[..<colon]), rest.index(after: colon) < rest.endIndex,
            !rest[rest.index(after: colon)].isWhitespace
        {
            token.field = field
            rest = rest[rest.index(after: colon)...]
        }
        if rest.first == "\"" {
            rest = rest.dropFirst()
            let close = rest.firstIndex(of: "\"")
            token.value = rest[..<(close ?? rest.endIndex)]
            (token.isQuoted, token.isOpen) = (true, close == nil)
            rest = close.map { rest[rest.index(after: $0)...] } ?? rest[rest.endIndex...]
        } else {
            let end = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
            token.value = rest[..<end]
            rest = rest[end...]
        }
        return token
    }
}
