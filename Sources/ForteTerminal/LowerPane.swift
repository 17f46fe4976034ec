import ForteTerminalKit
import ForteText

/// What the lower pane draws whichever list it shows (`ComposersPane`, `FacetPane`): its heading, and a row of a name
/// with its count.
enum LowerPane {
    /// `title · shelf`, the letters typed taking the shelf's place while they filter the list (the timeline shows the
    /// shelf).
    static func drawHeading(
        _ title: String, _ state: BrowseState, in rect: Rect, on canvas: inout Canvas, palette: Palette
    ) {
        let heading =
            state.listFilter.isEmpty ? Labels.shelf(state.selectedShelf) : VisibleText.escaping(state.listFilter) + "▏"
        canvas.put(
            TextWidth.truncate(title + " · " + heading, to: rect.width - 2), x: rect.x + 1, y: rect.y,
            style: state.focus == .composers ? palette.focusedHeading : palette.heading)
    }

    /// A row at `y`: the name, cut to leave room for its count at the right.
    static func drawRow(
        _ name: String, count: Int, isSelected: Bool, _ state: BrowseState, y: Int, in rect: Rect,
        on canvas: inout Canvas, palette: Palette
    ) {
        let style =
            isSelected ? (state.focus == .composers ? palette.selection : palette.inactiveSelection) : palette.text
        let countText = Labels.grouped(count)
        canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style)
        canvas.put(
            TextWidth.truncate(name, to: rect.width - TextWidth.of(countText) - 3), x: rect.x + 1, y: y, style: style)
        canvas.put(
            countText, x: rect.x + rect.width - 1 - TextWidth.of(countText), y: y,
            style: isSelected ? style : palette.secondary)
    }

    /// `Counting…` under the pane's first `rows` rows, while its counts for the view shown are read.
    static func drawCounting(in rect: Rect, below rows: Int, on canvas: inout Canvas, palette: Palette) {
        guard rows + 1 < rect.height else { return }
        canvas.put(
            TextWidth.truncate("Counting…", to: rect.width - 2), x: rect.x + 1, y: rect.y + 1 + rows,
            style: palette.secondary)
    }
}
