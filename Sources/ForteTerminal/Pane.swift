/// The panes that take the focus, in Tab order; `composers` is the lower pane, whichever list it shows (`]`).
public enum Pane: Sendable, CaseIterable {
    case timeline, composers, gallery
}
