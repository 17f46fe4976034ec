import ForteCatalog

/// A place in the catalog as browsed: the filter (shelf, composer, facet choices), its order and the selected
/// position. What Back goes back to, what Esc restores after a search, and what `forte browse` reopens at.
public struct BrowseView: Sendable, Hashable {
    public var shelf: CatalogFilter.Shelf
    public var composer: String?
    public var choices: [FacetChoice]
    public var order: ListOrder
    public var index: Int

    public init(
        shelf: CatalogFilter.Shelf, composer: String?, choices: [FacetChoice] = [], order: ListOrder = .title,
        index: Int
    ) {
        self.shelf = shelf
        self.composer = composer
        self.choices = choices
        self.order = order
        self.index = index
    }

    public var filter: CatalogFilter {
        CatalogFilter(shelf: shelf, composer: composer, facets: choices.filterValues, order: order)
    }
}
