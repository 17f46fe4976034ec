import ForteCatalog
import FortePaging
import ForteShare
import ForteTerminalKit

/// Which key does what on the browse screen, by where the key is pressed. The state machine
/// looks keys up in these tables and the help screen prints them, so the two never disagree.
public enum KeyMap {
    public enum Command: Sendable, Hashable {
        case move(Move)
        /// A digit of a count for the next move (`5j`).
        case count
        case nextPane, previousPane, select, back, closeSearch
        case search, nextMatch, previousMatch, letterJump, nextOrder
        /// What the lower pane lists: the composers, then each facet's values, in turn.
        case nextList, previousList
        /// Takes the trail's last choice off.
        case removeChoice
        case toggleFavourite, showFavourites, markNewSeen, open, copyLink, viewCover
        /// Saves the item as an email file: `.eml` (a message a mail program opens) or `.txt`.
        case share(ShareFormat)
        case help, redraw, suspend, quit
        /// The detail view's and the help's text.
        case scroll(Move)
        /// The detail view: the previous (-1) or next (1) item.
        case leaf(Int)
        case close
        /// The search prompt.
        case deleteCharacter, deleteWord, clearQuery, keepResults, cancelSearch, earlierQuery, laterQuery, widenSearch
    }

    /// A selection move, circular in every direction (a scroll stops at the ends instead).
    public enum Move: Sendable, Hashable {
        case item(Int), row(Int), halfPage(Int), page(Int), first, last
    }

    /// Keys that do `command`, and keys that do it the other way (`h` to `l`'s next item).
    public struct Binding: Sendable {
        public var backward: [Key] = []
        public var keys: [Key]
        /// The keys as the help names them.
        public var names: String
        public var command: Command
        public var action: String
    }

    public struct Section: Sendable {
        public var title: String
        public var bindings: [Binding]

        public func command(for key: Key) -> Command? {
            for binding in bindings {
                if binding.keys.contains(key) { return binding.command }
                if binding.backward.contains(key) { return binding.command.reversed }
            }
            return nil
        }
    }

    public static let lists = Section(
        title: "Gallery, timeline and composers",
        bindings: [
            Binding(
                backward: [.left, .character("h")], keys: [.right, .character("l")], names: "← → h l",
                command: .move(.item(1)),
                action: "previous / next item (wraps around)"),
            Binding(
                backward: [.up, .character("k")], keys: [.down, .character("j")], names: "↑ ↓ k j",
                command: .move(.row(1)), action: "previous / next row"),
            Binding(
                backward: [.pageUp, .character("b")], keys: [.pageDown, .character(" ")], names: "PgUp PgDn b Space",
                command: .move(.page(1)),
                action: "previous / next page"),
            Binding(
                backward: [.ctrl("u")], keys: [.ctrl("d")], names: "Ctrl-U Ctrl-D", command: .move(.halfPage(1)),
                action: "half a page up / down"),
            Binding(
                backward: [.end, .character("G")], keys: [.home, .character("g")], names: "Home End g G",
                command: .move(.first),
                action: "first / last item (5G: the fifth)"),
            Binding(
                keys: (1...9).map { Key.character(Character(String($0))) }, names: "1-9", command: .count,
                action: "a count for the next move: 5j, 3 Space"),
            Binding(
                backward: [.backTab], keys: [.tab], names: "Tab Shift-Tab", command: .nextPane,
                action: "next / previous pane"),
            Binding(
                keys: [.enter], names: "Enter", command: .select,
                action: "open the item's details; in a facet's list, choose the value (the gallery narrows to it)"),
            Binding(
                backward: [.character("[")], keys: [.character("]")], names: "[ ]", command: .nextList,
                action: "the lower pane lists the composers, then each facet's values, in turn: "
                    + Facet.allCases.map(\.rawValue).joined(separator: ", ")),
            Binding(
                keys: [.character("u")], names: "u", command: .removeChoice,
                action: "take the trail's last choice off (a facet's value, else the composer, else the decade)"),
            Binding(
                keys: [.backspace], names: "Backspace", command: .back,
                action: "back to the view before, as a browser's Back (h ← in the timeline too)"),
            Binding(
                keys: [.escape], names: "Esc", command: .closeSearch,
                action: "close kept search results: back to the view searched from, on the chosen item"),
            Binding(
                keys: [.character("'")], names: "' then a letter", command: .letterJump,
                action:
                    "the first title (by composer: composer) with that letter, or the timeline's or composers' first row"
            ),
            Binding(
                keys: [.character("S")], names: "S", command: .nextOrder,
                action: "order by title, date, composer, recently added, in turn"),
        ])

    public static let everywhere = Section(
        title: "Everywhere",
        bindings: [
            Binding(keys: [.character("/")], names: "/", command: .search, action: "search as you type"),
            Binding(
                backward: [.character("N")], keys: [.character("n")], names: "n N", command: .nextMatch,
                action: "next / previous search result"),
            Binding(
                keys: [.character("f")], names: "f", command: .toggleFavourite,
                action: "mark or unmark the item as a favourite"),
            Binding(keys: [.character("F")], names: "F", command: .showFavourites, action: "show the favourites"),
            Binding(
                keys: [.character("m")], names: "m", command: .markNewSeen,
                action: "mark the new items seen (the New shelf goes)"),
            Binding(
                keys: [.character("s")], names: "s", command: .share(.eml),
                action: "save the item as an email, a .eml file a mail program opens ($FORTE_SHARE_DIR, else here)"),
            Binding(
                keys: [.character("t")], names: "t", command: .share(.text),
                action: "save the item's email as plain text, a .txt file ($FORTE_SHARE_DIR, else here)"),
            Binding(
                keys: [.character("o")], names: "o", command: .open,
                action: "open the item's link ($BROWSER, else xdg-open)"),
            Binding(
                keys: [.character("y")], names: "y", command: .copyLink,
                action: "copy the item's link (through the terminal, OSC 52)"),
            Binding(
                keys: [.character("v")], names: "v", command: .viewCover,
                action: "the item's cover, the whole screen (when covers are drawn)"),
            Binding(keys: [.character("?")], names: "?", command: .help, action: "this help"),
            Binding(keys: [.ctrl("l")], names: "Ctrl-L", command: .redraw, action: "redraw the screen"),
            Binding(keys: [.ctrl("z")], names: "Ctrl-Z", command: .suspend, action: "suspend (fg comes back)"),
            Binding(keys: [.character("q"), .ctrl("c")], names: "q Ctrl-C", command: .quit, action: "quit"),
        ])

    /// The detail view's and the help's scrolling by half a page and to either end, the same keys in both.
    private static let scrollingByHalvesAndEnds = [
        Binding(
            backward: [.ctrl("u")], keys: [.ctrl("d")], names: "Ctrl-U Ctrl-D", command: .scroll(.halfPage(1)),
            action: "scroll half a page"),
        Binding(
            backward: [.end, .character("G")], keys: [.home, .character("g")], names: "Home End g G",
            command: .scroll(.first), action: "top / bottom"),
    ]

    public static let detail = Section(
        title: "Details",
        bindings: [
            Binding(
                backward: [.up, .character("k")], keys: [.down, .character("j")], names: "↑ ↓ k j",
                command: .scroll(.row(1)), action: "scroll a line"),
            Binding(
                backward: [.pageUp], keys: [.pageDown], names: "PgUp PgDn", command: .scroll(.page(1)),
                action: "scroll a page"),
        ]
            + scrollingByHalvesAndEnds + [
                Binding(
                    backward: [.left, .character("h"), .character("b")],
                    keys: [.right, .character("l"), .character(" ")],
                    names: "← → h l b Space",
                    command: .leaf(1), action: "previous / next item"),
                Binding(
                    keys: [.escape, .enter, .backspace], names: "Esc Enter Backspace", command: .close,
                    action: "close the details"),
            ])

    public static let picture = Section(
        title: "Cover",
        bindings: [
            Binding(
                backward: [.left, .character("h"), .character("b")], keys: [.right, .character("l"), .character(" ")],
                names: "← → h l b Space",
                command: .leaf(1), action: "previous / next page (where the source gives pages), else item's cover"),
            Binding(
                keys: [.escape, .enter, .backspace, .character("v")], names: "Esc Enter Backspace v", command: .close,
                action: "close the cover"),
        ])

    public static let prompt = Section(
        title: "Search prompt (← →, PgUp, PgDn browse the results)",
        bindings: [
            Binding(
                backward: [.down], keys: [.up], names: "↑ ↓", command: .earlierQuery,
                action: "earlier and later queries"),
            Binding(
                keys: [.tab], names: "Tab", command: .widenSearch,
                action: "search everything, not only the decade or composer"),
            Binding(keys: [.backspace], names: "Backspace", command: .deleteCharacter, action: "delete a character"),
            Binding(keys: [.ctrl("w")], names: "Ctrl-W", command: .deleteWord, action: "delete a word"),
            Binding(keys: [.ctrl("u")], names: "Ctrl-U", command: .clearQuery, action: "clear the query"),
            Binding(
                keys: [.enter], names: "Enter", command: .keepResults, action: "keep the results (n N go through them)"),
            Binding(
                keys: [.escape], names: "Esc", command: .cancelSearch, action: "cancel: back to where you were before /"
            ),
        ])

    public static let helpView = Section(
        title: "This help",
        bindings: [
            Binding(
                backward: [.up, .character("k")], keys: [.down, .character("j")], names: "↑ ↓ k j",
                command: .scroll(.row(1)), action: "scroll a line"),
            Binding(
                backward: [.pageUp, .character("b")], keys: [.pageDown, .character(" ")], names: "PgUp PgDn b Space",
                command: .scroll(.page(1)),
                action: "scroll a page"),
        ]
            + scrollingByHalvesAndEnds + [
                Binding(
                    keys: [.escape, .character("q"), .character("?"), .enter], names: "Esc q ? Enter", command: .close,
                    action: "close the help (so does any other key)")
            ])

    /// The lower pane (composers or a facet's values) while it has the focus: letters are its filter's text, never
    /// commands (any letter is text, so these are not a table of keys, but listed with them).
    public static let listFilter: [(names: String, action: String)] = [
        ("letters Space -", "narrow the list to the names that have them (Backspace takes one back, Esc clears)"),
        (
            "Enter Tab",
            "to the gallery (or the next pane; Enter on a facet's value chooses it), where letters are "
                + "commands again: f s o u q ..."
        ),
        ("↑ ↓ / ? Ctrl-C", "move, search, help and quit as anywhere"),
    ]

    /// What the mouse does (off with `--no-mouse`); not keys, but listed with them.
    public static let mouse: [(names: String, action: String)] = [
        ("click", "select a card, a decade, a composer or a facet's value"),
        ("double-click", "open a card's details"),
        ("wheel", "scroll the pane under the pointer"),
    ]

    public static let sections = [lists, everywhere, detail, picture, prompt, helpView]
}

extension KeyMap.Command {
    /// The same command the other way: next to previous, down to up, first to last.
    var reversed: Self {
        switch self {
        case .move(let move): .move(move.reversed)
        case .scroll(let move): .scroll(move.reversed)
        case .leaf(let step): .leaf(-step)
        case .nextPane: .previousPane
        case .previousPane: .nextPane
        case .nextList: .previousList
        case .previousList: .nextList
        case .nextMatch: .previousMatch
        case .previousMatch: .nextMatch
        case .earlierQuery: .laterQuery
        case .laterQuery: .earlierQuery
        default: self
        }
    }
}

extension KeyMap.Move {
    var reversed: Self {
        switch self {
        case .item(let n): .item(-n)
        case .row(let n): .row(-n)
        case .halfPage(let n): .halfPage(-n)
        case .page(let n): .page(-n)
        case .first: .last
        case .last: .first
        }
    }
}
