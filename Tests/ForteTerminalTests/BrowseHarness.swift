import Foundation

@testable import ForteTerminal
@testable import ForteTerminalKit

/// A browse session on an in-memory terminal and catalog, driven key by key as a person would.
final class BrowseHarness {
    let catalog: any BrowseCatalog
    let terminal: MemoryTerminal
    let session: BrowseSession
    let directory: String
    private let launches: Launches
    /// The programs `o` ran, each with its arguments.
    var launched: [[String]] { launches.commands }

    /// `openers` are the programs `o` may run; each run succeeds when `opens` says so.
    init(
        _ catalog: any BrowseCatalog, width: Int = 80, height: Int = 24, openers: [[String]] = [], opens: Bool = true,
        colour: Bool = true, at place: BrowsePlace? = nil, covers: CoverScreen? = nil, waitsForCounts: Bool = true
    ) {
        self.waitsForCounts = waitsForCounts
        self.catalog = catalog
        terminal = MemoryTerminal(size: Size(width: width, height: height))
        directory = NSTemporaryDirectory() + "forte-browse-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let launches = Launches()
        self.launches = launches
        let actions = BrowseActions(shareDirectory: directory, openers: openers) { command in
            launches.commands.append(command)
            return opens
        }
        session = BrowseSession(
            catalog: catalog, terminal: terminal, palette: Palette(colours: colour ? 256 : 0), actions: actions)
        if let covers { session.drawCovers(covers) }
        session.start(at: place)
        settle()
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    var state: BrowseState { session.state }
    var screen: String { session.frame.text }
    var statusLine: String { session.frame.line(terminal.size.height - 1) }

    final class Launches {
        var commands: [[String]] = []
    }

    /// Whether each key waits, as a person looking at the screen does, for the lower pane's counts that follow its
    /// frame (false: the keys come faster than the counts).
    var waitsForCounts: Bool

    /// Presses the keys in order; false when one of them quit.
    @discardableResult
    func press(_ keys: Key...) -> Bool {
        keys.allSatisfy { handle($0) }
    }

    func type(_ text: String) {
        for character in text { handle(.character(character)) }
    }

    @discardableResult
    private func handle(_ key: Key) -> Bool {
        defer { settle() }
        return session.handle(key)
    }

    /// The lower pane's counts read, and the life dates a frame had no time for (a slow run's), as the app reads them
    /// as soon as no key waits.
    func settle() {
        guard waitsForCounts else { return }
        while session.pendingLowerPane != nil { session.finishPendingWork() }
        if session.hasUnheadedComposers, session.pendingSearch == nil { session.finishPendingWork() }
    }

    func resize(width: Int, height: Int) {
        terminal.size = Size(width: width, height: height)
        session.resize()
    }

    /// The cards on screen: their first lines (titles), in reading order.
    var visibleTitles: [String] {
        let cards = state.layout.cards
        let grid = state.layout.grid
        return (0..<state.gallery.pageRange.count).map { slot in
            let origin = grid.origin(ofSlot: slot)
            let x = cards.x + origin.x + 1
            let line = session.frame.line(cards.y + origin.y)
            let row = Array(line)
            return String(row[min(row.count, x)..<min(row.count, x + grid.cardWidth - 2)]).trimmingCharacters(
                in: .whitespaces)
        }
    }

    /// Whether the selected card is drawn in the selection style.
    var selectedCardIsHighlighted: Bool { selectedCardStyle == Palette(colours: 256).selection }

    var selectedCardStyle: Style {
        let slot = state.gallery.index - state.gallery.pageRange.lowerBound
        let origin = state.layout.grid.origin(ofSlot: slot)
        return session.frame[state.layout.cards.x + origin.x, state.layout.cards.y + origin.y].style
    }

    /// The screen cell (x, y) of the middle of the card of item `index` on the page shown.
    func cardCell(of index: Int) -> (x: Int, y: Int) {
        let origin = state.layout.grid.origin(ofSlot: index - state.gallery.pageRange.lowerBound)
        return (state.layout.cards.x + origin.x + 2, state.layout.cards.y + origin.y + 1)
    }

    /// A left click (or wheel notch) at a cell, at `time` milliseconds.
    func click(x: Int, y: Int, time: UInt64 = 0, _ action: MouseEvent.Action = .press) {
        handle(.mouse(MouseEvent(action, x: x, y: y, time: time)))
    }

    /// What the terminal was sent, without the renderer's own sequences (cursor moves, SGR, clear).
    var writtenWithoutOwnSequences: String {
        String(decoding: terminal.written, as: UTF8.self).replacing(/\x{1B}\[[0-9;]*[mHJ]/, with: "")
    }
}
