import ForteSearch
import ForteTerminalKit

extension Canvas {
    /// Draws `text` as `put` does, the words `highlight` finds in `style` underlined and bold.
    @discardableResult
    mutating func put(_ text: String, x: Int, y: Int, width: Int, style: Style, highlight: Highlight?) -> Int {
        guard let highlight, !highlight.isEmpty else { return put(text, x: x, y: y, width: width, style: style) }
        var found = style
        (found.underline, found.bold) = (true, true)
        var used = 0
        for run in highlight.runs(text) where used < width {
            used += put(String(run.text), x: x + used, y: y, width: width - used, style: run.isFound ? found : style)
        }
        return used
    }
}

extension BrowseState {
    /// The words of the search shown, to mark in the cards and the detail view; nil when no results are shown.
    var highlight: Highlight? {
        guard showsSearchResults, let search else { return nil }
        return Highlight(words: search.soughtWords)
    }
}
