import FortePaging
import ForteTerminalKit

/// The mouse: a click selects what is under it, a double click on a card opens it, the wheel
/// scrolls the pane under the pointer.
extension BrowseState {
    /// Two clicks on one card this close together (milliseconds) are a double click.
    static let doubleClickInterval: UInt64 = 400

    mutating func handleMouse(_ event: MouseEvent) -> [Effect] {
        count = nil
        if overlay != nil {
            switch event.action {
            case .wheelUp, .wheelDown: wheelOverlay(down: event.action == .wheelDown)
            case .press: if case .help = overlay { overlay = nil }
            }
            return []
        }
        guard let pane = pane(at: event) else { return [] }
        switch event.action {
        case .wheelUp, .wheelDown:
            let step = event.action == .wheelUp ? -1 : 1
            if pane == .gallery {
                gallery.stepRow(by: step)
                return showsSearchResults ? [.followSelection] : []
            }
            if pane == .composers, listedFacet != nil {
                facetCursor.step(by: step)
                return []
            }
            return moveList(pane) { state in
                if pane == .timeline { state.shelfCursor.step(by: step) } else { state.composerCursor.step(by: step) }
            }
        case .press:
            focus = pane
            switch pane {
            case .gallery: return click(card: event)
            case .timeline:
                guard let index = Self.row(at: event, in: layout.timeline, of: shelfCursor) else { return [] }
                return moveList(.timeline) { $0.shelfCursor.jump(to: index) }
            case .composers where listedFacet != nil:
                guard let index = Self.row(at: event, in: layout.composers, of: facetCursor) else { return [] }
                facetCursor.jump(to: index)
                return []
            case .composers:
                guard let index = Self.row(at: event, in: layout.composers, of: composerCursor) else { return [] }
                return moveList(.composers) { $0.composerCursor.jump(to: index) }
            }
        }
    }

    private mutating func click(card event: MouseEvent) -> [Effect] {
        guard let index = cardIndex(at: event) else { return [] }
        let isDouble =
            lastClick.map {
                $0.index == index && event.time >= $0.time && event.time - $0.time <= Self.doubleClickInterval
            } ?? false
        lastClick = isDouble ? nil : (index, event.time)
        gallery.jump(to: index)
        if isDouble { overlay = .detail(scroll: 0) }
        return showsSearchResults ? [.followSelection] : []
    }

    private func pane(at event: MouseEvent) -> Pane? {
        if layout.timeline.contains(event.x, event.y) { return .timeline }
        if layout.composers.contains(event.x, event.y) { return .composers }
        if layout.gallery.contains(event.x, event.y) { return .gallery }
        return nil
    }

    /// The gallery item whose card is under the pointer.
    private func cardIndex(at event: MouseEvent) -> Int? {
        let cards = layout.cards
        let grid = layout.grid
        return gallery.pageRange.first { index in
            let origin = grid.origin(ofSlot: index - gallery.pageRange.lowerBound)
            return Rect(x: cards.x + origin.x, y: cards.y + origin.y, width: grid.cardWidth, height: layout.cardHeight)
                .contains(event.x, event.y)
        }
    }

    /// The list entry on the pointer's row (below the pane's heading).
    private static func row(at event: MouseEvent, in pane: Rect, of cursor: CircularPager) -> Int? {
        let index = cursor.scrolledRange.lowerBound + event.y - pane.y - 1
        return event.y > pane.y && cursor.scrolledRange.contains(index) ? index : nil
    }
}
