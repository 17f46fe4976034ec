import FortePaging
import ForteTerminalKit

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
    /// The timeline and composers' width on a narrow screen, so that the gallery keeps a card's width.
    static let minimumSidebarWidth = 15
    /// Wider screens get wider cards, up to about this, to show more of each title.
    public static let comfortableCardWidth = 34
    /// A card's text: two lines of title, then its composer and year (see `GalleryPane.drawCard`).
    public static let cardTextHeight = 3
    /// Cards with covers are about this many lines tall, when the gallery has room for them.
    static let coveredCardHeight = 12

    public let size: Size
    /// The pixels of a cell when covers are drawn; nil for text cards only.
    public let coverCell: CellSize?
    /// Lines of cover above each card's text (0: text cards).
    public let coverRows: Int
    /// Whether the cards carry covers when covers are drawn: not while no picture has come (see `BrowseSession`).
    public let coveredCards: Bool
    public let timeline: Rect
    public let composers: Rect
    public let gallery: Rect
    /// Everything but the status line: where the detail view and the help screen go.
    public let body: Rect
    public let status: Rect

    public init(size: Size, coverCell: CellSize? = nil, coveredCards: Bool = true) {
        (self.size, self.coverCell, self.coveredCards) = (size, coverCell, coveredCards)
        let bodyHeight = max(0, size.height - 1)
        // A quarter of the width, between what a composer's name needs and what a long one fills; on a narrow screen
        // less, so that the gallery keeps a card's width, down to a decade and its count.
        let sidebarWidth = max(
            Self.minimumSidebarWidth, min(34, max(22, size.width / 4), size.width - 1 - (Self.minimumCardWidth + 2)))
        let timelineHeight = (bodyHeight + 1) / 2
        timeline = Rect(x: 0, y: 0, width: sidebarWidth, height: timelineHeight)
        composers = Rect(x: 0, y: timelineHeight, width: sidebarWidth, height: bodyHeight - timelineHeight)
        gallery = Rect(x: sidebarWidth + 1, y: 0, width: size.width - sidebarWidth - 1, height: bodyHeight)
        body = Rect(x: 0, y: 0, width: size.width, height: bodyHeight)
        status = Rect(x: 0, y: bodyHeight, width: size.width, height: 1)
        let cardWidth = Self.textGrid(Rect(x: 0, y: 0, width: size.width - sidebarWidth - 1, height: 1)).cardWidth
        coverRows =
            coveredCards
            ? coverCell.map { Self.coverRows(cardsHeight: bodyHeight - 1, cardWidth: cardWidth, cell: $0) } ?? 0 : 0
    }

    /// A card's lines: its cover's, then its text's.
    public var cardHeight: Int { coverRows + Self.cardTextHeight }

    /// As many rows of cards about `coveredCardHeight` tall as the height holds, the covers no taller than a
    /// portrait score as wide as the card (at the cells' proportions) needs; none below 3 lines.
    static func coverRows(cardsHeight: Int, cardWidth: Int, cell: CellSize) -> Int {
        let rowsOfCards = max(1, (cardsHeight + 1) / (coveredCardHeight + 1))
        let filling = (cardsHeight + 1) / rowsOfCards - 1 - cardTextHeight
        // A score's page is about 7 wide to 10 high.
        let portrait = ((cardWidth - 2) * cell.width * 10 + cell.height * 7 - 1) / (cell.height * 7)
        let rows = min(filling, portrait)
        return rows >= 3 ? rows : 0
    }

    /// The cover of a card whose top-left cell is at `x`, `y`: its top lines, less a column each side.
    public func cover(ofCardAt x: Int, _ y: Int) -> Rect {
        Rect(x: x + 1, y: y, width: grid.cardWidth - 2, height: coverRows)
    }

    /// The detail view's fields, beside its cover (`detailCover`) when covers are drawn and the screen is wide enough.
    public var detailText: Rect {
        guard let cover = detailCover else { return body }
        return Rect(x: body.x, y: body.y, width: cover.x - body.x - 1, height: body.height)
    }

    /// The whole body but its heading line: where `v` shows a cover.
    public var picture: Rect {
        Rect(x: body.x, y: body.y + 1, width: body.width, height: body.height - 1)
    }

    /// The right two fifths of the body, from its second line, when covers are drawn on a screen 70 columns wide or more
    /// (and the cards carry them: not while no picture has come).
    public var detailCover: Rect? {
        guard coverCell != nil, coveredCards, body.width >= 70, body.height >= 6 else { return nil }
        let width = body.width * 2 / 5
        return Rect(x: body.x + body.width - width - 1, y: body.y + 1, width: width, height: body.height - 2)
    }

    public var isTooSmall: Bool {
        size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    }

    /// The cards' area: the gallery without its heading row and a column of margin each side.
    public var cards: Rect {
        Rect(x: gallery.x + 1, y: gallery.y + 1, width: gallery.width - 2, height: gallery.height - 1)
    }

    public var grid: GridGeometry {
        GridGeometry(
            width: max(1, cards.width), height: max(1, cards.height),
            minimumCardWidth: Self.minimumCardWidth, cardHeight: cardHeight,
            comfortableCardWidth: Self.comfortableCardWidth)
    }

    /// The grid of text cards in `gallery`: the cards' width does not depend on their height.
    private static func textGrid(_ gallery: Rect) -> GridGeometry {
        GridGeometry(
            width: max(1, gallery.width - 2), height: 1, minimumCardWidth: minimumCardWidth, cardHeight: cardTextHeight,
            comfortableCardWidth: comfortableCardWidth)
    }

    /// Rows of a list pane below its heading.
    static func listRows(_ pane: Rect) -> Int { max(1, pane.height - 1) }
}
