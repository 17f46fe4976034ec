import ForteHarvest
import ForteNetwork
import Foundation
import OAIFixtureServer
import Testing

/// Time bounded (issue 23): no response, however it trickles or goes on, holds a cron job for longer than the
/// limits say. Hostile writers give up after `Self.patience`, so a test without its limit fails instead of hanging.
struct TimeLimitTests {
    static let patience = Duration.seconds(10)
    let server: OAIFixtureServer

    init() throws { server = try OAIFixtureServer(FixtureState(generated: 0..<10, pageSize: 5)) }

    private var url: String { server.baseURL + "?verb=Identify" }

    /// Writes `head`, then `chunk` every `interval` until the client goes or patience runs out.
    private func endless(head status: Int, headers: [String] = [], chunk: String, every interval: Double = 0) {
        server.change {
            $0.misbehaviour.hostile = HostileAnswer { _, connection in
                let end = ContinuousClock.now + Self.patience
                guard connection.sendHead(status: status, headers: headers) else { return }
                while ContinuousClock.now < end, connection.send(chunk) {
                    if interval > 0 { Thread.sleep(forTimeInterval: interval) }
                }
            }
        }
    }

    @Test func anEndlessErrorBodyIsCutAndTheStatusStands() throws {
        endless(head: 503, headers: ["Retry-After: 5"], chunk: "<p>The service is busy.</p>\n")
        let client = HTTPClient(configuration: HTTPConfiguration(userAgent: "forte/9.9"))
        let started = ContinuousClock.now
        let head = try client.get(url) { _ in Issue.record("an error body reached the body handler") }
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(head.status == 503)
        #expect(head.retryAfter == "5")
        #expect(head.errorBody.hasPrefix("<p>The service is busy.</p>"))
    }

    @Test func aTrickleStalls() throws {
        // A byte every half second: never a silence as long as the stall timeout, far under 100 bytes a second.
        endless(head: 200, chunk: " ", every: 0.5)
        var configuration = HTTPConfiguration(userAgent: "forte/9.9")
        configuration.stallTimeout = 1
        let started = ContinuousClock.now
        let error = try #require(throws: HTTPError.self) {
            try HTTPClient(configuration: configuration).get(url) { _ in }
        }
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(error.kind == .timedOut)
        #expect(error.isTransient)
        #expect(
            error.description
                == "\(url) stopped answering: Operation too slow. Less than 100 bytes/sec transferred the last 1 seconds "
                + "(try again later)")
    }

    @Test func anEndlessBodyEndsAtTheDeadline() throws {
        // 4 KB of whitespace every 10 ms: never slow, and far from the byte limit before the deadline.
        endless(head: 200, chunk: String(repeating: " ", count: 4096), every: 0.01)
        var configuration = HTTPConfiguration(userAgent: "forte/9.9")
        configuration.timeout = 1
        let started = ContinuousClock.now
        let error = try #require(throws: HTTPError.self) {
            try HTTPClient(configuration: configuration).get(url) { _ in }
        }
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(error.kind == .tookTooLong)
        #expect(!error.isTransient)
        #expect(
            error.description
                == "\(url) did not finish its response in 1 s (if the repository is only slow, allow it more time)")
    }

    @Test func aSilentServerIsGivenUpWithinTheRetryBudget() throws {
        // Each attempt stalls after 1 s: without a budget, 8 attempts (8 minutes at the default 60 s).
        let harness = try SyncHarness()
        harness.server.change { $0.misbehaviour.hostile = HostileAnswer { _, _ in Thread.sleep(forTimeInterval: 10) } }
        var options = harness.options()
        options.retry.budget = 2.5
        let error = try #require(throws: HarvestError.self) {
            try SourceSync(source: harness.source, options: options).run(into: harness.store)
        }
        #expect("\(error)".contains("stopped answering: no data for 1 s"))
        #expect((2...3).contains(harness.server.requests.count))
    }
}
