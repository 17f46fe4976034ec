import FortePaging

/// Where each pane of the browse screen goes for a terminal size.
///
/// ```
/// Timeline      │ Gallery · page 3 of 120
/// All    13,502 │ ┌card┐ ┌card┐ ┌card┐
/// 1900s ▇▇ 812  │
/// Composers     │ ┌card┐ ┌card┐ ┌card┐
/// John Smith 12 │
/// status line: where you are · filter · keys
/// ```
public struct BrowseLayout: Sendable, Hashable {
    public static let minimumSize = Size(width: 40, height: 10)
    public static let minimumCardWidth = 22
    /// Wider screens get wider cards, up to about this, to show more of each title.
    public static let comfortableCardWidth = 34
    public static let cardHeight = 3

    public let size: Size
    public let timeline: Rect
    public let composers: Rect
    public let gallery: Rect
    /// Everything but the status line: where the detail view and the help screen go.
    public let body: Rect
    public let status: Rect

    public init(size: Size) {
        self.size = size
        let bodyHeight = max(0, size.height - 1)
        let sidebarWidth = min(34, max(22, size.width / 4))
        let timelineHeight = (bodyHeight + 1) / 2
        timeline = Rect(x: 0, y: 0, width: sidebarWidth, height: timelineHeight)
        composers = Rect(x: 0, y: timelineHeight, width: sidebarWidth, height: bodyHeight - timelineHeight)
        gallery = Rect(x: sidebarWidth + 1, y: 0, width: size.width - sidebarWidth - 1, height: bodyHeight)
        body = Rect(x: 0, y: 0, width: size.width, height: bodyHeight)
        status = Rect(x: 0, y: bodyHeight, width: size.width, height: 1)
    }

    public var isTooSmall: Bool {
        size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    }

    /// The cards' area: the gallery without its heading row and a column of margin each side.
    public var cards: Rect {
        Rect(x: gallery.x + 1, y: gallery.y + 1, width: gallery.width - 2, height: gallery.height - 1)
    }

    public var grid: GridGeometry {
        GridGeometry(width: max(1, cards.width), height: max(1, cards.height),
                     minimumCardWidth: Self.minimumCardWidth, cardHeight: Self.cardHeight, comfortableCardWidth: Self.comfortableCardWidth)
    }

    /// Rows of a list pane below its heading.
    static func listRows(_ pane: Rect) -> Int { max(1, pane.height - 1) }
}
