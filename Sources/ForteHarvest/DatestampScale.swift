import Foundation

/// Datestamps at a repository's granularity, as points a window can be cut at: a day-granular repository is cut
/// at midnights and named in days, a seconds-granular one at seconds.
///
/// Read and written by hand: every record of a window's first page is placed, and Foundation's date formatters
/// are dear to make on Linux (made once a record, they took more than the whole harvest).
struct DatestampScale: Sendable {
    /// Seconds between two datestamps next to each other.
    let unit: Int
    private let days: Bool

    init(granularity: String?) {
        days = granularity == "YYYY-MM-DD"
        unit = days ? 86_400 : 1
    }

    /// The datestamp's instant in whole units since 1970, whatever the granularity it is written in
    /// (`YYYY-MM-DD`, or `YYYY-MM-DDThh:mm:ss` with a fraction or not, then `Z`); nil when it is not one of those.
    func point(_ datestamp: String) -> Int? {
        let bytes = Array(datestamp.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), (1...12).contains(month),
            (1...31).contains(day)
        else { return nil }
        var seconds = Self.daysSince1970(year: year, month: month, day: day) * 86_400
        if bytes.count > 10 {
            guard bytes[10] == UInt8(ascii: "T"), bytes.last == UInt8(ascii: "Z"), let hour = number(11..<13),
                let minute = number(14..<16), let second = number(17..<19), hour < 24, minute < 60, second < 61
            else { return nil }
            seconds += hour * 3_600 + minute * 60 + second
        }
        return seconds.floorDivided(by: unit)
    }

    func datestamp(_ point: Int) -> String {
        let seconds = point * unit
        let (year, month, day) = Self.civil(daysSince1970: seconds.floorDivided(by: 86_400))
        let date = "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))"
        guard !days else { return date }
        let time = seconds - seconds.floorDivided(by: 86_400) * 86_400
        return date + "T\(Self.digits(time / 3_600, 2)):\(Self.digits(time / 60 % 60, 2)):\(Self.digits(time % 60, 2))Z"
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

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = year.floorDivided(by: 400)
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

private extension Int {
    /// Division that rounds towards minus infinity, so dates before 1970 fall in the right unit.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
