import Foundation
import OAIFixtureServer
import Testing

/// What a new user met syncing real repositories (issue 46): their saved pages served on loopback, synced by `forte`.
struct RealRepositoriesTests {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared").standardized.path
    static let mla = shared + "/realworld/scrapi"
    static let noRecordsMatch =
        #"<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">"#
        + #"<responseDate>2026-01-01T00:00:00Z</responseDate><request>http://127.0.0.1/oai</request>"#
        + #"<error code="noRecordsMatch">No records</error></OAI-PMH>"#

    let server: OAIFixtureServer
    let index: IndexUnderTest

    init() throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<30, pageSize: 10))
        index = try IndexUnderTest()
    }

    /// MLA Humanities Commons answers its last token with `noRecordsMatch`: the sync ends there, and the next one too.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: mla + "/mla-13.xml"), "../shared/realworld is absent"))
    func mlaHumanitiesCommonsIsSyncedToTheEnd() throws {
        let pages = try (0...13).map {
            try String(contentsOfFile: Self.mla + String(format: "/mla-%02d.xml", $0), encoding: .utf8)
        }
        server.change { $0.misbehaviour.hostile = .savedPages(pages) }
        // One list: the saved pages are the whole list whatever window is asked for.
        let first = try ForteProcess.run(["sync", server.baseURL, "--connections", "1", "--index", index.path])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.wholeMatch(of: /added \d+, updated 0, deleted 0 in \d+\.\d s\n/) != nil, "\(first.output)")
        #expect(first.errors.isEmpty)
        let sources = try ForteProcess.run(["sources", "--index", index.path])
        #expect(!sources.output.contains("under way"), "\(sources.output)")
        #expect(sources.output.contains("last sync"), "\(sources.output)")

        let full = try ForteProcess.run(["sync", "--full", "--connections", "1", "--index", index.path])
        #expect(full.status == 0, "\(full.errors)")
        #expect(full.output.hasPrefix("added 0, "))
        #expect(
            full.errors
                == "forte: warning: the repository ended its list with noRecordsMatch and no counts to confirm it: "
                + "nothing is deleted\n")
        index.remove()
    }

    /// A URL pasted from a browser: the protocol's arguments are left out (and the user told), others kept.
    @Test func aPastedURLLosesItsOAIArgumentsAndKeepsTheRest() throws {
        let pasted = server.baseURL + "?repo=music&verb=Identify&metadataPrefix=oai_dc"
        let outcome = try ForteProcess.run(["sync", pasted, "--index", index.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(
            outcome.errors == "forte: using \(server.baseURL)?repo=music, without the URL's OAI-PMH arguments "
                + "(verb, metadataPrefix): forte adds its own\n")
        for request in server.requests {
            #expect(request.target.ranges(of: "verb=").count == 1, "\(request.target)")
            #expect(request.arguments["repo"] == "music", "\(request.target)")
        }
        #expect(server.requests.contains { $0.arguments["verb"] == "ListRecords" })
        let sources = try ForteProcess.run(["sources", "--index", index.path])
        #expect(sources.output.contains("  \(server.baseURL)?repo=music  30 items  last sync "), "\(sources.output)")

        // The same URL pasted again is the same source, synced again.
        let again = try ForteProcess.run(["sync", pasted, "--index", index.path])
        #expect(again.output.hasPrefix("added 0, updated 0, deleted 0"), "\(again.output)")
        index.remove()
    }
    /// Berkeley's TIND (`[between 1600 and 1986]`) and a Swiss library's scans of old prints (008 `r20151819`, 260
    /// `[2015]`), served as saved, in MARCXML; the scans' list ends with `noRecordsMatch`.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: shared + "/realworld-marc/vufindharvest/marc.xml"),
            "../shared/realworld-marc is absent"))
    func datesAreFiledAsTheMusicsDates() throws {
        let pages =
            try ["ucldc-harvester/testOAI-tind.xml", "vufindharvest/marc.xml"].map {
                try String(contentsOfFile: Self.shared + "/realworld-marc/" + $0, encoding: .utf8)
            } + [Self.noRecordsMatch]
        server.change { $0.misbehaviour.hostile = .savedPages(pages) }
        let sync = try ForteProcess.run([
            "sync", server.baseURL, "--prefix", "marc21", "--connections", "1",
            "--index", index.path,
        ])
        #expect(sync.status == 0, "\(sync.errors)")
        #expect(sync.output.hasPrefix("added 105, "), "\(sync.output)")

        /// The identifiers `forte list --decade` gives.
        func list(_ decade: String) throws -> [String] {
            try ForteProcess.run(["list", "--decade", decade, "--json", "--index", index.path]).output
                .matches(of: /"id":"([^"]+)"/).map { String($0.1) }
        }
        #expect(try list("1810s").contains("oai:urm_publish:9925823991001791"))  // Tambour-Ordonnanz
        #expect(try list("2010s") == [])
        #expect(try list("1600s") == [])
        let undated = Set(try list("undated"))
        #expect(undated.isSuperset(of: ["oai:digicoll.lib.berkeley.edu:53879", "oai:digicoll.lib.berkeley.edu:53881"]))
        #expect(try list("1860s").contains("oai:digicoll.lib.berkeley.edu:53877"))
        index.remove()
    }
}
