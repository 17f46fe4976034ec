import ArgumentParser
import Foundation

/// `--since`: a day (`2026-11-28`, from its start in UTC) or a moment (`2026-11-28T06:00:00Z`).
struct NewsDate: ExpressibleByArgument {
    var date: Date

    init?(argument: String) {
        if let moment = try? Date(argument, strategy: .iso8601) {
            date = moment
        } else if let day = try? Date(argument, strategy: Date.ISO8601FormatStyle().year().month().day()) {
            date = day
        } else {
            return nil
        }
    }

    static var defaultValueDescription: String { "2026-11-28 or 2026-11-28T06:00:00Z" }
}
