import ForteCatalog
import ForteSearch
import ForteTerminalKit
import ForteText

/// The gallery: the selected item's page as a grid of cards (title, composer, year), like a book
/// opened at that page; the selected card highlighted.
enum GalleryPane {
    /// `coverNotes`: what a card's cover area says instead of a picture (that it has none), by identifier.
    static func draw(
        _ state: BrowseState, page: [ItemSummary], coverNotes: [String: String] = [:], in rect: Rect,
        on canvas: inout Canvas,
        palette: Palette
    ) {
        let pager = state.gallery
        let heading: String
        if let search = state.search, state.showsSearchResults {
            heading =
                searchHeading(search)
                + (pager.pageCount > 1
                    ? " · page \(Labels.grouped(pager.page + 1)) of \(Labels.grouped(pager.pageCount))" : "")
        } else {
            heading =
                (state.isDemo ? "Gallery (demo) · " : "Gallery · ") + Labels.filter(state) + " · " + state.order.label
                + (pager.count > 0
                    ? " · page \(Labels.grouped(pager.page + 1)) of \(Labels.grouped(pager.pageCount))" : "")
        }
        let focused = state.focus == .gallery
        canvas.put(
            TextWidth.truncate(heading, to: rect.width - 2), x: rect.x + 1, y: rect.y,
            style: focused ? palette.focusedHeading : palette.heading)

        let cards = state.layout.cards
        guard pager.count > 0, !page.isEmpty else {
            drawEmpty(state, in: cards, on: &canvas, palette: palette)
            return
        }
        let grid = state.layout.grid
        let highlight = state.highlight
        for (slot, summary) in page.enumerated() {
            let origin = grid.origin(ofSlot: slot)
            let coverRows = state.layout.coverRows
            // The text below the cover: the cover's cells are the picture's, and a selection leaves them be. Without a
            // picture, the whole card is the text's, with why there is none.
            let note = coverRows > 0 ? coverNotes[summary.identifier] : nil
            let top = note == nil ? coverRows : 0
            let card = Rect(
                x: cards.x + origin.x, y: cards.y + origin.y + top, width: grid.cardWidth,
                height: state.layout.cardHeight - top)
            let selected = pager.pageRange.lowerBound + slot == pager.index
            // The selection shows as focused only while the gallery has the focus, as in the lists.
            drawCard(
                summary, in: card, style: selected ? (focused ? palette.selection : palette.inactiveSelection) : nil,
                note: note, highlight: highlight, on: &canvas, palette: palette)
        }
    }

    /// A card: its title on every line but the last (wrapped, the last of them cut with `…`: what tells a series'
    /// volumes apart comes late in their titles), then `note` (why a card with a cover has no picture), then its
    /// composer, its year and a favourite's ★, inside the card; `style` is the selection's, nil when the card is not selected.
    static func drawCard(
        _ summary: ItemSummary, in card: Rect, style: Style?, note: String? = nil, highlight: Highlight? = nil,
        on canvas: inout Canvas, palette: Palette
    ) {
        let selected = style != nil
        let base = style ?? palette.text
        canvas.fill(card, style: base)
        let width = card.width - 2
        let titleRows = card.height - (note == nil ? 1 : 2)
        let title = VisibleText.escaping(TextWidth.bounded(summary.title, to: width * titleRows))
        for (row, line) in titleLines(title.isEmpty ? "(untitled)" : title, width: width, count: titleRows).enumerated()
        {
            canvas.put(
                line, x: card.x + 1, y: card.y + row, width: width, style: selected ? base : palette.cardTitle,
                highlight: highlight)
        }
        if let note {
            canvas.put(
                TextWidth.truncate(note, to: width), x: card.x + 1, y: card.y + card.height - 2,
                style: selected ? base : palette.secondary)
        }
        // The ★ takes the last column (and a new item's + the one two before it); the year, at most three fifths of
        // the rest (`[ca. 1877]` whole on the narrowest card), ends a space before them.
        let y = card.y + card.height - 1
        let room = width - (summary.isNew ? 4 : 2)
        let date = VisibleText.escaping(TextWidth.bounded(Labels.cardDate(summary), to: room))
        let year = TextWidth.truncate(date, to: room * 3 / 5)
        let composers = VisibleText.escaping(TextWidth.bounded(summary.composers.joined(separator: "; "), to: room))
        let composer = TextWidth.truncate(composers, to: room - TextWidth.of(year) - 1)
        canvas.put(
            composer, x: card.x + 1, y: y, width: width, style: selected ? base : palette.secondary,
            highlight: highlight)
        canvas.put(year, x: card.x + 1 + room - TextWidth.of(year), y: y, style: selected ? base : palette.secondary)
        let marks = selected ? base : palette.favourite
        if summary.isNew { canvas.put("+", x: card.x + card.width - 4, y: y, style: marks) }
        canvas.put(summary.isFavourite ? "★" : "", x: card.x + card.width - 2, y: y, style: marks)
    }

    /// `title` in at most `count` lines of `width` columns, the last cut with `…` when the title goes on.
    static func titleLines(_ title: String, width: Int, count: Int) -> [String] {
        let lines = TextWidth.wrap(title, to: width)
        guard lines.count > count, count > 0 else { return lines }
        return lines.prefix(count - 1) + [TextWidth.truncate(lines[(count - 1)...].joined(separator: " "), to: width)]
    }

    /// `Search “blakbird” in the 1910s · blakbird → blackbird · 12 results`: what was searched, where, with
    /// which words, and how many were found (the count may come a moment after the results).
    static func searchHeading(_ search: SearchState) -> String {
        var parts = [
            "Search “\(VisibleText.escaping(search.query))”"
                + (search.isNarrowed ? " in " + Labels.scope(of: search) : "")
        ]
        if let correction = search.correction { parts.append(VisibleText.escaping(correction)) }
        switch search.total {
        case nil: parts.append("counting…")
        case let total?: parts.append(total == 1 ? "1 result" : "\(Labels.grouped(total)) results")
        }
        if search.isNarrowed { parts.append("Tab: everywhere") }
        return parts.joined(separator: " · ")
    }

    /// No items: say why and what to do, rather than show a blank page.
    static func drawEmpty(_ state: BrowseState, in rect: Rect, on canvas: inout Canvas, palette: Palette) {
        let lines: [String]
        if let search = state.search, state.showsSearchResults {
            lines = [
                "Nothing matches “\(VisibleText.escaping(search.query))”"
                    + (search.isNarrowed ? " in " + Labels.scope(of: search) + "." : "."),
                search.isNarrowed
                    ? "Tab searches everywhere; Esc goes back." : "Try fewer or other words; Esc goes back.",
            ]
        } else if state.selectedShelf == .favourites {
            lines = ["No favourites yet.", "Press f on an item to keep it here."]
        } else if state.selectedShelf == .new {
            lines = ["Nothing new.", "Items a sync adds show here until m marks them seen."]
        } else if state.shelves.first?.count ?? 0 == 0 {
            lines = ["The catalog is empty.", "Run `forte sync` to fetch one."]
        } else {
            lines = [
                "Nothing here.",
                state.choices.isEmpty ? "Choose another decade or composer." : "u takes the last choice off.",
            ]
        }
        let top = rect.y + max(0, rect.height / 2 - 1)
        for (offset, line) in lines.enumerated() {
            let x = rect.x + max(0, (rect.width - TextWidth.of(line)) / 2)
            canvas.put(
                line, x: x, y: top + offset, width: rect.width, style: offset == 0 ? palette.heading : palette.secondary
            )
        }
    }
}
