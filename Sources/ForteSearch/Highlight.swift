import ForteCatalog

/// Which words of a text a query found: each word of the text (a run of letters and digits, as the index
/// splits text) whose folded form starts with a sought word's, so that `dvo` marks `Dvořák`.
public struct Highlight: Sendable {
    private let sought: [String]

    public init(_ query: SearchQuery) {
        self.init(words: query.soughtWords)
    }

    public init(words: [String]) {
        sought = words.flatMap { Self.words(in: $0) }.map { Title.sortKey(String($0)) }.filter { !$0.isEmpty }
    }

    public var isEmpty: Bool { sought.isEmpty }

    /// The text in runs, each marked when it is a found word.
    public func runs(_ text: String) -> [(text: Substring, isFound: Bool)] {
        guard !sought.isEmpty else { return [(text[...], false)] }
        var runs: [(text: Substring, isFound: Bool)] = []
        var plainStart = text.startIndex
        for word in Self.words(in: text) {
            let folded = Title.sortKey(String(word))
            guard sought.contains(where: { folded.hasPrefix($0) }) else { continue }
            if plainStart < word.startIndex { runs.append((text[plainStart..<word.startIndex], false)) }
            runs.append((word, true))
            plainStart = word.endIndex
        }
        if plainStart < text.endIndex || runs.isEmpty { runs.append((text[plainStart...], false)) }
        return runs
    }

    /// The text with found words between `open` and `close` (an SGR pair, say).
    public func marking(_ text: String, open: String, close: String) -> String {
        runs(text).map { $0.isFound ? open + $0.text + close : String($0.text) }.joined()
    }

    /// The runs of letters and digits in `text`, where the index's tokenizer splits words.
    static func words(in text: some StringProtocol) -> [Substring] {
        let text = Substring(text)
        // Most text is ASCII, whose letters and digits are bytes: split without asking each Character (a search
        // ranks hundreds of titles at every key).
        if let words = text.asciiWords(where: isASCIIAlphanumeric) { return words }
        var words: [Substring] = []
        var start: String.Index?
        for index in text.indices {
            let isWordCharacter = text[index].isLetter || text[index].isNumber
            if isWordCharacter, start == nil { start = index }
            if !isWordCharacter, let wordStart = start {
                words.append(text[wordStart..<index])
                start = nil
            }
        }
        if let start { words.append(text[start...]) }
        return words
    }
}
