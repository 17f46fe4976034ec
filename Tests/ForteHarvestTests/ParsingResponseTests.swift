import ForteCatalog
import ForteHarvest
import Testing

@Suite("Parsing well-formed OAI-PMH responses")
struct ParsingResponseTests {
    @Test func listRecordsInDublinCore() throws {
        let parsed = try parse(Fixture.bytes("list-records-oai-dc.xml"))
        #expect(parsed.records.count == 3)
        #expect(parsed.response.recordCount == 3)
        #expect(parsed.response.responseDate == "2026-03-01T10:00:00Z")
        #expect(parsed.response.errors.isEmpty)

        let first = parsed.records[0]
        #expect(
            first.header
                == OAIHeader(
                    identifier: "oai:example.org:mus-1", datestamp: "2025-11-02",
                    setSpecs: ["music", "music:sheet"], isDeleted: false))
        let dc = try #require(first.dublinCore)
        #expect(dc["title"] == ["Waltzing Matilda"])
        #expect(dc["creator"] == ["Paterson, A. B. (Andrew Barton), 1864-1941", "Cowan, Marie, 1855-1919"])
        #expect(dc["date"] == ["1903"])
        #expect(dc["subject"] == ["Songs & ballads <Australia>"])
        #expect(dc["description"] == ["Words & music <arranged> for voice & piano \u{263A}"])
        #expect(dc["identifier"] == ["https://nla.gov.au/nla.mus-1"])
        #expect(dc["type"] == ["Music"])
        #expect(dc["publisher"].isEmpty)
    }

    @Test func deletedRecordHasNoMetadata() throws {
        let deleted = try parse(Fixture.bytes("list-records-oai-dc.xml")).records[1]
        #expect(
            deleted.header == OAIHeader(identifier: "oai:example.org:mus-2", datestamp: "2025-11-03", isDeleted: true))
        #expect(deleted.metadata == nil)
    }

    @Test func elementsMatchByNamespaceNotPrefix() throws {
        let record = try parse(Fixture.bytes("list-records-oai-dc.xml")).records[2]
        var expected = DublinCore()
        expected.title = ["Advance Australia Fair"]
        #expect(record.metadata == .dublinCore(expected))
    }

    @Test func resumptionTokenWithAttributes() throws {
        let token = try parse(Fixture.bytes("list-records-oai-dc.xml")).response.resumptionToken
        #expect(
            token
                == ResumptionToken(
                    value: "page-2&set=music", completeListSize: 250, cursor: 0,
                    expirationDate: "2026-03-02T10:00:00Z"))
    }

    @Test func emptyTokenEndsTheList() throws {
        let response = try parse(Fixture.bytes("list-sets.xml")).response
        #expect(response.resumptionToken == ResumptionToken(value: ""))
    }

    @Test func noTokenElementIsNil() throws {
        #expect(try parse(listRecords(dublinCoreRecord("a", ""))).response.resumptionToken == nil)
    }

    @Test func listIdentifiersHandsHeadersAsRecords() throws {
        let parsed = try parse(Fixture.bytes("list-identifiers.xml"))
        #expect(
            parsed.records == [
                OAIRecord(
                    header: OAIHeader(identifier: "oai:example.org:mus-1", datestamp: "2025-11-02", setSpecs: ["music"])
                ),
                OAIRecord(
                    header: OAIHeader(identifier: "oai:example.org:mus-2", datestamp: "2025-11-03", isDeleted: true)),
            ])
        #expect(parsed.response.recordCount == 2)
        #expect(parsed.response.resumptionToken == ResumptionToken(value: "", completeListSize: 2, cursor: 0))
    }

    @Test func noRecordsMatchIsAnErrorInTheResponse() throws {
        let parsed = try parse(Fixture.bytes("no-records-match.xml"))
        #expect(parsed.records.isEmpty)
        #expect(
            parsed.response.errors == [
                OAIProtocolError(code: "noRecordsMatch", message: "No records match the request.")
            ])
        #expect(parsed.response.resumptionToken == nil)
    }

    @Test func severalErrors() throws {
        let errors = try parse(Fixture.bytes("bad-argument.xml")).response.errors
        #expect(
            errors == [
                OAIProtocolError(code: "badVerb", message: "Illegal verb"),
                OAIProtocolError(code: "badArgument", message: "\"from\" & \"until\" differ in granularity"),
            ])
    }

    @Test func identify() throws {
        let response = try parse(Fixture.bytes("identify.xml")).response
        #expect(
            response.identity
                == RepositoryIdentity(
                    repositoryName: "Example Library Music Collection", baseURL: "https://catalogue.example.org/oai",
                    protocolVersion: "2.0", earliestDatestamp: "1990-01-01T00:00:00Z", deletedRecord: "persistent",
                    granularity: "YYYY-MM-DDThh:mm:ssZ", adminEmails: ["oai@example.org", "music@example.org"]))
        #expect(response.recordCount == 0)
    }

    @Test func listMetadataFormats() throws {
        #expect(
            try parse(Fixture.bytes("list-metadata-formats.xml")).response.metadataFormats == [
                MetadataFormat(
                    prefix: "oai_dc", schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
                    namespace: "http://www.openarchives.org/OAI/2.0/oai_dc/"),
                MetadataFormat(
                    prefix: "marcxml", schema: "http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd",
                    namespace: "http://www.loc.gov/MARC21/slim"),
            ])
    }

    @Test func listSets() throws {
        #expect(
            try parse(Fixture.bytes("list-sets.xml")).response.sets == [
                OAISet(spec: "music", name: "Music"), OAISet(spec: "music:sheet", name: "Sheet music"),
            ])
    }

    /// The MARCXML fixture in a namespace forte builds no items from, so that it is kept as XML.
    static func otherFormat() throws -> [UInt8] {
        Array(
            String(decoding: try Fixture.bytes("get-record-marcxml.xml"), as: UTF8.self)
                .replacingOccurrences(of: "http://www.loc.gov/MARC21/slim", with: "urn:example:other").utf8)
    }

    @Test func aMARCXMLRecordIsAnItem() throws {
        let record = try #require(try parse(Fixture.bytes("get-record-marcxml.xml")).records.first)
        #expect(record.dublinCore?["title"] == [#"Songs & dances <op. 3> "first" set"#])
        #expect(record.dublinCore?["description"] == ["Plate no. 12"])
        #expect(record.dublinCore?["type"] == ["notated music"])
    }

    @Test func otherFormatsComeBackAsXML() throws {
        let record = try #require(try parse(Self.otherFormat()).records.first)
        #expect(record.header.identifier == "oai:example.org:mus-1")
        #expect(
            record.xml == """
                <marc:record xmlns:marc="urn:example:other" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
                xsi:schemaLocation="urn:example:other http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd">
                          <marc:leader>00000ncm a2200000 a 4500</marc:leader>
                          <marc:datafield tag="245" ind1="1" ind2="0"><marc:subfield code="a">Songs &amp; dances &lt;op. 3&gt; "first" set</marc:subfield></marc:datafield>
                          <marc:datafield tag="500" ind1=" " ind2=" "><marc:subfield code="a" note="a &amp; b &lt; c &quot;d&quot;">Plate no. 12</marc:subfield><marc:empty/></marc:datafield>
                        </marc:record>
                """)
    }

    @Test func serialisedXMLParsesBackToTheSameText() throws {
        let xml = try #require(try parse(Self.otherFormat()).records.first?.xml)
        let again = try #require(
            try parse(
                listRecords(
                    """
                    <record><header><identifier>x</identifier><datestamp>2025-11-02</datestamp></header><metadata>\(xml)</metadata></record>
                    """)
            ).records.first?.xml)
        #expect(again == xml)
    }

    @Test func ampersandsInNamespacesAndAttributesSurviveSerialisation() throws {
        let record = try #require(
            try parse(
                listRecords(
                    """
                    <record><header><identifier>x</identifier></header><metadata>            <m:r xmlns:m="urn:a&amp;b" m:note="1 &amp; 2"><m:f/></m:r></metadata></record>
                    """)
            ).records.first)
        #expect(record.xml == #"<m:r xmlns:m="urn:a&amp;b" m:note="1 &amp; 2"><m:f/></m:r>"#)
    }

    /// The encodings older repositories declare by mistake, in place of UTF-8.
    @Test(arguments: [
        ("ISO-8859-1", 0xE9 as UInt8, "\u{E9}"), ("latin1", 0xE9, "\u{E9}"), ("windows-1252", 0x80, "\u{20AC}"),
    ])
    func aDeclaredSingleByteEncodingIsConverted(encoding: String, byte: UInt8, character: String) throws {
        var document = Array(
            listRecords(dublinCoreRecord("a", "<dc:title>Caf#</dc:title>"))
                .replacingOccurrences(of: "UTF-8", with: encoding).utf8)
        document[document.firstIndex(of: UInt8(ascii: "#"))!] = byte
        #expect(try parse(document).records.first?.dublinCore?["title"] == ["Caf" + character])
        #expect(try parse(document, chunkSizes: [60]).records.first?.dublinCore?["title"] == ["Caf" + character])
    }
}
