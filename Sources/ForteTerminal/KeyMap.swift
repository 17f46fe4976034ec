import FortePaging

/// Which key does what on the browse screen (outside search typing and the detail view).
/// The help screen lists these same bindings.
public enum KeyMap {
    public enum Command: Sendable, Hashable {
        case move(Move)
        case nextPane, previousPane
        case select, back
        case search, nextMatch, previousMatch, letterJump
        case toggleFavourite, showFavourites
        case share, open, help, quit
    }

    /// A selection move, circular in every direction.
    public enum Move: Sendable, Hashable {
        case item(Int), row(Int), page(Int), first, last

        /// Rows are grid rows in the gallery; in a list, a row is an item.
        func apply(to pager: inout CircularPager, rows: Bool) {
            switch self {
            case .item(let n): pager.step(by: n)
            case .row(let n): if rows { pager.stepRow(by: n) } else { pager.step(by: n) }
            case .page(let n): pager.stepPage(by: n)
            case .first: pager.moveToFirst()
            case .last: pager.moveToLast()
            }
        }
    }

    public static func command(for key: Key) -> Command? {
        switch key {
        case .left, .character("h"): .move(.item(-1))
        case .right, .character("l"): .move(.item(1))
        case .up, .character("k"): .move(.row(-1))
        case .down, .character("j"): .move(.row(1))
        case .pageDown, .character(" "): .move(.page(1))
        case .pageUp, .character("b"): .move(.page(-1))
        case .home, .character("g"): .move(.first)
        case .end, .character("G"): .move(.last)
        case .tab: .nextPane
        case .backTab: .previousPane
        case .enter: .select
        case .escape: .back
        case .character("/"): .search
        case .character("n"): .nextMatch
        case .character("N"): .previousMatch
        case .character("'"): .letterJump
        case .character("f"): .toggleFavourite
        case .character("F"): .showFavourites
        case .character("s"): .share
        case .character("o"): .open
        case .character("?"): .help
        case .character("q"), .ctrl("c"): .quit
        default: nil
        }
    }

    /// Every binding, as the help screen shows it: keys, then what they do.
    public static let help: [(keys: String, action: String)] = [
        ("← → h l", "previous / next item (wraps around)"),
        ("↑ ↓ k j", "previous / next row"),
        ("PgUp PgDn b Space", "previous / next page"),
        ("Home End g G", "first / last item"),
        ("Tab Shift-Tab", "next / previous pane: timeline, composers, gallery"),
        ("Enter", "open the item's details (Esc closes; ← → leaf through)"),
        ("/", "search as you type (Enter keeps the results, Esc clears)"),
        ("n N", "next / previous search result"),
        ("' then a letter", "jump to the first title with that letter"),
        ("f", "mark or unmark the item as a favourite"),
        ("F", "show the favourites"),
        ("s", "save the item's share email to a file here"),
        ("o", "open the item's web page"),
        ("?", "this help (any key closes it)"),
        ("q Ctrl-C", "quit"),
    ]
}
