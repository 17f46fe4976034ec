import Foundation
import OAIFixtureServer
import Testing

/// `forte sync --connections N` as a person sees it (issue 31): the windows in `--verbose`, a repository that
/// gets them wrong named in `forte sources`, and a number out of range refused.
struct WindowCommandTests {
    /// 2,000 records a day apart, 50 a page.
    static func repository() -> FixtureState {
        let formatter = ISO8601DateFormatter()
        return FixtureState(
            records: (0..<2_000).map {
                FixtureRecord.generated(
                    $0,
                    datestamp: formatter.string(from: Date(timeIntervalSince1970: 1_000_000_000 + Double($0 * 86_400))))
            }, pageSize: 50)
    }

    @Test func verboseLogsEachWindow() throws {
        let server = try OAIFixtureServer(Self.repository())
        let index = try IndexUnderTest()
        defer { server.stop(); index.remove() }
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--verbose", "--index", index.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.contains("forte: info: harvesting 16 windows on 4 connections"))
        // Every window begun is logged, and then either done or cut in pieces (each logged in its turn).
        let windows = outcome.errors.components(separatedBy: "\n").filter { $0.hasPrefix("forte: info: window ") }
        let done = windows.filter { $0.hasSuffix(" done") }.count,
            cut = windows.filter { $0.contains(" cut in ") }.count
        #expect(done >= 16)
        #expect(windows.count == 2 * (done + cut))
        #expect(try index.differences(from: server.current.records) == [])
    }

    @Test func aRepositoryThatIgnoresUntilIsNamedInSources() throws {
        var state = Self.repository()
        state.misbehaviour.ignoresUntil = true
        let server = try OAIFixtureServer(state)
        let index = try IndexUnderTest()
        defer { server.stop(); index.remove() }
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--verbose", "--index", index.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.contains("forte: notice: harvesting as one list: it answered the window "))
        #expect(try index.differences(from: server.current.records) == [])
        let sources = try ForteProcess.run(["sources", "--index", index.path]).output
        #expect(sources.contains("2000 items"))
        #expect(sources.contains("(harvested as one list: it answered the window "), "\(sources)")
    }

    @Test(arguments: ["0", "17"])
    func connectionsOutOfRangeAreRefused(connections: String) throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let outcome = try ForteProcess.run([
            "sync", "http://127.0.0.1:9/oai", "--connections", connections, "--index", index.path,
        ])
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("--connections takes 1 to 16, not \(connections)"))
    }
}
