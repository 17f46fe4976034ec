/// What covers the panes: a text scrolled down by `scroll` lines.
public enum Overlay: Sendable, Hashable {
    /// The selected item's fields.
    case detail(scroll: Int)
    case help(scroll: Int)
}
