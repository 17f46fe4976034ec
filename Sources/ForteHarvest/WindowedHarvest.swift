import ForteCatalog
import Foundation
import Logging

/// Harvests one list as several `from`/`until` windows at once, each with a connection of its own: a repository
/// that takes a second a page is waited for by every connection together. The list's first page (asked for as a
/// sequential harvest asks) tells how many records there are; a list worth cutting is cut in windows of about
/// `target` records by time, and a window whose first page says it holds many more is cut again. A repository
/// that gets windows wrong is harvested as one list, and `SourceSync` remembers that it does.
struct WindowedHarvest: Sendable {
    /// How a harvest that lists windows begins.
    enum Start {
        /// `earliest`: the repository's `earliestDatestamp`, where the first window's time begins.
        case fresh(from: String?, earliest: String?)
        case resume([HarvestWindow], harvestStart: String, harvestID: String, from: String?)
    }

    let connections: Int
    let scale: DatestampScale
    let logger: Logger
    /// A list harvester for one connection; the pause is shared by all of them.
    let makeList: @Sendable (SharedPause?) -> ListRecordsHarvest
    /// The most pieces a window is cut in at once (its pieces are cut again if need be): four a connection, so that
    /// the list's first cut leaves every connection windows enough to even out, and never fewer than 16.
    var maxPieces: Int { max(16, 4 * connections) }

    func run(_ start: Start, deliver: (HarvestedPage) throws -> Void) throws {
        let pause = SharedPause()
        let first = makeList(pause)
        switch start {
        case .fresh(let from, let earliest):
            let harvestID = ListRecordsHarvest.now(fractionalSeconds: true)
            let began = Date()
            var plan: Plan?
            try first.list(
                from: from, token: nil, harvestStart: nil, harvestID: harvestID,
                firstPage: { page in
                    plan = self.plan(page, from: from, earliest: earliest, harvestID: harvestID, began: began)
                    return plan == nil
                }, deliver: deliver)
            guard let plan else { return }
            logger.info(
                "harvesting \(plan.pieces.count) windows on \(connections) connections",
                metadata: ["records": "\(plan.page.completeListSize ?? 0)"])
            try withoutActuallyEscaping(deliver) { deliver in
                let schedule = WindowSchedule([], expected: plan.page.completeListSize, deliver: deliver)
                // Connections' threads may outlive the harvest by a moment: none may hold `deliver` then.
                defer { schedule.close() }
                try schedule.cut(HarvestWindow(from: from, until: nil), into: plan.pieces, page: plan.page)
                try harvest(schedule, target: plan.target, span: plan.span, pause: pause, page: plan.page)
            }
        case .resume(let windows, let harvestStart, let harvestID, let from):
            logger.info("resuming \(windows.count) windows on \(connections) connections")
            try withoutActuallyEscaping(deliver) { deliver in
                let schedule = WindowSchedule(windows, expected: nil, deliver: deliver)
                defer { schedule.close() }
                let page = HarvestedPage(
                    records: [], nextToken: nil, endsList: false, harvestStart: harvestStart,
                    harvestID: harvestID, from: from, completeListSize: nil, size: 0)
                // A window resumed is not cut again: it was cut to size when the harvest began.
                try harvest(schedule, target: .max, span: 0...0, pause: pause, page: page)
            }
        }
    }

    /// Runs the schedule's windows on the connections until none is left; then, if the repository got them wrong,
    /// the whole list again as one. `page` carries the harvest's stamps.
    private func harvest(
        _ schedule: WindowSchedule, target: Int, span: ClosedRange<Int>, pause: SharedPause, page: HarvestedPage
    ) throws {
        let done = DispatchGroup()
        for _ in 0..<connections {
            done.enter()
            Thread {
                defer { done.leave() }
                let list = makeList(pause)
                var finished = false
                while let window = schedule.next(finishing: finished) {
                    finished = true
                    do {
                        try harvest(window, with: list, schedule: schedule, target: target, span: span, page: page)
                    } catch is WindowSchedule.Stopped {
                        return
                    } catch {
                        schedule.fail(error)
                        return
                    }
                }
            }.start()
        }
        done.wait()
        if let failure = schedule.failure { throw failure }
        guard let refusal = schedule.refusal else { return }
        logger.notice("harvesting as one list: \(refusal)")
        var first = true
        let ended = schedule.openWindows
        try makeList(pause).run(.again(harvestStart: page.harvestStart, harvestID: page.harvestID, from: page.from)) {
            next in
            var next = next
            if first {
                next.windows = WindowChanges(ended: ended, remain: false, refused: refusal)
                first = false
            }
            try schedule.deliverAfterRefusal(next)
        }
    }

    /// One window to its end, or until it is cut in pieces or found wrong.
    private func harvest(
        _ window: HarvestWindow, with list: ListRecordsHarvest, schedule: WindowSchedule, target: Int,
        span: ClosedRange<Int>, page: HarvestedPage
    ) throws {
        let name = "\(window.from ?? "the beginning") to \(window.until ?? "now")"
        logger.info("window \(name)", metadata: window.token == nil ? [:] : ["resumed": "yes"])
        var whole = true
        do {
            try list.list(
                from: window.from, until: window.until, token: window.token, harvestStart: page.harvestStart,
                harvestID: page.harvestID,
                firstPage: { first in
                    if let stray = first.records.first(where: {
                        !scale.contains($0.header.datestamp, from: window.from, until: window.until)
                    }) {
                        schedule.refuse(
                            "it answered the window \(name) with a record of \(stray.header.datestamp.prefix(40))")
                        whole = false
                    } else if let pieces = cut(window, first, target: target, span: span),
                        try schedule.cut(window, into: pieces, page: page)
                    {
                        logger.info("window \(name) cut in \(pieces.count)")
                        whole = false
                    }
                    return whole
                },
                deliver: { next in
                    var next = next
                    next.from = page.from
                    try schedule.deliver(next, of: window)
                })
        } catch HarvestError.repository(let error, _) where error.code == "badArgument" && window.token == nil {
            schedule.refuse("it refused the window \(name) (badArgument: \(error.message.prefix(200)))")
            return
        }
        if whole { logger.info("window \(name) done") }
    }
}
