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
        let terminal = try BrowseTmux(
            width: 100, height: 10,
            shell: "\"$FORTE\" sync \(server.baseURL) --index \(index.path); echo exit-$?; sleep 30")
        #expect(terminal.waitFor("/300 items"))
        let bar = terminal.screen.split(separator: "\n").first { $0.contains("/300 items") }.map(String.init) ?? ""
        #expect(bar.wholeMatch(of: /\[[#\-]{30}\] \d+\/300 items  \d+\/s  ETA \d+:\d\d */) != nil, "\(bar)")
        #expect(terminal.waitFor("exit-0"))
        let screen = terminal.screen
        #expect(screen.contains("added 300, updated 0, deleted 0 in "))
        #expect(!screen.contains("ETA"), "the bar is cleared before the summary")
    }

    /// A warning while the bar is drawn (here, an expired token) takes a line of its own: the bar is cleared
    /// first and comes back below it. It once went on the bar's line, "... 4/sforte: warning: ...".
    @Test(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
    func aWarningClearsTheBarAndTakesALineOfItsOwn() throws {
        defer { index.remove() }
        server.beforeListRecords { _ in usleep(250_000) }
        server.change { $0.misbehaviour.expireTokens = 1 }
        let terminal = try BrowseTmux(
            width: 100, height: 10,
            shell: """
                "$FORTE" sync \(server.baseURL) --index \(index.path) --connections 1; echo exit-$?; sleep 30
                """)
        #expect(terminal.waitFor("exit-0"), "\(terminal.screen)")
        let lines = terminal.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let warning = "forte: warning: resumption token rejected; restarting the harvest window from the beginning"
        #expect(lines.contains(warning), "\(terminal.screen)")
        #expect(lines.contains { $0.hasPrefix("added 300, updated 50, deleted 0 in ") }, "\(terminal.screen)")
        #expect(!terminal.screen.contains("ETA"), "the bar is cleared before the summary")
    }

    /// `completeListSize="9223372036854775807"` and a first page slower than a record a second: the
    /// bar's ETA, 10^19 s, once trapped converting to Int and killed the sync.
    @Test(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
    func aHugeCompleteListSizeAndASlowFirstPageLeaveTheSyncAlive() throws {
        defer { index.remove() }
        let page = """
            <?xml version="1.0" encoding="UTF-8"?>
            <OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-01-01T00:00:00Z</responseDate>
            <request verb="ListRecords">\(server.baseURL)</request><ListRecords><record>
            <header><identifier>oai:huge.test:1</identifier><datestamp>2026-01-01</datestamp></header>
            <metadata><oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:title>Slow waltz</dc:title></oai_dc:dc></metadata></record>
            <resumptionToken completeListSize="9223372036854775807" cursor="0"/></ListRecords></OAI-PMH>
            """
        server.beforeListRecords { _ in usleep(1_500_000) }
        server.change { $0.misbehaviour.hostile = .document(page) { $0.arguments["verb"] == "ListRecords" } }
        let terminal = try BrowseTmux(
            width: 100, height: 10,
            shell: "\"$FORTE\" sync \(server.baseURL) --index \(index.path); echo exit-$?; sleep 30")
        #expect(terminal.waitFor("exit-"))
        #expect(terminal.screen.contains("exit-0"), "\(terminal.screen)")
        #expect(terminal.screen.contains("added 1, updated 0, deleted 0 in "))
    }

    @Test func verboseLogsEveryRequestOnStandardErrorAndLeavesTheSummaryAlone() throws {
        defer { index.remove() }
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--index", index.path, "--verbose"])
        #expect(outcome.status == 0)
        #expect(outcome.output.wholeMatch(of: /added 300, updated 0, deleted 0 in \d+\.\d s\n/) != nil)
        let log = outcome.errors.split(separator: "\n")
        #expect(log.allSatisfy { $0.hasPrefix("forte: ") })
        #expect(log.contains { $0.hasPrefix("forte: info: syncing 127.0.0.1") })
        // Identify, ListMetadataFormats (to choose the format of a new source), and six pages of fifty.
        #expect(log.filter { $0.hasPrefix("forte: debug: GET \(server.baseURL)?verb=") }.count == 8)
    }
}
