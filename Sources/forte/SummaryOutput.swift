import ForteCatalog
import ForteExport
import ForteText

/// How list, search and `fav list` print items: JSON lines for programs, or aligned columns
/// (identifier, decade, title, composers) for people, catalog text made visible.
struct SummaryOutput {
    var json: Bool

    func print(_ summaries: [ItemSummary]) throws {
        if json {
            for summary in summaries {
                Swift.print(SummaryJSON.line(summary))
            }
        } else {
            for line in Self.table(summaries) {
                Swift.print(line)
            }
        }
    }

    /// Columns are cut at these widths, so one long value cannot pad every row (a 1 MB identifier
    /// once made `forte list` write 524 MB of spaces). 60 columns hold 99.9% of the identifiers in
    /// the real-world responses (40 would cut a quarter); `--json` gives them whole.
    static let identifierWidth = 60
    static let titleWidth = 50

    static func table(_ summaries: [ItemSummary]) -> [String] {
        let rows = summaries.map { summary in
            [
                TextWidth.truncate(VisibleText.escaping(summary.identifier), to: identifierWidth),
                summary.decade.label,
                TextWidth.truncate(VisibleText.escaping(summary.title), to: titleWidth),
                VisibleText.escaping(summary.composers.joined(separator: "; ")),
            ]
        }
        let widths = (0..<3).map { column in rows.map { TextWidth.of($0[column]) }.max() ?? 0 }
        return rows.map { row in
            let padded = zip(row, widths).map { cell, width in TextWidth.fit(cell, to: width) }
            return (padded + [row[3]]).joined(separator: "  ").trimmingTrailingSpaces()
        }
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
