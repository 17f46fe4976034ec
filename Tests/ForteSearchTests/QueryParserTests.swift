import ForteCatalog
import Testing

@testable import ForteSearch

@Suite struct QueryParserTests {
    @Test(arguments: [
        // Words of no field search every column but the role words.
        ("waltz", "(- roles : (\"waltz\"*))"),
        ("anzac waltz", "(- roles : (\"anzac\"*)) AND (- roles : (\"waltz\"*))"),
        ("\"bye bye\"", "(- roles : (\"bye bye\"))"),
        ("\"bye by", "(- roles : (\"bye by\"*))"),
        ("a OR b", "(- roles : (\"a\"*) OR - roles : (\"b\"*))"),
        ("a -b -c", "((- roles : (\"a\"*))) NOT ((- roles : (\"b\"*)) OR (- roles : (\"c\"*)))"),
        // A role's creators are kept word by word behind the role's key.
        ("composer:paling", "(roles : (\"0composerpaling\"*))"),
        ("lyricist:o'brien", "(roles : (\"0lyricisto 0lyricistbrien\"*))"),
        ("arr:\"van der\"", "(roles : (\"0arrangervan 0arrangerder\"))"),
        ("say \"\"hi\"\" AND", "(- roles : (\"say\"*)) AND (- roles : (\"hi\"\"\"\"\")) AND (- roles : (\"AND\"*))"),
        (
            "NEAR(a b) x*y ^z",
            "(- roles : (\"NEAR(a\"*)) AND (- roles : (\"b)\")) AND (- roles : (\"x*y\"*)) AND (- roles : (\"^z\"*))"
        ),
        ("OR a", "(- roles : (\"OR\"*)) AND (- roles : (\"a\"*))"),
        // A word that ends in punctuation is whole (a field being typed, say).
        ("composer:", "(- roles : (\"composer:\"))"),
        ("a OR", "(- roles : (\"a\"*)) AND (- roles : (\"OR\"*))"),
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
        #expect(plan.match == "(- roles : (\"waltz\"*))")
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
