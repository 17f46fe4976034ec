import ForteCatalog

/// What a search found: the query run (with typos corrected, when the typed one found nothing), the
/// corrections, and the first results, best first.
public struct SearchOutcome: Sendable, Hashable {
    public var query: SearchQuery
    public var plan: SearchPlan
    /// Each typed word that matched nothing, and the indexed word searched instead (`blakbird` → `blackbird`).
    public var corrections: [Correction]
    public var results: [ItemSummary]

    public struct Correction: Sendable, Hashable {
        public var typed: String
        public var corrected: String
    }

    /// `blakbird → blackbird`, or nil without corrections.
    public var correctionNote: String? {
        corrections.isEmpty ? nil : corrections.map { "\($0.typed) → \($0.corrected)" }.joined(separator: ", ")
    }
}
