/// Which items a list shows: the shelf (all, a decade, favourites, the news), optionally narrowed to one composer
/// and to a value of any facets (all must hold); and the order it shows them in.
///
/// Shared by the index, which answers it, and the browse screen, which asks it.
public struct CatalogFilter: Sendable, Hashable {
    public enum Shelf: Sendable, Hashable {
        case all
        /// Items of one decade; `nil` is the undated items.
        case decade(Decade?)
        case favourites
        /// Items syncs added since the reader last marked the news seen.
        case new
    }

    public var shelf: Shelf
    /// A composer name as `ComposerName.name` gives it (`John Smith`).
    public var composer: String?
    /// A value of each facet chosen, by its key (`FacetValue.key`).
    public var facets: [Facet: String]
    public var order: ListOrder

    public init(shelf: Shelf = .all, composer: String? = nil, facets: [Facet: String] = [:], order: ListOrder = .title)
    {
        self.shelf = shelf
        self.composer = composer
        self.facets = facets
        self.order = order
    }

    public static let all = CatalogFilter()
}
