import ForteIndex
import Foundation
import Testing

/// `forte sync DIR` of a directory holding bad files besides good ones, as a person or a cron job sees it.
struct SyncSavedResponsesTests {
    let index: IndexUnderTest
    let responses: String

    init() throws {
        index = try IndexUnderTest()
        responses = index.directory + "/saved"
        try FileManager.default.createDirectory(atPath: responses + "/mit", withIntermediateDirectories: true)
        let open =
            #"<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-03-01T10:00:00Z</responseDate>"#
        let record =
            #"<record><header><identifier>oai:x:1</identifier><datestamp>2025-11-02</datestamp></header><metadata>"#
            + #"<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">"#
            + "<dc:title>Waltz</dc:title></oai_dc:dc></metadata></record>"
        try Data((open + "<ListRecords>\(record)</ListRecords></OAI-PMH>").utf8).write(
            to: URL(fileURLWithPath: responses + "/a.xml"))
        try Data((open + #"<error code="idDoesNotExist">no such record</error></OAI-PMH>"#).utf8)
            .write(to: URL(fileURLWithPath: responses + "/mit/record-not-found-09.xml"))
    }

    @Test func eachBadFileIsOneLineAndTheSyncExits1WithASummary() throws {
        let outcome = try ForteProcess.run(["sync", responses, "--index", index.path])
        #expect(outcome.status == 1)
        #expect(
            outcome.output.wholeMatch(of: /added 1, updated 0, deleted 0 in \d+\.\d s\n/) != nil, "\(outcome.output)")
        #expect(
            outcome.errors == """
                forte: warning: skipped mit/record-not-found-09.xml: idDoesNotExist (an error response, not records)
                forte: saved: skipped 1 of 2 files (each named above); the others were imported

                """)
        // Not left under way: the next sync of every source starts afresh, and passes the bad file again.
        let again = try ForteProcess.run(["sync", "--index", index.path])
        #expect(again.status == 1)
        #expect(again.output.wholeMatch(of: /added 0, updated 1, deleted 0 in \d+\.\d s\n/) != nil, "\(again.output)")
        #expect(try CatalogIndex(path: index.path, create: false).count(.all) == 1)
        index.remove()
    }

    @Test func aFileThatIsNotOAIPMHGetsNoHintMeantForAURL() throws {
        let file = responses + "/mit/record-not-found-09.xml"
        try Data("<html>".utf8).write(to: URL(fileURLWithPath: file))
        let outcome = try ForteProcess.run(["sync", file, "--index", index.path])
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("forte: warning: skipped \(file): not an OAI-PMH response"))
        #expect(!outcome.errors.contains("base URL") && !outcome.errors.contains("check --set"))
        index.remove()
    }

    /// `a.xml` renamed to a name that is not UTF-8, and a FIFO named `b.xml`: each named, none waited on, and the
    /// item `a.xml` held stays (it was swept as unseen, with exit 0).
    @Test func aNameNotUTF8AndAFIFOAreNamedAndNothingIsSwept() throws {
        try FileManager.default.removeItem(atPath: responses + "/mit")
        let saved = try String(contentsOfFile: responses + "/a.xml", encoding: .utf8)
        try saved.replacingOccurrences(of: "oai:x:1", with: "oai:x:2")
            .write(toFile: responses + "/z.xml", atomically: true, encoding: .utf8)
        let first = try ForteProcess.run(["sync", responses, "--index", index.path])
        #expect(first.status == 0)
        let renamed = Array((responses + "/caf").utf8) + [0xE9] + Array(".xml".utf8) + [0]
        #expect(
            renamed.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { rename(responses + "/a.xml", $0.baseAddress!) }
            } == 0)
        #expect(mkfifo(responses + "/b.xml", 0o644) == 0)
        let outcome = try ForteProcess.run(["sync", responses, "--index", index.path])
        #expect(outcome.status == 1)
        #expect(
            outcome.errors == """
                forte: warning: skipped b.xml: not a regular file (a FIFO or a device would never end)
                forte: warning: skipped caf\\xE9.xml: its name is not UTF-8 (rename it)
                forte: saved: skipped 2 of 3 files (each named above); the others were imported

                """)
        #expect(try CatalogIndex(path: index.path, create: false).count(.all) == 2)
        index.remove()
    }
}
