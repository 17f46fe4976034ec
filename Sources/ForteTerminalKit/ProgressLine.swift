/// The line a sync draws on a terminal while it works: a bar from the repository's `completeListSize`,
/// the items, the rate and the time left.
///
/// The count comes from the server, so any number must give a sane line: zero, negative or absent is
/// no count (no bar); more items than announced fill the bar and say so; `Int.max` with a slow first
/// page is an ETA over 100 h. No arithmetic here can overflow or trap, and the line stays short.
public enum ProgressLine {
    static let barWidth = 30
    /// ETAs from here on are shown as "over 100 h": minutes past 6000 say nothing more.
    static let longestETA = 100.0 * 3600

    /// What the line says once the last page is in, in place of the rate and the time left.
    static let completing = "building the lists…"

    /// `records` harvested in `elapsed` seconds, of `expected`; `completing` once the last of them are being stored.
    public static func text(records: Int, expected: Int?, elapsed: Double, completing: Bool = false) -> String {
        let records = max(0, records)
        let seconds = elapsed.isNaN ? 0.001 : max(0.001, elapsed)
        let rate = Double(records) / seconds
        let rateText = completing ? Self.completing : "\(whole(rate))/s"
        guard let expected, expected > 0 else { return "\(records) items  \(rateText)" }
        guard records <= expected else {
            return bar(filled: barWidth) + "\(records) items (\(expected) expected)  \(rateText)"
        }
        let filled = Int(Double(records) / Double(expected) * Double(barWidth))
        var line = bar(filled: min(barWidth, filled)) + "\(records)/\(expected) items  \(rateText)"
        if rate > 0, !completing {
            let remaining = Double(expected - records) / rate
            if remaining < longestETA {
                let whole = Int(remaining)
                line += "  ETA \(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
            } else {
                line += "  ETA over 100 h"
            }
        }
        return line
    }

    private static func bar(filled: Int) -> String {
        "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "] "
    }

    /// `value` rounded down, `Int.max` beyond it (`Int(_:)` traps there).
    private static func whole(_ value: Double) -> Int {
        value < 0x1p63 ? Int(value) : .max
    }
}
