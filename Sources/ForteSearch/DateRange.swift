import ForteCatalog

/// `decade:1910s`, `year:1914`, `year:1910..1925`, `decade:undated`, as the index filters by them.
public enum DateRange: Sendable, Hashable {
    case years(ClosedRange<Int>)
    case undated

    /// The range a `decade:` or `year:` value names, nil when it names none (then the value is searched as words).
    init?(_ field: SearchField, value: Substring) {
        let text = value.lowercased()
        switch field {
        case .decade:
            if text == "undated" {
                self = .undated
                return
            }
            let digits = text.hasSuffix("s") ? text.dropLast() : text[...]
            guard let start = Self.year(digits) else { return nil }
            let decade = Decade(startYear: start).startYear
            self = .years(decade...decade + 9)
        case .year:
            let bounds = text.split(separator: "..", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = bounds.first.flatMap(Self.year) else { return nil }
            let last: Int? = bounds.count == 2 ? (bounds[1].isEmpty ? 9999 : Self.year(bounds[1])) : first
            guard let last else { return nil }
            self = .years(min(first, last)...max(first, last))
        default:
            return nil
        }
    }

    /// Four ASCII digits at most: a year, not a number that would overflow.
    private static func year(_ text: Substring) -> Int? {
        guard (1...4).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
