import ForteCatalog

/// What a search found: the query run (with typos corrected, when the typed one found nothing), the
/// corrections, and the first results, best first.
public struct SearchOutcome: Sendable, Hashable {
    public var query: SearchQuery
    /// The query as the catalog runs it for all its matches: to count them, and to read those past the first results.
    public var plan: SearchPlan
    /// Each typed word that matched nothing, and the indexed word searched instead (`blakbird` → `blackbird`).
    public var corrections: [Correction]
    public var results: [ItemSummary]

    public struct Correction: Sendable, Hashable {
        public var typed: String
        public var corrected: String
    }

    /// Whether `Searcher.corrected` has anything to try: nothing was found, and a word a typo may be in was sought.
    public var isCorrectable: Bool {
        results.isEmpty && query.correctableWords().contains { TypoCandidates($0.word).isCorrectable }
    }

    /// `blakbird → blackbird`, or nil without corrections.
    public var correctionNote: String? {
        corrections.isEmpty ? nil : corrections.map { "\($0.typed) → \($0.corrected)" }.joined(separator: ", ")
    }
}
