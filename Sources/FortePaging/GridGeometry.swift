/// Cards in a grid filling a rectangle of terminal cells.
///
/// As many columns as fit cards of at least `minimumCardWidth` with `gap` cells between them (but,
/// given a `comfortableCardWidth`, only as many as keep cards about that wide, so a wide screen
/// shows more of each title rather than more, narrow cards),
/// as many rows as fit cards `cardHeight` high with `gap` lines between them; never fewer than
/// one of each, so a screen too small for one card still shows one (clipped by the drawing).
/// The cards then widen equally to fill the width; what integer division leaves over (fewer
/// cells than columns) stays as a margin on the right.
///
/// On resize only the geometry changes; hand the new `pageSize` and `columns` to
/// `CircularPager.resize(pageSize:columns:)`, which keeps the selected item selected.
public struct GridGeometry: Sendable, Hashable {
    private let width: Int
    private let height: Int
    private let minimumCardWidth: Int
    private let cardHeight: Int
    private let gap: Int
    private let comfortableCardWidth: Int?

    public init(
        width: Int, height: Int, minimumCardWidth: Int, cardHeight: Int, gap: Int = 1, comfortableCardWidth: Int? = nil
    ) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.minimumCardWidth = max(1, minimumCardWidth)
        self.cardHeight = max(1, cardHeight)
        self.gap = max(0, gap)
        self.comfortableCardWidth = comfortableCardWidth.map { max(1, minimumCardWidth, $0) }
    }

    /// At least 1.
    public var columns: Int {
        let fitting = max(1, (width + gap) / (minimumCardWidth + gap))
        guard let comfortableCardWidth else { return fitting }
        // Rounded up: cards a little narrower than comfortable rather than a column fewer.
        let comfortable = (width + gap + comfortableCardWidth + gap - 1) / (comfortableCardWidth + gap)
        return max(1, min(fitting, comfortable))
    }

    /// At least 1.
    public var rows: Int { max(1, (height + gap) / (cardHeight + gap)) }

    public var pageSize: Int { columns * rows }

    /// The width that fills the rectangle; below the minimum only when not even one card fits (at least 1).
    public var cardWidth: Int { max(1, (width - gap * (columns - 1)) / columns) }

    /// The top-left cell of the `slot`-th card on a page, slots numbered row by row from 0.
    public func origin(ofSlot slot: Int) -> (x: Int, y: Int) {
        (x: slot % columns * (cardWidth + gap), y: slot / columns * (cardHeight + gap))
    }
}
