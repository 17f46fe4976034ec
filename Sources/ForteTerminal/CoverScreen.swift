import ForteCatalog
import ForteCovers
import ForteTerminalKit

/// The covers on the browse screen: which the screen shows where (the gallery's cards, the detail view's), which
/// are on the terminal now, and the bytes that take the gone ones off (kitty: a deletion per picture; otherwise the
/// text redrawn over their cells) and put the ready ones on, after each frame's text.
public final class CoverScreen {
    /// A cover the screen shows, and where: at most `request.columns` × `request.rows` cells from `origin`.
    struct Slot: Hashable {
        var request: CoverWorker.Request
        var x: Int
        var y: Int
    }

    private struct Placed {
        var slot: Slot
        var cover: DrawnCover
        /// The left column of the picture, centred in its slot.
        var x: Int
    }

    let worker: CoverWorker
    private var placed: [Placed] = []
    /// Since when (monotonic nanoseconds) the screen has wanted covers that are not ready; and how long the last
    /// wait took, until `takeWait` takes it (for `--trace-timing`).
    private var waitingSince: UInt64?
    private var lastWait: UInt64?

    /// Covers from `provider`, drawn in `format` for cells of `cell` pixels; `passthrough` inside tmux.
    public init(provider: any CoverProvider, format: ImageProtocol, cell: CellSize, passthrough: Bool = false) {
        worker = CoverWorker(provider: provider, format: format, cell: cell, passthrough: passthrough)
    }

    /// The worker's threads end with the screen.
    deinit {
        worker.stop()
    }

    /// Readable when a cover is ready to draw (the browse loop polls it beside the keys).
    public var wakeDescriptor: Int32 { worker.wakeDescriptor }

    public var cell: CellSize { worker.cell }

    /// The covers the frame for `state` shows: each card's on the gallery's page, the detail view's, or the full screen's.
    static func slots(_ state: BrowseState, page: [ItemSummary], detail: Item?) -> [Slot] {
        let layout = state.layout
        switch state.overlay {
        case .detail:
            guard let detail, let rect = layout.detailCover else { return [] }
            return [
                Slot(
                    request: .init(identifier: detail.identifier, kind: .cover, columns: rect.width, rows: rect.height),
                    x: rect.x, y: rect.y)
            ]
        case .picture:
            let slot = state.gallery.index - state.gallery.pageRange.lowerBound
            guard page.indices.contains(slot) else { return [] }
            let rect = layout.picture
            let identifier = page[slot].identifier
            let kind = state.pages.flatMap { $0.identifier == identifier ? $0.kind : nil } ?? .cover
            return [
                Slot(
                    request: .init(identifier: identifier, kind: kind, columns: rect.width, rows: rect.height),
                    x: rect.x, y: rect.y)
            ]
        case .help:
            return []
        case nil:
            guard layout.coverRows > 0, !layout.isTooSmall else { return [] }
            let (cards, grid) = (layout.cards, layout.grid)
            return page.enumerated().map { slot, summary in
                let origin = grid.origin(ofSlot: slot)
                let rect = layout.cover(ofCardAt: cards.x + origin.x, cards.y + origin.y)
                return Slot(request: thumbnail(summary.identifier, layout), x: rect.x, y: rect.y)
            }
        }
    }

    static func thumbnail(_ identifier: String, _ layout: BrowseLayout) -> CoverWorker.Request {
        .init(identifier: identifier, kind: .thumbnail, columns: layout.grid.cardWidth - 2, rows: layout.coverRows)
    }

    /// What the covers' places say when they have no picture: why.
    func notes(_ slots: [Slot]) -> [String: String] {
        var notes: [String: String] = [:]
        for slot in slots {
            if case .missing(let why)? = worker.outcome(slot.request) {
                notes[slot.request.identifier] = why.description
            }
        }
        return notes
    }

    /// Before the frame's text: takes off the covers that are not in `slots` (or not at their place), kitty's by
    /// deletion, others by having `renderer` write their cells again.
    func clear(keeping slots: [Slot], renderer: inout Renderer) -> [UInt8] {
        let kept = Set(slots)
        var bytes: [UInt8] = []
        placed.removeAll { placement in
            guard !kept.contains(placement.slot) else { return false }
            if let deletion = placement.cover.deletion { bytes += deletion }
            renderer.forget(
                Rect(x: placement.x, y: placement.slot.y, width: placement.cover.columns, height: placement.cover.rows))
            return true
        }
        return bytes
    }

    /// After the frame's text: puts on the ready covers of `slots` not on the screen yet, each centred in its place.
    func place(_ slots: [Slot]) -> [UInt8] {
        var bytes: [UInt8] = []
        for slot in slots where !placed.contains(where: { $0.slot == slot }) {
            guard case .drawn(let cover)? = worker.outcome(slot.request) else { continue }
            let x = slot.x + (slot.request.columns - cover.columns) / 2
            bytes += cover.placed(x: x, y: slot.y)
            placed.append(Placed(slot: slot, cover: cover, x: x))
        }
        let missing = slots.contains { worker.outcome($0.request) == nil }
        if missing, waitingSince == nil { waitingSince = MonotonicClock.nanoseconds() }
        if !missing, let since = waitingSince {
            lastWait = MonotonicClock.nanoseconds() - since
            waitingSince = nil
        }
        return bytes
    }

    /// Nanoseconds from a frame that wanted covers not ready to the frame that drew the last of them; once.
    public func takeWait() -> UInt64? {
        defer { lastWait = nil }
        return lastWait
    }

    /// The screen is drawn whole next (a resize, back from a suspension): nothing is on it, kitty's pictures deleted.
    func forgetAll() -> [UInt8] {
        defer { placed = [] }
        return placed.flatMap { $0.cover.deletion ?? [] }
    }
}
