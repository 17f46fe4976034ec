import ForteCatalog

/// A live search: what was typed, what it found (best first), and the view to go back to.
public struct SearchState: Sendable, Hashable {
    public var query: String
    public var results: [ItemSummary] = []
    /// Keys go to the query (after `/`); false once Enter kept the results.
    public var isEditing = true
    /// Where the person was when they pressed `/`: Esc and an empty query return there.
    public var before: BrowseView
    /// What it searches within: the decade, composer and choices selected at `/`, or everything (Tab widens it).
    public var scope: CatalogFilter
    /// How many items match, all of them; nil while they are being counted.
    public var total: Int?
    /// The typed words that matched nothing and what was searched instead (`blakbird → blackbird`).
    public var correction: String?
    /// The words the results are highlighted by.
    public var soughtWords: [String] = []
    /// Which earlier query Up has walked back to (0 the latest); nil while typing a new one.
    public var historyPosition: Int?

    public init(query: String = "", before: BrowseView) {
        self.query = query
        self.before = before
        scope = CatalogFilter(shelf: before.shelf, composer: before.composer, facets: before.choices.filterValues)
    }

    /// Whether it searches within a decade, a composer, a choice or the favourites rather than everything.
    public var isNarrowed: Bool { scope != .all }
}
