import Foundation
import Testing

/// `forte list --composers` and `--composer` as a person types it, on the demo catalog (issue 28).
@Suite struct ListComposersEndToEndTests {
    @Test func listsComposersAsALibraryFilesThem() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let outcome = try ForteProcess.run(["list", "--index", index, "--composers"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        // As composer only: six of the catalog's twelve headings of hers name her a lyricist, arranger or author.
        #expect(lines.contains("Berg, Hēmi van der (1902–1979)  6"))
        #expect(lines.contains { $0.hasPrefix("De Groot, Charles (1901–1974)  ") })
        // Filed by surname: van der Berg under B, before De Groot; each surname's forenames A to Z.
        let berg = try #require(lines.firstIndex { $0.hasPrefix("Berg, Alfred van der") })
        let deGroot = try #require(lines.firstIndex { $0.hasPrefix("De Groot, Charles") })
        #expect(berg < deGroot)
        let smiths = lines.filter { $0.hasPrefix("Smith, ") }
        #expect(smiths.count > 1)
        #expect(smiths == smiths.sorted())
    }

    /// One record naming 5,000 composers, each with life dates, and another by the first of them: each is listed once,
    /// with their dates and their count (an item read once for all its composers, not once a composer: issue 47).
    @Test func anItemNamingThousandsOfComposersListsEachOfThem() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        // 2,000: the most values a record may give one element (ResponseLimits.maxValues); past it they are left out.
        let creators = (1...2_000).map {
            "<dc:creator>Able\(Self.letters($0)), Ann, \(1800 + $0 % 100)-1900</dc:creator>"
        }
        func record(_ id: Int, _ title: String, _ creators: [String]) -> String {
            "<record><header><identifier>oai:x:\(id)</identifier><datestamp>2025-11-02</datestamp></header><metadata>"
                + #"<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">"#
                + "<dc:title>\(title)</dc:title>\(creators.joined())</oai_dc:dc></metadata></record>"
        }
        let response =
            #"<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-03-01T10:00:00Z</responseDate>"#
            + "<ListRecords>" + record(1, "Everyone's song", creators)
            + record(2, "Zither song", ["<dc:creator>Able\(Self.letters(1)), Ann</dc:creator>"])
            + "</ListRecords></OAI-PMH>"
        try FileManager.default.createDirectory(atPath: index.directory + "/saved", withIntermediateDirectories: true)
        try Data(response.utf8).write(to: URL(fileURLWithPath: index.directory + "/saved/a.xml"))
        #expect(try ForteProcess.run(["sync", index.directory + "/saved", "--index", index.path]).status == 0)

        let outcome = try ForteProcess.run(["list", "--composers", "--index", index.path])
        #expect(outcome.status == 0)
        let expected = (1...2_000).map { "Able\(Self.letters($0)), Ann (\(1800 + $0 % 100)–1900)  \($0 == 1 ? 2 : 1)" }
        #expect(outcome.output.split(separator: "\n").map(String.init).sorted() == expected.sorted())
    }

    /// 1 → `b`, 27 → `bb`: a number as letters, since a name's digits would read as dates.
    private static func letters(_ number: Int) -> String {
        var letters = "", rest = number
        repeat {
            letters.append(Character(Unicode.Scalar(UInt8(97 + rest % 26))))
            rest /= 26
        } while rest > 0
        return letters
    }

    @Test func findsAComposerAsTyped() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let exact = try ForteProcess.run(["list", "--index", index, "--composer", "Hélène Aroha Smith", "--json"])
        #expect(exact.status == 0)
        #expect(!exact.output.isEmpty)
        for typed in ["helene aroha smith", "SMITH, HÉLÈNE AROHA"] {
            let outcome = try ForteProcess.run(["list", "--index", index, "--composer", typed, "--json"])
            #expect(outcome.status == 0)
            #expect(outcome.output == exact.output, "\(typed)")
        }
    }

    @Test func anUnknownComposerIsAnErrorNamingTheNearest() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let unknown = try ForteProcess.run(["list", "--index", index, "--composer", "dvorak"])
        #expect(unknown.status == 64)
        #expect(unknown.output.isEmpty)
        #expect(
            unknown.errors
                == "forte: no composer “dvorak” in the index; nearest: Dvořák-Brown, F.; Dvořák-Brown, Florence; Dvořák-Brown, Frederick\n"
        )
        let ambiguous = try ForteProcess.run(["list", "--index", index, "--composer", "smith"])
        #expect(ambiguous.status == 64)
        #expect(ambiguous.errors.hasPrefix("forte: “smith” could be Smith, Ada; Smith, C.;"))
        #expect(ambiguous.errors.filter { $0 == "\n" }.count == 1)
        let nobody = try ForteProcess.run(["list", "--index", index, "--composer", "Zzyzx"])
        #expect(nobody.status == 64)
        #expect(nobody.errors == "forte: no composer “Zzyzx” in the index\n")
    }
}
