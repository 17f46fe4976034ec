import Foundation
import Testing

@testable import ForteHarvest

/// Numbers from the server (issue 23): a `Retry-After` value, whatever it holds, is a wait in a checked range
/// or unreadable (and backoff takes over), never a crash.
struct RetryAfterTests {
    let policy = RetryPolicy()
    let url = "http://example.org/oai"
    let now = Date(timeIntervalSince1970: 1_795_327_200)  // 2026-11-22T06:00:00Z

    @Test(arguments: [
        "-inf", "nan", "NaN", "-1", "0x10", "+5", "1 000", "١٢٠", "", "soon", ".", "1e", "e5",
        "Sun, 31 Feb 2026 25:61:61 GMT",
    ])
    func anUnreadableValueFallsBackToBackoff(value: String) {
        #expect(RetryPolicy.delay(retryAfter: value, now: now) == nil)
        guard case .backoff = policy.decision(after: busy(value), attempt: 1, spent: 0) else {
            Issue.record("\(value) did not back off")
            return
        }
    }

    @Test(arguments: [
        ("99999999999999999999999999999", "more than a year"), ("00000000000000000086400", "86400 s"),
        ("Fri, 31 Dec 9999 23:59:59 GMT", "more than a year"), ("Sun, 22 Nov 2026 07:00:01 GMT", "3601 s"),
        ("1e300", "more than a year"), ("inf", "more than a year"), ("INF", "more than a year"),
        ("3600.5", "3601 s"),
    ])
    func aLongWaitIsAnErrorThatNamesIt(value: String, wait: String) {
        guard case .giveUp(let error) = policy.decision(after: busy(value), attempt: 1, spent: 0, now: now) else {
            Issue.record("\(value) did not end the request")
            return
        }
        #expect(error.description == "\(url) asks to retry in \(wait) (try again later)")
    }

    /// A number RFC 9110 does not allow, but that says a wait, is that wait (rounded up): never a silent backoff.
    @Test(arguments: [("1.5", 2), ("2e1", 20), ("0.0", 0)])
    func aDecimalOrExponentNumberIsTheWaitItSays(value: String, seconds: Int) {
        #expect(RetryPolicy.delay(retryAfter: value, now: now) == seconds)
    }

    /// Under `--timeout`, a wait that would end past it is an error at once, naming the wait.
    @Test func aWaitPastTheDeadlineIsAnErrorThatNamesIt() {
        var policy = policy
        policy.deadline = 60
        guard case .giveUp(let error) = policy.decision(after: busy("30"), attempt: 2, spent: 10, waited: 30) else {
            Issue.record("a wait past the deadline did not end the request")
            return
        }
        #expect(error.description == "\(url) asks to retry in 30 s (try again later)")
        guard case .wait(30) = policy.decision(after: busy("30"), attempt: 2, spent: 10, waited: 0) else {
            Issue.record("a wait within the deadline was not waited")
            return
        }
    }

    /// Under `--timeout`, attempts and backoffs stop at it, not at the 300 s budget.
    @Test func theDeadlineBoundsTheAttemptsToo() {
        var policy = policy
        policy.deadline = 60
        let stalled = HarvestError.status(503, url: url, body: "", retryAfter: nil)
        guard case .giveUp = policy.decision(after: stalled, attempt: 1, spent: 60) else {
            Issue.record("an attempt that took the whole deadline was retried")
            return
        }
        guard case .backoff = RetryPolicy().decision(after: stalled, attempt: 1, spent: 60) else {
            Issue.record("without a deadline, the budget did not allow a retry")
            return
        }
    }

    @Test func aTooManyRequestsWaitsAsTheServerAsks() {
        let failure = HarvestError.status(429, url: url, body: "", retryAfter: "30")
        guard case .wait(30) = policy.decision(after: failure, attempt: 1, spent: 0) else {
            Issue.record("429 with Retry-After: 30 did not wait 30 s")
            return
        }
    }

    /// 5,000 random values (seeded, so a failure repeats): numbers of every size and form, HTTP dates of any
    /// year, junk. Each reads as a wait in 0...a year or as unreadable, and every decision and message is made.
    /// (It found that Foundation's DateFormatter traps on some non-ASCII text.)
    @Test func randomValuesNeverCrash() {
        var random = SplitMix64(seed: 23)
        var outcomes = (waits: 0, backoffs: 0, giveUps: 0)
        for _ in 0..<5_000 {
            let value = RandomRetryAfter.value(using: &random)
            if let seconds = RetryPolicy.delay(retryAfter: value, now: now) {
                #expect((0...RetryPolicy.longestWait).contains(seconds), "\(value)")
            }
            let failure = HarvestError.status(
                [429, 503].randomElement(using: &random)!, url: url, body: value, retryAfter: value)
            switch policy.decision(after: failure, attempt: 1, spent: 0, now: now) {
            case .wait(let seconds):
                #expect((0...policy.maxRetryAfter).contains(seconds), "\(value)")
                outcomes.waits += 1
            case .backoff(let seconds):
                #expect((0...policy.maxDelay).contains(seconds), "\(value)")
                outcomes.backoffs += 1
            case .giveUp(let error):
                #expect(!error.description.isEmpty)
                outcomes.giveUps += 1
            }
        }
        // Every way out was taken: the values are not all junk, nor all readable.
        #expect(outcomes.waits > 100 && outcomes.backoffs > 100 && outcomes.giveUps > 100, "\(outcomes)")
    }

    private func busy(_ retryAfter: String) -> HarvestError {
        .status(503, url: url, body: "", retryAfter: retryAfter)
    }
}

/// Values a hostile or broken server might put in `Retry-After`.
enum RandomRetryAfter {
    static func value(using random: inout SplitMix64) -> String {
        switch random.next() % 6 {
        case 0: "\(Double(bitPattern: random.next()))"  // any double: nan, inf, 1e308, subnormals, negatives
        case 1: String((0..<Int(random.next() % 40 + 1)).map { _ in "0123456789".randomElement(using: &random)! })
        case 2: ["-", "+", " ", ""].randomElement(using: &random)! + "\(Int64(bitPattern: random.next()))"
        case 3: httpDate(using: &random)
        case 4:
            String(
                (0..<Int(random.next() % 30)).map { _ in
                    "0123456789.eE+-x ,:infaINFNaNGMT\u{661}\u{FF10}\u{0}\t".randomElement(using: &random)!
                })
        default:
            String(
                decoding: (0..<Int(random.next() % 30)).map { _ in UInt8(truncatingIfNeeded: random.next()) },
                as: UTF8.self)
        }
    }

    private static func httpDate(using random: inout SplitMix64) -> String {
        let day = ["Mon", "Tue", "Sun", "Xyz"].randomElement(using: &random)!
        let month = ["Jan", "Feb", "Nov", "Dec", "Foo"].randomElement(using: &random)!
        let year = [Int(random.next() % 10_000), Int(random.next() % 100), Int(truncatingIfNeeded: random.next())]
            .randomElement(using: &random)!
        return
            "\(day), \(random.next() % 40) \(month) \(year) \(random.next() % 30):\(random.next() % 70):\(random.next() % 70) GMT"
    }
}
