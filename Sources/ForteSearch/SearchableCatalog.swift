import ForteCatalog

/// What a search asks of a catalog: the index answers it (`forte` declares the conformance); tests
/// answer it from memory.
public protocol SearchableCatalog: AnyObject {
    /// The matches from `offset` on, in the catalog's own order (the same every time: `Searcher` puts the best of
    /// the first ones first, and pages through the rest); `fromEnd`, counted from the last match, last first (the
    /// end of a long list, read without passing the rest).
    func search(_ plan: SearchPlan, offset: Int, limit: Int, fromEnd: Bool) throws -> [ItemSummary]
    /// How many items match, all of them.
    func searchCount(_ plan: SearchPlan) throws -> Int
    /// Which of these folded words the catalog's text has as whole words, with how many items each is in (up to `cap`).
    func indexedWords(_ words: [String], countingUpTo cap: Int) throws -> [(word: String, items: Int)]
    /// The words of `plan` the catalog would seek as prefixes, as it keeps them, that it can give the words of
    /// (`indexedWords(completing:atMost:)`) to seek in their place: the keys of `SearchPlan.completions`.
    func prefixWords(of plan: SearchPlan) -> [String]
    /// The catalog's words that start with `prefix` (lowercased ASCII), A to Z, to seek in its place; nil when it
    /// is as quick to seek the prefix itself, or when there are more than `limit`.
    func indexedWords(completing prefix: String, atMost limit: Int) throws -> [String]?
    /// The catalog's first word from `word` on (folded), A to Z by bytes.
    func firstIndexedWord(from word: String) throws -> String?
}
