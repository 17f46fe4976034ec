import Foundation

/// When to try a request again: 503 with `Retry-After` waits as long as the server asks
/// (up to `maxRetryAfter`); other 5xx, resets and timeouts back off exponentially with jitter.
public struct RetryPolicy: Sendable {
    /// Attempts per request, the first included.
    public var maxAttempts = 8
    /// The first backoff, in seconds; each retry doubles it.
    public var baseDelay = 1.0
    public var maxDelay = 60.0
    /// A `Retry-After` longer than this ends the harvest instead of blocking a cron job for hours.
    public var maxRetryAfter = 600.0
    /// How waiting happens; tests record the delays instead of sleeping.
    public var sleep: @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }

    public init() {}

    /// The backoff before retry number `retry` (1-based): full jitter over half to all of the exponential step,
    /// so many harvesters that failed together do not return together.
    public func backoff(retry: Int) -> Double {
        let step = min(maxDelay, baseDelay * pow(2, Double(retry - 1)))
        return step * Double.random(in: 0.5...1)
    }

    /// The delay a `Retry-After` value asks for: delta-seconds or an HTTP date; nil when unreadable.
    public static func delay(retryAfter value: String, now: Date = Date()) -> Double? {
        if let seconds = Double(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 { return seconds }
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: value) { return max(0, date.timeIntervalSince(now)) }
        }
        return nil
    }
}
