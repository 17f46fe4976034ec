import ForteCatalog
import ForteSearch
import ForteTerminalKit
import ForteText

/// The detail view of an item, laid out for a width: made when the item, its favourite mark or the width changes, so
/// that a key that scrolls it lays nothing out again (a value of megabytes cost every key its wrapping).
struct DetailPage {
    let item: Item
    let isFavourite: Bool
    let width: Int
    let heading: String
    let lines: [ScrolledText.Line]

    init(_ item: Item, isFavourite: Bool, width: Int) {
        (self.item, self.isFavourite, self.width) = (item, isFavourite, width)
        // Cut before it is tidied for display: a title of megabytes would be tidied whole.
        let title = VisibleText.escaping(
            Title.display(TextWidth.bounded(item.metadata.firstValue(of: .title) ?? "", to: width)))
        heading = (isFavourite ? "★ " : "") + title
        lines = DetailView.lines(of: item, isFavourite: isFavourite, width: width)
    }
}

/// Everything about the selected item: each Dublin Core field as catalogued, then what forte
/// derives (decade, composers), the web link and the favourite mark.
enum DetailView {
    static let labelWidth = 13

    static func draw(
        _ page: DetailPage?, scroll: Int, in rect: Rect, on canvas: inout Canvas, palette: Palette,
        highlight: Highlight? = nil
    ) {
        guard let page else {
            canvas.fill(rect)
            canvas.put("Loading…", x: rect.x + 2, y: rect.y + 1, style: palette.secondary)
            return
        }
        ScrolledText.draw(
            heading: page.heading, lines: page.lines, labelWidth: labelWidth, scroll: scroll, in: rect,
            on: &canvas, palette: palette, highlight: highlight)
    }

    /// The fields as lines for a screen `width` columns wide.
    static func lines(of item: Item, isFavourite: Bool, width: Int) -> [ScrolledText.Line] {
        let valueWidth = max(1, width - labelWidth - 5)
        return fields(of: item, isFavourite: isFavourite).flatMap { label, values in
            let texts = values.map { VisibleText.escaping(TextWidth.bounded($0, to: valueWidth * linesOfAValue)) }
            return ScrolledText.lines(
                labels: label, texts: texts, labelWidth: labelWidth, textWidth: valueWidth,
                maxLinesOfAText: linesOfAValue)
        }
    }

    /// The lines a value is given before it is cut (with `…`): a description of megabytes would be wrapped again
    /// at every key.
    static let linesOfAValue = 100

    /// Labelled values: the fifteen elements that have values, in Dublin Core's order, then the derived ones.
    static func fields(of item: Item, isFavourite: Bool) -> [(String, [String])] {
        var fields: [(String, [String])] = DublinCore.elementNames.compactMap { name in
            let values = item.metadata[element: name]
            return values.isEmpty ? nil : (name.prefix(1).uppercased() + name.dropFirst(), values)
        }
        fields.append(("Decade", [Labels.decade(item.decade)]))
        fields.append(("Composers", item.composers.isEmpty ? ["none named"] : item.composers.map(\.withLifeDates)))
        for (role, creators) in item.creatorsByRole { fields.append((role.label, creators.map(\.name.withLifeDates))) }
        fields.append(("Link", [item.webLink ?? "none"]))
        fields.append(("Favourite", [isFavourite ? "★ yes (f to remove)" : "no (f to add)"]))
        fields.append(("OAI id", [item.identifier]))
        return fields
    }
}
