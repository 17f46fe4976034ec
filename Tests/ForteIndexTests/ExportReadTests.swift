import ForteCatalog
import ForteIndex
import Testing

/// The reads `forte export` streams: every item of every source once, in identifier order.
@Suite struct ExportReadTests {
    static let first = Source(name: "first", url: "http://127.0.0.1/oai")
    static let second = Source(name: "second", url: "http://127.0.0.2/oai")

    @Test func everyItemComesOnceInIdentifierOrderEvenWhereTwoSourcesShareAnIdentifier() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 11)
        let firsts = (0..<30).map { factory.item("oai:test:\($0)", source: "first") }
        // The second source has ten of the same identifiers, with other titles.
        let seconds = firsts[5..<15].map { first in
            var second = first
            second.source = "second"
            second.metadata.title = ["Second copy"]
            return second
        }
        try harvest(firsts, into: test.index, source: Self.first)
        try harvest(seconds, into: test.index, source: Self.second)

        var all: [Item] = []
        try test.index.forEachItem(source: nil) { all.append($0) }
        #expect(all.count == 40)
        #expect(Set(all) == Set(firsts + seconds))
        #expect(
            all.map { [$0.identifier, $0.source] }
                == all.map { [$0.identifier, $0.source] }.sorted { $0.lexicographicallyPrecedes($1) })

        var ofSecond: [Item] = []
        try test.index.forEachItem(source: "second") { ofSecond.append($0) }
        #expect(ofSecond == seconds.sorted { $0.identifier < $1.identifier })
    }

    @Test func rawRecordsComeInIdentifierOrderForTheirSourceAndFormat() throws {
        let test = try TestIndex()
        var marc = Source(name: "marc", url: "http://127.0.0.1/oai", metadataPrefix: "marcxml")
        marc.pendingHarvestStart = "2024-01-01T00:00:00Z"
        let records = ["oai:test:3", "oai:test:1", "oai:test:2"].map {
            RawRecord(identifier: $0, datestamp: "2024-01-01", metadataPrefix: "marcxml", xml: "<record id=\"\($0)\"/>")
        }
        try test.index.apply(IndexBatch(source: marc, rawRecords: records))

        var read: [RawRecord] = []
        try test.index.forEachRawRecord(source: "marc", metadataPrefix: "marcxml") { read.append($0) }
        #expect(read == records.sorted { $0.identifier < $1.identifier })
        var ofOtherFormat = 0
        try test.index.forEachRawRecord(source: "marc", metadataPrefix: "mods") { _ in ofOtherFormat += 1 }
        #expect(ofOtherFormat == 0)
    }

    @Test func whatTheReaderThrowsComesOutAsItWasThrown() throws {
        struct Full: Error {}
        let test = try TestIndex()
        var factory = ItemFactory(seed: 12)
        try harvest(factory.items(5), into: test.index)
        var read = 0
        #expect(throws: Full.self) {
            try test.index.forEachItem(source: nil) { _ in
                read += 1
                if read == 2 { throw Full() }
            }
        }
        #expect(read == 2)
        // The read transaction ended with it: the index takes writes again.
        try harvest(factory.items(5, prefix: "oai:more:"), into: test.index)
        #expect(try test.index.count(.all) == 10)
    }
}
