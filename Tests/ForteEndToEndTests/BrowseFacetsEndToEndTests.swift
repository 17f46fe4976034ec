import Foundation
import Testing

/// Facets in `forte browse` as a person uses them, in tmux (issue 43): `]` lists a facet, Enter chooses a value, the
/// trail heads the gallery, `u` takes the last choice off.
@Suite(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
struct BrowseFacetsEndToEndTests {
    /// Sheet music catalogued as a CONTENTdm-style repository publishes it: LCSH headings in `dc:subject`.
    static let records: [(title: String, year: Int, subject: String)] = [
        ("Anzac march", 1915, "Marches (Piano)"),
        ("Blue waltz", 1912, "Waltzes (Piano)"),
        ("Cavalry march", 1918, "Marches (Band)"),
        ("Dixie march", 1925, "Marches (Piano)"),
        ("Fairy waltz", 1927, "Waltzes (Band)"),
    ]

    @Test func choosingAFacetValueNarrowsTheGalleryAndShowsTheTrail() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let records = Self.records.enumerated().map { number, record in
            "<record><header><identifier>oai:x:\(number)</identifier><datestamp>2025-11-02</datestamp></header>"
                + #"<metadata><oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/""#
                + #" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>\#(record.title)</dc:title>"#
                + "<dc:creator>Smith, John</dc:creator><dc:date>\(record.year)</dc:date>"
                + "<dc:subject>\(record.subject)</dc:subject></oai_dc:dc></metadata></record>"
        }
        let response =
            #"<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">"#
            + "<responseDate>2026-03-01T10:00:00Z</responseDate><ListRecords>" + records.joined()
            + "</ListRecords></OAI-PMH>"
        try FileManager.default.createDirectory(atPath: index.directory + "/saved", withIntermediateDirectories: true)
        try Data(response.utf8).write(to: URL(fileURLWithPath: index.directory + "/saved/a.xml"))
        #expect(try ForteProcess.run(["sync", index.directory + "/saved", "--index", index.path]).status == 0)

        let tmux = try BrowseTmux(shell: BrowseEndToEndTests.script(index: index.path))
        #expect(tmux.waitFor("Item 1 of 5"))
        try tmux.type("]")
        #expect(tmux.waitFor("Instrument · All"))
        try tmux.type("'p")
        try tmux.send("Enter")
        #expect(tmux.waitFor("Gallery · All › piano · "), "\(tmux.screen)")
        #expect(tmux.waitFor("Item 1 of 3"))
        try tmux.type("]'m")
        try tmux.send("Enter")
        #expect(tmux.waitFor("Gallery · All › piano › Marches · "), "\(tmux.screen)")
        #expect(tmux.waitFor("Item 1 of 2"))
        let narrowed = tmux.screen
        #expect(narrowed.contains("Anzac march") && narrowed.contains("Dixie march"))
        #expect(!narrowed.contains("Blue waltz") && !narrowed.contains("Cavalry march"))
        try tmux.type("u")
        #expect(tmux.waitFor("Gallery · All › piano · "))
        #expect(tmux.waitFor("Item 1 of 3"))
        try tmux.type("q")
        #expect(tmux.waitFor("EXITED 0"))
    }
}
