import Foundation

/// Runs `work` on a thread of its own, then `done` with what it returned or threw, on that thread: `work`, and all it
/// holds, let go before `done` runs. A `Thread` keeps its closure until the thread has exited, after whoever `done`
/// woke has gone on; what the work held was let go then, on that thread: a statement finalized while its connection
/// was in use on the other, or the connection closed under the next one to open the index (`database is locked`).
package func onThreadOfItsOwn<Value>(
    _ work: @escaping @Sendable () throws -> Value, then done: @escaping @Sendable (Result<Value, any Error>) -> Void
) {
    let handed = HandedWork(work)
    Thread { done(handed.run()) }.start()
}

/// Work for one thread to take, once. Unchecked: only that thread reads or writes `work`, once.
private final class HandedWork<Value>: @unchecked Sendable {
    private var work: (@Sendable () throws -> Value)?

    init(_ work: @escaping @Sendable () throws -> Value) {
        self.work = work
    }

    /// Runs the work, let go of when this returns.
    func run() -> Result<Value, any Error> {
        let work = self.work.take()!
        return Result(catching: work)
    }
}
