import ForteCatalog
import ForteTerminalKit
import ForteText

/// The timeline: All, Favourites, New (while there are unseen arrivals) and the decades, each with its count
/// and, for decades, a bar as long as its share of the largest decade.
enum TimelinePane {
    static func draw(_ state: BrowseState, in rect: Rect, on canvas: inout Canvas, palette: Palette) {
        let focused = state.focus == .timeline
        canvas.put(
            TextWidth.truncate("Timeline", to: rect.width - 2), x: rect.x + 1, y: rect.y,
            style: focused ? palette.focusedHeading : palette.heading)
        let shelves = state.shelves
        guard !shelves.isEmpty else { return }
        let counts = shelves.map { Labels.grouped($0.count) }
        let countWidth = counts.map(TextWidth.of).max() ?? 0
        // `Favourites` whole, where the pane's width leaves room for it beside the counts.
        let labelWidth = max(1, min(10, rect.width - countWidth - 3))
        let barWidth = max(0, rect.width - labelWidth - countWidth - 4)
        let largestDecade =
            shelves.lazy.filter { if case .decade = $0.value { true } else { false } }.map(\.count).max() ?? 0
        for (row, index) in state.shelfCursor.scrolledRange.enumerated() {
            let y = rect.y + 1 + row
            let shelf = shelves[index]
            let selected = index == state.shelfCursor.index
            let style = selected ? (focused ? palette.selection : palette.inactiveSelection) : palette.text
            canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style)
            canvas.put(TextWidth.fit(Labels.shelf(shelf.value), to: labelWidth), x: rect.x + 1, y: y, style: style)
            if case .decade = shelf.value, largestDecade > 0 {
                canvas.put(
                    bar(shelf.count, of: largestDecade, width: barWidth), x: rect.x + 2 + labelWidth, y: y,
                    style: selected ? style : palette.bar)
            }
            let count = counts[index]
            canvas.put(
                count, x: rect.x + rect.width - 1 - TextWidth.of(count), y: y,
                style: selected ? style : palette.secondary)
        }
    }

    /// A bar in eighths of a cell: `███▍`. Any nonzero count shows at least a sliver.
    static func bar(_ value: Int, of largest: Int, width: Int) -> String {
        guard width > 0, largest > 0, value > 0 else { return "" }
        let eighths = max(1, value * width * 8 / largest)
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
        return String(repeating: "█", count: eighths / 8) + partial
    }
}
