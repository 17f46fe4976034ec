import ForteCatalog

/// A place in the catalog as browsed: the filter and the selected position. What Back goes back
/// to, what Esc restores after a search, and what `forte browse` reopens at.
public struct BrowseView: Sendable, Hashable {
    public var shelf: CatalogFilter.Shelf
    public var composer: String?
    public var index: Int

    public init(shelf: CatalogFilter.Shelf, composer: String?, index: Int) {
        self.shelf = shelf
        self.composer = composer
        self.index = index
    }
}
