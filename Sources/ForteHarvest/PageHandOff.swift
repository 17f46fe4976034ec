import Foundation

/// Runs `produce` on a thread of its own and hands its pages to `consume` on the calling thread,
/// holding at most one page between them: a page is stored while the next one downloads, and memory
/// stays bounded. Pages arrive in order; an error on either side stops both, after the pages before it.
func pipelined<Page: Sendable>(
    produce: @escaping @Sendable (_ deliver: (Page) throws -> Void) throws -> Void,
    consume: (Page) throws -> Void
) throws {
    let handOff = PageHandOff<Page>()
    let producer = Thread {
        do {
            try produce { try handOff.put($0) }
            handOff.finish(nil)
        } catch {
            handOff.finish(error)
        }
    }
    producer.start()
    do {
        while let page = try handOff.take() { try consume(page) }
    } catch {
        handOff.stop()
        throw error
    }
}

/// A one-page slot between the producing and the consuming thread.
private final class PageHandOff<Page: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var slot: Page?
    private var finished = false
    private var failure: (any Error)?
    private var stopped = false

    /// The consumer has given up: the producer should stop at its next page.
    struct Stopped: Error {}

    func put(_ page: Page) throws {
        condition.lock()
        defer { condition.unlock() }
        while slot != nil && !stopped { condition.wait() }
        if stopped { throw Stopped() }
        slot = page
        condition.broadcast()
    }

    func finish(_ error: (any Error)?) {
        condition.lock()
        defer { condition.unlock() }
        finished = true
        failure = error
        condition.broadcast()
    }

    /// The next page; nil once the producer finished; throws what the producer threw, after its earlier pages.
    func take() throws -> Page? {
        condition.lock()
        defer { condition.unlock() }
        while slot == nil && !finished { condition.wait() }
        if let page = slot {
            slot = nil
            condition.broadcast()
            return page
        }
        if let failure { throw failure }
        return nil
    }

    /// Stops the producer and waits until it has, so no fetch outlives the harvest.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        condition.broadcast()
        while !finished { condition.wait() }
    }
}
