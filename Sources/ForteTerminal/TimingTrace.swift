import ForteTerminalKit
import Glibc

/// `--trace-timing FILE`: one line per key with the time from the key's arrival to its frame
/// written, and when the first frame was written (wall clock, for the benchmark to subtract its start).
public final class TimingTrace {
    private let file: UnsafeMutablePointer<FILE>

    public init(path: String) throws {
        guard let file = fopen(path, "w") else { throw CannotWrite(path: path) }
        self.file = file
    }

    deinit { fclose(file) }

    public struct CannotWrite: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "cannot write the timing trace to \(path)" }
    }

    /// Monotonic nanoseconds, for measuring.
    public func firstFrame() {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        log("first-frame-at \(time.tv_sec).\(String(time.tv_nsec / 1000).leftPadded(6))")
    }

    /// A key's frame written at `end`; `countsFollow` when the lower pane's counts come in a frame of their own after
    /// it, `resultsFollow` when the search's results do.
    public func key(
        _ key: Key, since start: UInt64, until end: UInt64 = MonotonicClock.nanoseconds(), countsFollow: Bool,
        resultsFollow: Bool = false
    ) {
        let time = Self.milliseconds(end - start)
        log(
            "key \(String(describing: key).replacingSpaces) \(time) ms\(resultsFollow ? " +search" : "")"
                + (countsFollow ? " +lowerPane" : ""))
    }

    /// The lower pane's counts read, a search's typos corrected, or its matches counted, and drawn: work done while no
    /// key comes.
    func finished(_ work: BrowseSession.PendingWork, since start: UInt64) {
        log("\(work) \(Self.milliseconds(MonotonicClock.nanoseconds() - start)) ms")
    }

    /// A page's covers drawn, `nanoseconds` after its text frame.
    public func coversDrawn(after nanoseconds: UInt64) {
        log("covers \(Self.milliseconds(nanoseconds)) ms")
    }

    /// `12.345`: nanoseconds as milliseconds to the microsecond.
    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        let micros = nanoseconds / 1000
        return "\(micros / 1000).\(String(micros % 1000).leftPadded(3))"
    }

    private func log(_ line: String) {
        fputs(line + "\n", file)
        fflush(file)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
    var replacingSpaces: String { String(map { $0 == " " ? "_" : $0 }) }
}
