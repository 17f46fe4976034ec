import Foundation
import ForteCatalog
import ForteHarvest
import Testing

@Suite("Parsing saved responses")
struct ParsingSavedResponsesTests {
    @Test func aDirectoryListsItsXMLFilesInNameOrder() throws {
        let directory = try temporaryDirectory()
        for name in ["page-0002.xml", "page-0010.xml", "page-0001.xml", "notes.txt", ".hidden.xml"] {
            #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()))
        }
        #expect(try SavedResponses.files(at: directory) == ["page-0001.xml", "page-0002.xml", "page-0010.xml"].map { directory + "/" + $0 })
    }

    @Test func aDirectoryListsTheXMLFilesOfItsFoldersByPathAndFollowsNoLink() throws {
        let directory = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/b/c", withIntermediateDirectories: true)
        for name in ["b/c/2.xml", "b/1.xml", "a.xml", "c.xml"] {
            #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()))
        }
        try FileManager.default.createSymbolicLink(atPath: directory + "/b/loop", withDestinationPath: directory)
        #expect(try SavedResponses.files(at: directory) == ["a.xml", "b/1.xml", "b/c/2.xml", "c.xml"].map { directory + "/" + $0 })
    }

    @Test func aFileIsItsOwnList() throws {
        let file = Fixture.path("identify.xml")
        #expect(try SavedResponses.files(at: file) == [file])
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

    @Test func aFileParsesLikeTheSameBytesFed() throws {
        var records: [OAIRecord] = []
        let response = try SavedResponses.parse(file: Fixture.path("list-records-oai-dc.xml")) { records.append($0) }
        #expect(Parsed(records: records, response: response) == (try parse(Fixture.bytes("list-records-oai-dc.xml"))))
    }

    @Test func aLargeFileIsReadInChunks() throws {
        let records = (0..<3000).map { dublinCoreRecord("oai:x:\($0)", "<dc:title>Title \($0)</dc:title>") }.joined(separator: "\n")
        let file = try temporaryDirectory() + "/large.xml"
        try listRecords(records).write(toFile: file, atomically: false, encoding: .utf8)
        var identifiers: [String] = []
        let response = try SavedResponses.parse(file: file) { identifiers.append($0.header.identifier) }
        #expect(identifiers == (0..<3000).map { "oai:x:\($0)" })
        #expect(response.recordCount == 3000)
    }

    @Test func aBrokenFileSaysWhatIsWrong() throws {
        let file = try temporaryDirectory() + "/broken.xml"
        try "<OAI-PMH xmlns=\"http://www.openarchives.org/OAI/2.0/\"><ListRecords>".write(toFile: file, atomically: false, encoding: .utf8)
        let error = #expect(throws: OAIParseError.self) {
            _ = try SavedResponses.parse(file: file) { _ in }
        }
        #expect(error?.description == "not an OAI-PMH response: the document ends early (line 1)")
    }

    @Test(arguments: DublinCore.elementNames.indices)
    func valuesGoToTheDublinCoreElementOfTheirName(index: Int) throws {
        let name = DublinCore.elementNames[index]
        let record = try #require(try parse(listRecords(dublinCoreRecord("a", "<dc:\(name)>v</dc:\(name)>"))).records.first)
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
