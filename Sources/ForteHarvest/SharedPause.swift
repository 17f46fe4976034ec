import Synchronization

/// The wait a repository asked of one connection, kept by all of a harvest's connections: after a 503 with
/// `Retry-After` (or an error worth backing off from) on any window, every window holds its next request until
/// the wait is over, so several connections are no less polite than one.
final class SharedPause: Sendable {
    private let until = Mutex(ContinuousClock.now)

    /// Called by the connection that failed, before it waits `seconds` itself: returns when that wait ends.
    func extend(by seconds: Double) -> ContinuousClock.Instant {
        let end = ContinuousClock.now + .seconds(seconds)
        until.withLock { $0 = max($0, end) }
        return end
    }

    /// Waits (through `sleep`, which a test records instead) until the pause in force is over, unless the caller
    /// has waited until then already (`waited`: the end of its own last wait).
    func wait(after waited: ContinuousClock.Instant?, sleep: (Double) -> Void) {
        let end = until.withLock { $0 }
        if let waited, waited >= end { return }
        let remaining = end - .now
        if remaining > .zero { sleep(remaining.inSeconds) }
    }
}
