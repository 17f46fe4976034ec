import Dispatch
import ForteCovers
import ForteTerminalKit
import Foundation
import Glibc
import Synchronization

/// Covers fetched, decoded and drawn on threads of their own, never a key's: the screen asks for what it shows
/// (and what the next and previous pages will show) and draws what is ready; a cover that becomes ready makes
/// `wakeDescriptor` readable, which the browse loop polls beside the keys.
///
/// Only drawn covers are kept, and only those last asked for: a decoded picture lives as long as its drawing.
final class CoverWorker: Sendable {
    struct Request: Hashable, Sendable {
        var identifier: String
        var kind: CoverKind
        var columns: Int
        var rows: Int
    }

    enum Outcome: Sendable {
        case drawn(DrawnCover)
        /// No picture, and why: none linked, unreachable, not one.
        case missing(MissingPicture)
    }

    private struct Work {
        /// The covers last asked for, the most wanted first.
        var wanted: [Request] = []
        var working: Set<Request> = []
        var done: [Request: Outcome] = [:]
        /// Asked for at hand (`CoverProvider.keptPicture`) and not there: left to the workers that fetch.
        var notKept: Set<Request> = []
        var lastID: UInt32 = 0
        /// Set by `stop`: each thread ends once the cover it is on is done.
        var isStopped = false
    }

    let format: ImageProtocol
    let cell: CellSize
    private let provider: any CoverProvider
    private let work = Mutex(Work())
    private let jobs = DispatchSemaphore(value: 0)
    /// For the thread that draws only pictures at hand, which every fetch under way would otherwise hold up.
    private let keptJobs = DispatchSemaphore(value: 0)
    private let threads: Int
    /// Readable when a cover is done; `drainWake` empties it.
    let wakeDescriptor: Int32
    private let wakeWriter: Int32
    /// Inside tmux, pictures pass through to the terminal around it.
    private let passthrough: Bool

    init(
        provider: any CoverProvider, format: ImageProtocol, cell: CellSize, passthrough: Bool = false, threads: Int = 4
    ) {
        (self.provider, self.format, self.cell, self.passthrough, self.threads) = (
            provider, format, cell, passthrough, threads
        )
        var fds: [Int32] = [0, 0]
        precondition(pipe(&fds) == 0, "no pipe for the cover worker")
        (wakeDescriptor, wakeWriter) = (fds[0], fds[1])
        // Neither end blocks (a full pipe has woken the loop already); a program forte starts inherits neither.
        for fd in fds {
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        for _ in 0..<threads {
            let thread = Thread { [self] in
                while self.runNext() {}
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        let kept = Thread { [self] in
            while self.runNextKept() {}
        }
        kept.stackSize = 1 << 20
        kept.start()
    }

    /// Run once the last thread has ended and let go of the worker.
    deinit {
        close(wakeDescriptor)
        close(wakeWriter)
    }

    /// Ends the threads, each once the cover it is on is done (a fetch ends within its deadline).
    func stop() {
        work.withLock { $0.isStopped = true }
        for _ in 0..<threads { jobs.signal() }
        keptJobs.signal()
    }

    /// The covers the screen wants now, the most wanted first: those already done stay, the rest are forgotten.
    func want(_ requests: [Request]) {
        let added = work.withLock { work -> Bool in
            guard work.wanted != requests else { return false }
            work.wanted = requests
            let kept = Set(requests)
            work.done = work.done.filter { kept.contains($0.key) }
            work.notKept.formIntersection(kept)
            return true
        }
        if added {
            for _ in 0..<threads { jobs.signal() }
            keptJobs.signal()
        }
    }

    /// Whether the item's pages may be asked for: an index read, no picture.
    func hasPages(_ identifier: String) -> Bool {
        provider.hasPages(identifier)
    }

    /// The cover for `request`, when it is done.
    func outcome(_ request: Request) -> Outcome? {
        work.withLock { $0.done[request] }
    }

    /// Empties the wake pipe, once its news is taken.
    func drainWake() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
    }

    /// Draws the next wanted cover, or waits for one to be wanted; false once stopped.
    private func runNext() -> Bool {
        guard let request = claimNext(keptOnly: false) else {
            if isStopped { return false }
            jobs.wait()
            return true
        }
        let pixels = (width: request.columns * cell.width, height: request.rows * cell.height)
        let outcome: Outcome
        do {
            outcome = draw(try provider.picture(of: request.identifier, request.kind, atLeast: pixels), for: request)
        } catch {
            outcome = .missing(error)
        }
        finish(request, outcome)
        return true
    }

    /// The next wanted cover no thread has, drawn if its picture is at hand; false once stopped.
    private func runNextKept() -> Bool {
        guard let request = claimNext(keptOnly: true) else {
            if isStopped { return false }
            keptJobs.wait()
            return true
        }
        let pixels = (width: request.columns * cell.width, height: request.rows * cell.height)
        guard let picture = provider.keptPicture(of: request.identifier, request.kind, atLeast: pixels) else {
            work.withLock { work in
                work.working.remove(request)
                work.notKept.insert(request)
            }
            // Left to the workers that fetch, which may all be waiting.
            jobs.signal()
            return true
        }
        finish(request, draw(picture, for: request))
        return true
    }

    private var isStopped: Bool { work.withLock { $0.isStopped } }

    /// Takes the first wanted cover no thread has yet (`keptOnly`: and not found missing from the cache), if any.
    private func claimNext(keptOnly: Bool) -> Request? {
        work.withLock { work -> Request? in
            guard !work.isStopped,
                let request = work.wanted.first(where: {
                    work.done[$0] == nil && !work.working.contains($0) && !(keptOnly && work.notKept.contains($0))
                })
            else { return nil }
            work.working.insert(request)
            return request
        }
    }

    private func finish(_ request: Request, _ outcome: Outcome) {
        work.withLock { work in
            work.working.remove(request)
            // Asked for still: kept (a cover no longer wanted is dropped, not kept to no purpose).
            if work.wanted.contains(request) { work.done[request] = outcome }
        }
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }

    private func draw(_ picture: CoverImage, for request: Request) -> Outcome {
        let fitted = CoverDrawing.fitting(
            picture, columns: request.columns, rows: request.rows, cell: (cell.width, cell.height))
        let bytes = CoverDrawing.draw(
            picture, columns: fitted.columns, rows: fitted.rows, cell: (cell.width, cell.height), as: format)
        let id = work.withLock { work in
            work.lastID += 1
            return work.lastID
        }
        return .drawn(
            DrawnCover(
                bytes, columns: fitted.columns, rows: fitted.rows, id: id, format: format, passthrough: passthrough))
    }
}
