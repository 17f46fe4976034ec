import ForteCatalog
import ForteHarvest
import Foundation
import Testing

/// `forte sync DIR` of a directory that holds more than good pages: it imports every file it can, names each it
/// cannot, and leaves the source whole.
struct SavedResponsesSkippingTests {
    let harness: SyncHarness
    let responses: String

    init() throws {
        harness = try SyncHarness(records: 0)
        responses = harness.directory + "/responses"
        try FileManager.default.createDirectory(atPath: responses + "/more", withIntermediateDirectories: true)
        try write("a.xml", listRecords(dublinCoreRecord("a1", "<dc:title>One</dc:title>") + dublinCoreRecord("a2", "")))
        try write("b-broken.xml", "<OAI-PMH xmlns=\"http://www.openarchives.org/OAI/2.0/\"><ListRecords><record>")
        try write("c-identify.xml", Self.envelope("<Identify><repositoryName>R</repositoryName></Identify>"))
        try write("d-error.xml", Self.envelope(#"<error code="idDoesNotExist">no such record</error>"#))
        try write("e-empty.xml", Self.envelope(#"<error code="noRecordsMatch">nothing</error>"#))
        try write(
            "more/f.xml",
            listRecords(
                "<record><header><datestamp>2025-11-02</datestamp></header></record>"
                    + dublinCoreRecord("f1", "")))
    }

    static func envelope(_ body: String) -> String {
        #"<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-03-01T10:00:00Z</responseDate>"#
            + body + "</OAI-PMH>"
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: responses + "/" + name))
    }

    func importResponses(_ log: LogCapture = LogCapture()) throws -> SyncSummary {
        try importSavedResponses(at: responses, into: harness.store, sourceName: "saved", logger: log.logger)
    }

    @Test func everyFileThatHoldsRecordsIsImportedAndEachOtherIsNamedOnce() throws {
        let log = LogCapture()
        let summary = try importResponses(log)
        #expect(try harness.store.identifiers() == ["a1", "a2", "f1"])
        #expect((summary.added, summary.pages, summary.skippedFiles) == (3, 6, 3))
        #expect(
            log.messages == [
                "warning: skipped b-broken.xml: not an OAI-PMH response: the document ends early (line 1)",
                "warning: skipped c-identify.xml: an answer to Identify, not records",
                "warning: skipped d-error.xml: idDoesNotExist (an error response, not records)",
                "warning: more/f.xml: left out record 1 of the page: it has no identifier",
            ])
    }

    @Test func aBadFileLeavesNoHarvestUnderWayAndARerunPassesIt() throws {
        _ = try importResponses()
        let source = try #require(try harness.store.source(named: "saved"))
        #expect(source.pendingToken == nil && source.lastCompleteHarvest != nil)
        let again = try importResponses()
        #expect((again.pages, again.skippedFiles, again.updated) == (6, 3, 3))
    }

    @Test func aHarvestThatSkippedAFileRemovesNothingThatFileMayHold() throws {
        _ = try importResponses()
        // a.xml, imported before, is broken now: its items stay rather than be swept as unseen.
        try write("a.xml", "<OAI-PMH")
        let summary = try importResponses()
        #expect((summary.deleted, summary.skippedFiles) == (0, 4))
        #expect(try harness.store.identifiers() == ["a1", "a2", "f1"])
    }

    /// `a.xml` renamed to a name that is not UTF-8: named, and its items stay rather than be swept as unseen.
    @Test func aFileWhoseNameIsNotUTF8IsNamedAndNothingIsSwept() throws {
        _ = try importResponses()
        let renamed = Array((responses + "/a").utf8) + [0xE9] + Array(".xml".utf8)
        #expect(
            (renamed + [0]).withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { rename(responses + "/a.xml", $0.baseAddress!) }
            } == 0)
        let log = LogCapture()
        let summary = try importResponses(log)
        #expect(log.messages.contains("warning: skipped a\\xE9.xml: its name is not UTF-8 (rename it)"))
        #expect((summary.deleted, summary.skippedFiles) == (0, 4))
        #expect(try harness.store.identifiers() == ["a1", "a2", "f1"])
    }

    /// A record whose identifier holds NUL is left out of a file as of a server's page, and said the same way.
    @Test func aRecordWhoseIdentifierHoldsNULIsLeftOutWithTheHTTPPathsWarning() throws {
        try write("g.xml", listRecords(dublinCoreRecord("g\u{0}1", "") + dublinCoreRecord("g2", "")))
        let log = LogCapture()
        _ = try importResponses(log)
        #expect(try harness.store.identifiers() == ["a1", "a2", "f1", "g2"])
        #expect(
            log.messages.contains(
                "warning: g.xml: left out 1 records whose identifiers hold illegal control characters"))
    }
}
