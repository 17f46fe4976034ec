import ForteCatalog
import ForteHarvest
import Foundation
import Testing

@Suite("Parsing saved responses")
struct ParsingSavedResponsesTests {
    @Test func aDirectoryListsItsXMLFilesInNameOrder() throws {
        let directory = try temporaryDirectory()
        for name in ["page-0002.xml", "page-0010.xml", "page-0001.xml", "notes.txt", ".hidden.xml"] {
            #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()))
        }
        #expect(
            try SavedResponses.files(at: directory).files
                == ["page-0001.xml", "page-0002.xml", "page-0010.xml"].map { directory + "/" + $0 })
    }

    @Test func aDirectoryListsTheXMLFilesOfItsFoldersByPathAndFollowsNoLink() throws {
        let directory = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/b/c", withIntermediateDirectories: true)
        for name in ["b/c/2.xml", "b/1.xml", "a.xml", "c.xml"] {
            #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()))
        }
        try FileManager.default.createSymbolicLink(atPath: directory + "/b/loop", withDestinationPath: directory)
        #expect(
            try SavedResponses.files(at: directory).files
                == ["a.xml", "b/1.xml", "b/c/2.xml", "c.xml"].map { directory + "/" + $0 })
    }

    @Test func aFileIsItsOwnList() throws {
        let file = Fixture.path("identify.xml")
        #expect(try SavedResponses.files(at: file).files == [file])
    }

    @Test func aMissingPathSaysSo() {
        let error = #expect(throws: OAIParseError.self) {
            try SavedResponses.files(at: "/nonexistent/forte")
        }
        #expect(error?.description == "cannot read /nonexistent/forte: No such file or directory")
    }

    @Test func aDirectoryWithoutResponsesSaysSo() throws {
        let directory = try temporaryDirectory()
        let error = #expect(throws: OAIParseError.self) {
            try SavedResponses.files(at: directory)
        }
        #expect(error?.description == "no saved responses in \(directory): it holds no .xml file")
    }

    /// A name that is not UTF-8, a FIFO, and a folder deeper than 16: each passed over by name, none opened.
    @Test func whatCannotBeReadIsNamedAndNeverOpened() throws {
        let directory = try temporaryDirectory()
        #expect(FileManager.default.createFile(atPath: directory + "/a.xml", contents: Data()))
        let latin1 = Array((directory + "/caf").utf8) + [0xE9] + Array(".xml".utf8) + [0]
        let descriptor = latin1.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(mkfifo(directory + "/b.xml", 0o644) == 0)
        let deep = (1...17).map { "d\($0)" }.joined(separator: "/")
        try FileManager.default.createDirectory(atPath: directory + "/" + deep, withIntermediateDirectories: true)
        let listing = try SavedResponses.files(at: directory)
        #expect(listing.files == [directory + "/a.xml"])
        #expect(listing.skipped.map(\.name) == ["b.xml", "caf\\xE9.xml", deep + "/"])
        #expect(
            listing.skipped.map(\.reason) == [
                "not a regular file (a FIFO or a device would never end)",
                "its name is not UTF-8 (rename it)", "folders deeper than 16 are not read",
            ])
    }

    /// A directory whose only .xml is a FIFO lists it as passed over, for the harvest to name, not as empty.
    @Test func aDirectoryOfOnlyWhatCannotBeReadNamesIt() throws {
        let directory = try temporaryDirectory()
        #expect(mkfifo(directory + "/b.xml", 0o644) == 0)
        let listing = try SavedResponses.files(at: directory)
        #expect(listing.files.isEmpty && listing.skipped.map(\.name) == ["b.xml"])
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let fifo = try temporaryDirectory() + "/page.xml"
        #expect(mkfifo(fifo, 0o644) == 0)
        let listing = #expect(throws: OAIParseError.self) { try SavedResponses.files(at: fifo) }
        #expect(listing?.description == "cannot read \(fifo): not a regular file (a FIFO or a device would never end)")
        let parsing = #expect(throws: OAIParseError.self) { _ = try SavedResponses.parse(file: fifo) { _ in } }
        #expect(parsing?.description == "cannot read \(fifo): not a regular file (a FIFO or a device would never end)")
    }

    @Test func aFileParsesLikeTheSameBytesFed() throws {
        var records: [OAIRecord] = []
        let response = try SavedResponses.parse(file: Fixture.path("list-records-oai-dc.xml")) { records.append($0) }
        #expect(Parsed(records: records, response: response) == (try parse(Fixture.bytes("list-records-oai-dc.xml"))))
    }

    @Test func aLargeFileIsReadInChunks() throws {
        let records = (0..<3000).map { dublinCoreRecord("oai:x:\($0)", "<dc:title>Title \($0)</dc:title>") }.joined(
            separator: "\n")
        let file = try temporaryDirectory() + "/large.xml"
        try listRecords(records).write(toFile: file, atomically: false, encoding: .utf8)
        var identifiers: [String] = []
        let response = try SavedResponses.parse(file: file) { identifiers.append($0.header.identifier) }
        #expect(identifiers == (0..<3000).map { "oai:x:\($0)" })
        #expect(response.recordCount == 3000)
    }

    @Test func aBrokenFileSaysWhatIsWrong() throws {
        let file = try temporaryDirectory() + "/broken.xml"
        try "<OAI-PMH xmlns=\"http://www.openarchives.org/OAI/2.0/\"><ListRecords>".write(
            toFile: file, atomically: false, encoding: .utf8)
        let error = #expect(throws: OAIParseError.self) {
            _ = try SavedResponses.parse(file: file) { _ in }
        }
        #expect(error?.description == "not an OAI-PMH response: the document ends early (line 1)")
    }

    @Test(arguments: DublinCore.elementNames.indices)
    func valuesGoToTheDublinCoreElementOfTheirName(index: Int) throws {
        let name = DublinCore.elementNames[index]
        let record = try #require(
            try parse(listRecords(dublinCoreRecord("a", "<dc:\(name)>v</dc:\(name)>"))).records.first)
        var expected = DublinCore()
        expected[element: name] = ["v"]
        #expect(record.metadata == .dublinCore(expected))
    }

    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "forte-parser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
