import ForteHarvest
import Foundation
import Testing

/// Documents an attacker or a broken server might send: each is refused with a clear error, or sanitised,
/// and each would have parsed (or said something less clear) without the protection it tests.
@Suite("Parsing hostile and broken documents")
struct ParsingHostileTests {
    static let dtdRefusal = "refused: the document declares a DTD/entities"

    @Test func billionLaughsIsRefused() {
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE OAI-PMH [\(entities)]>
            \(listRecords(dublinCoreRecord("a", "<dc:title>&lol9;</dc:title>")).drop { $0 != "\n" })
            """
        #expect(parseError(document) == Self.dtdRefusal + " (line 2)")
    }

    @Test func anInternalEntityDeclarationIsRefusedEvenUnused() {
        let document =
            "<!DOCTYPE OAI-PMH [<!ENTITY composer \"Grainger\">]>"
            + listRecords(dublinCoreRecord("a", ""))
            .replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: "")
        #expect(parseError(document)?.hasPrefix(Self.dtdRefusal) == true)
    }

    @Test(arguments: [
        #"<!DOCTYPE OAI-PMH [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>"#,
        #"<!DOCTYPE OAI-PMH SYSTEM "file:///etc/passwd">"#,
        #"<!DOCTYPE OAI-PMH PUBLIC "-//X//DTD X//EN" "http://192.0.2.1/x.dtd">"#,
        #"<!DOCTYPE OAI-PMH [<!ENTITY % remote SYSTEM "http://192.0.2.1/x.dtd"> %remote;]>"#,
    ])
    func externalEntitiesAndDTDsAreNeverRead(doctype: String) {
        var records: [OAIRecord] = []
        let document =
            doctype + "\n"
            + listRecords(dublinCoreRecord("a", "<dc:title>&xxe;</dc:title>"))
            .replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: "")
        let parser = OAIResponseParser { records.append($0) }
        let error = #expect(throws: OAIParseError.self) {
            try Array(document.utf8).withUnsafeBytes { try parser.feed($0) }
            _ = try parser.finish()
        }
        #expect(error?.description.hasPrefix(Self.dtdRefusal) == true)
        #expect(records.isEmpty)
    }

    @Test func anUndeclaredEntityIsAnError() {
        #expect(
            parseError(listRecords(dublinCoreRecord("a", "<dc:title>Caf&eacute;</dc:title>")))
                == "not well-formed XML: Entity 'eacute' not defined (line 2, column 417)")
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        // 220 levels: within libxml2's own limit (256), so only ours refuses it.
        let depth = 220
        let nested = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let error = parseError(listRecords(dublinCoreRecord("a", nested)))
        #expect(error?.hasPrefix("refused: elements are nested more than 200 deep (line 2") == true)
    }

    @Test func aMillionLevelsAreRefusedEarly() throws {
        var records = 0
        let parser = OAIResponseParser { _ in records += 1 }
        let head = prefix(of: listRecords(dublinCoreRecord("a", "")), through: "<metadata>")
        let opening = Array(String(repeating: "<a>", count: 1000).utf8)
        var fed = 0
        let error = #expect(throws: OAIParseError.self) {
            try head.withUnsafeBytes { try parser.feed($0) }
            for _ in 0..<1000 {
                try opening.withUnsafeBytes { try parser.feed($0) }
                fed += 1000
            }
        }
        #expect(error?.description.hasPrefix("refused: elements are nested more than 200 deep") == true)
        #expect(fed < 100_000)
    }

    @Test func aHundredMegabyteTextNodeIsRefusedWithoutBeingHeld() {
        let head = prefix(of: listRecords(dublinCoreRecord("a", "<dc:title>")), through: "<dc:title>")
        let megabyte = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        let parser = OAIResponseParser { _ in }
        var fedMegabytes = 0
        let error = #expect(throws: OAIParseError.self) {
            try head.withUnsafeBytes { try parser.feed($0) }
            for _ in 0..<100 {
                try megabyte.withUnsafeBytes { try parser.feed($0) }
                fedMegabytes += 1
            }
        }
        #expect(error?.description.hasPrefix("refused: an element's text is longer than 8 MB") == true)
        #expect(fedMegabytes <= 8)
    }

    @Test func aRecordFloodedWithValuesIsRefused() {
        // Each value is within the 8 MB limit; together they pass the 32 MB a record may hold.
        let head = prefix(of: listRecords(dublinCoreRecord("a", "<dc:title>")), through: "<dc:title>")
        let title = Array(("</dc:title><dc:title>" + String(repeating: "x", count: 6 << 20)).utf8)
        let parser = OAIResponseParser { _ in }
        var fedTitles = 0
        let error = #expect(throws: OAIParseError.self) {
            try head.withUnsafeBytes { try parser.feed($0) }
            for _ in 0..<20 {
                try title.withUnsafeBytes { try parser.feed($0) }
                fedTitles += 1
            }
        }
        #expect(error?.description.hasPrefix("refused: a record holds more than 32 MB") == true)
        #expect(fedTitles <= 6)
    }

    @Test func aFloodOfEmptySetsIsRefused() {
        let head = Array(#"<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListSets>"#.utf8)
        let sets = Array(String(repeating: "<set/>", count: 100_000).utf8)
        let parser = OAIResponseParser { _ in }
        var fed = 0
        let error = #expect(throws: OAIParseError.self) {
            try head.withUnsafeBytes { try parser.feed($0) }
            for _ in 0..<100 {
                try sets.withUnsafeBytes { try parser.feed($0) }
                fed += 1
            }
        }
        #expect(error?.description.hasPrefix("refused: the response holds more than 32 MB besides its records") == true)
        #expect(fed < 100)
    }

    @Test func aLongTextNodeOutsideAnyFieldStreamsThrough() throws {
        let document = listRecords(
            dublinCoreRecord("a", "<dc:title>t</dc:title>") + "<ignored>" + String(repeating: "x", count: 20 << 20)
                + "</ignored>")
        let parsed = try parse(document, chunkSizes: Array(repeating: 1 << 20, count: 30))
        #expect(parsed.records.map(\.header.identifier) == ["a"])
    }

    @Test func invalidUTF8IsAClearError() {
        var document = Array(listRecords(dublinCoreRecord("a", "<dc:title>Caf#</dc:title>")).utf8)
        document[document.firstIndex(of: UInt8(ascii: "#"))!] = 0xE9  // Latin-1 é in a UTF-8 document
        #expect(parseError(document) == "not an OAI-PMH response: the text is not valid UTF-8 (line 2, column 409)")
    }

    @Test func invalidUTF8AfterARecordStopsTheRecordsThere() throws {
        var document = Array(
            listRecords(
                dublinCoreRecord("a", "") + dublinCoreRecord("b", "<dc:title>#</dc:title>") + dublinCoreRecord("c", "")
            ).utf8)
        document[document.firstIndex(of: UInt8(ascii: "#"))!] = 0xFF
        var records: [String] = []
        let parser = OAIResponseParser { records.append($0.header.identifier) }
        #expect(throws: OAIParseError.self) {
            try document.withUnsafeBytes { try parser.feed($0) }
            _ = try parser.finish()
        }
        #expect(records == ["a"])
    }

    /// Whole, cut after the XML declaration, and byte by byte: libxml2 2.9 stops in a different way in each.
    @Test(arguments: [("windows-1252", 0x81 as UInt8), ("US-ASCII", 0xE9)])
    func textInvalidInItsDeclaredEncodingIsAClearError(encoding: String, invalidByte: UInt8) {
        var document = Array(
            listRecords(dublinCoreRecord("a", "<dc:title>#</dc:title>"))
                .replacingOccurrences(of: "UTF-8", with: encoding).utf8)
        document[document.firstIndex(of: UInt8(ascii: "#"))!] = invalidByte
        for chunkSizes in [[], [60], Array(repeating: 1, count: document.count)] {
            #expect(
                parseError(document, chunkSizes: chunkSizes)?
                    .hasPrefix("not an OAI-PMH response: the text is not valid in the encoding it declares") == true,
                "chunks \(chunkSizes.prefix(1))")
        }
    }

    /// OAI-PMH requires UTF-8. Other encodings go through iconv or ICU, which take "UTF7-" for UTF-7, and there
    /// a byte UTF-7 forbids (DEL) failed the parse only when the document arrived in pieces (found by the fuzzer).
    @Test(arguments: ["UTF-7", "UTF7-", "EUC-JP", "Shift_JIS", "ISO-2022-JP"])
    func aDocumentInAnotherEncodingIsRefused(encoding: String) {
        let document = Array(
            listRecords(dublinCoreRecord("a", "<dc:title>Waltz\u{7F}</dc:title>"))
                .replacingOccurrences(of: "UTF-8", with: encoding).utf8)
        let refusal =
            "not an OAI-PMH response: the document declares the encoding \(encoding); OAI-PMH requires UTF-8 (line 1)"
        #expect(parseError(document) == refusal)
        #expect(parseError(document, chunkSizes: [60]) == refusal)
    }

    @Test(arguments: [[0xFF, 0xFE] as [UInt8], [0xFE, 0xFF], []])
    func utf16IsAClearError(byteOrderMark: [UInt8]) {
        let littleEndian = byteOrderMark != [0xFE, 0xFF]
        let document =
            byteOrderMark
            + listRecords(dublinCoreRecord("a", "")).utf16.flatMap { unit in
                littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
        #expect(
            parseError(document) == "not an OAI-PMH response: the document is UTF-16 or UTF-32; OAI-PMH requires UTF-8")
        #expect(parseError(document, chunkSizes: [1, 1, 1]) == parseError(document))
    }

    @Test(arguments: [[1], [3, 5, 7]])
    func controlCharactersAreDroppedAndCounted(chunkSizes: [Int]) throws {
        let title = "Ma\u{1}tilda\u{8}\u{B}\u{C} \u{1B}[2J\u{7F}\u{85}\u{9B}31m"
        let other = #"<m:record xmlns:m="http://example.org/other" m:id="x\#u{2}y">a\#u{3}b</m:record>"#
        let document = listRecords(
            dublinCoreRecord("a", "<dc:title>\(title)</dc:title>")
                + #"<record><header status="dele\#u{4}ted"><identifier>d</identifier><datestamp>2025-11-02</datestamp></header></record>"#
                + "<record><header><identifier>m</identifier><datestamp>2025-11-02</datestamp></header><metadata>\(other)</metadata></record>"
        )
        let parsed = try parse(
            document, chunkSizes: Array(repeating: chunkSizes, count: document.utf8.count).flatMap { $0 })
        #expect(parsed.records.map(\.header.identifier) == ["a", "d", "m"])
        #expect(parsed.records.first?.dublinCore?["title"] == ["Matilda [2J\u{7F}\u{85}\u{9B}31m"])
        #expect(parsed.records[1].header.isDeleted)
        #expect(
            parsed.records[2].metadata == .xml(#"<m:record xmlns:m="http://example.org/other" m:id="xy">ab</m:record>"#)
        )
        #expect(parsed.response.droppedControlCharacters == 8)
        #expect(parsed.response.refusedRecords == 0)
    }

    /// A namespace that holds a control character is not the namespace: the record is kept as XML, and that XML reads
    /// back as the same record (the fuzzer found the two disagreeing when the mark was dropped from the namespace).
    @Test func aNamespaceWithAControlCharacterIsAnotherNamespaceAndReadsBackTheSame() throws {
        let record =
            #"<record><header><identifier>a</identifier><datestamp>2025-11-02</datestamp></header><metadata>"#
            + #"<d:dc xmlns:d="http://www.openarchives.org/OAI/2.0/oai_dc/\#u{1}"><t>x\#u{2}y</t></d:dc></metadata></record>"#
        let xml = try #require(try parse(listRecords(record)).records.first?.xml)
        #expect(!xml.contains("\u{1}") && xml.contains("<t>xy</t>"))
        let again = listRecords(
            #"<record><header><identifier>a</identifier><datestamp>2025-11-02</datestamp></header>"#
                + "<metadata>\(xml)</metadata></record>")
        #expect(try parse(again).records.first?.xml == xml)
    }

    /// `a\0b` and `ab` are two identifiers: dropping the NUL would make them one item.
    @Test func aRecordWhoseIdentifierHoldsAControlCharacterIsLeftOut() throws {
        let parsed = try parse(
            listRecords(
                dublinCoreRecord("a\u{0}b", "<dc:title>One</dc:title>")
                    + dublinCoreRecord("ab", "<dc:title>Two</dc:title>") + dublinCoreRecord("c\u{1B}", "")))
        #expect(parsed.records.map(\.header.identifier) == ["ab"])
        #expect(parsed.records.first?.dublinCore?["title"] == ["Two"])
        #expect(parsed.response.refusedRecords == 2)
    }

    @Test(arguments: ["9223372036854775807", "99999999999999999999999", "-5", "1e9", "NaN", "12abc"])
    func aListSizeOutOfRangeIsNoListSize(value: String) throws {
        let token = #"<resumptionToken completeListSize="\#(value)" cursor="\#(value)">t</resumptionToken>"#
        let parsed = try parse(listRecords(dublinCoreRecord("a", ""), token: token))
        #expect(parsed.response.resumptionToken?.completeListSize == nil)
        #expect(parsed.response.resumptionToken?.cursor == nil)
        #expect(parsed.response.resumptionToken?.value == "t")
    }

    @Test func anEmptyDocumentIsAClearError() {
        #expect(parseError([]) == "not an OAI-PMH response: the document is empty")
    }

    @Test func htmlInsteadOfOAIPMHIsAClearError() {
        #expect(
            parseError("<html><body><h1>Service Unavailable</h1></body></html>")
                == "not an OAI-PMH response: the document is <html>, not <OAI-PMH> (line 1, column 6)")
        #expect(
            parseError("Service Unavailable") == "not an OAI-PMH response: the document is not XML (line 1, column 1)")
    }

    @Test func oaiPMHInTheWrongNamespaceIsNotOAIPMH() {
        #expect(
            parseError(#"<OAI-PMH xmlns="http://example.org/"><ListRecords/></OAI-PMH>"#)?
                .hasPrefix("not an OAI-PMH response: the document is <OAI-PMH>") == true)
    }

    @Test func aTruncatedDocumentEndsEarly() throws {
        let document = try Fixture.bytes("list-records-oai-dc.xml")
        for length in [1, 12, 40, 300, 500, 1000, 1203, 1352, document.count - 12, document.count - 2] {
            #expect(
                parseError(Array(document.prefix(length)))?.hasPrefix(
                    "not an OAI-PMH response: the document ends early (line") == true,
                "cut at \(length)")
        }
    }

    @Test func contentAfterTheRootIsNotWellFormed() {
        #expect(
            parseError(#"<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"></OAI-PMH><x/>"#)
                == "not well-formed XML: Extra content at the end of the document (line 1, column 65)")
    }

    @Test func aRecordWithoutIdentifierIsLeftOutByItsPlaceAndTheRestOfThePageKept() throws {
        let parsed = try parse(
            listRecords(
                dublinCoreRecord("a", "")
                    + "<record><header><datestamp>2025-11-02</datestamp></header></record>"
                    + dublinCoreRecord("b", "") + dublinCoreRecord(" \n ", "") + dublinCoreRecord("c", "")))
        #expect(parsed.records.map(\.header.identifier) == ["a", "b", "c"])
        #expect(parsed.response.unidentifiedRecords == [2, 4])
        #expect(parsed.response.unidentifiedRecordsNote == "left out records 2, 4 of the page: they have no identifier")
    }

    struct Stop: Error, Equatable {}

    @Test func whatOnRecordThrowsIsRethrownAndStopsTheParse() throws {
        var seen: [String] = []
        let parser = OAIResponseParser { record in
            seen.append(record.header.identifier)
            throw Stop()
        }
        let document = Array(listRecords(dublinCoreRecord("a", "") + dublinCoreRecord("b", "")).utf8)
        #expect(throws: Stop()) { try document.withUnsafeBytes { try parser.feed($0) } }
        #expect(throws: Stop()) { _ = try parser.finish() }
        #expect(seen == ["a"])
    }

    @Test func attributeReferencesAreDecoded() throws {
        let response = try parse(
            """
            <OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><error code="bad&amp;&#38;&lt;&#x41;">m</error></OAI-PMH>
            """
        ).response
        #expect(response.errors == [OAIProtocolError(code: "bad&&<A", message: "m")])
    }

    /// The bytes of `document` up to and including the first `marker`: a document cut open where a test goes on.
    private func prefix(of document: String, through marker: String) -> [UInt8] {
        Array(document[..<document.range(of: marker)!.upperBound].utf8)
    }
}

/// Tags with absurd numbers of attributes are refused before libxml2 sees them (issue 23, part 2).
struct TagScannerTests {
    static func record(attributes: String) -> String {
        listRecords(dublinCoreRecord("a", "<dc:title \(attributes)>T</dc:title>"))
    }

    @Test(arguments: [1, 7, 4096])
    func manyAttributesAreRefusedWhateverTheirValuesHold(chunkSize: Int) {
        // Values holding `>` and `=` would fool a scanner that ignores quotes.
        let attributes = (0..<600).map { "a\($0)=\($0 % 2 == 0 ? "\">=\"" : "'>='")" }.joined(separator: " ")
        let document = Array(Self.record(attributes: attributes).utf8)
        #expect(
            parseError(document, chunkSizes: Array(repeating: chunkSize, count: document.count / chunkSize + 1))
                == "refused: an element has more than 256 attributes")
    }

    @Test func attributesUpToTheLimitParse() throws {
        let attributes = (0..<256).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        #expect(try parse(Self.record(attributes: attributes)).records.count == 1)
    }

    @Test(arguments: [
        "<![CDATA[<x " + (0..<300).map { "a\($0)=\"1\"" }.joined(separator: " ") + "> ' \" ]]>",
        "<!-- it's a \"comment\" <x " + String(repeating: "a=1 ", count: 300) + "> -->",
        "<?pi a='1' " + String(repeating: "b=2 ", count: 300) + "?>",
    ])
    func textThatOnlyLooksLikeATagIsNotCounted(content: String) throws {
        let document = listRecords(
            dublinCoreRecord("a", "<dc:title>T\(content)</dc:title>") + dublinCoreRecord("b", ""))
        #expect(try parse(document, chunkSizes: [3, 5, 7, 11, 13]).records.map(\.header.identifier) == ["a", "b"])
    }

    @Test func sixHundredThousandAttributesAreRefusedAtOnce() {
        let attributes = (0..<600_000).map { "a\($0)=\"\"" }.joined(separator: " ")
        // Without the scanner, libxml2 would parse this for minutes and then accept it.
        #expect(parseError(Self.record(attributes: attributes)) == "refused: an element has more than 256 attributes")
    }
}

/// A page's records are held until the page ends, so a page is bounded: in records and in bytes (issue 23, part 2).
struct PageBoundsTests {
    @Test func aPageOfMoreThanFiftyThousandRecordsIsRefused() throws {
        let record = "<record><header><identifier>x</identifier><datestamp>2025-01-01</datestamp></header></record>"
        #expect(try parse(listRecords(String(repeating: record, count: 50_000))).records.count == 50_000)
        #expect(
            parseError(listRecords(String(repeating: record, count: 50_001)))?
                .hasPrefix("refused: the page holds more than 50000 records") == true)
    }

    @Test func aPageWhoseRecordsHoldMoreThan32MBIsRefused() throws {
        let description = String(repeating: "d", count: 7 << 20)
        let record = dublinCoreRecord("a", "<dc:description>\(description)</dc:description>")
        #expect(try parse(listRecords(String(repeating: record, count: 4))).records.count == 4)
        #expect(
            parseError(listRecords(String(repeating: record, count: 5)))?
                .hasPrefix("refused: the page's records hold more than 32 MB") == true)
    }

    @Test func recordsInOtherFormatsCountTowardsTheBound() throws {
        let marc =
            "<marc:record xmlns:marc=\"http://www.loc.gov/MARC21/slim\"><marc:leader>"
            + String(repeating: "m", count: 7 << 20) + "</marc:leader></marc:record>"
        let record =
            "<record><header><identifier>a</identifier><datestamp>2025-01-01</datestamp></header><metadata>\(marc)</metadata></record>"
        #expect(
            parseError(listRecords(String(repeating: record, count: 5)))?
                .hasPrefix("refused: the page's records hold more than 32 MB") == true)
    }
}
