import Foundation
import ForteHarvest
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
}
