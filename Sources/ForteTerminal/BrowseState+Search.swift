import ForteTerminalKit

/// The search prompt: typing, pasting and the prompt's editing keys.
extension BrowseState {
    /// A query longer than this is cut: no title needs more, and a paste may hold a whole page.
    static let queryLimit = 200

    /// Typing into the search: text edits the query; Up and Down walk the earlier queries; Tab widens a
    /// search within a decade or composer to everything; other keys (arrows, PgUp, PgDn) browse the results.
    mutating func editSearch(_ key: Key) -> [Effect]? {
        guard var search else { return nil }
        if case .character(let character) = key {
            search.query.append(character)
            search.historyPosition = nil
        } else {
            switch KeyMap.prompt.command(for: key) {
            case .earlierQuery, .laterQuery:
                let step = KeyMap.prompt.command(for: key) == .earlierQuery ? 1 : -1
                let position = (search.historyPosition ?? -1) + step
                if position < 0 {
                    // Down from the latest: back to a query of one's own, empty.
                    guard search.historyPosition != nil else { return [] }
                    (search.query, search.historyPosition) = ("", nil)
                } else {
                    guard let earlier = searchHistory.query(stepsBack: position) else { return [] }
                    (search.query, search.historyPosition) = (earlier, position)
                }
            case .widenSearch:
                guard search.isNarrowed else { return nil }
                search.scope = .all
                self.search = search
                return search.query.isEmpty ? [] : [.search(search.query)]
            case .deleteCharacter:
                guard !search.query.isEmpty else { return [] }
                search.query.removeLast()
            case .deleteWord: search.query = Self.deletingLastWord(search.query)
            case .clearQuery: search.query = ""
            case .keepResults:
                if search.query.isEmpty {
                    self.search = nil
                } else {
                    self.search?.isEditing = false
                    searchHistory.add(search.query)
                }
                return []
            case .cancelSearch:
                self.search = nil
                // An empty query already shows the view from before `/`.
                return search.query.isEmpty ? [] : [.restore(search.before)]
            default:
                return nil
            }
        }
        return setQuery(search)
    }

    /// Whether `key` only edits the query being typed (its search then takes the place of the one before).
    func editsQuery(_ key: Key) -> Bool {
        guard search?.isEditing == true else { return false }
        if case .character = key { return true }
        switch KeyMap.prompt.command(for: key) {
        case .deleteCharacter, .deleteWord, .clearQuery, .earlierQuery, .laterQuery, .cancelSearch: return true
        default: return false
        }
    }

    /// Pasted text goes into the query, on one line; anywhere else it is ignored, never run as keys.
    mutating func paste(_ text: String) -> [Effect] {
        guard var search, search.isEditing else {
            message = "Pasted text goes only into a search: press / first"
            return []
        }
        let line = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
            .filter { !$0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
        search.query += String(line)
        return setQuery(search)
    }

    private mutating func setQuery(_ search: SearchState) -> [Effect] {
        var search = search
        search.query = String(search.query.prefix(Self.queryLimit))
        if search.query.isEmpty {
            // Nothing typed (any more): the prompt and the gallery agree on the view from before `/`.
            search.results = []
            (search.total, search.correction, search.soughtWords) = (0, nil, [])
            self.search = search
            return [.restore(search.before)]
        }
        self.search = search
        return [.search(search.query)]
    }

    /// Ctrl-W: the query without its last word (and the spaces after it).
    static func deletingLastWord(_ query: String) -> String {
        var text = Substring(query)
        while text.last == " " { text.removeLast() }
        while let last = text.last, last != " " { text.removeLast() }
        return String(text)
    }
}
