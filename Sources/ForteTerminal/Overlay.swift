/// What covers the panes: a text scrolled down by `scroll` lines, or a picture.
public enum Overlay: Sendable, Hashable {
    /// The selected item's fields.
    case detail(scroll: Int)
    case help(scroll: Int)
    /// The selected item's cover, the whole screen (`v`, when covers are drawn).
    case picture
}
