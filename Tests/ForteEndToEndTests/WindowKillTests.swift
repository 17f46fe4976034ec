import ForteCatalog
import ForteIndex
import Foundation
import OAIFixtureServer
import Testing

/// `forte sync --connections 4` killed with SIGKILL at 10 points of a windowed harvest (issue 31): each run
/// resumes the windows the last one left open, asks again for none that it finished, and the last run leaves
/// the index exactly the repository.
@Suite(.serialized) struct WindowKillTests {
    let kills = 10

    @Test func killedWindowedSyncsResumeOpenWindowsOnlyAndEndExact() throws {
        // 6,000 records over 70 days, 25 a page: 240 pages, cut in 16 windows.
        var state = FixtureState(
            records: (0..<6_000).map {
                FixtureRecord.generated(
                    $0,
                    datestamp: ISO8601DateFormatter().string(
                        from: Date(timeIntervalSince1970: 1_600_000_000 + Double($0 * 1_000))))
            }, pageSize: 25)
        state.responseDate = "2026-01-01T00:00:00Z"
        let server = try OAIFixtureServer(state)
        let index = try IndexUnderTest()
        defer { server.stop(); index.remove() }
        let assassin = SyncKillTests.Assassin()
        server.beforeListRecords { _ in assassin.pageRequested() }
        var killed = 0
        var resumedWindows = 0
        for run in 1...kills {
            let open = run == 1 ? [] : try CatalogIndex(path: index.path, create: false).windows(of: "127.0.0.1")
            let before = server.requests.count
            assassin.arm(page: Int.random(in: 4...14))
            let outcome = try assassin.run(["sync", server.baseURL, "--connections", "4", "--index", index.path])
            if outcome.reason == .uncaughtSignal && outcome.status == SIGKILL {
                killed += 1
            } else {
                #expect(outcome.status == 0 && outcome.reason == .exit, "run \(run): \(outcome.errors)")
            }
            #expect(try index.integrity() == "ok", "after kill \(run)")
            guard !open.isEmpty else { continue }
            resumedWindows += 1
            // A window's first page is asked for only of a window left open before it began; none is cut again.
            let notBegun = Set(open.filter { $0.token == nil }.map { [$0.from, $0.until] })
            for request in server.requests.dropFirst(before) where request.arguments["verb"] == "ListRecords" {
                if request.arguments["resumptionToken"] == nil {
                    #expect(
                        notBegun.contains([request.arguments["from"], request.arguments["until"]]),
                        "run \(run) asked again for \(request.target)")
                }
            }
        }
        #expect(killed == kills)
        #expect(resumedWindows >= kills / 2, "most runs resumed windows")
        assassin.arm(page: nil)
        let final = try assassin.run(["sync", "--connections", "4", "--index", index.path])
        #expect(final.status == 0, "\(final.errors)")
        #expect(try index.differences(from: server.current.records) == [])
        #expect(try CatalogIndex(path: index.path, create: false).windows(of: "127.0.0.1").isEmpty)
    }
}
