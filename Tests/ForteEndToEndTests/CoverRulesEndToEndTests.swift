import Foundation
import OAIFixtureServer
import Testing

/// A source's picture rule (`forte sources set`, issue 30) as a person runs it: kept and listed, followed by
/// `forte show --json` and `forte covers fetch` where a record links to no picture, and the score's pages in `v`.
struct CoverRulesEndToEndTests {
    /// An index of `count` songs from saved responses, song N's web link `http://127.0.0.1:PORT/items/N` (a page, no
    /// picture), song 1 with an image link of its own when `ownPicture`.
    struct LinkedIndex {
        let index: IndexUnderTest
        let saved: String
        let source: String
        var environment: [String: String] { ["XDG_CACHE_HOME": index.directory + "/cache"] }

        init(count: Int, port: Int, ownPicture: Bool = false) throws {
            index = try IndexUnderTest()
            saved = index.directory + "/saved"
            try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
            let records = (1...count).map { number in
                let own =
                    ownPicture && number == 1 ? "<dc:relation>http://127.0.0.1:\(port)/own/1.png</dc:relation>" : ""
                return """
                    <record><header><identifier>oai:test:song \(number)#a</identifier><datestamp>2024-01-01</datestamp></header><metadata>\
                    <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">\
                    <dc:title>Song \(String(format: "%03d", number))</dc:title>\
                    <dc:identifier>http://127.0.0.1:\(port)/items/\(number)</dc:identifier>\(own)</oai_dc:dc></metadata></record>
                    """
            }
            try """
            <?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2024-01-01T00:00:00Z</responseDate>\
            <request verb="ListRecords" metadataPrefix="oai_dc">http://example.org/oai</request><ListRecords>\(records.joined())</ListRecords></OAI-PMH>
            """.write(toFile: saved + "/page.xml", atomically: true, encoding: .utf8)
            let sync = try ForteProcess.run(["sync", saved, "--index", index.path])
            guard sync.status == 0 else { throw Unsynced(errors: sync.errors) }
            let sources = try ForteProcess.run(["sources", "--index", index.path])
            source = String(sources.output.prefix { $0 != " " })
        }

        struct Unsynced: Error {
            var errors: String
        }
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Set, listed, kept by a sync, followed by show --json (the identifier percent-encoded, the item's own link
    /// first), cleared with an empty template.
    @Test func aRuleIsListedKeptBySyncAndGivesShowsPictures() throws {
        let linked = try LinkedIndex(count: 2, port: 8, ownPicture: true)
        defer { linked.index.remove() }
        let index = ["--index", linked.index.path]
        let set = try ForteProcess.run(
            [
                "sources", "set", linked.source, "--thumbnail", "{link}-t", "--cover",
                "https://img.example/{id}/{local}.jpg",
                "--pages", "{link}-s{n}",
            ] + index)
        #expect(set.status == 0, "\(set.errors)")
        #expect(set.errors.isEmpty)
        let listing = "  pictures: thumbnail {link}-t, cover https://img.example/{id}/{local}.jpg, pages {link}-s{n}"
        #expect(try ForteProcess.run(["sources"] + index).output.contains(listing))

        // A sync saves the source after every page: the rule stays.
        #expect(try ForteProcess.run(["sync", linked.saved] + index).status == 0)
        #expect(try ForteProcess.run(["sources"] + index).output.contains(listing))

        let second = try Self.json(try ForteProcess.run(["show", "--json", "oai:test:song 2#a"] + index).output)
        #expect(second["thumbnail"] as? String == "http://127.0.0.1:8/items/2-t")
        #expect(second["cover"] as? String == "https://img.example/oai:test:song%202%23a/song%202%23a.jpg")
        // The record's own picture comes first.
        let first = try Self.json(try ForteProcess.run(["show", "--json", "oai:test:song 1#a"] + index).output)
        #expect(first["thumbnail"] as? String == "http://127.0.0.1:8/own/1.png")
        #expect(first["cover"] as? String == "http://127.0.0.1:8/own/1.png")

        #expect(try ForteProcess.run(["sources", "set", linked.source, "--thumbnail", ""] + index).status == 0)
        #expect(
            try ForteProcess.run(["sources"] + index).output.contains(
                "  pictures: cover https://img.example/{id}/{local}.jpg, pages {link}-s{n}"))
        let cleared = try Self.json(try ForteProcess.run(["show", "--json", "oai:test:song 2#a"] + index).output)
        // The cover stands in for the thumbnail the rule no longer gives.
        #expect(cleared["thumbnail"] as? String == "https://img.example/oai:test:song%202%23a/song%202%23a.jpg")
    }

    /// Bad templates and unknown sources: one line, exit 64, nothing changed.
    @Test func badTemplatesAndUnknownSourcesAreUsageErrors() throws {
        let linked = try LinkedIndex(count: 1, port: 8)
        defer { linked.index.remove() }
        let index = ["--index", linked.index.path]
        let cases: [([String], String)] = [
            ([linked.source, "--cover", "{link}/{title}"], "forte: unknown placeholder {title} in {link}/{title}"),
            (
                [linked.source, "--thumbnail", "{link}-s{n}"],
                "forte: unknown placeholder {n} in {link}-s{n} (use {link}, {id}, {local}; {n} only in --pages)\n"
            ),
            ([linked.source, "--cover", "{local}.jpg"], "forte: {local}.jpg does not give an http(s) URL"),
            (
                [linked.source, "--cover", "ftp://example.org/{id}"],
                "forte: ftp://example.org/{id} does not give an http(s) URL"
            ),
            ([linked.source, "--pages", "{link}-s"], "forte: the pages template {link}-s has no {n}"),
            ([linked.source, "--cover", "{link"], "forte: a { not closed in {link"),
            (
                [linked.source, "--cover", "{link}-e\r\nHost: x"],
                "forte: the template {link}-e␍␊Host: x holds a control character"
            ),
            (["nowhere", "--cover", "{link}-e"], "forte: no source named nowhere"),
        ]
        for (arguments, error) in cases {
            let outcome = try ForteProcess.run(["sources", "set"] + arguments + index)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.errors.hasPrefix(error), "\(outcome.errors)")
            #expect(outcome.errors.split(separator: "\n").count == 1, "\(outcome.errors)")
        }
        #expect(try ForteProcess.run(["sources", "set", linked.source] + index).status == 64)
        #expect(!(try ForteProcess.run(["sources"] + index).output.contains("pictures:")))
    }

    /// `forte covers fetch` asks for the pictures the rule gives.
    @Test func coversFetchFollowsTheRule() throws {
        let server = try OAIFixtureServer(FixtureState(records: [], pageSize: 100))
        for number in 1...3 {
            server.serve(
                .png(width: 8, height: 8, top: [200, 30, 40], bottom: [20, 40, 220]), at: "/items/\(number)-t")
            server.serve(
                .png(width: 16, height: 16, top: [200, 30, 40], bottom: [20, 40, 220]), at: "/items/\(number)-e")
        }
        let linked = try LinkedIndex(count: 3, port: server.port)
        defer { linked.index.remove() }
        let index = ["--index", linked.index.path]
        #expect(
            try ForteProcess.run(
                ["sources", "set", linked.source, "--thumbnail", "{link}-t", "--cover", "{link}-e"] + index
            ).status == 0)
        let fetch = try ForteProcess.run(["covers", "fetch"] + index, environment: linked.environment)
        #expect(fetch.status == 0, "\(fetch.errors)")
        #expect(fetch.output.hasPrefix("6 pictures linked: 6 fetched"), "\(fetch.output)")
        let asked = Set(server.requests.map(\.target))
        #expect(asked == Set((1...3).flatMap { ["/items/\($0)-t", "/items/\($0)-e"] }))
    }

    /// `v` on a score whose source gives pages: → goes from the cover through pages 1 and 2, stops at the first page
    /// the server does not have and says so, and ← comes back to the cover.
    @Test(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
    func theFullScreenCoverTurnsTheScoresPagesUntilOneIsMissing() throws {
        let server = try OAIFixtureServer(FixtureState(records: [], pageSize: 100))
        for (path, colour) in [("-e", [200, 30, 40] as [UInt8]), ("-s1", [30, 200, 40]), ("-s2", [30, 40, 200])] {
            server.serve(.png(width: 60, height: 84, top: colour, bottom: colour), at: "/items/1" + path)
        }
        let linked = try LinkedIndex(count: 2, port: server.port)
        defer { linked.index.remove() }
        let rule = try ForteProcess.run([
            "sources", "set", linked.source, "--cover", "{link}-e", "--pages", "{link}-s{n}", "--index",
            linked.index.path,
        ])
        #expect(rule.status == 0, "\(rule.errors)")
        let tmux = try BrowseTmux(
            width: 100, height: 30, shell: BrowseEndToEndTests.script(index: linked.index.path, "--images symbols"),
            environment: linked.environment)
        #expect(tmux.waitFor("Item 1 of 2"))
        try tmux.send("v")
        #expect(tmux.waitFor("Song 001  (cover)"))
        #expect(waitForColour(tmux, "200;30;40"), "\(tmux.styledScreen)")
        try tmux.send("Right")
        #expect(tmux.waitFor("Song 001  (page 1)"))
        #expect(waitForColour(tmux, "30;200;40"), "\(tmux.styledScreen)")
        try tmux.send("Right")
        #expect(tmux.waitFor("Song 001  (page 2)"))
        #expect(waitForColour(tmux, "30;40;200"), "\(tmux.styledScreen)")
        // There is no page 3: the screen stays on page 2 and says so.
        try tmux.send("Right")
        #expect(tmux.waitFor("Last page: page 2"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Song 001  (page 2)"), "\(tmux.screen)")
        try tmux.send("Right")
        #expect(tmux.waitFor("Last page"))
        #expect(tmux.screen.contains("Song 001  (page 2)"), "\(tmux.screen)")
        try tmux.send("Left")
        #expect(tmux.waitFor("Song 001  (page 1)"))
        try tmux.send("Left")
        #expect(tmux.waitFor("Song 001  (cover)"))
        try tmux.send("Left")
        #expect(tmux.waitFor("The cover is the first page"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
        let asked = server.requests.map(\.target)
        #expect(["/items/1-e", "/items/1-s1", "/items/1-s2", "/items/1-s3"].allSatisfy(asked.contains), "\(asked)")
        #expect(!asked.contains("/items/1-s4"), "\(asked)")
    }

    /// The screen shows the colour `rgb` (`R;G;B`), in which only one of the pictures is painted.
    private func waitForColour(_ tmux: BrowseTmux, _ rgb: String) -> Bool {
        for _ in 0..<100 {
            if tmux.styledScreen.contains(";2;" + rgb + "m") { return true }
            usleep(50_000)
        }
        return false
    }
}
