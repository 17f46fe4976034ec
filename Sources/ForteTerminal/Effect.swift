import ForteShare

/// Work a transition asks for, which needs the catalog, a file, the terminal or another process.
/// `BrowseSession` carries it out and feeds the answers back into the state.
public enum Effect: Sendable, Hashable {
    /// The timeline moved: load its composers and count the new filter.
    case shelfChanged
    /// The composer moved: count the new filter.
    case composerChanged
    case search(String)
    /// A search result was selected: move the timeline and composer list to it.
    case followSelection
    /// The search was closed on this item: show its place in the browsed catalog.
    case locate(identifier: String)
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
