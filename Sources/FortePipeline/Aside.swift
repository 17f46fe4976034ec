import Foundation
import Synchronization

/// Work that runs on a thread of its own while the thread that made it goes on with other work, until `result()`
/// waits for it: the thread ends with the work, having let go of all it held (`onThreadOfItsOwn`).
package final class Aside<Value: Sendable>: Sendable {
    private let outcome = Mutex<Result<Value, any Error>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    package init(_ work: @escaping @Sendable () throws -> Value) {
        onThreadOfItsOwn(work) { [self] result in
            outcome.withLock { $0 = result }
            finished.signal()
        }
    }

    /// Whether the work has ended (its result not yet taken).
    package var hasEnded: Bool {
        outcome.withLock { $0 != nil }
    }

    /// Waits for the work to end, and gives what it returned or throws what it threw. Once: the value is handed over,
    /// not kept, so that what it holds is not copied when the caller changes it.
    package func result() throws -> Value {
        finished.wait()
        return try outcome.withLock { $0.take()! }.get()
    }
}
