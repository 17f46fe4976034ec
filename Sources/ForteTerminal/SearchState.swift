import ForteCatalog

/// A live search: what was typed, what it found (best first), and the view to go back to.
public struct SearchState: Sendable, Hashable {
    public var query: String
    public var results: [ItemSummary] = []
    /// Keys go to the query (after `/`); false once Enter kept the results.
    public var isEditing = true
    /// Where the person was when they pressed `/`: Esc and an empty query return there.
    public var before: BrowseView
}
