import Foundation

/// Datestamps at a repository's granularity, as points a window can be cut at: a day-granular repository is cut
/// at midnights and named in days, a seconds-granular one at seconds.
struct DatestampScale: Sendable {
    /// Seconds between two datestamps next to each other.
    let unit: Int
    private let formatOptions: ISO8601DateFormatter.Options

    init(granularity: String?) {
        let days = granularity == "YYYY-MM-DD"
        unit = days ? 86_400 : 1
        formatOptions = days ? [.withFullDate] : [.withInternetDateTime]
    }

    /// The datestamp's instant in whole units since 1970, whatever the granularity it is written in; nil when it is no date.
    func point(_ datestamp: String) -> Int? {
        let text = datestamp.trimmingCharacters(in: .whitespaces)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = text.count <= 10 ? [.withFullDate] : [.withInternetDateTime]
        guard let date = formatter.date(from: text) else { return nil }
        return Int(date.timeIntervalSince1970.rounded(.down)).floorDivided(by: unit)
    }

    func datestamp(_ point: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = formatOptions
        return formatter.string(from: Date(timeIntervalSince1970: Double(point * unit)))
    }

    /// Whether a record's datestamp lies within the window (inclusive, as `from` and `until` are); a datestamp that
    /// is no date is taken as outside.
    func contains(_ datestamp: String, from: String?, until: String?) -> Bool {
        guard let point = point(datestamp) else { return false }
        if let from, let first = self.point(from), point < first { return false }
        if let until, let last = self.point(until), point > last { return false }
        return true
    }

    /// The points `first...last` cut into at most `pieces` windows of about equal length, in order: their first points.
    static func cuts(first: Int, last: Int, pieces: Int) -> [Int] {
        let span = last - first + 1
        let count = max(1, min(pieces, span))
        return (0..<count).map { first + span * $0 / count }
    }
}

private extension Int {
    /// Division that rounds towards minus infinity, so dates before 1970 fall in the right unit.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
