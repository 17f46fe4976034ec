import ForteCatalog

/// A `SearchPlan`'s words as the FTS5 expressions the index runs over `itemText`'s columns (`TextColumn`): every word
/// quoted, so that nothing a person typed is FTS5 syntax and every query is valid.
extension SearchPlan {
    /// The expression items must match (exclusions included); nil when the plan has no words to find.
    package var match: String? {
        let included = clauses.filter { !$0.isExcluded }.map { expression(of: $0.words) }
        guard !included.isEmpty else { return nil }
        // (a AND b) NOT (c OR d), not ((a AND b) NOT c) NOT d: FTS5's parser overflows its stack on a hundred
        // levels of parentheses, where a list of ORs stays flat.
        let wanted = included.joined(separator: " AND ")
        let excluded = excludedExpressions
        return excluded.isEmpty ? wanted : "(\(wanted)) NOT (\(excluded.joined(separator: " OR ")))"
    }

    /// What items must not match, for a plan of exclusions alone (`match` nil).
    package var excludedMatch: String? {
        let excluded = excludedExpressions
        return clauses.allSatisfy(\.isExcluded) && !excluded.isEmpty ? excluded.joined(separator: " OR ") : nil
    }

    private var excludedExpressions: [String] {
        clauses.filter(\.isExcluded).map { expression(of: $0.words) }
    }

    /// The words sought as prefixes (the last of each word a field keeps in several, and of a phrase still being
    /// typed) that the index's tokenizer keeps as they are but for case: those of ASCII letters and digits. Others
    /// are sought as prefixes whatever `completions` says.
    package var prefixWords: [String] {
        clauses.flatMap(\.words).flatMap { sought -> [String] in
            let written = sought.words.map { Self.written($0, in: sought.field) }
            return (sought.isPhrase ? (sought.isOpen ? [written.joined().last] : []) : written.map(\.last))
                .compactMap { $0 }
        }.filter { word in !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The clause whose last word, still being typed, stands for the most words, when they are `atLeast` or more (or
    /// too many to name) and the clause is that word (or phrase) alone: FTS5 seeks each of the words, and a phrase's
    /// words before it for each (`WidePrefixSearch`). Nil when there is none.
    func widePrefix(atLeast: Int) -> WidePrefix? {
        // How many words a prefix stands for: unknown (as many as can be) when the plan seeks the prefix itself.
        func words(of token: String) -> Int {
            guard let completed = completions[token] else {
                return token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? .max : 0
            }
            return completed.count
        }
        let wide = clauses.indices.compactMap { index -> (clause: Int, tokens: [String], field: Field?)? in
            guard !clauses[index].isExcluded, let sought = clauses[index].words.first,
                clauses[index].words.count == 1, sought.isOpen || !sought.isPhrase
            else { return nil }
            let written = sought.words.map { Self.written($0, in: sought.field) }
            let tokens = Array(written.joined())
            guard sought.isPhrase || written.count == 1, let last = tokens.last, words(of: last) >= atLeast
            else { return nil }
            return (index, tokens, sought.field)
        }.max { words(of: $0.tokens.last!) < words(of: $1.tokens.last!) }
        guard let wide, let last = wide.tokens.last else { return nil }
        // The words before the last, sought as the index keeps them: a word of ASCII letters and digits in lower case.
        let leading = wide.tokens.dropLast().map { $0.lowercased() }
        guard leading.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        let column = wide.field.map(Self.column)
        let others = clauses.indices.filter { $0 != wide.clause && !clauses[$0].isExcluded }.map {
            expression(of: clauses[$0].words)
        }
        let columns = column?.rawValue ?? "- \(TextColumn.roles.rawValue)"
        let phrase = leading.isEmpty ? [] : ["(\(columns) : (\(Self.quoted(leading.joined(separator: " ")))))"]
        let excluded = excludedExpressions
        guard !(others + phrase).isEmpty else {
            guard excluded.isEmpty else { return nil }
            return WidePrefix(
                rest: nil, leading: [], prefix: last.lowercased(), column: column,
                isSoughtItself: completions[last] == nil)
        }
        let wanted = (others + phrase).joined(separator: " AND ")
        return WidePrefix(
            rest: excluded.isEmpty ? wanted : "(\(wanted)) NOT (\(excluded.joined(separator: " OR ")))",
            leading: leading, prefix: last.lowercased(), column: column, isSoughtItself: completions[last] == nil)
    }

    /// The word `sought` seeks as a prefix, as the index keeps it (`0lyricisth` for `lyricist:h`), and the column it is
    /// sought in (nil: every column but the role words), when it is one word the index keeps as one: the items of the
    /// words it starts in that column are what it finds.
    func prefix(of sought: Words) -> (word: String, column: TextColumn?)? {
        guard !sought.isPhrase, let typed = sought.words.first, sought.words.count == 1 else { return nil }
        let written = Self.written(typed, in: sought.field)
        let alone = SearchPlan(clauses: [Clause(words: [sought], isExcluded: false)])
        guard written.count == 1, let word = written.first, alone.prefixWords == [word] else { return nil }
        return (word, sought.field.map(Self.column))
    }

    /// The clause's words, any of them, in parentheses.
    func expression(of clause: [Words]) -> String {
        let texts = clause.map { sought -> String in
            // A word a field keeps in several (`o'brien` as a lyricist: `0lyricisto 0lyricistbrien`) is a phrase of them.
            let written = sought.words.map { Self.written($0, in: sought.field) }
            let phrases =
                sought.isPhrase
                ? [
                    sought.isOpen
                        ? openPhrase(Array(written.joined()))
                        : Self.quoted(written.joined().joined(separator: " "))
                ]
                : written.map(openPhrase)
            let joined = phrases.joined(separator: " AND ")
            // Words of no field search every column but the role words, which are only a role field's: else `comp`
            // would find every item with a composer (`0composer…`).
            return "\(sought.field.map { Self.column($0).rawValue } ?? "- \(TextColumn.roles.rawValue)") : (\(joined))"
        }
        return "(" + texts.joined(separator: " OR ") + ")"
    }

    /// Words in this order, the last one the start of a word: as the phrases of each word it stands for, when
    /// `completions` has them. A last word that ends in punctuation (`composer:`, as a field is typed) is whole: as the
    /// start of a word, it had FTS5 merge every item of every word it starts.
    private func openPhrase(_ tokens: [String]) -> String {
        guard let last = tokens.last, let completed = completions[last], !completed.isEmpty else {
            let isWhole = tokens.last?.last.map { !$0.isLetter && !$0.isNumber } ?? false
            return Self.quoted(tokens.joined(separator: " ")) + (isWhole ? "" : "*")
        }
        return "("
            + completed.map { Self.quoted((tokens.dropLast() + [$0]).joined(separator: " ")) }.joined(separator: " OR ")
            + ")"
    }

    /// The expression of `word` itself (as the index keeps it) where a word of no field is sought: in every column
    /// but the role words.
    static func anywhere(_ word: String) -> String {
        "- \(TextColumn.roles.rawValue) : \(quoted(word))"
    }

    /// The column of the index's full-text table `itemText` a field is sought in.
    private static func column(_ field: Field) -> TextColumn {
        switch field {
        case .title: .title
        case .publisher: .publisher
        case .subjects: .subjects
        case .role: .roles
        case .facet: .facets
        }
    }

    /// A word as its field's column keeps it: in `roles` and `facets`, each run of letters and digits behind the role's
    /// key or the facet's name, and the index's mark (`harr` → `0lyricistharr`), so that a lyricist's name is found as
    /// a lyricist's alone.
    private static func written(_ word: String, in field: Field?) -> [String] {
        switch field {
        case .role(let role): role.keyed(word).map { CreatorRole.indexedMark + $0 }
        case .facet(let facet): facet.keyed(word).map { CreatorRole.indexedMark + $0 }
        default: [word]
        }
    }

    /// An FTS5 string: `"` doubled inside double quotes.
    private static func quoted(_ text: String) -> String {
        // Most words have no quote: the search for one (a prefix stands for hundreds of words) is skipped.
        "\"" + (text.utf8.contains(UInt8(ascii: "\"")) ? text.replacing("\"", with: "\"\"") : text) + "\""
    }
}

/// A clause of a `SearchPlan` whose last word, still being typed, stands for many words, and the rest of the plan
/// (`SearchPlan.widePrefix(atLeast:)`).
struct WidePrefix {
    /// The FTS5 expression of the rest: the other clauses, the phrase's words before the last, the exclusions; nil
    /// when there is none: the word alone.
    let rest: String?
    /// The phrase's words before the last, as the index keeps them; none for a word alone.
    let leading: [String]
    /// The last word, as the index keeps the words it starts.
    let prefix: String
    /// The column it is sought in; nil, every column but the roles.
    let column: TextColumn?
    /// Whether the plan seeks the last word itself, not the words it stands for (too many to name).
    let isSoughtItself: Bool
}
