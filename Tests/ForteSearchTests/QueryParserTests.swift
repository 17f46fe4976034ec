import ForteCatalog
import Testing

@testable import ForteSearch

@Suite struct QueryParserTests {
    @Test(arguments: ["", "   ", "-", "\"", "- -", "::", "\"\"", "-\"\"", "composer:\"", "…", "\u{0}\u{1B}"])
    func textWithoutWordsAsksForNothing(typed: String) {
        #expect(SearchQuery(parsing: typed).plan().isEmpty, "\(typed)")
    }

    @Test func datesFilterBesideTheWords() {
        let plan = SearchQuery(parsing: "waltz year:1914 -decade:undated decade:1920s OR year:1931..1932").plan()
        #expect(
            plan.clauses == [
                .init(words: [.init(["waltz"], isPhrase: false, isOpen: false, field: nil)], isExcluded: false)
            ])
        #expect(plan.years == [[1914...1914], [1920...1929, 1931...1932]])
        #expect(plan.excludedYears == [nil])
    }

    /// Thousands of random strings, syntax characters and all: every one is a valid query for the index, and counts.
    @Test func anyTextIsAValidQuery() throws {
        let index = try SearchIndex(SearchIndex.music)
        let pieces = [
            "\"", "-", ":", "*", "(", ")", "^", "{", "}", "+", "OR", "AND", "NOT", "NEAR", " ", " ", "a", "waltz", "é",
            "ß",
            "composer:", "year:", "decade:", "..", "1914", "\u{0}", "\u{1B}", "'", "\\", "%", "_", "🎵", "title:\"", "x",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let outcome = try Searcher(index.index).find(text, limit: 5)
            _ = try index.index.searchCount(outcome.plan)
        }
    }
}
