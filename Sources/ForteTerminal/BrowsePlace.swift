import ForteCatalog

/// Where a person left `forte browse`, kept between runs: the filter (with its facet choices), its order and the
/// selected item.
public struct BrowsePlace: Sendable, Hashable, Codable {
    /// A facet value chosen, by the facet's name: a facet this forte does not know (a later one's) is passed over.
    public struct Choice: Sendable, Hashable, Codable {
        public var facet: String
        public var key: String
        public var display: String
    }

    /// `all`, `favourites`, `new`, a decade (`1910s`) or `undated`.
    public var shelf: String
    public var composer: String?
    /// In the order chosen; none (a place an earlier forte kept) is none chosen.
    public var choices: [Choice]?
    /// A `ListOrder`'s name; none (a place an earlier forte kept) is by title.
    public var order: String?
    public var identifier: String?

    public init(
        shelf: CatalogFilter.Shelf, composer: String?, choices: [FacetChoice] = [], order: ListOrder = .title,
        identifier: String?
    ) {
        switch shelf {
        case .all: self.shelf = "all"
        case .favourites: self.shelf = "favourites"
        case .new: self.shelf = "new"
        case .decade(let decade?): self.shelf = decade.description
        case .decade(nil): self.shelf = "undated"
        }
        self.composer = composer
        self.choices =
            choices.isEmpty
            ? nil
            : choices.map { Choice(facet: $0.facet.rawValue, key: $0.value.key, display: $0.value.display) }
        self.order = order.rawValue
        self.identifier = identifier
    }

    /// The choices of facets this forte knows.
    public var facetChoices: [FacetChoice] {
        (choices ?? []).compactMap { choice in
            Facet(rawValue: choice.facet).map { FacetChoice($0, FacetValue(choice.display, key: choice.key)) }
        }
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
            guard shelf.hasSuffix("0s"), let year = Int(shelf.dropLast()), (0...9999).contains(year), year % 10 == 0
            else { return nil }
            return .decade(Decade(startYear: year))
        }
    }
}
