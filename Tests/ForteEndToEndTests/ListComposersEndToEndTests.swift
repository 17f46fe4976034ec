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
        #expect(unknown.status != 0)
        #expect(unknown.output.isEmpty)
        #expect(unknown.errors == "forte: no composer “dvorak” in the index; nearest: Dvořák-Brown, F.; Dvořák-Brown, Florence; Dvořák-Brown, Frederick\n")
        let ambiguous = try ForteProcess.run(["list", "--index", index, "--composer", "smith"])
        #expect(ambiguous.status != 0)
        #expect(ambiguous.errors.hasPrefix("forte: “smith” could be Smith, Ada; Smith, C.;"))
    }
}
