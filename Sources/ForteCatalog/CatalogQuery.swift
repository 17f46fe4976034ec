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

/// A facet value with the number of live items that have it.
public struct FacetCount<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var count: Int

    public init(_ value: Value, count: Int) {
        self.value = value
        self.count = count
    }
}

/// What a list or a gallery card shows of an item, without loading all its fields.
public struct ItemSummary: Sendable, Hashable {
    public var identifier: String
    public var title: String
    public var composers: [String]
    public var date: String?
    public var decade: Decade?
    public var isFavourite: Bool

    public init(identifier: String, title: String, composers: [String], date: String?, decade: Decade?, isFavourite: Bool) {
        self.identifier = identifier
        self.title = title
        self.composers = composers
        self.date = date
        self.decade = decade
        self.isFavourite = isFavourite
    }
}
