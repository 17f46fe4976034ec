/// A key as the browse screen understands it, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace
    /// Ctrl plus a letter, lowercase (`ctrl("c")`).
    case ctrl(Character)
    /// Text the terminal marked as pasted (bracketed paste): never read as keys.
    case paste(String)
    case mouse(MouseEvent)
}

/// A mouse report (SGR 1006): a press of a button or a wheel notch at a cell, 0-based.
public struct MouseEvent: Sendable, Hashable {
    public enum Action: Sendable, Hashable {
        case press, wheelUp, wheelDown
    }

    public var action: Action
    public var x: Int
    public var y: Int
    /// Milliseconds on a monotonic clock, to tell a double click from two clicks.
    public var time: UInt64

    public init(_ action: Action, x: Int, y: Int, time: UInt64 = 0) {
        self.action = action
        self.x = x
        self.y = y
        self.time = time
    }
}
