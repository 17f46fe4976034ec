import ForteCatalog
@testable import ForteSearch
import Testing

@Suite struct QueryParserTests {
    @Test(arguments: [
        ("waltz", "((\"waltz\"*))"),
        ("anzac waltz", "((\"anzac\"*)) AND ((\"waltz\"*))"),
        ("\"bye bye\"", "((\"bye bye\"))"),
        ("\"bye by", "((\"bye by\"*))"),
        ("a OR b", "((\"a\"*) OR (\"b\"*))"),
        ("a -b -c", "((((\"a\"*))) NOT ((\"b\"*))) NOT ((\"c\"*))"),
        // A role's creators are kept word by word behind the role's key.
        ("composer:paling", "(roles : (\"composerpaling\"*))"),
        ("lyricist:o'brien", "(roles : (\"lyricisto lyricistbrien\"*))"),
        ("arr:\"van der\"", "(roles : (\"arrangervan arrangerder\"))"),
        ("say \"\"hi\"\" AND", "((\"say\"*)) AND ((\"hi\"\"\"\"\"*)) AND ((\"AND\"*))"),
        ("NEAR(a b) x*y ^z", "((\"NEAR(a\"*)) AND ((\"b)\"*)) AND ((\"x*y\"*)) AND ((\"^z\"*))"),
        ("OR a", "((\"OR\"*)) AND ((\"a\"*))"),
        ("a OR", "((\"a\"*)) AND ((\"OR\"*))"),
    ])
    func writesQuotedFullTextExpressions(typed: String, match: String) {
        #expect(SearchQuery(parsing: typed).plan().match == match)
    }

    @Test(arguments: ["", "   ", "-", "\"", "- -", "::", "\"\"", "-\"\"", "composer:\"", "…", "\u{0}\u{1B}"])
    func textWithoutWordsAsksForNothing(typed: String) {
        #expect(SearchQuery(parsing: typed).plan().isEmpty, "\(typed)")
    }

    @Test func datesFilterBesideTheWords() {
        let plan = SearchQuery(parsing: "waltz year:1914 -decade:undated decade:1920s OR year:1931..1932").plan()
        #expect(plan.match == "((\"waltz\"*))")
        #expect(plan.years == [[1914...1914], [1920...1929, 1931...1932]])
        #expect(plan.excludedYears == [nil])
    }

    /// Thousands of random strings, syntax characters and all: every one is a valid query for the index, and counts.
    @Test func anyTextIsAValidQuery() throws {
        let index = try SearchIndex(SearchIndex.music)
        let pieces = ["\"", "-", ":", "*", "(", ")", "^", "{", "}", "+", "OR", "AND", "NOT", "NEAR", " ", " ", "a", "waltz", "é", "ß",
                      "composer:", "year:", "decade:", "..", "1914", "\u{0}", "\u{1B}", "'", "\\", "%", "_", "🎵", "title:\"", "x"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let outcome = try Searcher(index.index).find(text, limit: 5)
            _ = try index.index.searchCount(outcome.plan)
        }
    }
}
