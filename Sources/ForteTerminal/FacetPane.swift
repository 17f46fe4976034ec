import ForteCatalog
import ForteTerminalKit
import ForteText

/// The lower pane while it lists a facet (`]`): the facet's values within the other choices, each with its count; the
/// value chosen of it marked ✓. Enter chooses the value under the cursor.
enum FacetPane {
    static func draw(_ state: BrowseState, facet: Facet, in rect: Rect, on canvas: inout Canvas, palette: Palette) {
        LowerPane.drawHeading(facet.label, state, in: rect, on: &canvas, palette: palette)
        if state.isCountingFacetValues {
            return LowerPane.drawCounting(in: rect, below: 0, on: &canvas, palette: palette)
        }
        guard !state.facetValues.isEmpty else {
            let none = state.listFilter.isEmpty ? "None here" : "None with these letters"
            canvas.put(
                TextWidth.truncate(none, to: rect.width - 2), x: rect.x + 1, y: rect.y + 1,
                style: palette.secondary)
            return
        }
        let chosen = state.choices.first { $0.facet == facet }?.value.key
        for (row, index) in state.facetCursor.scrolledRange.enumerated() {
            let y = rect.y + 1 + row
            let value = state.facetValues[index]
            let name = (value.value.key == chosen ? "✓ " : "") + Labels.facetValue(value.value)
            LowerPane.drawRow(
                name, count: value.count, isSelected: index == state.facetCursor.index, state, y: y, in: rect,
                on: &canvas, palette: palette)
        }
    }
}
