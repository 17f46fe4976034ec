import ForteCatalog
import Foundation

/// What the connections of a windowed harvest share: the windows waiting for a connection, the windows still open,
/// and the one way to the store. Pages are handed on one at a time, each with what it changes of the windows, so
/// the page that ends the last window knows it completes the harvest.
///
/// Unchecked: every `var` is read and written with `condition` held.
final class WindowSchedule: @unchecked Sendable {
    /// The connections stop: a window was refused, or one failed.
    struct Stopped: Error {}

    private let condition = NSCondition()
    private var waiting: [HarvestWindow]
    /// By `from`: every window saved and not yet ended.
    private var open: [String?: HarvestWindow]
    private var working = 0
    /// Windows made by cutting, in this run.
    private var cuts = 0
    /// A repository whose every window claims a long list would otherwise have forte cut it down to single
    /// seconds, a request and a stored row each.
    static let maxWindows = 4_096
    private var listSizes: [String?: Int] = [:]
    private var anyListEnded = false
    /// A window ended in a way its counts could not confirm: the whole harvest may remove nothing it did not see.
    private var anyEndUnconfirmed = false
    private(set) var failure: (any Error)?
    private(set) var refusal: String?
    /// Dropped by `close`: the store's side is not kept a moment longer than the harvest.
    private var handOn: ((HarvestedPage) throws -> Void)?
    /// Records the harvest expects, when its first page said (nil: the sum of the windows' own sizes).
    private let expected: Int?

    init(_ windows: [HarvestWindow], expected: Int?, deliver: @escaping (HarvestedPage) throws -> Void) {
        waiting = windows
        open = Dictionary(windows.map { ($0.from, $0) }, uniquingKeysWith: { $1 })
        self.expected = expected
        self.handOn = deliver
    }

    private var stopped: Bool { failure != nil || refusal != nil }

    /// The next window for a connection; nil when none is left or the harvest stops. A connection without a
    /// window waits while others work: a window they cut in pieces gives it one.
    func next(finishing finished: Bool) -> HarvestWindow? {
        condition.lock()
        defer { condition.unlock() }
        if finished { working -= 1; condition.broadcast() }
        while waiting.isEmpty && working > 0 && !stopped { condition.wait() }
        guard !stopped, !waiting.isEmpty else { return nil }
        working += 1
        return waiting.removeFirst()
    }

    /// Hands on a page of `window`: its state after the page is saved with it, or the window ends with it.
    func deliver(_ page: HarvestedPage, of window: HarvestWindow) throws {
        try locked {
            var page = page
            var changes = WindowChanges()
            if let size = page.completeListSize, listSizes[window.from] == nil { listSizes[window.from] = size }
            if let next = page.nextToken {
                let state = HarvestWindow(from: window.from, until: window.until, token: next)
                open[window.from] = state
                changes.saved = [state]
            } else {
                open[window.from] = nil
                changes.ended = [window]
                anyListEnded = anyListEnded || page.endsList
                anyEndUnconfirmed = anyEndUnconfirmed || page.endUnconfirmed
            }
            changes.remain = !open.isEmpty
            page.nextToken = nil
            page.endsList = !changes.remain && anyListEnded && !anyEndUnconfirmed
            page.endUnconfirmed = !changes.remain && anyEndUnconfirmed
            page.completeListSize = expected ?? listSizes.values.reduce(0, +)
            page.windows = changes
            try handOn?(page)
        }
    }

    /// Replaces `window`, before its first page is delivered, with `pieces` (the first of which has its name); false,
    /// and the window is left whole, when the harvest has made as many windows as it may.
    @discardableResult
    func cut(_ window: HarvestWindow, into pieces: [HarvestWindow], page: HarvestedPage) throws -> Bool {
        var cut = false
        try locked {
            guard cuts + pieces.count <= Self.maxWindows else { return }
            (cuts, cut) = (cuts + pieces.count, true)
            for piece in pieces { open[piece.from] = piece }
            var plan = page
            (plan.records, plan.nextToken, plan.endsList, plan.size) = ([], nil, false, 0)
            plan.completeListSize = expected
            plan.windows = WindowChanges(saved: pieces)
            try handOn?(plan)
            waiting += pieces
            condition.broadcast()
        }
        return cut
    }

    /// Hands on a page of the one list that replaced the windows, once every connection has stopped.
    func deliverAfterRefusal(_ page: HarvestedPage) throws {
        condition.lock()
        defer { condition.unlock() }
        try handOn?(page)
    }

    /// The harvest is over: nothing more is handed on.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        handOn = nil
    }

    /// The repository got windows wrong: every connection stops, and the harvest goes on as one list.
    func refuse(_ reason: String) {
        condition.lock()
        defer { condition.unlock() }
        if refusal == nil { refusal = reason }
        condition.broadcast()
    }

    func fail(_ error: any Error) {
        condition.lock()
        defer { condition.unlock() }
        if failure == nil { failure = error }
        condition.broadcast()
    }

    /// The windows saved and not ended, for the one list that replaces them to end with its first page.
    var openWindows: [HarvestWindow] {
        condition.lock()
        defer { condition.unlock() }
        return Array(open.values)
    }

    private func locked(_ body: () throws -> Void) throws {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { throw Stopped() }
        try body()
    }
}
