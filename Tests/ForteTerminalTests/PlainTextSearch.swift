import ForteCatalog
import ForteSearch

/// The test catalogs search by plain scans for the text typed: the words a plan seeks, joined, are that text again.
protocol PlainTextSearch: SearchableCatalog {
    func search(_ text: String, limit: Int) throws -> [ItemSummary]
}

extension PlainTextSearch {
    func search(_ plan: SearchPlan, offset: Int, limit: Int, fromEnd: Bool) throws -> [ItemSummary] {
        let matches = try search(Self.words(of: plan), limit: .max)
        return Array((fromEnd ? matches.reversed() : matches).dropFirst(offset).prefix(limit))
    }

    func searchCount(_ plan: SearchPlan) throws -> Int {
        try search(plan, offset: 0, limit: .max, fromEnd: false).count
    }

    func indexedWords(_ words: [String], countingUpTo cap: Int) throws -> [(word: String, items: Int)] { [] }

    func prefixWords(of plan: SearchPlan) -> [String] { [] }

    func indexedWords(completing prefix: String, atMost limit: Int) throws -> [String]? { nil }

    func firstIndexedWord(from word: String) throws -> String? { nil }

    /// The words of the clauses it finds by, then of those it excludes, as the full-text expression has them: none
    /// when it only excludes.
    private static func words(of plan: SearchPlan) -> String {
        guard plan.clauses.contains(where: { !$0.isExcluded }) else { return "" }
        let clauses = plan.clauses.filter { !$0.isExcluded } + plan.clauses.filter(\.isExcluded)
        return clauses.flatMap(\.words).map { $0.words.joined(separator: " ") }.joined(separator: " ")
    }
}
