/// The order a list is read in. Every order lists the same items, and breaks ties by title.
public enum ListOrder: String, Sendable, Hashable, CaseIterable {
    /// A to Z by sort title (`Title.sortKey`), then identifier, then source.
    case title
    /// Oldest first, by the year of the item's date; undated items last.
    case date
    /// By the first composer's name, A to Z as the composers are listed; items naming none last.
    case composer
    /// The most recently added first: an item's place is kept when its record changes.
    case added

    /// As the gallery's heading names it.
    public var label: String {
        switch self {
        case .title: "title A–Z"
        case .date: "oldest first"
        case .composer: "by composer"
        case .added: "recently added"
        }
    }

    /// The order after this one, and after the last, the first: what `S` in the gallery steps through.
    public var next: ListOrder {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
