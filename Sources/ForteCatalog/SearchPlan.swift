/// A search as the index runs it: full-text expressions already written (by ForteSearch, which owns
/// the query language), date ranges, and the list searched within.
///
/// Shared by the index, which answers it, and the commands and the browse screen, which ask it.
public struct SearchPlan: Sendable, Hashable {
    /// An FTS5 expression over the index's `itemText` columns that items must match (exclusions
    /// included); nil when the query has no words to find.
    public var match: String?
    /// What items must not match, for a query of exclusions alone (`match` nil).
    public var excluded: String?
    /// Each group: the item's year (from its first date) must fall in one of its ranges; a nil range
    /// is the undated items.
    public var years: [[ClosedRange<Int>?]]
    /// Years the item's must not fall in (nil: not undated).
    public var excludedYears: [ClosedRange<Int>?]
    /// Within this list only (a decade, a composer, the favourites).
    public var scope: CatalogFilter

    public init(
        match: String?, excluded: String? = nil, years: [[ClosedRange<Int>?]] = [],
        excludedYears: [ClosedRange<Int>?] = [],
        scope: CatalogFilter = .all
    ) {
        self.match = match
        self.excluded = excluded
        self.years = years
        self.excludedYears = excludedYears
        self.scope = scope
    }

    /// Whether it asks for anything: a plan without words, dates or scope finds nothing.
    public var isEmpty: Bool {
        match == nil && excluded == nil && years.isEmpty && excludedYears.isEmpty
    }
}
