import ForteTerminalKit

/// The composers of the selected shelf, each with its count of items; "All items" (of the shelf, whoever the composer) first.
enum ComposersPane {
    static func draw(_ state: BrowseState, in rect: Rect, on canvas: inout Canvas, palette: Palette) {
        LowerPane.drawHeading("Composers", state, in: rect, on: &canvas, palette: palette)
        let total = state.shelves.isEmpty ? 0 : state.shelves[state.shelfCursor.index].count
        for (row, index) in state.composerCursor.scrolledRange.enumerated() {
            let y = rect.y + 1 + row
            let (name, count) =
                index == 0
                ? ("All items", total)
                : (
                    Labels.composerHeading(state.composers[index - 1].value.display, state),
                    state.composers[index - 1].count
                )
            LowerPane.drawRow(
                name, count: count, isSelected: index == state.composerCursor.index, state, y: y, in: rect,
                on: &canvas, palette: palette)
        }
        if state.isCountingComposers { LowerPane.drawCounting(in: rect, below: 1, on: &canvas, palette: palette) }
    }
}
