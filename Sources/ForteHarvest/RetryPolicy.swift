import Foundation

/// When to try a request again: only what may change (408, 429, 500, 502, 503, 504, resets, stalls), and
/// within bounds. 503 or 429 with `Retry-After` waits as long as the server asks (up to `maxRetryAfter`); the
/// rest backs off exponentially with jitter.
public struct RetryPolicy: Sendable {
    /// Attempts per request, the first included.
    public var maxAttempts = 8
    /// Seconds one request may spend on its attempts and backoffs before its last failure stands: a server that
    /// sends nothing would otherwise take 8 attempts of a minute's stall each.
    public var budget = 300.0
    /// The first backoff, in seconds; each retry doubles it.
    public var baseDelay = 1.0
    public var maxDelay = 60.0
    /// A `Retry-After` longer than this ends the harvest instead of blocking a cron job for hours.
    public var maxRetryAfter = 600.0
    /// Seconds the whole request may take, its attempts, backoffs and waits together (`--timeout`); nil: `budget`
    /// bounds the attempts and backoffs, `maxRetryAfter` each wait.
    public var deadline: Double?
    /// A wait at least this long is said on the console as it starts: a harvest that waits is not one that hangs.
    public static let waitWorthSaying = 5.0
    /// How waiting happens; tests record the delays instead of sleeping.
    public var sleep: @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }

    public init() {}

    /// What to do after attempt number `attempt` failed, `spent` seconds into the request (attempts and backoffs)
    /// and `waited` seconds of waits asked for.
    public func decision(
        after failure: HarvestError, attempt: Int, spent: Double, waited: Double = 0,
        now: Date = Date()
    ) -> RetryDecision {
        let limit = min(budget, deadline ?? budget)
        guard attempt < maxAttempts, spent + (deadline == nil ? 0 : waited) < limit, Self.mayChange(failure) else {
            return .giveUp(failure)
        }
        if case .status(let status, let url, _, let retryAfter?) = failure, status == 503 || status == 429,
            let delay = Self.delay(retryAfter: retryAfter, now: now)
        {
            let pastDeadline = deadline.map { spent + waited + Double(delay) >= $0 } ?? false
            let tooLate = Double(delay) > maxRetryAfter || pastDeadline
            return tooLate ? .giveUp(.retryTooLate(seconds: delay, url: url)) : .wait(Double(delay))
        }
        let delay = backoff(retry: attempt)
        return spent + (deadline == nil ? 0 : waited) + delay < limit ? .backoff(delay) : .giveUp(failure)
    }

    /// Whether another attempt may go otherwise: not for a status that says the request is wrong or unsupported
    /// (4xx but 408 and 429; 501, 505, ...), nor for a response forte refused, a redirect, TLS.
    static func mayChange(_ failure: HarvestError) -> Bool {
        switch failure {
        case .status(let status, _, _, _): [408, 429, 500, 502, 503, 504].contains(status)
        case .transfer(let error): error.isTransient
        default: false
        }
    }

    /// The backoff before retry number `retry` (1-based): full jitter over half to all of the exponential step,
    /// so many harvesters that failed together do not return together.
    public func backoff(retry: Int) -> Double {
        let step = min(maxDelay, baseDelay * pow(2, Double(retry - 1)))
        return step * Double.random(in: 0.5...1)
    }

    /// The longest wait a `Retry-After` value reads as: a longer one reads as this, and is as much too late.
    public static let longestWait = 366 * 86_400

    /// The wait a `Retry-After` value asks for, in whole seconds within 0...`longestWait`: delta-seconds (digits
    /// only, as RFC 9110 has them), a number RFC 9110 does not allow but that says a wait all the same (`1.5`,
    /// `1e300`, `inf`: read as the wait it says, so that one past `maxRetryAfter` is an error, not a backoff), or an
    /// HTTP date. Nil when unreadable: "-1", "nan", "0x10", "soon".
    public static func delay(retryAfter value: String, now: Date = Date()) -> Int? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if !value.isEmpty, value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            let digits = value.drop { $0 == "0" }
            return digits.count > 9 ? longestWait : min(longestWait, Int(digits) ?? 0)
        }
        if let seconds = decimalSeconds(value) { return Int(min(Double(longestWait), seconds.rounded(.up))) }
        // An HTTP date is printable ASCII; Foundation's DateFormatter traps on some other text (combining marks).
        guard value.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: value) {
                return Int(min(Double(longestWait), max(0, date.timeIntervalSince(now).rounded(.up))))
            }
        }
        return nil
    }
}

extension RetryPolicy {
    /// Seconds written as a decimal or exponent number (`1.5`, `1e300`) or as `inf`: never negative, hexadecimal or
    /// NaN, which Double would read too.
    fileprivate static func decimalSeconds(_ value: String) -> Double? {
        if ["inf", "infinity"].contains(value.lowercased()) { return .infinity }
        let allowed = Set("0123456789.eE+-".utf8)
        guard let first = value.utf8.first, first == UInt8(ascii: ".") || (0x30...0x39).contains(first),
            value.utf8.allSatisfy(allowed.contains), let seconds = Double(value), seconds >= 0
        else { return nil }
        return seconds
    }
}

/// What a request does after a failed attempt.
public enum RetryDecision: Sendable {
    /// Backs off this many seconds (counted in the budget), then tries again.
    case backoff(Double)
    /// Waits the seconds the server asked for with `Retry-After`, then tries again.
    case wait(Double)
    case giveUp(HarvestError)
}
