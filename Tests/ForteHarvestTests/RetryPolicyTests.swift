import Foundation
import Testing

@testable import ForteHarvest

struct RetryPolicyTests {
    @Test(arguments: [
        ("120", 120), (" 0 ", 0), ("Sun, 22 Nov 2026 06:00:30 GMT", 30),
        ("Sunday, 22-Nov-26 06:01:00 GMT", 60), ("Sun, 22 Nov 2026 05:00:00 GMT", 0),
    ])
    func retryAfter(value: String, seconds: Int) {
        let now = Date(timeIntervalSince1970: 1_795_327_200)  // 2026-11-22T06:00:00Z
        #expect(RetryPolicy.delay(retryAfter: value, now: now) == seconds)
    }

    @Test func unreadableRetryAfterIsNil() {
        #expect(RetryPolicy.delay(retryAfter: "soon") == nil)
        #expect(RetryPolicy.delay(retryAfter: "-5") == nil)
    }

    @Test func backoffDoublesWithJitterAndStopsAtTheCeiling() {
        var policy = RetryPolicy()
        policy.baseDelay = 2
        policy.maxDelay = 10
        for _ in 0..<50 {
            #expect((1.0...2.0).contains(policy.backoff(retry: 1)))
            #expect((2.0...4.0).contains(policy.backoff(retry: 2)))
            #expect((5.0...10.0).contains(policy.backoff(retry: 6)))
        }
    }

    @Test func theBudgetEndsRetriesBeforeItIsOverspent() {
        var policy = RetryPolicy()
        policy.budget = 10
        policy.baseDelay = 2
        let failure = HarvestError.status(500, url: "http://example.org/oai", body: "", retryAfter: nil)
        guard case .backoff = policy.decision(after: failure, attempt: 1, spent: 5) else {
            Issue.record("no retry at 5 s"); return
        }
        // The backoff (1 to 2 s) would end past the budget.
        guard case .giveUp = policy.decision(after: failure, attempt: 1, spent: 9.5) else {
            Issue.record("a retry at 9.5 s"); return
        }
        // Waits the server asks for are not counted, but the time already spent is.
        let busy = HarvestError.status(503, url: "http://example.org/oai", body: "", retryAfter: "1")
        guard case .wait(1) = policy.decision(after: busy, attempt: 1, spent: 9.5) else {
            Issue.record("no wait at 9.5 s"); return
        }
        guard case .giveUp = policy.decision(after: busy, attempt: 1, spent: 10) else {
            Issue.record("a wait at 10 s"); return
        }
    }
}
