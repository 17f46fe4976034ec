import CTerminfo
import Glibc
import Synchronization

/// What the terminal can do, from its terminfo entry (through ncurses' `setupterm`, `tigetstr` and
/// `tigetnum`): whether it moves its cursor as the screen is drawn (ANSI `ESC [ row ; column H`),
/// how many colours it has, and how it enters and leaves the full screen and hides its cursor. A terminal
/// terminfo has no entry for gets xterm's sequences (`ansi`), as fzf and its kind draw without terminfo.
public struct TerminalCapabilities: Sendable, Hashable {
    public var name: String
    /// Whether the browse screen can be drawn: the terminal addresses the cursor, the ANSI way.
    public var canAddressCursor: Bool
    /// 0 for none.
    public var colours: Int
    /// The alternate screen, entered and left (empty when the terminal has none).
    public var enterScreen: String
    public var leaveScreen: String
    public var hideCursor: String
    public var showCursor: String

    public init(
        name: String, canAddressCursor: Bool, colours: Int, enterScreen: String = "", leaveScreen: String = "",
        hideCursor: String = "", showCursor: String = ""
    ) {
        self.name = name
        self.canAddressCursor = canAddressCursor
        self.colours = colours
        self.enterScreen = enterScreen
        self.leaveScreen = leaveScreen
        self.hideCursor = hideCursor
        self.showCursor = showCursor
    }

    /// The terminal `term` names (the value of `TERM`): its terminfo entry, else `ansi`. Nil for `dumb` and an unset
    /// `TERM`, which name no terminal that draws a screen.
    public static func named(_ term: String) -> TerminalCapabilities? {
        if let entry = lookUp(term) { return entry }
        return term.isEmpty || term == "dumb" ? nil : ansi(named: term)
    }

    /// For a terminal terminfo does not know (kitty, foot, WezTerm, Ghostty or Alacritty over ssh, on a host without
    /// their entries): the sequences of xterm's that every terminal called by such a name understands, and 256 colours.
    public static func ansi(named term: String) -> TerminalCapabilities {
        TerminalCapabilities(
            name: term, canAddressCursor: true, colours: 256, enterScreen: "\u{1B}[?1049h",
            leaveScreen: "\u{1B}[?1049l",
            hideCursor: "\u{1B}[?25l", showCursor: "\u{1B}[?25h")
    }

    /// The terminal `term` names (the value of `TERM`); nil when terminfo has no entry for it.
    public static func lookUp(_ term: String) -> TerminalCapabilities? {
        // `setupterm` sets ncurses' one current terminal, which `tigetstr` and `tigetnum` then read.
        terminfo.withLock { _ in
            var error: Int32 = 0
            guard !term.isEmpty, setupterm(term, STDOUT_FILENO, &error) == 0, error == 1 else { return nil }
            return TerminalCapabilities(
                name: term, canAddressCursor: string("cup")?.hasPrefix("\u{1B}[") ?? false,
                colours: max(0, Int(tigetnum("colors"))),
                enterScreen: string("smcup") ?? "", leaveScreen: string("rmcup") ?? "",
                hideCursor: string("civis") ?? "", showCursor: string("cnorm") ?? "")
        }
    }

    private static let terminfo = Mutex(())

    /// A string capability; nil when absent (a null pointer) or not a string (-1).
    private static func string(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }
}
