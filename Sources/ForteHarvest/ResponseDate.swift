import Foundation
import Logging

/// A harvest's start by the repository's clock, which becomes the next incremental harvest's `from`. The
/// repository's `responseDate` is the right clock, but it is checked first: sent back unchecked, `not a date`
/// breaks every later request, and a date years ahead hides every change until then.
enum ResponseDate {
    /// How far a repository's clock may run ahead of forte's before its date is not believed.
    static let allowedSkew: TimeInterval = 10 * 60
    /// Taken off forte's own start time when the repository's date is unusable: the two clocks may differ, and
    /// harvesting a day's changes again costs little (applying a page twice changes nothing), missing them a lot.
    static let margin: TimeInterval = 24 * 60 * 60

    /// The start to remember for a harvest that `began` (by forte's clock) and got `responseDate` on its first page.
    static func harvestStart(_ responseDate: String?, began: Date, now: Date = Date(), logger: Logger) -> String {
        switch check(responseDate, now: now) {
        case .success(let date):
            return date
        case .failure(let problem):
            let fallback = format(began.addingTimeInterval(-margin))
            logger.info(
                "the repository's responseDate \(problem); the next sync harvests from \(fallback), a day before this one began"
            )
            return fallback
        }
    }

    /// The date in the form `from` takes (`YYYY-MM-DDThh:mm:ssZ`), or what is wrong with it.
    static func check(_ responseDate: String?, now: Date) -> Result<String, Problem> {
        guard let responseDate else { return .failure(Problem(description: "is missing")) }
        let text = responseDate.trimmingCharacters(in: .whitespaces)
        guard let date = parse(text) else {
            return .failure(Problem(description: "\"\(text.prefix(40))\" is not a date"))
        }
        guard date <= now.addingTimeInterval(allowedSkew) else {
            return .failure(Problem(description: "\(format(date)) lies in the future"))
        }
        return .success(format(date))
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// OAI-PMH's `YYYY-MM-DDThh:mm:ssZ`, and the variants real servers send: fractions of a second, an offset
    /// instead of `Z`, a day alone.
    private static func parse(_ text: String) -> Date? {
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate],
        ] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    /// In OAI-PMH's seconds granularity; with milliseconds where it only tells harvests apart.
    static func format(_ date: Date, fractionalSeconds: Bool = false) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions =
            fractionalSeconds ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
