import ForteCatalog
import Foundation
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// What `o`, `s` and the remembered place do outside the screen.
@Suite struct BrowseActionsTests {
    @Test func openSaysItCouldNotWhenThereIsNothingToOpenWith() {
        let browse = BrowseHarness(BrowseFindingTests.songbook(), width: 120)
        browse.press(.character("o"))
        #expect(browse.statusLine.contains("Could not open it (no $BROWSER, no xdg-open): https://example.org/item/0"))
        #expect(!browse.statusLine.contains("Opening"))
        #expect(browse.terminal.handOvers == 0)
    }

    @Test func openRunsTheFirstOpenerThatSucceedsWithTheTerminalHandedOver() {
        let browse = BrowseHarness(
            BrowseFindingTests.songbook(), width: 120, openers: [["/usr/bin/lynx"], ["/usr/bin/xdg-open"]])
        browse.press(.right, .character("o"))
        #expect(browse.launched == [["/usr/bin/lynx", "https://example.org/item/1"]])
        #expect(browse.terminal.handOvers == 1)
        #expect(browse.statusLine.contains("Opened https://example.org/item/1 with lynx"))
    }

    @Test func openSaysWhichOpenersFailed() {
        let browse = BrowseHarness(
            BrowseFindingTests.songbook(), width: 120, openers: [["/bin/w3m", "-o", "%s"], ["/usr/bin/xdg-open"]],
            opens: false)
        browse.press(.character("o"))
        #expect(
            browse.launched == [
                ["/bin/w3m", "-o", "https://example.org/item/0"], ["/usr/bin/xdg-open", "https://example.org/item/0"],
            ])
        #expect(browse.statusLine.contains("Could not open it (w3m, xdg-open failed): https://example.org/item/0"))
    }

    @Test func theEnvironmentNamesTheOpenersAndTheShareDirectory() {
        let actions = BrowseActions.forEnvironment([
            "BROWSER": "no-such-browser:/bin/true --new %s", "PATH": "/nowhere", "FORTE_SHARE_DIR": "/srv/mail",
        ])
        #expect(actions.openers == [["/bin/true", "--new", "%s"]])
        #expect(actions.shareDirectory == "/srv/mail")
        #expect(BrowseActions.forEnvironment(["PATH": "/nowhere"]).openers.isEmpty)
        #expect(BrowseActions.forEnvironment([:]).shareDirectory == nil)
    }

    @Test func theRealRunnerTellsSuccessFromFailure() {
        #expect(Opener.run(["/bin/true", "https://example.org"]))
        #expect(!Opener.run(["/bin/false"]))
        #expect(!Opener.run(["/no/such/program"]))
    }

    /// Input given is the program's standard input, whole, and nothing more; more than a pipe holds is not given.
    @Test func theRealRunnerGivesItsInput() throws {
        let file = NSTemporaryDirectory() + "forte-input-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "https://example.org/a b".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Opener.run(["/usr/bin/cmp", "-s", "-", file], input: Array("https://example.org/a b".utf8)))
        #expect(!Opener.run(["/usr/bin/cmp", "-s", "-", file], input: Array("https://example.org/a".utf8)))
        #expect(!Opener.run(["/usr/bin/cmp", "-s", "-", file], input: [UInt8](repeating: 65, count: 1 << 20)))
        #expect(!Opener.run(["/no/such/program"], input: [65]))
    }

    @Test func shareIntoAMissingDirectorySaysWhy() {
        let catalog = BrowseFindingTests.songbook()
        let terminal = MemoryTerminal(size: Size(width: 160, height: 24))
        let actions = BrowseActions(shareDirectory: "/no/such/dir", openers: []) { _ in true }
        let session = BrowseSession(
            catalog: catalog, terminal: terminal, palette: Palette(colours: 0), actions: actions)
        session.start()
        session.handle(.character("s"))
        #expect(
            session.frame.line(23).contains(
                "Could not save the email: No such file or directory (/no/such/dir/Advance Australia Fair.eml)"))
    }

    @Test func thePlaceIsRememberedAndRestored() throws {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        browse.press(.tab, .down, .down, .tab, .down, .tab, .right, .right)
        let place = browse.session.place
        #expect(
            place == BrowsePlace(shelf: .decade(Decade(startYear: 1900)), composer: "Ann Able", identifier: "item:4"))

        let path = NSTemporaryDirectory() + "forte-places-\(UUID().uuidString)/forte/browse.json"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let places = BrowsePlaces(path: path)
        places.save(place, forIndex: "/data/index.sqlite")
        #expect(places.place(forIndex: "/data/index.sqlite") == place)
        #expect(places.place(forIndex: "/other/index.sqlite") == nil)

        let again = BrowseHarness(MemoryCatalog(count: 40), at: places.place(forIndex: "/data/index.sqlite"))
        #expect(again.state.filter == CatalogFilter(shelf: .decade(Decade(startYear: 1900)), composer: "Ann Able"))
        #expect(again.state.gallery.index == 2)
        #expect(again.statusLine.contains("Item 3 of 10"))
    }

    @Test func aPlaceThatHasGoneIsIgnoredQuietly() throws {
        let gone = BrowseHarness(
            MemoryCatalog(count: 40),
            at: BrowsePlace(shelf: .decade(Decade(startYear: 1900)), composer: "Nobody", identifier: "item:999"))
        #expect(gone.state.filter == CatalogFilter(shelf: .decade(Decade(startYear: 1900))))
        #expect(gone.state.gallery.index == 0)
        #expect(!gone.statusLine.contains("Could not"))
        let noShelf = BrowseHarness(
            MemoryCatalog(count: 40),
            at: BrowsePlace(shelf: .decade(Decade(startYear: 1700)), composer: nil, identifier: "item:4"))
        #expect(noShelf.state.filter == .all)
        // A damaged file is no place.
        let path = NSTemporaryDirectory() + "forte-places-\(UUID().uuidString).json"
        defer {
            for kept in [path, path + ".lock", path + ".corrupt"] { try? FileManager.default.removeItem(atPath: kept) }
        }
        try "{not json".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(BrowsePlaces(path: path).place(forIndex: "/data/index.sqlite") == nil)
    }
}
