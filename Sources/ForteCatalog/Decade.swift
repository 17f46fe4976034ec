/// A decade such as the 1910s, identified by its first year.
public struct Decade: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The first year of the decade: 1910 for the 1910s.
    public let startYear: Int

    public init(startYear: Int) {
        self.startYear = startYear - startYear % 10
    }

    /// `1910s`.
    public var description: String { "\(startYear)s" }

    public static func < (lhs: Decade, rhs: Decade) -> Bool { lhs.startYear < rhs.startYear }
}
