import ForteCatalog
import ForteTerminal

/// How list, search and `fav list` print items: JSON lines for programs, or aligned columns
/// (identifier, decade, title, composers) for people, catalog text made visible.
struct SummaryOutput {
    var json: Bool

    func print(_ summaries: [ItemSummary]) throws {
        if json {
            for summary in summaries {
                Swift.print(try JSONLine.encode(SummaryJSON(summary: summary)))
            }
        } else {
            for line in Self.table(summaries) {
                Swift.print(line)
            }
        }
    }

    static let titleWidth = 50

    static func table(_ summaries: [ItemSummary]) -> [String] {
        let rows = summaries.map { summary in
            [
                VisibleText.escaping(summary.identifier),
                summary.decade.label,
                clipped(VisibleText.escaping(summary.title), to: titleWidth),
                VisibleText.escaping(summary.composers.joined(separator: "; ")),
            ]
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            let padded = zip(row, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count) }
            return (padded + [row[3]]).joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    private static func clipped(_ text: String, to width: Int) -> String {
        text.count <= width ? text : text.prefix(width - 1) + "…"
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
