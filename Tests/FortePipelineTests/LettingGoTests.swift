import Synchronization
import Testing

@testable import FortePipeline

/// What work on a thread of its own held is let go before the thread that waits for it goes on: let go later, on that
/// thread, a statement it held was finalized while its connection was in use on the other, or closed the connection
/// under the next one to open the index (`database is locked`).
struct LettingGoTests {
    final class Flag: Sendable {
        private let value = Atomic(false)
        var isSet: Bool { value.load(ordering: .relaxed) }
        func set() { value.store(true, ordering: .relaxed) }
    }

    /// Sets its flag when it is let go.
    final class Held: Sendable {
        let gone: Flag

        init(_ gone: Flag) {
            self.gone = gone
        }

        deinit { gone.set() }
    }

    /// Many times: the thread may have ended by then whether or not it let go first.
    static let tries = 200

    @Test func whatAProducerHeldIsLetGoWhenPipelinedReturns() throws {
        for _ in 0..<Self.tries {
            let gone = Flag()
            do {
                let held = Held(gone)
                try pipelined(produce: { deliver in try deliver(held.gone.isSet) }) { _ in }
            }
            #expect(gone.isSet)
        }
    }

    @Test func whatAnAsidesWorkHeldIsLetGoWhenItsResultIsTaken() throws {
        for _ in 0..<Self.tries {
            let gone = Flag()
            let aside: Aside<Bool>
            do {
                let held = Held(gone)
                aside = Aside { held.gone.isSet }
            }
            #expect(try aside.result() == false)
            #expect(gone.isSet)
        }
    }
}
