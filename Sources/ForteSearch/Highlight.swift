import ForteCatalog

/// Which words of a text a query found: each word of the text (a run of letters and digits, as the index
/// splits text) whose folded form starts with a sought word's, so that `dvo` marks `Dvořák`.
public struct Highlight: Sendable {
    private let sought: [String]
    /// `sought`'s bytes, for ASCII words.
    private let soughtBytes: [[UInt8]]

    public init(_ query: SearchQuery) {
        self.init(words: query.soughtWords)
    }

    public init(words: [String]) {
        sought = words.flatMap { Self.words(in: $0) }.map { Title.sortKey(String($0)) }.filter { !$0.isEmpty }
        soughtBytes = sought.map { Array($0.utf8) }
    }

    public var isEmpty: Bool { sought.isEmpty }

    /// The text in runs, each marked when it is a found word.
    public func runs(_ text: String) -> [(text: Substring, isFound: Bool)] {
        guard !sought.isEmpty else { return [(text[...], false)] }
        var runs: [(text: Substring, isFound: Bool)] = []
        var plainStart = text.startIndex
        for word in Self.words(in: text) where isFound(word) {
            if plainStart < word.startIndex { runs.append((text[plainStart..<word.startIndex], false)) }
            runs.append((word, true))
            plainStart = word.endIndex
        }
        if plainStart < text.endIndex || runs.isEmpty { runs.append((text[plainStart...], false)) }
        return runs
    }

    /// How many of the text's words are found words, as `runs` marks them. ASCII text is split byte by byte, its
    /// words neither made nor folded as strings: a search ranks hundreds of titles at every key by this.
    public func foundWords(in text: String) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return bytes.split(whereSeparator: { !isASCIIAlphanumeric($0) }).count(where: startsWithSought)
        }
        if let ascii, let ascii { return ascii }
        return Self.words(in: text).count(where: isFound)
    }

    /// Whether `word` (a run of letters and digits) starts with a sought word, folded.
    private func isFound(_ word: Substring) -> Bool {
        let ascii = word.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            bytes.contains(where: { $0 >= 0x80 }) ? nil : startsWithSought(bytes)
        }
        if let ascii, let ascii { return ascii }
        let folded = Title.sortKey(String(word))
        return sought.contains(where: { folded.hasPrefix($0) })
    }

    /// Whether an ASCII word starts with a sought word, its bytes compared as they fold (lowercase).
    private func startsWithSought(_ word: some Collection<UInt8>) -> Bool {
        soughtBytes.contains { key in
            key.count <= word.count && zip(key, word).allSatisfy { $0 == lowercasedASCII($1) }
        }
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
