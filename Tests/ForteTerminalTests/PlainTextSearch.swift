import ForteCatalog
import ForteSearch

/// The test catalogs search by plain scans for the text typed: the words of a plan's full-text
/// expression (its quoted strings), joined, are that text again.
protocol PlainTextSearch: SearchableCatalog {
    func search(_ text: String, limit: Int) throws -> [ItemSummary]
}

extension PlainTextSearch {
    func search(_ plan: SearchPlan, offset: Int, limit: Int, fromEnd: Bool) throws -> [ItemSummary] {
        let matches = try search(plan.match.map(Self.quotedWords) ?? "", limit: .max)
        return Array((fromEnd ? matches.reversed() : matches).dropFirst(offset).prefix(limit))
    }

    func searchCount(_ plan: SearchPlan) throws -> Int {
        try search(plan, offset: 0, limit: .max, fromEnd: false).count
    }

    func indexedWords(_ words: [String], countingUpTo cap: Int) throws -> [(word: String, items: Int)] { [] }

    func indexedWords(completing prefix: String, atMost limit: Int) throws -> [String]? { nil }

    func firstIndexedWord(from word: String) throws -> String? { nil }

    private static func quotedWords(_ match: String) -> String {
        match.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element).joined(separator: " ")
    }
}
