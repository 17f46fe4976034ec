/// Which items a list shows: the shelf (all, a decade, favourites), optionally narrowed to one composer.
///
/// Shared by the index, which answers it, and the browse screen, which asks it.
public struct CatalogFilter: Sendable, Hashable {
    public enum Shelf: Sendable, Hashable {
        case all
        /// Items of one decade; `nil` is the undated items.
        case decade(Decade?)
        case favourites
    }

    public var shelf: Shelf
    /// A composer name as `ComposerName.name` gives it (`John Smith`).
    public var composer: String?

    public init(shelf: Shelf = .all, composer: String? = nil) {
        self.shelf = shelf
        self.composer = composer
    }

    public static let all = CatalogFilter()
}
