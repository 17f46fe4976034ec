import ForteCatalog
import ForteTerminalKit
import ForteText

/// The bottom line: where you are (`Item 1,234 of 13,502 · 1910s · John Smith`), the active
/// filter or search (or a message), and a key hint. While typing a search, the query and its count.
enum StatusLine {
    static func draw(
        _ state: BrowseState, selected: ItemSummary?, in rect: Rect, on canvas: inout Canvas, palette: Palette
    ) {
        canvas.fill(rect, style: palette.status)
        let left: String
        let hint: String
        if let search = state.search, search.isEditing {
            // While the matches are counted, the first ones are there and more may be.
            let found = search.total.map(Labels.grouped) ?? Labels.grouped(search.results.count) + "+"
            hint = "\(found) found · Enter keep · Esc cancel"
            // The end of a long query stays in sight: that is where the typing goes.
            let room = max(2, rect.width - 2 - (rect.width >= 60 ? TextWidth.of(hint) + 2 : 0))
            left = keepingEnd("/" + VisibleText.escaping(search.query) + "▏", to: room)
        } else {
            left = state.message ?? position(state, selected: selected) + "   [" + Labels.filter(state) + "]"
            hint =
                state.overlay != nil
                ? "Esc back · ? keys"
                // Letters are the filter's there: the way to the commands, and out.
                : state.focus != .composers
                    ? "? keys · q quit"
                    : state.listedFacet == nil
                        ? "type to filter · Enter: gallery · Ctrl-C quit"
                        : "type to filter · Enter: choose · [ ] lists"
        }
        let hintWidth = TextWidth.of(hint)
        let room = rect.width - 2
        if TextWidth.of(left) + hintWidth + 2 <= room {
            canvas.put(hint, x: rect.x + rect.width - 1 - hintWidth, y: rect.y, style: palette.status)
            canvas.put(left, x: rect.x + 1, y: rect.y, style: palette.status)
        } else {
            canvas.put(TextWidth.truncate(left, to: room), x: rect.x + 1, y: rect.y, style: palette.status)
        }
    }

    /// The longest end of `text` that fits in `width` columns, starting with `…` when something was cut.
    static func keepingEnd(_ text: String, to width: Int) -> String {
        guard TextWidth.of(text) > width else { return text }
        var kept: [Character] = []
        var used = 1
        for character in text.reversed() {
            used += TextWidth.of(character)
            if used > width { break }
            kept.append(character)
        }
        return "…" + String(kept.reversed())
    }

    static func position(_ state: BrowseState, selected: ItemSummary?) -> String {
        guard let selected, state.gallery.count > 0 else { return "No items" }
        var parts = [
            "Item \(Labels.grouped(state.gallery.index + 1)) of \(Labels.grouped(state.gallery.count))",
            Labels.decade(selected.decade),
        ]
        if let composer = selected.composers.first {
            parts.append(VisibleText.escaping(TextWidth.bounded(composer, to: state.layout.size.width)))
        }
        return parts.joined(separator: " · ")
    }
}
