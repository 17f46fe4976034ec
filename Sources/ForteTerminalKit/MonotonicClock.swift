import Glibc

/// Nanoseconds on the monotonic clock: when keys arrive (a double click is two presses close in time) and frames are
/// written.
public enum MonotonicClock {
    public static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
