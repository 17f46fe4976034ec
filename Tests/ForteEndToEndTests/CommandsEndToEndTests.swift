import Foundation
import Testing

/// The non-interactive commands as a person or a script runs them, on the bundled catalog that a
/// first run imports by itself.
@Suite struct CommandsEndToEndTests {
    /// One first-run import shared by the read-only tests (importing takes seconds).
    static let bundled: IndexUnderTest = {
        let index = try! IndexUnderTest()
        try! FileManager.default.copyItem(atPath: DemoIndex.copy(), toPath: index.path)
        return index
    }()

    static let knownID = "oai:catalogue.forte.example:nla.mus-an0000143"

    @Test func aFirstRunImportsTheBundledCatalogWithOneLine() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let dataHome = index.directory + "/new/dir"
        let path = dataHome + "/forte/index.sqlite"
        let environment = ["XDG_DATA_HOME": dataHome, "FORTE_INDEX": ""]
        let first = try ForteProcess.run(["list", "--limit", "3"], environment: environment)
        #expect(first.status == 0)
        #expect(
            first.errors == "forte: no index yet, so importing the bundled demo catalog into \(path): "
                + "generated demo data, not real records (forte sync URL loads a real catalog)\n")
        #expect(first.output.split(separator: "\n").count == 3)
        #expect(!FileManager.default.fileExists(atPath: path + ".importing"))
        let second = try ForteProcess.run(["list", "--limit", "3"], environment: environment)
        #expect(second.errors.isEmpty)
        #expect(second.output == first.output)
    }

    @Test func showOnlyUsesAnIndexThatExists() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let outcome = try ForteProcess.run(["show", Self.knownID, "--index", index.path])
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix("forte: "))
        #expect(outcome.errors.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: index.path))
    }

    @Test func statsCountTheLiveItems() throws {
        let outcome = try ForteProcess.run(["stats", "--json", "--index", Self.bundled.path])
        #expect(outcome.status == 0)
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        // The generator writes 6,000 records of which 110 are deleted.
        #expect(stats["items"] as? Int == 5_890)
        let decades = try #require(stats["decades"] as? [String: Int])
        #expect(decades.values.reduce(0, +) == 5_890)
        #expect(decades["1910s"] != nil)
        #expect((stats["composers"] as? Int ?? 0) > 100)
    }

    @Test func showJSONHasTheDocumentedKeys() throws {
        let outcome = try ForteProcess.run(["show", Self.knownID, "--json", "--index", Self.bundled.path])
        #expect(outcome.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "id", "title", "sortTitle", "creators", "composers", "date", "decade", "publisher",
                "description", "subjects", "url", "datestamp", "source", "favourite", "thumbnail",
                "cover", "facets", "people",
            ])
        // The demo catalog's records link to no picture.
        #expect(object["thumbnail"] is NSNull && object["cover"] is NSNull)
        #expect(object["id"] as? String == Self.knownID)
        #expect(object["source"] as? String == "bundled")
        #expect((object["title"] as? String)?.contains("[music]") == false)
    }

    @Test func listFiltersByDecadeInSortTitleOrder() throws {
        let outcome = try ForteProcess.run([
            "list", "--decade", "1910s", "--json", "--limit", "50", "--index", Self.bundled.path,
        ])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 50)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["decade"] as? String == "1910s")
        }
    }

    @Test func anUnknownIDIsOneLineAndAFailure() throws {
        let outcome = try ForteProcess.run(["show", "oai:nowhere:1", "--index", Self.bundled.path])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errors.hasPrefix("forte: ") && outcome.errors.hasSuffix("\n"))
        #expect(outcome.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func aCorruptIndexIsRefusedAndLeftAsItWas() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: URL(fileURLWithPath: index.path))
        for command in [["list"], ["stats"], ["show", Self.knownID], ["search", "waltz"]] {
            let outcome = try ForteProcess.run(command + ["--index", index.path])
            #expect(outcome.status != 0, "\(command)")
            #expect(
                outcome.errors.hasPrefix("forte: ") && outcome.errors.filter { $0 == "\n" }.count == 1, "\(command)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: index.path)) == garbage)
    }

    @Test func favouritesAreAddedListedAndRemoved() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        try FileManager.default.copyItem(atPath: Self.bundled.path, toPath: index.path)
        #expect(try ForteProcess.run(["fav", "add", Self.knownID, "--index", index.path]).status == 0)
        #expect(try ForteProcess.run(["fav", "list", "--index", index.path]).output.contains(Self.knownID))
        #expect(try ForteProcess.run(["list", "--favourites", "--index", index.path]).output.contains(Self.knownID))
        #expect(try ForteProcess.run(["fav", "remove", Self.knownID, "--index", index.path]).status == 0)
        #expect(try !ForteProcess.run(["fav", "list", "--index", index.path]).output.contains(Self.knownID))
        let unknown = try ForteProcess.run(["fav", "add", "oai:nowhere:1", "--index", index.path])
        #expect(unknown.status == 1)
    }

    @Test func searchFindsATitleBestFirst() throws {
        // A title that only one item has, searched for word by word, finds that item first.
        let list = try ForteProcess.run(["list", "--json", "--index", Self.bundled.path])
        let items = try list.output.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let titles = items.compactMap { $0["title"] as? String }
        let counts = Dictionary(titles.map { ($0, 1) }, uniquingKeysWith: +)
        let unique = try #require(
            items.first { item in
                let title = item["title"] as? String ?? ""
                return counts[title] == 1 && title.split(separator: " ").count >= 3
                    && title.allSatisfy { $0.isLetter || $0 == " " }
            })
        let outcome = try ForteProcess.run([
            "search", unique["title"] as! String, "--json", "--index", Self.bundled.path,
        ])
        #expect(outcome.status == 0)
        let first = try #require(outcome.output.split(separator: "\n").first)
        let best = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(best["id"] as? String == unique["id"] as? String)
    }

    @Test func shareWritesAMessageSendmailTakesAsIs() throws {
        let outcome = try ForteProcess.run([
            "share", Self.knownID, "--format", "eml", "--to", "Ana <ana@example.org>",
            "--from", "me@example.org", "--index", Self.bundled.path,
        ])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("\r\nMIME-Version: 1.0\r\n"))
        // Parsed back by Python's email package: the headers and a body naming the item's link or title.
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = [
            "python3", "-c",
            """
            import email, email.policy, sys
            m = email.message_from_bytes(sys.stdin.buffer.read(), policy=email.policy.default)
            assert not m.defects, m.defects
            print(m["To"]); print(m["From"]); print(m["Subject"]); print(m.get_content())
            """,
        ]
        let input = Pipe(), output = Pipe()
        check.standardInput = input
        check.standardOutput = output
        try check.run()
        input.fileHandleForWriting.write(Data(outcome.output.utf8))
        try input.fileHandleForWriting.close()
        let parsed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        #expect(check.terminationStatus == 0)
        let lines = parsed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Ana <ana@example.org>")
        #expect(lines.dropFirst().first == "me@example.org")
        #expect(lines.dropFirst(2).first?.hasPrefix("Sheet music: ") == true)
        #expect(parsed.contains(Self.knownID) || parsed.contains("By the billabong"))
    }

    @Test func shareRefusesALineBreakInAnAddress() throws {
        let outcome = try ForteProcess.run([
            "share", Self.knownID, "--format", "eml", "--to", "a@example.org\r\nBcc: b@example.org",
            "--index", Self.bundled.path,
        ])
        #expect(outcome.status != 0)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func aMailtoURIThatMailProgramsMayCutIsWrittenWithAWarning() throws {
        let listed = try ForteProcess.run(["list", "--limit", "30", "--json", "--index", Self.bundled.path]).output
        let identifiers = try listed.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["id"] as? String
                ?? ""
        }
        #expect(identifiers.count == 30)
        let long = try ForteProcess.run(
            ["share", "--format", "mailto"] + identifiers + ["--index", Self.bundled.path])
        #expect(long.status == 0)
        #expect(long.output.hasPrefix("mailto:?subject=") && long.output.utf8.count > 2_001)
        #expect(
            long.errors
                == "forte: warning: the mailto: URI is \(long.output.utf8.count - 1) bytes, and mail programs may cut one over 2000 "
                + "(share fewer items, or use --format eml)\n")
        let short = try ForteProcess.run(["share", "--format", "mailto", identifiers[0], "--index", Self.bundled.path])
        #expect(short.status == 0 && short.errors.isEmpty && short.output.utf8.count <= 2_001)
    }

    @Test func catalogTextCannotDriveTheTerminal() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        // C1 controls are legal XML, so they reach the index; CSI (U+009B) clears a screen on some terminals.
        let page = """
            <?xml version="1.0" encoding="UTF-8"?>
            <OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-01-01T00:00:00Z</responseDate>
            <request verb="ListRecords">http://hostile.test/oai</request><ListRecords><record>
            <header><identifier>oai:hostile.test:1</identifier><datestamp>2026-01-01</datestamp></header>
            <metadata><oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:title>Evil\u{9B}2J waltz\u{85}</dc:title><dc:creator>Smith, \u{9D}0;owned\u{9C}</dc:creator>
            </oai_dc:dc></metadata></record></ListRecords></OAI-PMH>
            """
        // The saved responses sit in a directory whose name clears the screen: the source is named after it.
        let directory = index.directory + "/\u{1B}[2Jevil"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try page.write(toFile: directory + "/hostile.xml", atomically: true, encoding: .utf8)
        #expect(try ForteProcess.run(["sync", directory, "--index", index.path]).status == 0)
        for command in [
            ["list"], ["show", "oai:hostile.test:1"], ["search", "waltz"], ["list", "--json"], ["sources"],
        ] {
            let outcome = try ForteProcess.run(command + ["--index", index.path])
            #expect(outcome.status == 0, "\(command)")
            #expect(
                !outcome.output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{1B}" },
                "\(command)")
            #expect(outcome.output.contains(command == ["sources"] ? "␛[2Jevil" : "Evil"), "\(command)")
        }
    }
}
