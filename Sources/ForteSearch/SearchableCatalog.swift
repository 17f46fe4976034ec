import ForteCatalog

/// What a search asks of a catalog: the index answers it (`forte` declares the conformance); tests
/// answer it from memory.
public protocol SearchableCatalog: AnyObject {
    /// The matches, best first.
    func search(_ plan: SearchPlan, limit: Int) throws -> [ItemSummary]
    /// How many items match, all of them.
    func searchCount(_ plan: SearchPlan) throws -> Int
    /// Which of these folded words the catalog's text has, with how many items each is in.
    func indexedWords(_ words: [String]) throws -> [(word: String, items: Int)]
    /// The catalog's words that start with `prefix` (at most `limit`), with how many items each is in.
    func indexedWords(startingWith prefix: String, limit: Int) throws -> [(word: String, items: Int)]
}
