import ForteCatalog
import ForteExport
import ForteSearch
import ForteText

/// How list, search and `fav list` print items: JSON lines for programs, or aligned columns
/// (identifier, decade, title, composers) for people, catalog text made visible.
struct SummaryOutput {
    var json: Bool
    /// The words a search found, marked bold in the titles and composers (on a terminal only).
    var highlight: Highlight? = nil

    func print(_ summaries: [ItemSummary]) throws {
        if json {
            for summary in summaries {
                try StandardOutput.print(SummaryJSON.line(summary))
            }
        } else {
            for line in Self.table(summaries, highlight: highlight) {
                try StandardOutput.print(line)
            }
        }
    }

    /// Columns are cut at these widths, so one long value cannot pad every row (a hostile identifier once
    /// made `forte list` write hundreds of MB of spaces). 60 columns hold 99.9% of the identifiers in
    /// the real-world responses (40 would cut a quarter); `--json` gives them whole.
    static let identifierWidth = 60
    static let titleWidth = 50

    static func table(_ summaries: [ItemSummary], highlight: Highlight? = nil) -> [String] {
        let rows = summaries.map { summary in
            [
                TextWidth.truncate(VisibleText.escaping(summary.identifier), to: identifierWidth),
                summary.decade.label,
                TextWidth.truncate(VisibleText.escaping(summary.title), to: titleWidth),
                VisibleText.escaping(summary.composers.joined(separator: "; ")),
            ].map { $0.trimmingTrailingSpaces() }
        }
        let cellWidths = rows.map { row in row.dropLast().map(TextWidth.of) }
        let widths = (0..<3).map { column in cellWidths.map { $0[column] }.max() ?? 0 }
        return zip(rows, cellWidths).map { row, cellWidth in
            var line = ""
            for (column, cell) in row.enumerated() {
                // Marked once cut: the marks take no columns. The padding follows them.
                line += column >= 2 ? highlight?.marking(cell, open: "\u{1B}[1m", close: "\u{1B}[22m") ?? cell : cell
                if column < 3 { line += String(repeating: " ", count: widths[column] - cellWidth[column] + 2) }
            }
            return line.trimmingTrailingSpaces()
        }
    }
}

private extension String {
    /// By bytes: reversed by Character, it was most of a long table's time.
    func trimmingTrailingSpaces() -> String {
        guard let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
        return String(decoding: utf8[...last], as: UTF8.self)
    }
}
