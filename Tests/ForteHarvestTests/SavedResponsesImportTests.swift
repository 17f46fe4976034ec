import ForteCatalog
import ForteHarvest
import ForteNetwork
import Foundation
import OAIFixtureServer
import Testing

/// Saved responses (the bundled catalog, `forte sync DIR`) go through the same sync as a repository.
struct SavedResponsesImportTests {
    let harness: SyncHarness
    let responses: String

    /// The fixture repository's three pages, saved as files the way a person would save them.
    init() throws {
        harness = try SyncHarness()
        responses = harness.directory + "/responses"
        try FileManager.default.createDirectory(atPath: responses, withIntermediateDirectories: true)
        let client = HTTPClient(configuration: HTTPConfiguration(userAgent: "forte/test"))
        var request = OAIRequest.listRecords(.init(metadataPrefix: "oai_dc"))
        for page in 1...3 {
            var body: [UInt8] = []
            _ = try client.get(request.url(baseURL: harness.server.baseURL)) { body += $0 }
            try Data(body).write(to: URL(fileURLWithPath: responses + "/page-\(page).xml"))
            let text = String(decoding: body, as: UTF8.self)
            if let token = text.firstMatch(of: /<resumptionToken[^>]*>([^<]+)</)?.1 {
                request = .resume(.listRecords, token: String(token).replacingOccurrences(of: "&amp;", with: "&"))
            }
        }
    }

    @Test func importsEveryFileAsTheNamedSource() throws {
        let summary = try importSavedResponses(at: responses, into: harness.store, sourceName: "bundled")
        #expect(summary.added == 250 && summary.pages == 3)
        #expect(try harness.store.itemCount(source: "bundled") == 250)
        #expect(try harness.store.source(named: "bundled")?.pendingToken == nil)
    }

    @Test func importingAgainRemovesWhatTheFilesNoLongerHold() throws {
        _ = try importSavedResponses(at: responses, into: harness.store, sourceName: "bundled")
        try FileManager.default.removeItem(atPath: responses + "/page-3.xml")
        let summary = try importSavedResponses(at: responses, into: harness.store, sourceName: "bundled")
        #expect(summary.deleted == 50 && summary.updated == 200)
        #expect(try harness.store.itemCount(source: "bundled") == 200)
    }

    @Test func aMissingPathIsAClearError() throws {
        let error = try #require(throws: HarvestError.self) {
            try importSavedResponses(at: harness.directory + "/nowhere", into: harness.store, sourceName: "bundled")
        }
        #expect("\(error)".hasPrefix("cannot read saved responses at \(harness.directory)/nowhere"))
    }
}
