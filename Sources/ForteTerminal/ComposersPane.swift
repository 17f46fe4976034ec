import ForteTerminalKit
import ForteText

/// The composers of the selected shelf, each with its count of items; "All items" (of the shelf, whoever the composer) first.
enum ComposersPane {
    static func draw(_ state: BrowseState, in rect: Rect, on canvas: inout Canvas, palette: Palette) {
        let focused = state.focus == .composers
        // While letters filter the list, they take the shelf's place (the timeline shows the shelf).
        let heading =
            state.listFilter.isEmpty ? Labels.shelf(state.selectedShelf) : VisibleText.escaping(state.listFilter) + "▏"
        canvas.put(
            TextWidth.truncate("Composers · " + heading, to: rect.width - 2), x: rect.x + 1, y: rect.y,
            style: focused ? palette.focusedHeading : palette.heading)
        let total = state.shelves.isEmpty ? 0 : state.shelves[state.shelfCursor.index].count
        for (row, index) in state.composerCursor.scrolledRange.enumerated() {
            let y = rect.y + 1 + row
            let (name, count) =
                index == 0
                ? ("All items", total)
                : (Labels.composerHeading(state.composers[index - 1].value, state), state.composers[index - 1].count)
            let selected = index == state.composerCursor.index
            let style = selected ? (focused ? palette.selection : palette.inactiveSelection) : palette.text
            let countText = Labels.grouped(count)
            canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style)
            canvas.put(
                TextWidth.truncate(name, to: rect.width - TextWidth.of(countText) - 3), x: rect.x + 1, y: y,
                style: style)
            canvas.put(
                countText, x: rect.x + rect.width - 1 - TextWidth.of(countText), y: y,
                style: selected ? style : palette.secondary)
        }
    }
}
