import ForteCatalog

/// Where a person left `forte browse`, kept between runs: the filter, its order and the selected item.
public struct BrowsePlace: Sendable, Hashable, Codable {
    /// `all`, `favourites`, `new`, a decade (`1910s`) or `undated`.
    public var shelf: String
    public var composer: String?
    /// A `ListOrder`'s name; none (a place an earlier forte kept) is by title.
    public var order: String?
    public var identifier: String?

    public init(shelf: CatalogFilter.Shelf, composer: String?, order: ListOrder = .title, identifier: String?) {
        switch shelf {
        case .all: self.shelf = "all"
        case .favourites: self.shelf = "favourites"
        case .new: self.shelf = "new"
        case .decade(let decade?): self.shelf = decade.description
        case .decade(nil): self.shelf = "undated"
        }
        self.composer = composer
        self.order = order.rawValue
        self.identifier = identifier
    }

    /// The order named; by title when none is, or one this forte does not know.
    public var listOrder: ListOrder {
        order.flatMap(ListOrder.init(rawValue:)) ?? .title
    }

    /// The shelf named, nil when the name means none (a file from elsewhere, or damaged).
    public var catalogShelf: CatalogFilter.Shelf? {
        switch shelf {
        case "all": return .all
        case "favourites": return .favourites
        case "new": return .new
        case "undated": return .decade(nil)
        default:
            guard shelf.hasSuffix("0s"), let year = Int(shelf.dropLast()), (0...9999).contains(year), year % 10 == 0 else { return nil }
            return .decade(Decade(startYear: year))
        }
    }
}
