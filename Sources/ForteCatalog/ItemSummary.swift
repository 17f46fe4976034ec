/// What a list or a gallery card shows of an item, without loading all its fields.
public struct ItemSummary: Sendable, Hashable {
    public var identifier: String
    public var title: String
    public var composers: [String]
    public var date: String?
    public var decade: Decade?
    public var isFavourite: Bool
    /// Added by a sync since the reader last marked the news seen.
    public var isNew: Bool

    public init(
        identifier: String, title: String, composers: [String], date: String?, decade: Decade?, isFavourite: Bool,
        isNew: Bool = false
    ) {
        self.identifier = identifier
        self.title = title
        self.composers = composers
        self.date = date
        self.decade = decade
        self.isFavourite = isFavourite
        self.isNew = isNew
    }
}
