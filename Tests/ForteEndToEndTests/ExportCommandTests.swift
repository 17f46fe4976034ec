import ForteCatalog
import ForteIndex
import Foundation
import OAIFixtureServer
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `forte export` as a script runs it, after `forte sync` of the fixture repository.
struct ExportCommandTests {
    let records = (0..<250).map { FixtureRecord.generated($0) }
    let server: OAIFixtureServer
    let index: IndexUnderTest

    init() throws {
        server = try OAIFixtureServer(FixtureState(records: records, pageSize: 100))
        index = try IndexUnderTest()
    }

    private func sync(_ url: String) throws {
        let outcome = try ForteProcess.run(["sync", url, "--index", index.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
    }

    private func export(_ arguments: String...) throws -> ForteProcess.Outcome {
        try ForteProcess.run(["export", "--index", index.path] + arguments)
    }

    @Test func jsonLinesHoldEveryRecordAsHarvestedInIdentifierOrder() throws {
        defer { index.remove() }
        try sync(server.baseURL)
        let outcome = try export()
        #expect(outcome.status == 0)
        #expect(outcome.errors.isEmpty)
        let items = try outcome.output.split(separator: "\n").map {
            try JSONDecoder().decode(Item.self, from: Data($0.utf8))
        }
        #expect(items.map(\.identifier) == records.map(\.identifier).sorted())
        for record in records {
            let item = try #require(items.first { $0.identifier == record.identifier })
            #expect(
                item.metadata.title == [record.title] && item.metadata.creator == [record.creator]
                    && item.metadata.date == [record.date] && item.datestamp == record.datestamp
                    && item.setSpecs == ["music"])
        }
    }

    @Test func csvHasAHeaderAndARowAnItemQuotedWhereAValueNeedsIt() throws {
        defer { index.remove() }
        try sync(server.baseURL)
        let lines = try export("--format", "csv").output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first
                == "identifier,datestamp,source,sets,dc:title,dc:creator,dc:subject,dc:description,dc:publisher,dc:contributor,dc:date,dc:type,dc:format,dc:identifier,dc:source,dc:language,dc:relation,dc:coverage,dc:rights"
        )
        #expect(lines.count == 1 + records.count + 1 && lines.last == "")
        // The creator holds a comma; the title an ampersand, which CSV leaves alone.
        #expect(
            lines.contains(
                "oai:fixture.test:score-7,2020-01-01T00:00:00Z,127.0.0.1,music,Song number 7 for voice & piano,"
                    + "\"Composer 7, 1817-1917\",,,,,1857,Music,,http://fixture.test/oai:fixture.test:score-7,,,,,"))
    }

    @Test func xmlIsOneWellFormedDocumentOfOAIDCRecords() throws {
        defer { index.remove() }
        try sync(server.baseURL)
        let output = try export("--format", "xml").output
        let counter = ElementCounter()
        let parser = XMLParser(data: Data(output.utf8))
        parser.shouldProcessNamespaces = true
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.counts["record"] == records.count)
        #expect(counter.counts["title"] == records.count)
        #expect(output.contains("<dc:title>Song number 7 for voice &amp; piano</dc:title>"))
    }

    @Test func twoSourcesWithTheSameIdentifiersAreBothExportedAndEachOnItsOwn() throws {
        defer { index.remove() }
        let mirror = try OAIFixtureServer(FixtureState(records: records, pageSize: 100))
        try sync(server.baseURL)
        try sync(mirror.baseURL)
        let names = try CatalogIndex(path: index.path, create: false).sources().map(\.name)
        #expect(names.count == 2)

        let all = try export().output.split(separator: "\n")
        #expect(all.count == 2 * records.count)
        #expect(Set(all).count == all.count)
        for name in names {
            let lines = try export("--source", name).output.split(separator: "\n")
            #expect(lines.count == records.count)
            #expect(lines.allSatisfy { $0.contains("\"source\":\"\(name)\"") })
        }
    }

    @Test func jsonLinesEscapeEveryControlCharacterAndGiveEveryValueBackExactly() throws {
        defer { index.remove() }
        // Every C0 control, DEL and every C1 control (legal in XML 1.0, so a repository can send
        // them), quotes, backslashes, slashes and text beyond ASCII.
        let controls =
            String(String.UnicodeScalarView((0x01...0x1F).compactMap(Unicode.Scalar.init)))
            + String(String.UnicodeScalarView((0x7F...0x9F).compactMap(Unicode.Scalar.init)))
        var item = Item(
            identifier: "oai:test:\"controls\"", datestamp: "2024-01-01", setSpecs: ["a/b", "c\\d"], source: "hostile")
        item.metadata.title = ["Red \u{9B}31m alert", controls]
        item.metadata.creator = ["Dvořák, Antonín", "\"Anon.\" \\ 🎻"]
        item.metadata.rights = ["", " "]
        let catalog = try CatalogIndex(path: index.path, create: true)
        var source = Source(name: "hostile", url: "http://127.0.0.1/oai")
        source.pendingHarvestStart = "2024-01-01T00:00:00Z"
        try catalog.apply(IndexBatch(source: source, upserts: [item]))

        let output = try export().output
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(
            output.hasPrefix(
                "{\"datestamp\":\"2024-01-01\",\"identifier\":\"oai:test:\\\"controls\\\"\",\"metadata\":{\"contributor\":[],"
            ))
        #expect(try JSONDecoder().decode(Item.self, from: Data(output.utf8)) == item)
    }

    @Test func aSourceHarvestedInAnotherFormatGivesItsRecordsBackAsHarvested() throws {
        defer { index.remove() }
        let catalog = try CatalogIndex(path: index.path, create: true)
        var marc = Source(name: "marc", url: "http://127.0.0.1/oai", metadataPrefix: "marcxml")
        marc.pendingHarvestStart = "2024-01-01T00:00:00Z"
        let xml = [
            "<marc:record xmlns:marc=\"http://www.loc.gov/MARC21/slim\"><marc:leader>2</marc:leader></marc:record>",
            "<marc:record xmlns:marc=\"http://www.loc.gov/MARC21/slim\"><marc:leader>1</marc:leader></marc:record>",
        ]
        try catalog.apply(
            IndexBatch(
                source: marc,
                rawRecords: [
                    RawRecord(
                        identifier: "oai:test:2", datestamp: "2024-01-02", metadataPrefix: "marcxml", xml: xml[0]),
                    RawRecord(
                        identifier: "oai:test:1", datestamp: "2024-01-01", metadataPrefix: "marcxml", xml: xml[1]),
                ]))

        let asXML = try export("--source", "marc", "--format", "xml")
        #expect(asXML.status == 0)
        #expect(
            asXML.output.split(separator: "\n").dropFirst(2).dropLast() == [
                "<record><header><identifier>oai:test:1</identifier><datestamp>2024-01-01</datestamp></header><metadata>\(xml[1])</metadata></record>",
                "<record><header><identifier>oai:test:2</identifier><datestamp>2024-01-02</datestamp></header><metadata>\(xml[0])</metadata></record>",
            ])
        let asJSON = try export("--source", "marc").output.split(separator: "\n")
            .map { try JSONDecoder().decode([String: String].self, from: Data($0.utf8)) }
        #expect(
            asJSON == [
                ["identifier": "oai:test:1", "datestamp": "2024-01-01", "metadataPrefix": "marcxml", "xml": xml[1]],
                ["identifier": "oai:test:2", "datestamp": "2024-01-02", "metadataPrefix": "marcxml", "xml": xml[0]],
            ])
        let asCSV = try export("--source", "marc", "--format", "csv")
        #expect(asCSV.status == 64)
        #expect(asCSV.output.isEmpty)
        #expect(
            asCSV.errors == "forte: CSV holds Dublin Core only: export marcxml records with --format xml or jsonl\n")
    }

    @Test func anUnknownSourceOrAMissingIndexIsOneLine() throws {
        defer { index.remove() }
        try sync(server.baseURL)
        let unknown = try export("--source", "elsewhere")
        #expect(unknown.status == 1)
        #expect(unknown.output.isEmpty)
        #expect(unknown.errors == "forte: no source named elsewhere (forte sources lists them)\n")

        let missing = try ForteProcess.run(["export", "--index", index.directory + "/none.sqlite"])
        #expect(missing.status != 0)
        #expect(missing.output.isEmpty)
        #expect(missing.errors.hasPrefix("forte: ") && missing.errors.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: index.directory + "/none.sqlite"))
    }
}

/// Counts elements by local name.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        counts[name, default: 0] += 1
    }
}
