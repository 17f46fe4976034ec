import FortePaging
import ForteSearch
import ForteTerminalKit
import ForteText

/// A text in two columns that scrolls in a rectangle, as the detail view and the help show it: the
/// heading, `↑ 3 lines above`, as many lines as fit, `↓ 12 more lines`.
enum ScrolledText {
    struct Line: Equatable {
        var label: String
        var text: String
        /// A section heading, across both columns.
        var isHeading = false
    }

    /// The rows of text in `rect`: all but the heading and the two rows that say what lies above and below.
    static func rows(in rect: Rect) -> Int { max(1, rect.height - 3) }

    /// `labels` and `texts` side by side, each wrapped to its column (a text in at most `maxLinesOfAText`); a row for
    /// each line of the taller one.
    static func lines(
        labels: String, texts: [String], labelWidth: Int, textWidth: Int, maxLinesOfAText: Int = .max
    ) -> [Line] {
        let labelLines = TextWidth.wrap(labels, to: labelWidth)
        let textLines = texts.flatMap { TextWidth.wrap($0, to: textWidth, maxLines: maxLinesOfAText) }
        return (0..<max(labelLines.count, textLines.count)).map { row in
            Line(
                label: row < labelLines.count ? labelLines[row] : "", text: row < textLines.count ? textLines[row] : "")
        }
    }

    static func draw(
        heading: String, lines: [Line], labelWidth: Int, scroll: Int, in rect: Rect, on canvas: inout Canvas,
        palette: Palette,
        highlight: Highlight? = nil
    ) {
        canvas.fill(rect)
        canvas.put(
            TextWidth.truncate(heading, to: rect.width - 4), x: rect.x + 2, y: rect.y, style: palette.focusedHeading)
        let rows = rows(in: rect)
        let first = min(max(0, scroll), max(0, lines.count - rows))
        if first > 0 {
            canvas.put(
                "↑ \(Labels.lines(first)) above", x: rect.x + 2, y: rect.y + 1, width: rect.width - 4,
                style: palette.secondary)
        }
        for (row, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            let y = rect.y + 2 + row
            if line.isHeading {
                canvas.put(
                    TextWidth.truncate(line.label, to: rect.width - 4), x: rect.x + 2, y: y,
                    style: palette.focusedHeading)
                continue
            }
            canvas.put(line.label, x: rect.x + 2, y: y, style: palette.heading)
            canvas.put(
                line.text, x: rect.x + 3 + labelWidth, y: y, width: rect.width - labelWidth - 4, style: palette.text,
                highlight: highlight)
        }
        let below = lines.count - first - rows
        if below > 0 {
            canvas.put(
                below == 1 ? "↓ 1 more line" : "↓ \(Labels.grouped(below)) more lines", x: rect.x + 2,
                y: rect.y + rect.height - 1, width: rect.width - 4, style: palette.secondary)
        }
    }
}
