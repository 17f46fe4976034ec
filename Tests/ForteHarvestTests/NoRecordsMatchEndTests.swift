import ForteHarvest
import Foundation
import OAIFixtureServer
import Testing

/// Real repositories answer their last resumption token with `noRecordsMatch` (issue 46, part 1): that ends the
/// list when its counts agree or give none; `--full` removes what it did not see only when the counts confirm the end.
/// (Counts that show records remaining keep it an answer out of turn: `OutOfTurnTests`.)
struct NoRecordsMatchEndTests {
    static let mla = RealWorldParsingTests.directory + "/scrapi"

    /// A ListRecords page of the records `identifiers`, handing out `token` with `counts` when given.
    static func page(_ identifiers: ClosedRange<Int>, token: String?, counts: (cursor: Int, size: Int)? = nil) -> String
    {
        let records = identifiers.map { number in
            "<record><header><identifier>oai:x:\(number)</identifier><datestamp>2020-01-01</datestamp></header><metadata>"
                + #"<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">"#
                + "<dc:title>Song \(number)</dc:title></oai_dc:dc></metadata></record>"
        }.joined()
        let attributes = counts.map { #" completeListSize="\#($0.size)" cursor="\#($0.cursor)""# } ?? ""
        let end = token.map { "<resumptionToken\(attributes)>\($0)</resumptionToken>" } ?? ""
        return OutOfTurnTests.envelope("<ListRecords>\(records)\(end)</ListRecords>")
    }

    static let noRecordsMatch = OutOfTurnTests.envelope(#"<error code="noRecordsMatch">No records</error>"#)

    /// Harvests oai:x:1…4, then serves oai:x:1…3 in two pages and `noRecordsMatch` to the second page's token.
    private func harnessWithOneRecordGone(counts: Bool) throws -> SyncHarness {
        let harness = try SyncHarness(records: 0, pageSize: 10)
        harness.server.change { $0.misbehaviour.hostile = .savedPages([Self.page(1...4, token: nil)]) }
        try harness.sync()
        harness.server.change {
            $0.misbehaviour.hostile = .savedPages([
                Self.page(1...2, token: "a", counts: counts ? (0, 3) : nil),
                Self.page(3...3, token: "b", counts: counts ? (2, 3) : nil),
                Self.noRecordsMatch,
            ])
        }
        return harness
    }

    @Test func anEndTheCountsConfirmCompletesAFullHarvestAndSweeps() throws {
        let harness = try harnessWithOneRecordGone(counts: true)
        let summary = try harness.sync(full: true)
        #expect(summary.deleted == 1)
        #expect(try harness.identifiers() == ["oai:x:1", "oai:x:2", "oai:x:3"])
        #expect(harness.storedSource?.pendingToken == nil)
    }

    @Test func anEndWithoutCountsCompletesTheHarvestButSweepsNothingAndSaysSo() throws {
        let harness = try harnessWithOneRecordGone(counts: false)
        let log = LogCapture()
        var options = harness.options(full: true)
        options.logger = log.logger
        let summary = try SourceSync(source: harness.source, options: options).run(into: harness.store)
        #expect(summary.deleted == 0)
        #expect(try harness.identifiers().count == 4)
        #expect(harness.storedSource?.pendingToken == nil)
        #expect(
            log.messages == [
                "warning: the repository ended its list with noRecordsMatch and no counts to confirm it: "
                    + "nothing is deleted"
            ])

        // An incremental harvest ends the same way, in silence.
        let quiet = LogCapture()
        options = harness.options()
        options.logger = quiet.logger
        try SourceSync(source: harness.source, options: options).run(into: harness.store)
        #expect(quiet.messages.isEmpty)
        #expect(harness.storedSource?.pendingToken == nil)
    }

    /// MLA Humanities Commons' own 14 pages, served as it served them.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: mla + "/mla-13.xml"), "../shared/realworld is absent"))
    func mlaHumanitiesCommonsFinishesItsList() throws {
        let files = (0...13).map { Self.mla + String(format: "/mla-%02d.xml", $0) }
        let pages = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let expected = Set(
            files.dropLast().flatMap { IndependentOAIReader.records(inFile: $0) ?? [] }
                .filter { !$0.isDeleted }.map(\.identifier))
        let harness = try SyncHarness(records: 0, pageSize: 10)
        harness.server.change { $0.misbehaviour.hostile = .savedPages(pages) }

        let summary = try harness.sync()
        #expect(summary.added == expected.count && expected.count > 30)
        #expect(Set(try harness.identifiers()) == expected)
        #expect(harness.storedSource?.pendingToken == nil)
        #expect(harness.storedSource?.lastCompleteHarvest != nil)
        #expect(
            harness.listRequests().last?.arguments["resumptionToken"]
                == "oai_dc.f(2016-05-25T00:00:00Z).u(2016-05-27T00:00:00Z):325")
    }
}
