import Foundation
import OAIFixtureServer
import Testing

/// Covers in `forte browse` (issue 30), in a real terminal (tmux): mosaics on the first page, no ghost left when a
/// page or a size has no covers, kitty's pictures deleted by id, keys answered while every picture is held back.
@Suite(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
struct BrowseCoversEndToEndTests {
    /// An index of `count` songs; song N links to `/covers/N.png` on `server` when `linked(N)`, else to nothing.
    /// Pictures go to a cache of the index's own directory.
    struct CoveredIndex {
        let index: IndexUnderTest
        var environment: [String: String] { ["XDG_CACHE_HOME": index.directory + "/cache"] }

        init(count: Int, server: OAIFixtureServer, linked: (Int) -> Bool) throws {
            index = try IndexUnderTest()
            let saved = index.directory + "/saved"
            try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
            let records = (1...count).map { number in
                let link =
                    linked(number)
                    ? "<dc:identifier>http://127.0.0.1:\(server.port)/covers/\(number).png</dc:identifier>" : ""
                return """
                    <record><header><identifier>oai:test:\(number)</identifier><datestamp>2024-01-01</datestamp></header><metadata>\
                    <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">\
                    <dc:title>Song \(String(format: "%03d", number))</dc:title>\(link)</oai_dc:dc></metadata></record>
                    """
            }
            try """
            <?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2024-01-01T00:00:00Z</responseDate>\
            <request verb="ListRecords" metadataPrefix="oai_dc">http://example.org/oai</request><ListRecords>\(records.joined())</ListRecords></OAI-PMH>
            """.write(toFile: saved + "/page.xml", atomically: true, encoding: .utf8)
            let sync = try ForteProcess.run(["sync", saved, "--index", index.path])
            guard sync.status == 0 else { throw Unsynced(errors: sync.errors) }
        }

        struct Unsynced: Error {
            var errors: String
        }
    }

    /// The gallery's rows (right of the timeline's border) that hold chafa's mosaics (half and full blocks,
    /// sextants): only a cover puts them there.
    static func mosaicRows(_ screen: String) -> Int {
        galleryRows(screen).count(where: hasMosaic)
    }

    static func galleryRows(_ screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: "│", maxSplits: 1).dropFirst().first ?? ""
        }
    }

    static func hasMosaic(_ row: Substring) -> Bool {
        row.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) || (0x1FB00...0x1FB3B).contains($0.value) }
    }

    /// A card's text rows (title, composer, year) hold no mosaic: no cover of an earlier layout is left over them.
    static func textRowsAreClear(_ screen: String) -> Bool {
        let rows = galleryRows(screen)
        return rows.indices.filter { rows[$0].contains("Song 0") }.allSatisfy { title in
            (title..<min(rows.count, title + 3)).allSatisfy { !hasMosaic(rows[$0]) }
        }
    }

    static func server(pictures: ClosedRange<Int>, delay: Double = 0) throws -> OAIFixtureServer {
        let server = try OAIFixtureServer(FixtureState(records: [], pageSize: 100))
        for number in pictures {
            var picture = FixturePicture.png(width: 60, height: 84, top: [200, 30, 40], bottom: [20, 40, 220])
            picture.delay = delay
            server.serve(picture, at: "/covers/\(number).png")
        }
        return server
    }

    /// The first page's covers come in as mosaics above the titles; a song with no picture says so. The next page,
    /// whose songs link to none, shows no trace of them, and the page before shows them again.
    @Test func symbolsShowTheFirstPagesCoversAndLeaveNoGhostOnAPageWithout() throws {
        let server = try Self.server(pictures: 1...6)
        // 100×30 shows 6 cards with covers: songs 1 to 6, the 5th without a picture.
        let catalog = try CoveredIndex(count: 12, server: server) { $0 <= 6 && $0 != 5 }
        defer { catalog.index.remove() }
        let tmux = try BrowseTmux(
            width: 100, height: 30, shell: BrowseEndToEndTests.script(index: catalog.index.path, "--images symbols"),
            environment: catalog.environment)
        #expect(tmux.waitFor("Item 1 of 12"))
        #expect(tmux.waitFor("no picture"))
        #expect(tmux.screen.contains("page 1 of 2"), "\(tmux.screen)")
        var covered = false
        for _ in 0..<100 where !covered {
            covered = Self.mosaicRows(tmux.screen) >= 2 * 5
            if !covered { usleep(50_000) }
        }
        #expect(covered, "\(tmux.screen)")
        // The picture's colours, as tmux keeps them: red at the top shading to blue.
        #expect(tmux.styledScreen.contains(";2;2"), "\(tmux.styledScreen)")
        let picturesAsked = server.requests.count { $0.target.hasPrefix("/covers/") }
        #expect(picturesAsked == 5)

        try tmux.send("PageDown")
        #expect(tmux.waitFor("page 2 of 2"))
        #expect(tmux.waitFor("Song 012"))
        #expect(tmux.waitFor("no picture"))
        #expect(Self.mosaicRows(tmux.screen) == 0, "\(tmux.screen)")

        try tmux.send("PageUp")
        #expect(tmux.waitFor("page 1 of 2"))
        #expect(tmux.waitFor("Song 001"))
        covered = false
        for _ in 0..<100 where !covered {
            covered = Self.mosaicRows(tmux.screen) >= 2 * 5
            if !covered { usleep(50_000) }
        }
        #expect(covered, "\(tmux.screen)")
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
    }

    /// Larger, then smaller: the cards are laid out again, their covers drawn again at the new size, and no cover of
    /// the layout before is left over a card's text.
    @Test func resizeRedrawsTheCoversAndLeavesNoneOverText() throws {
        let server = try Self.server(pictures: 1...12)
        let catalog = try CoveredIndex(count: 12, server: server) { _ in true }
        defer { catalog.index.remove() }
        let tmux = try BrowseTmux(
            width: 100, height: 30, shell: BrowseEndToEndTests.script(index: catalog.index.path, "--images symbols"),
            environment: catalog.environment)
        #expect(tmux.waitFor("Item 1 of 12"))
        #expect(tmux.waitFor("page 1 of 2"))
        // 2 rows of 3 cards, 10 lines for a cover each, which the picture's proportions fill but one.
        #expect(waitForMosaics(tmux, atLeast: 2 * 9), "\(tmux.screen)")
        #expect(Self.textRowsAreClear(tmux.screen), "\(tmux.screen)")
        // 2 rows of 3 cards, 13 lines for a cover each: more mosaic than the smaller layout had.
        try tmux.resize(width: 120, height: 36)
        #expect(waitForMosaics(tmux, atLeast: 2 * 11), "\(tmux.screen)")
        #expect(Self.textRowsAreClear(tmux.screen), "\(tmux.screen)")
        // 1 row of 2 cards.
        try tmux.resize(width: 80, height: 24)
        #expect(tmux.waitFor("page 1 of 6"))
        #expect(waitForMosaics(tmux, atLeast: 10))
        #expect(Self.textRowsAreClear(tmux.screen), "\(tmux.screen)")
        #expect(tmux.screen.contains("Song 002"))
    }

    /// Kitty's pictures are not cells: each placed has its id, and each is deleted by that id when its page goes, or
    /// when the terminal's size changes.
    @Test func kittyDeletesEveryPictureItPlacedWhenThePageTurnsOrTheSizeChanges() throws {
        let server = try Self.server(pictures: 1...12)
        let catalog = try CoveredIndex(count: 12, server: server) { _ in true }
        defer { catalog.index.remove() }
        let output = catalog.index.directory + "/written"
        FileManager.default.createFile(atPath: output, contents: nil)
        let tmux = try BrowseTmux(
            width: 100, height: 30, shell: "PS1='$ ' exec bash --norc --noprofile -i", environment: catalog.environment)
        try tmux.recordOutput(to: output)
        // tmux passes kitty's pictures on only when allowed; otherwise forte draws mosaics.
        try tmux.type(
            "tmux set -g allow-passthrough on; \"$FORTE\" browse --images kitty --index '\(catalog.index.path)'")
        try tmux.send("Enter")
        #expect(tmux.waitFor("Item 1 of 12"))
        func written() -> String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        func ids(_ pattern: String, in text: String) -> [String] {
            let regex = try! NSRegularExpression(pattern: pattern)
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            }
        }
        // A placement transmits its picture with its id (`i=N,q=2,`) right after the control's start.
        let placement = #"_Gi=(\d+),q=2,a=T"#
        var firstPage: [String] = []
        for _ in 0..<100 where firstPage.count < 6 {
            firstPage = ids(placement, in: written())
            if firstPage.count < 6 { usleep(50_000) }
        }
        #expect(firstPage.count == 6, "\(written().debugDescription.prefix(2000))")
        try tmux.send("PageDown")
        #expect(tmux.waitFor("page 2 of 2"))
        var deleted: Set<String> = []
        for _ in 0..<100 where !deleted.isSuperset(of: firstPage) {
            deleted = Set(ids(#"a=d,d=I,i=(\d+),q=2"#, in: written()))
            if !deleted.isSuperset(of: firstPage) { usleep(50_000) }
        }
        #expect(deleted.isSuperset(of: firstPage), "placed \(firstPage), deleted \(deleted.sorted())")
        // The second page's pictures, then a resize: a terminal keeps kitty's pictures where they were, so each is
        // deleted by its id before the cards are laid out again.
        var secondPage: [String] = []
        for _ in 0..<100 where secondPage.count < 6 {
            secondPage = Array(ids(placement, in: written()).dropFirst(firstPage.count))
            if secondPage.count < 6 { usleep(50_000) }
        }
        #expect(secondPage.count == 6, "placed \(ids(placement, in: written()))")
        try tmux.resize(width: 120, height: 36)
        for _ in 0..<100 where !deleted.isSuperset(of: secondPage) {
            deleted = Set(ids(#"a=d,d=I,i=(\d+),q=2"#, in: written()))
            if !deleted.isSuperset(of: secondPage) { usleep(50_000) }
        }
        #expect(deleted.isSuperset(of: secondPage), "placed \(secondPage), deleted \(deleted.sorted())")
        try tmux.send("q")
    }

    /// `--images auto` where the environment does not tell (tmux's variable unset): forte asks the terminal, and
    /// tmux answers as a terminal that draws no pictures: mosaics. The answer is read as an answer, not as keys.
    @Test func autoAsksTheTerminalAndTakesItsAnswerForNoKey() throws {
        let server = try Self.server(pictures: 1...6)
        let catalog = try CoveredIndex(count: 12, server: server) { $0 <= 6 }
        defer { catalog.index.remove() }
        let output = catalog.index.directory + "/written"
        FileManager.default.createFile(atPath: output, contents: nil)
        let tmux = try BrowseTmux(
            width: 100, height: 30, shell: "PS1='$ ' exec bash --norc --noprofile -i",
            environment: catalog.environment.merging(["FORTE_IMAGES": "auto"]) { $1 })
        try tmux.recordOutput(to: output)
        // NO_COLOR too, which the test runner may set and which means no pictures.
        try tmux.type("unset TMUX NO_COLOR; \"$FORTE\" browse --index '\(catalog.index.path)'")
        try tmux.send("Enter")
        #expect(tmux.waitFor("Item 1 of 12"))
        #expect(waitForMosaics(tmux, atLeast: 2 * 9), "\(tmux.screen)")
        let written = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        #expect(written.contains("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"))
        #expect(tmux.screen.contains("Item 1 of 12 ·"), "\(tmux.screen)")
        try tmux.send("q")
    }

    /// `--images kitty` (or sixel) inside a tmux that passes no pictures through (its default): mosaics, and the status
    /// line says why.
    @Test(arguments: ["kitty", "sixel"])
    func aPictureProtocolTmuxDoesNotPassThroughGivesMosaicsAndSaysWhy(format: String) throws {
        let server = try Self.server(pictures: 1...6)
        let catalog = try CoveredIndex(count: 12, server: server) { $0 <= 6 }
        defer { catalog.index.remove() }
        let tmux = try BrowseTmux(
            width: 100, height: 30, shell: BrowseEndToEndTests.script(index: catalog.index.path, "--images \(format)"),
            environment: catalog.environment)
        #expect(
            tmux.waitFor("Mosaics: tmux passes no \(format) pictures (set -g allow-passthrough on)"), "\(tmux.screen)")
        #expect(waitForMosaics(tmux, atLeast: 2 * 9), "\(tmux.screen)")
        // Said once: the next key's frame says where you are.
        try tmux.send("Right")
        #expect(tmux.waitFor("Item 2 of 12"))
        #expect(!tmux.screen.contains("Mosaics:"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
    }

    /// A server that holds every picture for 10 s: the first frame, a move and a page turn come at once,
    /// with no cover on the screen yet.
    @Test func keysAreAnsweredWhileEveryPictureIsHeldBack() throws {
        let server = try Self.server(pictures: 1...24, delay: 10)
        let catalog = try CoveredIndex(count: 24, server: server) { _ in true }
        defer { catalog.index.remove() }
        let tmux = try BrowseTmux(
            width: 100, height: 30, shell: BrowseEndToEndTests.script(index: catalog.index.path, "--images symbols"),
            environment: catalog.environment)
        #expect(tmux.waitFor("Item 1 of 24"))
        try tmux.send("Right")
        #expect(tmux.waitFor("Item 2 of 24"))
        try tmux.send("PageDown")
        #expect(tmux.waitFor("Item 8 of 24"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
        // Every frame came while the pictures were held: none was drawn.
        #expect(Self.mosaicRows(tmux.screen) == 0)
        #expect(server.requests.contains { $0.target.hasPrefix("/covers/") })
    }

    private func waitForMosaics(_ tmux: BrowseTmux, atLeast rows: Int) -> Bool {
        for _ in 0..<100 {
            if Self.mosaicRows(tmux.screen) >= rows { return true }
            usleep(50_000)
        }
        return false
    }
}
