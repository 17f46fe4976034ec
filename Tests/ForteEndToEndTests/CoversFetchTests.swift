import Foundation
import OAIFixtureServer
import Testing

/// `forte covers fetch`: the pictures an index's records link to, fetched into the cache and asked for again
/// only if changed.
@Suite struct CoversFetchTests {
    /// `--composer` takes a name as `forte list` does: any case, or the surname alone; one it cannot find is refused
    /// in one line (exit 64), not taken for a composer with no items.
    @Test func aComposerIsFoundAsListFindsOne() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let server = try OAIFixtureServer(FixtureState(records: [], pageSize: 100))
        let base = "http://127.0.0.1:\(server.port)"
        for number in 1...2 {
            server.serve(
                FixturePicture(bytes: [0xFF, 0xD8, 0xFF, 0xE0] + Array("picture \(number)".utf8)),
                at: "/covers/\(number).jpg")
        }
        let saved = index.directory + "/saved"
        try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
        func record(_ number: Int, _ composer: String) -> String {
            """
            <record><header><identifier>oai:test:\(number)</identifier><datestamp>2024-01-01</datestamp></header><metadata>\
            <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">\
            <dc:title>Song \(number)</dc:title><dc:creator>\(composer)</dc:creator>\
            <dc:identifier>\(base)/covers/\(number).jpg</dc:identifier></oai_dc:dc></metadata></record>
            """
        }
        try """
        <?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2024-01-01T00:00:00Z</responseDate>\
        <request verb="ListRecords" metadataPrefix="oai_dc">http://example.org/oai</request><ListRecords>\
        \(record(1, "Dvořák, Antonín, 1841-1904"))\(record(2, "Smith, John"))\
        </ListRecords></OAI-PMH>
        """.write(toFile: saved + "/page.xml", atomically: true, encoding: .utf8)
        #expect(try ForteProcess.run(["sync", saved, "--index", index.path]).status == 0)
        let cache = ["XDG_CACHE_HOME": index.directory + "/cache"]

        let fetched = try ForteProcess.run(
            ["covers", "fetch", "--composer", "dvorak", "--index", index.path], environment: cache)
        #expect(fetched.status == 0, "\(fetched.errors)")
        #expect(fetched.output.hasPrefix("1 picture linked: 1 fetched"), "\(fetched.output)")

        let unknown = try ForteProcess.run(
            ["covers", "fetch", "--composer", "Brahms", "--index", index.path], environment: cache)
        #expect(unknown.status == 64)
        #expect(unknown.errors.hasPrefix("forte: no composer “Brahms” in the index"), "\(unknown.errors)")
        #expect(unknown.errors.split(separator: "\n").count == 1)
    }

    @Test func fetchesWhatTheRecordsLinkToAndAsksAgainOnlyIfChanged() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let server = try OAIFixtureServer(FixtureState(records: [], pageSize: 100))
        let base = "http://127.0.0.1:\(server.port)"
        server.serve(
            FixturePicture(bytes: [0xFF, 0xD8, 0xFF, 0xE0] + Array("a JPEG's first bytes".utf8), etag: "\"1\""),
            at: "/covers/1.jpg")
        server.serve(
            FixturePicture(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], contentType: "image/png"),
            at: "/covers/2.png")
        server.serve(FixturePicture(bytes: Array("<html>moved</html>".utf8)), at: "/covers/3.jpg")
        let saved = index.directory + "/saved"
        try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
        func record(_ number: Int, _ links: String) -> String {
            """
            <record><header><identifier>oai:test:\(number)</identifier><datestamp>2024-01-01</datestamp></header><metadata>\
            <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">\
            <dc:title>Song \(number)</dc:title>\(links)</oai_dc:dc></metadata></record>
            """
        }
        try """
        <?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2024-01-01T00:00:00Z</responseDate>\
        <request verb="ListRecords" metadataPrefix="oai_dc">http://example.org/oai</request><ListRecords>\
        \(record(1, "<dc:identifier>\(base)/covers/1.jpg</dc:identifier>"))\
        \(record(2, "<dc:relation>\(base)/covers/2.png</dc:relation>"))\
        \(record(3, "<dc:identifier>http://example.org/scores/3</dc:identifier>"))\
        </ListRecords></OAI-PMH>
        """.write(toFile: saved + "/page.xml", atomically: true, encoding: .utf8)
        #expect(try ForteProcess.run(["sync", saved, "--index", index.path]).status == 0)
        let cache = ["XDG_CACHE_HOME": index.directory + "/cache"]

        let first = try ForteProcess.run(["covers", "fetch", "--index", index.path], environment: cache)
        #expect(first.status == 0, "\(first.errors)")
        #expect(
            first.output
                == "2 pictures linked: 2 fetched, 0 unchanged, 0 failed; kept in \(index.directory)/cache/forte/covers\n"
        )
        let kept = try FileManager.default.contentsOfDirectory(atPath: index.directory + "/cache/forte/covers")
        #expect(kept.filter { $0.hasSuffix(".image") }.count == 2)

        // The JPEG came with an ETag: asked for only if changed. The PNG came with none: fetched again.
        let again = try ForteProcess.run(["covers", "fetch", "--index", index.path], environment: cache)
        #expect(again.output.hasPrefix("2 pictures linked: 1 fetched, 1 unchanged, 0 failed"))

        let show = try ForteProcess.run(["show", "oai:test:2", "--json", "--index", index.path])
        #expect(show.output.contains("\"thumbnail\":\"\(base)/covers/2.png\""), "\(show.output)")

        // A link to a page that is not a picture: said, and the exit status says it.
        try String(contentsOfFile: saved + "/page.xml", encoding: .utf8).replacingOccurrences(
            of: "\(base)/covers/2.png", with: "\(base)/covers/3.jpg"
        )
        .write(toFile: saved + "/page.xml", atomically: true, encoding: .utf8)
        #expect(try ForteProcess.run(["sync", saved, "--index", index.path]).status == 0)
        let failed = try ForteProcess.run(["covers", "fetch", "--index", index.path, "--verbose"], environment: cache)
        #expect(failed.status == 1)
        #expect(failed.errors.contains("forte: \(base)/covers/3.jpg is not a JPEG or PNG image"), "\(failed.errors)")
        #expect(failed.errors.contains("forte: 1 picture neither JPEG nor PNG (web pages, say)\n"), "\(failed.errors)")
        #expect(failed.output.hasPrefix("2 pictures linked: 0 fetched, 1 unchanged, 1 failed"))
    }

    /// A picture slower than `--timeout`: the line says to raise it, with `--verbose` and in the count.
    @Test func aSlowPictureNamesTheTimeout() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let server = try OAIFixtureServer(FixtureState(records: [], pageSize: 100))
        let slow = "http://127.0.0.1:\(server.port)/covers/slow.jpg"
        server.serve(FixturePicture(bytes: [0xFF, 0xD8, 0xFF, 0xE0], delay: 4), at: "/covers/slow.jpg")
        let saved = index.directory + "/saved"
        try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2024-01-01T00:00:00Z</responseDate>\
        <request verb="ListRecords" metadataPrefix="oai_dc">http://example.org/oai</request><ListRecords>\
        <record><header><identifier>oai:test:1</identifier><datestamp>2024-01-01</datestamp></header><metadata>\
        <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">\
        <dc:title>Song 1</dc:title><dc:identifier>\(slow)</dc:identifier></oai_dc:dc></metadata></record>\
        </ListRecords></OAI-PMH>
        """.write(toFile: saved + "/page.xml", atomically: true, encoding: .utf8)
        #expect(try ForteProcess.run(["sync", saved, "--index", index.path]).status == 0)
        let fetched = try ForteProcess.run(
            ["covers", "fetch", "--index", index.path, "--timeout", "1", "--verbose"],
            environment: ["XDG_CACHE_HOME": index.directory + "/cache"])
        #expect(fetched.status == 1)
        let line = "\(slow) did not finish its response in 1 s (if the server is only slow, raise --timeout)"
        #expect(fetched.errors == "forte: \(line)\nforte: 1 picture not fetched: \(line)\n", "\(fetched.errors)")
    }

    /// Hundreds of links to pictures a host does not have: a line for the kind with its count, in a picture's
    /// words (not a repository's), and each URL with `--verbose`. It was a line each, "answered HTTP 404 (is the
    /// URL the repository's OAI-PMH base URL?): <!DOCTYPE HTML>".
    @Test func failuresAreCountedByKindAndNamedWithVerbose() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let server = try OAIFixtureServer(FixtureState(records: [], pageSize: 100))
        let base = "http://127.0.0.1:\(server.port)"
        let notFound = HostileAnswer.document("<!DOCTYPE HTML>\n<p>Not Found</p>", status: 404) {
            $0.target.hasPrefix("/missing/")
        }
        server.change { $0.misbehaviour.hostile = notFound }
        server.serve(FixturePicture(bytes: Array("<html>a page</html>".utf8)), at: "/covers/page.jpg")
        try sync((1...40).map { $0 == 40 ? "\(base)/covers/page.jpg" : "\(base)/missing/\($0).jpg" }, into: index)
        let cache = ["XDG_CACHE_HOME": index.directory + "/cache"]

        let counted = try ForteProcess.run(["covers", "fetch", "--index", index.path], environment: cache)
        #expect(counted.status == 1)
        #expect(
            counted.errors == """
                forte: 39 pictures not found (HTTP 404)
                forte: 1 picture neither JPEG nor PNG (web pages, say)

                """, "\(counted.errors)")
        #expect(
            counted.output.hasPrefix(
                "40 pictures linked: 0 fetched, 0 unchanged, 40 failed (--verbose names them); kept in "))

        let named = try ForteProcess.run(["covers", "fetch", "--index", index.path, "--verbose"], environment: cache)
        let lines = named.errors.split(separator: "\n")
        let missing = lines.filter { $0.hasPrefix("forte: \(base)/missing/") }
        #expect(
            missing.count == 39 && missing.allSatisfy { $0.hasSuffix(".jpg answered HTTP 404 (no picture there)") },
            "\(named.errors)")
        #expect(lines.contains("forte: \(base)/covers/page.jpg is not a JPEG or PNG image"))
        #expect(lines.contains("forte: 39 pictures not found (HTTP 404)"))
        #expect(!named.errors.contains("OAI-PMH") && !named.errors.contains("DOCTYPE"), "\(named.errors)")
    }

    /// A link longer than forte takes (8 KB) is neither asked for nor held, and counted in a line of its own: 200
    /// links of 900 KB took 229 MB, every one collected before the first was fetched.
    @Test func linksTooLongAreCountedNotFetched() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let server = try OAIFixtureServer(FixtureState(records: [], pageSize: 100))
        let base = "http://127.0.0.1:\(server.port)"
        let notFound = HostileAnswer.document("<p>Not Found</p>", status: 404) { $0.target.hasPrefix("/missing/") }
        server.change { $0.misbehaviour.hostile = notFound }
        let long = (1...3).map { "\(base)/long/\($0)/" + String(repeating: "u", count: 8 << 10) + ".jpg" }
        try sync(long + ["\(base)/missing/1.jpg"], into: index)
        let outcome = try ForteProcess.run(
            ["covers", "fetch", "--index", index.path],
            environment: ["XDG_CACHE_HOME": index.directory + "/cache"])
        #expect(outcome.status == 1)
        #expect(
            outcome.errors == """
                forte: 3 pictures not fetched: the links are longer than 8 KB, more than forte takes for a picture's
                forte: 1 picture not found (HTTP 404)

                """, "\(outcome.errors)")
        #expect(outcome.output.hasPrefix("4 pictures linked: 0 fetched, 0 unchanged, 4 failed (--verbose names them)"))
        #expect(!server.requests.contains { $0.target.hasPrefix("/long/") })
        #expect(server.requests.contains { $0.target == "/missing/1.jpg" })
    }

    /// Syncs a record for each link (its `dc:identifier`) into `index`, from saved responses.
    private func sync(_ links: [String], into index: IndexUnderTest) throws {
        let saved = index.directory + "/saved"
        try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
        let records = links.enumerated().map { number, link in
            """
            <record><header><identifier>oai:test:\(number + 1)</identifier><datestamp>2024-01-01</datestamp></header><metadata>\
            <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">\
            <dc:title>Song \(number + 1)</dc:title><dc:identifier>\(link)</dc:identifier></oai_dc:dc></metadata></record>
            """
        }
        try """
        <?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2024-01-01T00:00:00Z</responseDate>\
        <request verb="ListRecords" metadataPrefix="oai_dc">http://example.org/oai</request><ListRecords>\
        \(records.joined())</ListRecords></OAI-PMH>
        """.write(toFile: saved + "/page.xml", atomically: true, encoding: .utf8)
        #expect(try ForteProcess.run(["sync", saved, "--index", index.path]).status == 0)
    }

    /// A cache size whose bytes do not fit a count of bytes is refused, and the cache is left as it is: shifted
    /// unchecked, 17592186044415 became -1 MiB and emptied the cache; 8796093022208 trapped.
    @Test(arguments: ["17592186044415", "8796093022208", "0"])
    func aCacheSizeOutOfRangeIsAUsageError(size: String) throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let covers = index.directory + "/cache/forte/covers"
        try FileManager.default.createDirectory(atPath: covers, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: covers + "/0.image"))
        let outcome = try ForteProcess.run(
            ["covers", "fetch", "--cache-size", size, "--index", index.path],
            environment: ["XDG_CACHE_HOME": index.directory + "/cache"])
        #expect(outcome.status == 64)
        let refusal =
            "forte: --cache-size takes megabytes, 1 to 8796093022207, not \(size) (--help lists the options)\n"
        #expect(outcome.errors == refusal, "\(outcome.errors)")
        #expect(FileManager.default.fileExists(atPath: covers + "/0.image"))
    }
}
