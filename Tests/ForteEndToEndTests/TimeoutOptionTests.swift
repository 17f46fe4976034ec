import Foundation
import OAIFixtureServer
import Testing

/// `--timeout` on the commands that talk to a repository (issue 23): a response that never ends, fast enough never
/// to stall, ends there with one line.
struct TimeoutOptionTests {
    let server: OAIFixtureServer
    let index: IndexUnderTest

    init() throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<10, pageSize: 5))
        index = try IndexUnderTest()
        server.change {
            $0.misbehaviour.hostile = HostileAnswer { _, connection in
                // 4 KB of whitespace every 10 ms, for 15 s at most: never slow, far from any byte limit.
                let end = ContinuousClock.now + .seconds(15)
                guard connection.sendHead(status: 200) else { return }
                while ContinuousClock.now < end, connection.send(String(repeating: " ", count: 4096)) {
                    Thread.sleep(forTimeInterval: 0.01)
                }
            }
        }
    }

    @Test(arguments: [("identify", ""), ("sync", "127.0.0.1: ")])
    func anEndlessResponseEndsAtTheTimeout(command: String, source: String) throws {
        defer { index.remove() }
        let started = ContinuousClock.now
        let outcome = try ForteProcess.run([command, server.baseURL, "--timeout", "2", "--index", index.path])
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(outcome.status == 1)
        #expect(
            outcome.errors == "forte: \(source)\(server.baseURL)?verb=Identify did not finish its response in 2 s "
                + "(if the repository is only slow, raise --timeout)\n")
        #expect(server.requests.count == 1)
    }

    @Test(arguments: ["identify", "sync"])
    func aTimeoutUnderASecondIsAUsageError(command: String) throws {
        defer { index.remove() }
        let outcome = try ForteProcess.run([command, server.baseURL, "--timeout", "0", "--index", index.path])
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("--timeout takes whole seconds, at least 1"))
        #expect(server.requests.isEmpty)
    }
}
