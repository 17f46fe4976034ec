import ForteCatalog
import ForteTerminalKit
import ForteText

/// The lower pane while it lists a facet (`]`): the facet's values within the other choices, each with its count; the
/// value chosen of it marked ✓. Enter chooses the value under the cursor.
enum FacetPane {
    static func draw(_ state: BrowseState, facet: Facet, in rect: Rect, on canvas: inout Canvas, palette: Palette) {
        let focused = state.focus == .composers
        // While letters filter the list, they take the shelf's place (the timeline shows the shelf).
        let heading =
            state.listFilter.isEmpty
            ? Labels.shelf(state.selectedShelf)
            : VisibleText.escaping(state.listFilter) + "▏"
        canvas.put(
            TextWidth.truncate(facet.label + " · " + heading, to: rect.width - 2), x: rect.x + 1, y: rect.y,
            style: focused ? palette.focusedHeading : palette.heading)
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
            let selected = index == state.facetCursor.index
            let style = selected ? (focused ? palette.selection : palette.inactiveSelection) : palette.text
            let countText = Labels.grouped(value.count)
            let name = (value.value.key == chosen ? "✓ " : "") + Labels.facetValue(value.value)
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
