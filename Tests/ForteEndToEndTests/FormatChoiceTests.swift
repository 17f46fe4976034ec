import ForteCatalog
import ForteIndex
import Foundation
import OAIFixtureServer
import Testing

/// Which metadata format a sync harvests: the richest the repository offers that forte builds items from,
/// unless `--prefix` says; `forte identify` marks those formats.
struct FormatChoiceTests {
    let server: OAIFixtureServer
    let index: IndexUnderTest

    init() throws {
        var state = FixtureState(generated: 0..<150, pageSize: 100)
        state.offersMARC = true
        server = try OAIFixtureServer(state)
        index = try IndexUnderTest()
    }

    @Test func identifyMarksTheFormatsForteBuildsItemsFrom() throws {
        defer { index.remove() }
        let text = try ForteProcess.run(["identify", server.baseURL])
        #expect(
            text.output.contains(
                "* oai_dc  http://www.openarchives.org/OAI/2.0/oai_dc/\n* marc21  http://www.loc.gov/MARC21/slim\n"))
        let json = try ForteProcess.run(["identify", server.baseURL, "--json"])
        let description = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(description["itemFormats"] as? [String] == ["oai_dc", "marc21"])
    }

    @Test func aSyncWithoutPrefixHarvestsMARCAndSaysSoAndItsItemsHaveTheirComposers() throws {
        defer { index.remove() }
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--index", index.path])
        #expect(outcome.status == 0)
        #expect(
            outcome.output.wholeMatch(of: /added 150, updated 0, deleted 0 in \d+\.\d s\n/) != nil, "\(outcome.output)")
        #expect(
            outcome.errors
                == "forte: 127.0.0.1: harvested marc21, the richest format the repository offers that forte builds "
                + "items from (--prefix picks another)\n")
        #expect(
            server.requests.contains {
                $0.arguments["verb"] == "ListRecords" && $0.arguments["metadataPrefix"] == "marc21"
            })
        let catalog = try CatalogIndex(path: index.path, create: false)
        #expect(try catalog.count(.all) == 150)
        let item = try #require(try catalog.item("oai:fixture.test:score-5"))
        #expect(item.displayTitle == "Song number 5 for voice & piano")
        #expect(item.composers.map(\.name) == ["Composer 5"] && item.creators.first?.roles == [.composer])
        #expect(item.decade?.startYear == 1850)
        // The next sync remembers the choice and says nothing of it.
        let again = try ForteProcess.run(["sync", server.baseURL, "--index", index.path])
        #expect(again.status == 0 && again.errors.isEmpty)
        let sources = try ForteProcess.run(["sources", "--index", index.path])
        #expect(
            sources.output.contains("127.0.0.1  \(server.baseURL)  marc21  150 items  last sync "), "\(sources.output)")
    }

    @Test func prefixChoosesAnotherFormat() throws {
        defer { index.remove() }
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--prefix", "oai_dc", "--index", index.path])
        #expect(outcome.status == 0 && outcome.errors.isEmpty)
        #expect(!server.requests.contains { $0.arguments["metadataPrefix"] == "marc21" })
    }
}
