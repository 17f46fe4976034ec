import ForteCatalog
import ForteIndex
import ForteSearch
import Foundation
import OAIFixtureServer
import Testing

/// `forte identify` and `forte sources [remove]` as a person or a script runs them.
struct IdentifyAndSourcesTests {
    let server: OAIFixtureServer
    let index: IndexUnderTest

    init() throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<120, pageSize: 50))
        index = try IndexUnderTest()
    }

    @Test func identifyShowsTheRepositoryItsFormatsAndItsSets() throws {
        defer { index.remove() }
        let outcome = try ForteProcess.run(["identify", server.baseURL])
        #expect(outcome.status == 0)
        #expect(outcome.errors.isEmpty)
        #expect(
            outcome.output == """
                Repository   Fixture & Co sheet music
                Base URL     http://127.0.0.1/oai
                Protocol     2.0
                Earliest     2000-01-01T00:00:00Z
                Deleted      persistent
                Granularity  YYYY-MM-DDThh:mm:ssZ
                Admin        admin@fixture.test
                Formats (* forte builds items from it)
                * oai_dc  http://www.openarchives.org/OAI/2.0/oai_dc/
                Sets
                  music  Sheet music

                """)
    }

    /// A URL pasted with `?verb=Identify` asks with one verb, forte's, and says it left the pasted one out.
    @Test func identifyLeavesOutAPastedURLsOAIArguments() throws {
        defer { index.remove() }
        let outcome = try ForteProcess.run(["identify", server.baseURL + "?verb=Identify"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output.hasPrefix("Repository   Fixture & Co sheet music"))
        #expect(
            outcome.errors == "forte: using \(server.baseURL), without the URL's OAI-PMH arguments (verb): "
                + "forte adds its own\n")
        #expect(
            server.requests.allSatisfy { $0.target.ranges(of: "verb=").count == 1 }, "\(server.requests.map(\.target))")
    }

    @Test func identifyAsJSONIsOneLineForScripts() throws {
        defer { index.remove() }
        let outcome = try ForteProcess.run(["identify", server.baseURL, "--json"])
        #expect(outcome.status == 0)
        #expect(outcome.output.filter { $0 == "\n" }.count == 1)
        let description = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(description["repositoryName"] as? String == "Fixture & Co sheet music")
        #expect(description["granularity"] as? String == "YYYY-MM-DDThh:mm:ssZ")
        #expect((description["formats"] as? [[String: String]])?.map { $0["prefix"] } == ["oai_dc"])
        #expect((description["sets"] as? [[String: String]])?.map { $0["spec"] } == ["music"])
    }

    @Test func aRepositorysControlCharactersNeverReachTheTerminalRaw() throws {
        defer { index.remove() }
        // ESC and CSI (C1, legal in XML 1.0) would start escape sequences; DEL too is a control.
        server.change { $0.repositoryName = "Evil \u{1B}[2J\u{9B}31m repository\u{7F}" }
        for arguments in [["identify", server.baseURL], ["identify", server.baseURL, "--json"]] {
            let outcome = try ForteProcess.run(arguments)
            #expect(outcome.status == 0)
            #expect(outcome.output.contains("repository"))
            #expect(
                !outcome.output.unicodeScalars.contains {
                    $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
                },
                "\(arguments)")
        }
        // XML 1.0 forbids ESC, so the parser drops it; CSI and DEL are text, escaped in JSON and kept.
        let json = try ForteProcess.run(["identify", server.baseURL, "--json"]).output
        let description = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(description["repositoryName"] as? String == "Evil [2J\u{9B}31m repository\u{7F}")
    }

    @Test func identifyRefusesWhatIsNotARepositoryInOneLine() throws {
        defer { index.remove() }
        let notHTTP = try ForteProcess.run(["identify", "ftp://127.0.0.1/oai"])
        #expect(notHTTP.status == 64)
        #expect(notHTTP.errors == "forte: ftp://127.0.0.1/oai is not an http(s) URL\n")
        server.change { $0.misbehaviour.html = true }
        let html = try ForteProcess.run(["identify", server.baseURL])
        #expect(html.status == 1)
        #expect(html.output.isEmpty)
        #expect(html.errors.hasPrefix("forte: ") && html.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func removingASourceTakesItsItemsAndLeavesTheOthers() throws {
        defer { index.remove() }
        let other = try OAIFixtureServer(FixtureState(generated: 500..<530, pageSize: 50))
        for url in [server.baseURL, other.baseURL] {
            #expect(try ForteProcess.run(["sync", url, "--index", index.path]).status == 0)
        }
        let catalog = try CatalogIndex(path: index.path, create: false)
        let names = try catalog.sources().map(\.name)
        let listed = try ForteProcess.run(["sources", "--index", index.path]).output.split(separator: "\n")
        #expect(listed.count == 2)
        #expect(listed.contains { $0.hasPrefix("\(names[0])  \(server.baseURL)  120 items  last sync ") })
        #expect(listed.contains { $0.hasPrefix("\(names[1])  \(other.baseURL)  30 items  last sync ") })

        let removed = try ForteProcess.run(["sources", "remove", names[0], "--index", index.path])
        #expect(removed.status == 0)
        #expect(
            removed.output == "removed \(names[0]) and its 120 items\n" && removed.errors.isEmpty, "\(removed.output)")
        #expect(try catalog.sources().map(\.name) == [names[1]])
        #expect(try catalog.count(.all) == 30)
        #expect(try catalog.decadeCounts().reduce(0) { $0 + $1.count } == 30)
        #expect(try catalog.search(SearchQuery(parsing: "song").plan(), limit: 200).count == 30)
        #expect(try ForteProcess.run(["sources", "--index", index.path]).output.split(separator: "\n").count == 1)
    }

    @Test func aSourceInAnotherFormatIsListedWithItsRecords() throws {
        defer { index.remove() }
        #expect(try ForteProcess.run(["sync", server.baseURL, "--index", index.path]).status == 0)
        let catalog = try CatalogIndex(path: index.path, create: false)
        var marc = Source(name: "marc", url: "http://127.0.0.1:9/oai", metadataPrefix: "marcxml")
        marc.pendingHarvestStart = "2024-01-01T00:00:00Z"
        try catalog.apply(
            IndexBatch(
                source: marc,
                rawRecords: (1...3).map {
                    RawRecord(
                        identifier: "oai:test:\($0)", datestamp: "2024-01-01", metadataPrefix: "marcxml",
                        xml: "<record/>")
                }))
        let listed = try ForteProcess.run(["sources", "--index", index.path]).output.split(separator: "\n")
        #expect(listed.contains { $0.hasPrefix("127.0.0.1  \(server.baseURL)  120 items  last sync ") })
        #expect(listed.contains("marc  http://127.0.0.1:9/oai  marcxml  3 records  last sync never"))
    }

    @Test func removingASourceThatIsNotThereIsOneLine() throws {
        defer { index.remove() }
        #expect(try ForteProcess.run(["sync", server.baseURL, "--index", index.path]).status == 0)
        let outcome = try ForteProcess.run(["sources", "remove", "elsewhere", "--index", index.path])
        #expect(outcome.status == 1)
        #expect(outcome.errors == "forte: no source named elsewhere (forte sources lists them)\n")
        #expect(try CatalogIndex(path: index.path, create: false).count(.all) == 120)
    }
}
