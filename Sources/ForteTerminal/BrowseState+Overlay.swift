import ForteTerminalKit

/// The detail view and the help: texts that scroll and stop at their ends.
extension BrowseState {
    /// Rows of text the detail view and the help show at once (see `ScrolledText`).
    var overlayRows: Int { ScrolledText.rows(in: layout.body) }

    /// The detail view's keys, scrolled by `scroll`; with no scroll, the cover's (`v`), which leafs alike, or through
    /// the score's pages when its source gives them.
    mutating func handleDetail(_ command: KeyMap.Command, scroll: Int?) -> [Effect] {
        switch command {
        case .scroll(let move):
            if let scroll { overlay = .detail(scroll: scrolled(scroll, by: move, lines: detailLineCount)) }
        case .leaf(let step) where scroll == nil && pages != nil:
            // The full-screen cover of a score whose source gives pages: its pages.
            message = pages?.turn(by: step)
        case .leaf(let step):
            // Leafing through the detail: the neighbouring item, circular like the gallery.
            gallery.step(by: step)
            if scroll != nil { overlay = .detail(scroll: 0) }
            return showsSearchResults ? [.followSelection] : []
        case .close:
            overlay = nil
        default:
            break
        }
        return []
    }

    /// Scroll keys scroll the help; any other key closes it.
    mutating func handleHelp(_ key: Key, scroll: Int) -> [Effect] {
        if case .scroll(let move)? = KeyMap.helpView.command(for: key) {
            overlay = .help(scroll: scrolled(scroll, by: move, lines: helpLineCount))
        } else {
            overlay = nil
        }
        return []
    }

    /// Wheel notches over the detail view or the help scroll its text three lines each.
    mutating func wheelOverlay(down: Bool) {
        let move = KeyMap.Move.row(down ? 3 : -3)
        switch overlay {
        case .detail(let scroll): overlay = .detail(scroll: scrolled(scroll, by: move, lines: detailLineCount))
        case .help(let scroll): overlay = .help(scroll: scrolled(scroll, by: move, lines: helpLineCount))
        case .picture, nil: break
        }
    }

    /// Keeps the scroll within the text after the text or the screen changed.
    mutating func clampOverlay() {
        switch overlay {
        case .detail(let scroll): overlay = .detail(scroll: scrolled(scroll, by: .item(0), lines: detailLineCount))
        case .help(let scroll): overlay = .help(scroll: scrolled(scroll, by: .item(0), lines: helpLineCount))
        case .picture, nil: break
        }
    }

    private var helpLineCount: Int { HelpScreen.lines(width: layout.body.width).count }

    /// `scroll` moved, between the top and the last full screen of `lines`.
    private func scrolled(_ scroll: Int, by move: KeyMap.Move, lines: Int) -> Int {
        let rows = overlayRows
        let bottom = max(0, lines - rows)
        let target =
            switch move {
            case .item(let n), .row(let n): scroll + n
            case .halfPage(let n): scroll + n * max(1, rows / 2)
            case .page(let n): scroll + n * rows
            case .first: 0
            case .last: bottom
            }
        return min(max(0, target), bottom)
    }
}
