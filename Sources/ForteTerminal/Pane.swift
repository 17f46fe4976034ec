
/// The panes that take the focus, in Tab order.
public enum Pane: Sendable, CaseIterable {
    case timeline, composers, gallery
}
