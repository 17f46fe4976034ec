import Foundation
import OAIFixtureServer
import Testing

/// What `forte sync` says while it works: a progress bar for a person at a terminal, a log with
/// `--verbose`.
struct SyncOutputTests {
    let server: OAIFixtureServer
    let index: IndexUnderTest

    init() throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<300, pageSize: 50))
        index = try IndexUnderTest()
    }

    @Test(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
    func onATerminalABarShowsItemsRateAndETAThenGivesWayToTheSummary() throws {
        defer { index.remove() }
        // Slow pages, so that the bar stays on the screen long enough to be read.
        server.beforeListRecords { _ in usleep(250_000) }
        let terminal = try BrowseTmux(width: 100, height: 10,
                                      shell: "\"$FORTE\" sync \(server.baseURL) --index \(index.path); echo exit-$?; sleep 30")
        #expect(terminal.waitFor("/300 items"))
        let bar = terminal.screen.split(separator: "\n").first { $0.contains("/300 items") }.map(String.init) ?? ""
        #expect(bar.wholeMatch(of: /\[[#\-]{30}\] \d+\/300 items  \d+\/s  ETA \d+:\d\d */) != nil, "\(bar)")
        #expect(terminal.waitFor("exit-0"))
        let screen = terminal.screen
        #expect(screen.contains("added 300, updated 0, deleted 0 in "))
        #expect(!screen.contains("ETA"), "the bar is cleared before the summary")
    }

    @Test func verboseLogsEveryRequestOnStandardErrorAndLeavesTheSummaryAlone() throws {
        defer { index.remove() }
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--index", index.path, "--verbose"])
        #expect(outcome.status == 0)
        #expect(outcome.output.wholeMatch(of: /added 300, updated 0, deleted 0 in \d+\.\d s\n/) != nil)
        let log = outcome.errors.split(separator: "\n")
        #expect(log.allSatisfy { $0.hasPrefix("forte: ") })
        #expect(log.contains { $0.hasPrefix("forte: info: syncing 127.0.0.1") })
        // Identify, and six pages of fifty.
        #expect(log.filter { $0.hasPrefix("forte: debug: GET \(server.baseURL)?verb=") }.count == 7)
    }
}
