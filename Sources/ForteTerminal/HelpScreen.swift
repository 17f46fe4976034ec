import ForteTerminalKit
import ForteText

/// Every key, from the key map itself, section by section, scrolled like the detail view.
enum HelpScreen {
    static let heading = "forte · keys (↑ ↓ scroll, Esc closes)"

    static func draw(scroll: Int, in rect: Rect, on canvas: inout Canvas, palette: Palette) {
        ScrolledText.draw(
            heading: heading, lines: lines(width: rect.width), labelWidth: labelWidth(rect.width), scroll: scroll,
            in: rect, on: &canvas, palette: palette)
    }

    /// The help as lines for a screen `width` columns wide.
    static func lines(width: Int) -> [ScrolledText.Line] {
        let labelWidth = labelWidth(width)
        let textWidth = max(1, width - labelWidth - 4)
        var lines: [ScrolledText.Line] = []
        let sections =
            KeyMap.sections.map { section in (section.title, section.bindings.map { ($0.names, $0.action) }) }
            + [
                (
                    "The lower pane (composers or a facet's values): letters filter it, never run commands",
                    KeyMap.listFilter.map { ($0.names, $0.action) }
                ),
                ("Mouse (off with --no-mouse)", KeyMap.mouse.map { ($0.names, $0.action) }),
            ]
        for (title, bindings) in sections {
            if !lines.isEmpty { lines.append(ScrolledText.Line(label: "", text: "")) }
            lines.append(ScrolledText.Line(label: title, text: "", isHeading: true))
            for (names, action) in bindings {
                lines += ScrolledText.lines(
                    labels: names, texts: [action], labelWidth: labelWidth, textWidth: textWidth)
            }
        }
        return lines
    }

    /// The keys' column: as wide as the widest keys, but never more than a third of the screen.
    private static func labelWidth(_ width: Int) -> Int {
        let widest = KeyMap.sections.flatMap(\.bindings).map { TextWidth.of($0.names) }.max() ?? 0
        return max(1, min(widest, width / 3))
    }
}
