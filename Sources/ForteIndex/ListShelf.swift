import ForteCatalog
import GRDB

/// The shelves whose lists the `list` table keeps apart (its `shelf`): the catalog's (All, the decades), the
/// favourites' and the news'. The favourites' and the news' change apart from the catalog, and are rebuilt alone.
enum ListShelf: Int, DatabaseValueConvertible {
    case catalog = 0
    case favourites = 1
    case new = 2

    /// The shelf whose lists hold a filter's items.
    init(_ shelf: CatalogFilter.Shelf) {
        switch shelf {
        case .all, .decade: self = .catalog
        case .favourites: self = .favourites
        case .new: self = .new
        }
    }

    /// The condition on `item` that picks the shelf's items; nil for the catalog's, which are every item.
    var itemCondition: String? {
        switch self {
        case .catalog: nil
        case .favourites: "item.identifier IN (SELECT identifier FROM favourite)"
        case .new: "item.id IN (SELECT arrival.item FROM arrival WHERE \(NewsShelf.unseen))"
        }
    }
}
