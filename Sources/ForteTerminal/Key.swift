/// A key as the browse screen understands it, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace
    /// Ctrl plus a letter, lowercase (`ctrl("c")`).
    case ctrl(Character)
}
