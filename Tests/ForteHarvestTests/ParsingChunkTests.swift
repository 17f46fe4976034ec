import ForteHarvest
import Testing

@Suite("Parsing in chunks")
struct ParsingChunkTests {
    static let fixtures = [
        "list-records-oai-dc.xml", "list-identifiers.xml", "no-records-match.xml", "bad-argument.xml",
        "identify.xml", "list-metadata-formats.xml", "list-sets.xml", "get-record-marcxml.xml",
    ]

    @Test(arguments: fixtures)
    func oneByteAtATimeGivesTheSameResult(fixture: String) throws {
        let document = try Fixture.bytes(fixture)
        let whole = try parse(document)
        #expect(try parse(document, chunkSizes: Array(repeating: 1, count: document.count)) == whole)
    }

    @Test(arguments: fixtures)
    func randomSplitsGiveTheSameResult(fixture: String) throws {
        let document = try Fixture.bytes(fixture)
        let whole = try parse(document)
        var random = SplitMix64(seed: UInt64(fixture.utf8.count))
        for _ in 0..<50 {
            let sizes = (0..<40).map { _ in Int(random.next() % 97) }
            #expect(try parse(document, chunkSizes: sizes) == whole)
        }
    }

    @Test func aRecordIsHandedOnAsItsEndTagArrives() throws {
        let document = Array(listRecords(dublinCoreRecord("a", "") + dublinCoreRecord("b", "")).utf8)
        var seen: [String] = []
        let parser = OAIResponseParser { seen.append($0.header.identifier) }
        let endOfFirst = document.indices.first { document[$0...].starts(with: Array("</record>".utf8)) }! + 9
        try document[..<endOfFirst].withUnsafeBytes { try parser.feed($0) }
        #expect(seen == ["a"])
        try document[endOfFirst...].withUnsafeBytes { try parser.feed($0) }
        _ = try parser.finish()
        #expect(seen == ["a", "b"])
    }
}

/// A small seeded generator, so random splits are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
