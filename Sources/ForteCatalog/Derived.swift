// Placeholder bodies: the catalog-domain work replaces these with the full rules
// (see the foundation issue). The signatures are the contract other layers use.
import Foundation

/// A composer as grouped and shown: `John Smith`, life dates kept apart.
public struct ComposerName: Sendable, Hashable, Codable {
    /// `John Smith`: what items group by.
    public var name: String
    /// `1870-1935`, `b. 1870`, or nil.
    public var lifeDates: String?

    public init(name: String, lifeDates: String? = nil) {
        self.name = name
        self.lifeDates = lifeDates
    }

    /// Parses a `dc:creator` as catalogued (`Smith, John, 1870-1935, composer`).
    public init(parsing creator: String) {
        self.init(name: creator)
    }
}

public enum Title {
    /// The title without `[music]` and similar designations, whitespace tidied.
    public static func display(_ title: String) -> String { title }
    /// The display title without leading punctuation and a leading English article.
    public static func sort(_ displayTitle: String) -> String { displayTitle }
    /// A case- and diacritic-folded key: ordering by it is the catalog's A to Z.
    public static func sortKey(_ sortTitle: String) -> String { sortTitle.lowercased() }
}

extension Decade {
    /// The decade a single `dc:date` value yields, if any.
    public init?(parsing date: String) { return nil }
}

extension Item {
    public var displayTitle: String { Title.display(metadata.title.first ?? "") }
    public var sortTitle: String { Title.sort(displayTitle) }
    public var sortKey: String { Title.sortKey(sortTitle) }
    /// The decade of the first `dc:date` that yields one; nil is "Undated".
    public var decade: Decade? { metadata.date.lazy.compactMap(Decade.init(parsing:)).first }
    public var composers: [ComposerName] { metadata.creator.map(ComposerName.init(parsing:)) }
    /// The first `dc:identifier` that is an http(s) URL.
    public var webLink: String? { metadata.identifier.first { $0.hasPrefix("http") } }
}
