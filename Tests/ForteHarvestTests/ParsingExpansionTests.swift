import ForteCatalog
import ForteHarvest
import Testing

/// Records whose few bytes become many: a label a record gives once but an item holds once per link, and
/// elements with more values than any record needs. What a record becomes is what it is bounded by.
@Suite("Parsing records that expand")
struct ParsingExpansionTests {
    static let label = String(repeating: "l", count: 100 << 10)

    static func modsRecord(_ content: String) -> String {
        """
        <record><header><identifier>oai:lib:1</identifier><datestamp>2025-11-02</datestamp></header><metadata>\
        <mods xmlns="http://www.loc.gov/mods/v3">\(content)</mods></metadata></record>
        """
    }

    /// A 100 KB `$3` with 400 `$u`: 40 KB of links, 40 MB of relations.
    @Test func aMARCLabelCopiedToEveryLinkCountsEachCopy() {
        let links = (0..<400).map { ("u", "https://example.org/\($0)") }
        let record = MARCMappingTests.record(MARCMappingTests.field("856", [("3", Self.label)] + links))
        #expect(parseError(listRecords(record))?.hasPrefix("refused: a record holds more than 32 MB") == true)
    }

    /// A 100 KB `displayLabel` on the `location` with 400 `url`s.
    @Test func aMODSLabelCopiedToEveryLinkCountsEachCopy() {
        let urls = (0..<400).map { "<url>https://example.org/\($0)</url>" }.joined()
        let record = Self.modsRecord("<location displayLabel=\"\(Self.label)\">\(urls)</location>")
        #expect(parseError(listRecords(record))?.hasPrefix("refused: a record holds more than 32 MB") == true)
    }

    /// 400 `url`s with a label of their own each: 40 MB of attributes, in a record of no text.
    @Test func aMODSLabelOnEveryLinkCountsToo() {
        let urls = String(repeating: "<url displayLabel=\"\(Self.label)\"/>", count: 400)
        #expect(
            parseError(listRecords(Self.modsRecord("<location>\(urls)</location>")))?
                .hasPrefix("refused: a record holds more than 32 MB") == true)
    }

    /// Labels within the bound are copied to each link as before.
    @Test func aLabelWithinTheBoundGoesWithEveryLink() throws {
        let links = (0..<3).map { ("u", "https://example.org/\($0)") }
        let item = try MARCMappingTests.item(MARCMappingTests.field("856", [("3", "Score")] + links))
        #expect(item.metadata.relation == (0..<3).map { "Score: https://example.org/\($0)" })
    }

    /// Expanded records count towards the page's bound as what they expanded into.
    @Test func expandedRecordsCountTowardsThePage() {
        let links = (0..<200).map { ("u", "https://example.org/\($0)") }
        let record = MARCMappingTests.record(MARCMappingTests.field("856", [("3", Self.label)] + links))
        #expect(
            parseError(listRecords(String(repeating: record, count: 2)))?
                .hasPrefix("refused: the page's records hold more than 32 MB") == true)
    }

    @Test func anElementKeepsItsFirst2000ValuesAndTheRecordIsNamed() throws {
        let creators = (0..<2_500).map { "<dc:creator>Composer \($0)</dc:creator>" }.joined()
        let few = dublinCoreRecord("oai:few", "<dc:creator>One</dc:creator>")
        let parsed = try parse(listRecords(dublinCoreRecord("oai:many", creators) + few))
        guard case .dublinCore(let metadata)? = parsed.records.first?.metadata else {
            Issue.record("no Dublin Core")
            return
        }
        #expect(metadata.creator == (0..<2_000).map { "Composer \($0)" })
        #expect(parsed.response.shortenedRecords == ["oai:many"])
        #expect(
            parsed.response.notes
                == ["kept the first 2000 values of an element of record oai:many: left out the rest"])
    }

    @Test func aMARCRecordKeepsItsFirst2000Creators() throws {
        let names = (0..<2_500).map { MARCMappingTests.field("700", [("a", "Name \($0)")]) }.joined()
        let parsed = try parse(listRecords(MARCMappingTests.record(names)))
        guard case .dublinCore(let metadata)? = parsed.records.first?.metadata else {
            Issue.record("no Dublin Core")
            return
        }
        #expect(metadata.creator.count == 2_000)
        #expect(parsed.response.shortenedRecords == ["oai:lib:1"])
    }

    /// A prefix declared inside the metadata and used again after its element ended is inherited from outside.
    @Test func aPrefixDeclaredInsideIsDeclaredOnTheRootOnlyWhenUsedOutsideItsScope() throws {
        let metadata = """
            <x:a xmlns:o="urn:inner"><o:b/><o:c xmlns:o="urn:deeper"><o:d/></o:c></x:a>
            """
        let record = """
            <record xmlns:x="urn:x" xmlns:o="urn:outer"><header><identifier>a</identifier>\
            <datestamp>2025-01-01</datestamp></header><metadata>\(metadata)</metadata></record>
            """
        let parsed = try parse(listRecords(record))
        #expect(
            parsed.records.first?.metadata
                == .xml(
                    #"<x:a xmlns:x="urn:x" xmlns:o="urn:inner"><o:b/><o:c xmlns:o="urn:deeper"><o:d/></o:c></x:a>"#))
        let outside = "<x:a><o:b xmlns:o=\"urn:inner\"/><o:c/></x:a>"
        let second = try parse(listRecords(record.replacingOccurrences(of: metadata, with: outside)))
        #expect(
            second.records.first?.metadata
                == .xml(
                    #"<x:a xmlns:x="urn:x" xmlns:o="urn:outer"><o:b xmlns:o="urn:inner"/><o:c/></x:a>"#))
    }
}
