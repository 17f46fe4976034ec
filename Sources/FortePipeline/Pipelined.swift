import Foundation

/// Runs `produce` on a thread of its own and hands its pages (any pieces of work) to `consume` on the calling thread:
/// a harvest's pages download while earlier ones are stored, a query's rows are stepped while earlier ones are dealt.
/// `consume` gets every page waiting when it is ready for more, up to `capacity` pages that together weigh at most
/// `maxWeight` (a page heavier than that waits alone), so that a store slower than the network writes many pages per
/// transaction (cheaper per page) and a faster one writes each page as it comes; memory stays bounded whatever the
/// pages hold. When no page is waiting, `idle` runs once before the calling thread waits for the next: time that
/// would otherwise be lost to the network.
/// Pages arrive in order; an error on either side stops both, after the pages before it; either way the producer has
/// finished, and let go of all it held, when this returns.
package func pipelined<Page: Sendable>(
    capacity: Int = 64,
    maxWeight: Int = .max,
    weight: @escaping @Sendable (Page) -> Int = { _ in 0 },
    produce: @escaping @Sendable (_ deliver: (Page) throws -> Void) throws -> Void,
    idle: () throws -> Void = {},
    consume: ([Page]) throws -> Void
) throws {
    let handOff = PageHandOff<Page>(capacity: capacity, maxWeight: maxWeight, weight: weight)
    onThreadOfItsOwn({ try produce { try handOff.put($0) } }) { outcome in
        do {
            try outcome.get()
            handOff.finish(nil)
        } catch {
            handOff.finish(error)
        }
    }
    do {
        while var pages = try handOff.take(blocking: false) {
            if pages.isEmpty {
                try idle()
                guard let next = try handOff.take(blocking: true) else { break }
                pages = next
            }
            try consume(pages)
        }
    } catch {
        handOff.stop()
        throw error
    }
}

/// The pages between the producing and the consuming thread. Unchecked: every `var` is read and written with
/// `condition` held.
private final class PageHandOff<Page: Sendable>: @unchecked Sendable {
    private let capacity: Int
    private let maxWeight: Int
    private let weight: @Sendable (Page) -> Int
    private let condition = NSCondition()
    private var waiting: [Page] = []
    private var waitingWeight = 0
    private var finished = false
    private var failure: (any Error)?
    private var stopped = false

    /// The consumer has given up: the producer should stop at its next page.
    struct Stopped: Error {}

    init(capacity: Int, maxWeight: Int, weight: @escaping @Sendable (Page) -> Int) {
        self.capacity = capacity
        self.maxWeight = maxWeight
        self.weight = weight
    }

    func put(_ page: Page) throws {
        let pageWeight = weight(page)
        condition.lock()
        defer { condition.unlock() }
        while !waiting.isEmpty && (waiting.count >= capacity || waitingWeight + pageWeight > maxWeight) && !stopped {
            condition.wait()
        }
        if stopped { throw Stopped() }
        waiting.append(page)
        waitingWeight += pageWeight
        condition.broadcast()
    }

    func finish(_ error: (any Error)?) {
        condition.lock()
        defer { condition.unlock() }
        finished = true
        failure = error
        condition.broadcast()
    }

    /// Every page waiting, in order; nil once the producer finished; throws what the producer threw,
    /// after its earlier pages. Unless `blocking`, no pages while the producer is still at work.
    func take(blocking: Bool) throws -> [Page]? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !finished {
            guard blocking else { return [] }
            condition.wait()
        }
        if !waiting.isEmpty {
            defer { (waiting, waitingWeight) = ([], 0) }
            condition.broadcast()
            return waiting
        }
        if let failure { throw failure }
        return nil
    }

    /// Stops the producer and waits until it has, so that nothing it does outlives the pipeline.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        condition.broadcast()
        while !finished { condition.wait() }
    }
}
