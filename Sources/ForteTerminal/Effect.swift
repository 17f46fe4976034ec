import ForteShare

/// Work a transition asks for, which needs the catalog, a file, the terminal or another process.
/// `BrowseSession` carries it out and feeds the answers back into the state.
public enum Effect: Sendable, Hashable {
    /// The timeline moved: load its composers and count the new filter.
    case shelfChanged
    /// The composer moved: count the new filter.
    case composerChanged
    /// A facet value was chosen or a choice taken off: count every pane and the gallery again, keeping the item this
    /// view selected where it still is.
    case choicesChanged(from: BrowseView)
    /// The lower pane lists another facet (or the composers): read its values within the choices.
    case listChanged
    case search(String)
    /// A search result was selected: move the timeline and composer list to it.
    case followSelection
    /// The order changed, or the like: show this item's place in the filter.
    case locate(identifier: String)
    /// Esc on kept results: close them and show the view from before the search, the selected result selected in it.
    case closeResults
    /// Back, or a cancelled search: show this view again.
    case restore(BrowseView)
    case jumpToLetter(Character)
    /// The order changed from the view's: show the item it selected, in the new order.
    case reorder(from: BrowseView)
    case toggleFavourite
    case markNewSeen
    case share(ShareFormat)
    case open
    case copyLink
    case redraw
    case suspend
    case quit
}
