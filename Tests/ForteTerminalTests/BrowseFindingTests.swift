import ForteCatalog
import Foundation
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

@Suite struct BrowseFindingTests {
    static func songbook() -> MemoryCatalog {
        MemoryCatalog([
            (title: "Advance Australia Fair", composer: "Peter Dodds McCormick", year: 1879),
            (title: "Botany Bay", composer: "Anonymous", year: 1885),
            (title: "Click go the shears", composer: "Anonymous", year: 1891),
            (title: "Moonlight waltz", composer: "Ann Able", year: 1912),
            (title: "Morning waltz", composer: "Bob Baker", year: 1905),
            (title: "Tango of the roses", composer: "Ann Able", year: 1928),
            (title: "Waltzing Matilda", composer: "Christina Macpherson", year: 1903),
            (title: "Wattle blossom", composer: "Bob Baker", year: nil),
        ])
    }

    @Test func searchAsYouTypeThenKeepThenFollowThenClear() throws {
        let browse = BrowseHarness(Self.songbook())
        browse.press(.character("/"))
        browse.type("walt")
        #expect(browse.state.search?.isEditing == true)
        // Best first: titles that start with the query, then the rest.
        #expect(browse.visibleTitles == ["Waltzing Matilda", "Moonlight waltz", "Morning waltz"])
        #expect(browse.statusLine.contains("/walt▏"))
        #expect(browse.statusLine.contains("3 found"))
        // The timeline and composer list follow the selected result.
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1900)))
        #expect(browse.state.selectedComposer == "Christina Macpherson")

        browse.press(.enter)
        #expect(browse.state.search?.isEditing == false)
        #expect(browse.screen.contains("Search “walt” · 3 results"))
        browse.press(.character("n"))
        #expect(browse.statusLine.contains("Item 2 of 3 · 1910s · Ann Able"))
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1910)))
        #expect(browse.state.selectedComposer == "Ann Able")
        browse.press(.character("N"), .character("N"))
        #expect(browse.statusLine.contains("Item 3 of 3 · 1900s · Bob Baker"))

        // Esc: back to browsing where the search started, on the selected result.
        browse.press(.escape)
        #expect(browse.state.search == nil)
        #expect(browse.state.filter == .all)
        #expect(browse.statusLine.contains("Item 5 of 8 · 1900s · Bob Baker"))
    }

    /// A query that finds nothing is searched again with its typos corrected as soon as no key waits: a key pressed
    /// meanwhile goes first, and the correction follows it.
    @Test func aTypoIsCorrectedWhenNoKeyWaits() {
        let browse = BrowseHarness(Self.songbook())
        browse.press(.character("/"))
        browse.type("matlida")
        #expect(browse.screen.contains("Nothing matches “matlida”."))
        #expect(browse.session.pendingWorkPause == 0)
        browse.session.finishPendingWork(isKeyWaiting: { true })
        #expect(browse.screen.contains("Nothing matches “matlida”."))
        #expect(browse.session.pendingWorkPause == 0, "taken up again after the key")
        browse.session.finishPendingWork()
        #expect(browse.visibleTitles == ["Waltzing Matilda"])
        #expect(browse.screen.contains("matlida → matilda"))
        #expect(browse.state.selectedComposer == "Christina Macpherson")
        #expect(browse.session.pendingWorkPause == nil)
        // A query that finds something has nothing to correct (and, all of it shown, nothing to count); nor has a word
        // too short to guess at.
        browse.press(.ctrl("u"))
        browse.type("walt")
        #expect(browse.visibleTitles.count == 3)
        #expect(browse.session.pendingWorkPause == nil)
        browse.press(.ctrl("u"))
        browse.type("qz")
        #expect(browse.screen.contains("Nothing matches “qz”."))
        #expect(browse.session.pendingWorkPause == nil)
    }

    /// Esc while typing cancels the search: back to the view from before `/` (issue 27, defect 3).
    @Test func typingEditsTheQueryAndEscCancelsIt() {
        let browse = BrowseHarness(Self.songbook())
        browse.press(.end)
        browse.press(.character("/"))
        browse.type("qz")
        #expect(browse.screen.contains("Nothing matches “qz”."))
        browse.press(.backspace, .backspace)
        // An empty query shows the catalog again.
        #expect(browse.visibleTitles.count == 8)
        browse.type("bay")
        #expect(browse.visibleTitles == ["Botany Bay"])
        browse.press(.escape)
        #expect(browse.state.search == nil)
        #expect(browse.state.filter == .all)
        #expect(browse.statusLine.contains("Item 8 of 8 · Undated · Bob Baker"))
    }

    @Test func nWithoutASearchSaysSo() {
        let browse = BrowseHarness(Self.songbook())
        browse.press(.character("n"))
        #expect(browse.statusLine.contains("press / to search"))
        #expect(browse.state.gallery.index == 0)
    }

    @Test func letterJumpGoesToTheFirstTitleWithThatLetter() {
        let browse = BrowseHarness(Self.songbook())
        browse.press(.character("'"), .character("m"))
        #expect(browse.statusLine.contains("Item 4 of 8"))
        browse.press(.character("'"), .character("W"))
        #expect(browse.statusLine.contains("Item 7 of 8"))
        // A letter with no title says so and stays (issue 27, defect 9: it used to land on the next letter).
        browse.press(.character("'"), .character("n"))
        #expect(browse.statusLine.contains("No titles under N"))
        #expect(browse.state.gallery.index == 6)
        browse.press(.character("'"), .character("x"))
        #expect(browse.statusLine.contains("No titles under X"))
        #expect(browse.state.gallery.index == 6)
        // Anything but a letter cancels.
        browse.press(.character("'"), .left)
        #expect(browse.statusLine.contains("Item 7 of 8"))
    }

    @Test func favouritesToggleAndShelf() throws {
        let catalog = Self.songbook()
        let browse = BrowseHarness(catalog)
        browse.press(.right, .character("f"))
        #expect(catalog.favourites.count == 1)
        #expect(browse.statusLine.contains("Added to favourites"))
        #expect(browse.screen.contains("★"))
        browse.press(.character("F"))
        #expect(browse.state.selectedShelf == .favourites)
        #expect(browse.visibleTitles == ["Botany Bay"])
        #expect(browse.state.composers.map(\.value.display) == ["Anonymous"])
        browse.press(.character("f"))
        #expect(catalog.favourites.isEmpty)
        #expect(browse.screen.contains("No favourites yet."))
        #expect(browse.state.shelves[1].count == 0)
        #expect(browse.state.composers.isEmpty)
        #expect(!browse.screen.contains("Anonymous"))
    }

    @Test func detailShowsEveryFieldAndLeafsThrough() throws {
        let browse = BrowseHarness(Self.songbook(), width: 100, height: 30)
        browse.press(.enter)
        #expect(browse.state.overlay == .detail(scroll: 0))
        let screen = browse.screen
        for expected in [
            "Advance Australia Fair", "Title", "Creator", "Peter Dodds McCormick", "Date", "1879",
            "Identifier", "https://example.org/item/0", "Decade", "Composers", "Link", "Favourite",
        ] {
            #expect(screen.contains(expected), "detail shows \(expected)")
        }
        browse.press(.left)
        #expect(browse.screen.contains("Wattle blossom"))
        browse.press(.character("f"))
        #expect(browse.screen.contains("★ Wattle blossom"))
        browse.press(.escape)
        #expect(browse.state.overlay == nil)
        #expect(browse.state.gallery.index == 7)
    }

    @Test func helpClosesOnAKeyThatDoesNotScrollIt() {
        let browse = BrowseHarness(MemoryCatalog(count: 5))
        browse.press(.character("?"))
        #expect(browse.screen.contains("forte · keys"))
        browse.press(.character("x"))
        #expect(browse.state.overlay == nil)
        #expect(browse.state.gallery.index == 0)
    }

    @Test func shareWritesTheMessageAsAnEmlFile() throws {
        let browse = BrowseHarness(Self.songbook(), width: 200)
        browse.press(.character("s"))
        #expect(browse.statusLine.contains("Saved the email to Advance Australia Fair.eml in \(browse.directory)"))
        let message = try String(contentsOfFile: browse.directory + "/Advance Australia Fair.eml", encoding: .utf8)
        #expect(
            message.hasPrefix("From: forte user <forte@localhost>\r\nSubject: Sheet music: Advance Australia Fair\r\n"))
        #expect(message.contains("\r\nContent-Type: text/plain; charset=utf-8\r\n"))
    }

    @Test func shareWritesAFileAndNeverOverwrites() throws {
        let browse = BrowseHarness(Self.songbook(), width: 200)
        browse.press(.character("t"))
        #expect(browse.statusLine.contains("Saved the email to Advance Australia Fair.txt in \(browse.directory)"))
        let first = try String(contentsOfFile: browse.directory + "/Advance Australia Fair.txt", encoding: .utf8)
        #expect(first.contains("Advance Australia Fair"))
        browse.press(.character("t"))
        #expect(browse.statusLine.contains("Advance Australia Fair (2).txt"))
        #expect(FileManager.default.fileExists(atPath: browse.directory + "/Advance Australia Fair (2).txt"))
        #expect(try String(contentsOfFile: browse.directory + "/Advance Australia Fair.txt", encoding: .utf8) == first)
    }

    @Test(arguments: [
        ("Advance Australia Fair", "Advance Australia Fair"),
        ("../../etc/passwd", "etc passwd"),
        ("Song: \u{1B}[2J \"loud\" / soft", "Song 2J loud soft"),
        ("...", "item"),
    ])
    func shareFileNamesAreSafe(title: String, name: String) {
        #expect(BrowseActions.fileName(for: title) == name)
    }

}
