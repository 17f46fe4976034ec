import Foundation

/// An item that arrived since a reader (or a digest) last looked: added to its source, or changed there.
public struct NewsItem: Sendable, Hashable {
    public enum Change: Sendable, Hashable {
        case added
        case changed
    }

    public var summary: ItemSummary
    public var source: String
    public var change: Change
    /// When the sync that brought it applied its page.
    public var arrived: Date

    public init(summary: ItemSummary, source: String, change: Change, arrived: Date) {
        self.summary = summary
        self.source = source
        self.change = change
        self.arrived = arrived
    }
}

/// A point in what syncs recorded: news is read after one, and a mark is moved to one.
public struct NewsPoint: Sendable, Hashable, Comparable {
    public let sequence: Int64

    public init(sequence: Int64) {
        self.sequence = sequence
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.sequence < rhs.sequence }
}

/// News read together with the point it was read up to: the point to move a mark to once the news is dealt with.
public struct NewsReading: Sendable, Hashable {
    public var items: [NewsItem]
    public var through: NewsPoint

    public init(items: [NewsItem], through: NewsPoint) {
        self.items = items
        self.through = through
    }
}

/// A saved search: what `query` (ForteSearch's language, as typed) finds among the news.
public struct Watch: Sendable, Hashable {
    public var name: String
    public var query: String

    public init(name: String, query: String) {
        self.name = name
        self.query = query
    }
}
