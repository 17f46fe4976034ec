import ForteCatalog
import ForteIndex
import Foundation
import Testing

/// What list, show and search print of catalog text a hostile repository wrote (issue 23): nothing
/// that reorders or hides what a line says, and nothing whose size grows with another row's.
@Suite struct CatalogDisplayTests {
    /// An index holding `items`, written as a complete harvest (listed and searchable).
    static func index(with items: [Item]) throws -> IndexUnderTest {
        let index = try IndexUnderTest()
        let catalog = try CatalogIndex(path: index.path, create: true)
        var source = Source(name: "hostile", url: "http://127.0.0.1/oai")
        source.pendingHarvestStart = "2024-01-01T00:00:00Z"
        try catalog.apply(IndexBatch(source: source, upserts: items))
        return index
    }

    @Test func invisibleFormatCharactersAreShownAndJSONKeepsThem() throws {
        var item = Item(identifier: "oai:hostile.test:\u{200B}1", datestamp: "2024-01-01", source: "hostile")
        item.metadata.title = ["Waltz \u{202E}zlaw evoL\u{2069}"]
        item.metadata.creator = ["Smith\u{2066}, John\u{FEFF}"]
        item.metadata.description = ["soft\u{AD}hyphen, tag\u{E0041} and mark\u{200F}"]
        let index = try Self.index(with: [item])
        defer { index.remove() }
        let id = item.identifier
        for command in [["list"], ["show", id], ["search", "waltz"]] {
            let outcome = try ForteProcess.run(command + ["--index", index.path])
            #expect(outcome.status == 0, "\(command): \(outcome.errors)")
            let raw = outcome.output.unicodeScalars.filter { $0.properties.generalCategory == .format }
            #expect(raw.isEmpty, "\(command) wrote \(raw.map { String($0.value, radix: 16) })")
            #expect(outcome.output.contains("oai:hostile.test:<U+200B>1"), "\(command)")
            #expect(outcome.output.contains("Waltz <U+202E>zlaw evoL<U+2069>"), "\(command)")
            // Composers are shown as names ("John Smith"), so the escapes are looked for one by one.
            #expect(outcome.output.contains("<U+2066>") && outcome.output.contains("<U+FEFF>"), "\(command)")
        }
        let shown = try ForteProcess.run(["show", id, "--index", index.path]).output
        #expect(shown.contains("Smith<U+2066>, John<U+FEFF>"))
        #expect(shown.contains("soft<U+00AD>hyphen, tag<U+E0041> and mark<U+200F>"))

        // JSON is for programs: the same text, whatever the escaping.
        for command in [["list", "--json"], ["show", id, "--json"], ["search", "waltz", "--json"]] {
            let outcome = try ForteProcess.run(command + ["--index", index.path])
            let line = try #require(outcome.output.split(separator: "\n").first, "\(command)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["id"] as? String == id, "\(command)")
            #expect(object["title"] as? String == item.metadata.title[0], "\(command)")
        }
    }

    /// One 1 MB identifier once made list pad every row to its width: 524 MB of spaces in 104 s.
    @Test func aHugeIdentifierIsCutAndPadsNoOtherRow() throws {
        let huge = "oai:hostile.test:" + String(repeating: "x", count: 1 << 20)
        let items =
            [Item(identifier: huge, datestamp: "2024-01-01", source: "hostile")]
            + (0..<100).map { Item(identifier: "oai:hostile.test:\($0)", datestamp: "2024-01-01", source: "hostile") }
        let index = try Self.index(with: items)
        defer { index.remove() }
        let outcome = try ForteProcess.run(["list", "--index", index.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 101)
        #expect(outcome.output.utf8.count < 20_000, "\(outcome.output.utf8.count) bytes for 101 rows")
        let cut = try #require(lines.first { $0.hasPrefix("oai:hostile.test:xxx") })
        // Cut to 60 columns, the ellipsis included, then the decade column.
        #expect(cut.hasPrefix("oai:hostile.test:" + String(repeating: "x", count: 42) + "…  Undated"))
    }
}
