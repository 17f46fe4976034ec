import ForteCatalog
import ForteTerminalKit
import ForteText

/// Draws a whole frame of the browse screen from the state and the loaded page.
public enum BrowseScreen {
    /// `coverNotes`: what a cover's place says instead of a picture, by item identifier (see `GalleryPane`).
    static func draw(
        _ state: BrowseState, page: [ItemSummary], detail: DetailPage?, coverNotes: [String: String] = [:],
        palette: Palette
    ) -> Canvas {
        let layout = state.layout
        var canvas = Canvas(size: layout.size)
        if layout.isTooSmall {
            let minimum = BrowseLayout.minimumSize
            canvas.put("forte needs \(minimum.width)×\(minimum.height) at least", x: 0, y: 0, style: palette.heading)
            canvas.put(
                "(this is \(layout.size.width)×\(layout.size.height)); q quits", x: 0, y: 1, style: palette.secondary)
            return canvas
        }
        let slot = state.gallery.index - state.gallery.pageRange.lowerBound
        let selected = page.indices.contains(slot) ? page[slot] : nil
        switch state.overlay {
        case .help(let scroll):
            HelpScreen.draw(scroll: scroll, in: layout.body, on: &canvas, palette: palette)
        case .detail(let scroll):
            DetailView.draw(
                detail, scroll: scroll, in: layout.detailText, on: &canvas, palette: palette, highlight: state.highlight
            )
        case .picture:
            let page = state.pages.map { "  (\($0.label))" } ?? ""
            let room = max(0, layout.body.width - 2 - TextWidth.of(page))
            let title =
                TextWidth.truncate(VisibleText.escaping(TextWidth.bounded(selected?.title ?? "", to: room)), to: room)
                + page
            canvas.put(title, x: layout.body.x + 1, y: layout.body.y, style: palette.heading)
            if let selected, let note = coverNotes[selected.identifier] {
                let area = layout.picture
                canvas.put(
                    note, x: area.x + (area.width - TextWidth.of(note)) / 2, y: area.y + area.height / 2,
                    style: palette.secondary)
            }
        case nil:
            TimelinePane.draw(state, in: layout.timeline, on: &canvas, palette: palette)
            if let facet = state.listedFacet {
                FacetPane.draw(state, facet: facet, in: layout.composers, on: &canvas, palette: palette)
            } else {
                ComposersPane.draw(state, in: layout.composers, on: &canvas, palette: palette)
            }
            for y in layout.body.y..<(layout.body.y + layout.body.height) {
                canvas.put("│", x: layout.gallery.x - 1, y: y, style: palette.border)
            }
            GalleryPane.draw(
                state, page: page, coverNotes: coverNotes, in: layout.gallery, on: &canvas, palette: palette)
        }
        StatusLine.draw(state, selected: selected, in: layout.status, on: &canvas, palette: palette)
        return canvas
    }
}
