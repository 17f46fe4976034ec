import ForteCatalog
import ForteText

/// Everything about the selected item: each Dublin Core field as catalogued, then what forte
/// derives (decade, composers), the web link and the favourite mark.
enum DetailView {
    static func draw(_ item: Item?, isFavourite: Bool, scroll: Int, in rect: Rect, on canvas: inout Canvas, palette: Palette) {
        canvas.fill(rect)
        guard let item else {
            canvas.put("Loading…", x: rect.x + 2, y: rect.y + 1, style: palette.secondary)
            return
        }
        let heading = (isFavourite ? "★ " : "") + VisibleText.escaping(item.displayTitle)
        canvas.put(TextWidth.truncate(heading, to: rect.width - 4), x: rect.x + 2, y: rect.y, style: palette.focusedHeading)
        let labelWidth = 13
        let valueWidth = max(1, rect.width - labelWidth - 5)
        var lines: [(label: String, text: String)] = []
        for (label, values) in fields(of: item, isFavourite: isFavourite) {
            for (index, value) in values.enumerated() {
                for (row, part) in TextWidth.wrap(VisibleText.escaping(value), to: valueWidth).enumerated() {
                    lines.append((index == 0 && row == 0 ? label : "", part))
                }
            }
        }
        let visibleRows = rect.height - 2
        let first = min(scroll, max(0, lines.count - visibleRows))
        for (row, line) in lines.dropFirst(first).prefix(visibleRows).enumerated() {
            let y = rect.y + 2 + row
            canvas.put(line.label, x: rect.x + 2, y: y, style: palette.heading)
            canvas.put(line.text, x: rect.x + 3 + labelWidth, y: y, style: palette.text)
        }
    }

    /// Labelled values: the fifteen elements that have values, in Dublin Core's order, then the derived ones.
    static func fields(of item: Item, isFavourite: Bool) -> [(String, [String])] {
        var fields: [(String, [String])] = DublinCore.elementNames.compactMap { name in
            let values = item.metadata[element: name]
            return values.isEmpty ? nil : (name.prefix(1).uppercased() + name.dropFirst(), values)
        }
        fields.append(("Decade", [Labels.decade(item.decade)]))
        fields.append(("Composers", item.composers.isEmpty ? ["unknown"] : item.composers.map { [$0.name, $0.lifeDates].compactMap { $0 }.joined(separator: ", ") }))
        fields.append(("Link", [item.webLink ?? "none"]))
        fields.append(("Favourite", [isFavourite ? "★ yes (f to remove)" : "no (f to add)"]))
        fields.append(("OAI id", [item.identifier]))
        return fields
    }
}
