import ForteCatalog
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// Keys a person expects of a terminal program: counts, half pages, g and G everywhere, Back, and
/// the prompt's Ctrl-W and Ctrl-U.
@Suite struct BrowseKeysTests {
    @Test func countsRepeatAMoveAndNameAnItemForG() {
        let browse = BrowseHarness(MemoryCatalog(count: 100))
        browse.press(.character("1"), .character("2"), .character("l"))
        #expect(browse.state.gallery.index == 12)
        browse.press(.character("5"))
        #expect(browse.statusLine.contains("5"))
        browse.press(.character("j"))
        // Two columns: five rows down is ten items on.
        #expect(browse.state.gallery.index == 22)
        browse.press(.character("3"), .character(" "))
        #expect(browse.state.gallery.index == 52)
        browse.press(.character("5"), .character("G"))
        #expect(browse.state.gallery.index == 4)
        browse.press(.character("1"), .character("0"), .character("0"), .character("0"), .character("G"))
        #expect(browse.state.gallery.index == 99)
        // A count is spent by the key after it.
        browse.press(.character("3"), .character("f"), .character("l"))
        #expect(browse.state.gallery.index == 0)
    }

    @Test func halfPagesInTheGalleryAndTheLists() {
        let browse = BrowseHarness(MemoryCatalog(count: 100))
        // 80×24: five rows of two cards; half a page is two rows.
        browse.press(.ctrl("d"))
        #expect(browse.state.gallery.index == 4)
        browse.press(.ctrl("u"), .ctrl("u"))
        #expect(browse.state.gallery.index == 96)
        browse.press(.tab, .tab)
        #expect(browse.state.focus == .composers)
        browse.press(.ctrl("d"))
        #expect(browse.state.composerCursor.index == 2)
    }

    /// g and G, or Home and End in the composers pane, whose letters are its filter's.
    @Test func gAndGInEveryPane() {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        browse.press(.tab, .character("G"))
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1910)))
        browse.press(.character("g"))
        #expect(browse.state.selectedShelf == .all)
        browse.press(.tab, .end)
        #expect(browse.state.selectedComposer == "Bob Baker")
        browse.press(.home)
        #expect(browse.state.selectedComposer == nil)
        browse.press(.tab, .character("G"))
        #expect(browse.state.gallery.index == 39)
    }

    @Test func backGoesThroughTheViewsLikeABrowser() {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        browse.press(.right, .right, .tab, .down, .down)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1900)))
        browse.press(.tab, .down)
        #expect(browse.state.filter == CatalogFilter(shelf: .decade(Decade(startYear: 1900)), composer: "Ann Able"))
        browse.press(.backspace)
        #expect(browse.state.filter == CatalogFilter(shelf: .decade(Decade(startYear: 1900))))
        // h at the timeline's left edge is Back too.
        browse.press(.backTab, .character("h"))
        #expect(browse.state.selectedShelf == .favourites)
        browse.press(.backspace)
        #expect(browse.state.filter == .all)
        #expect(browse.state.gallery.index == 2)
        browse.press(.backspace)
        #expect(browse.statusLine.contains("Nothing to go back to"))
        // F and a search closed on a result are views to come back from as well.
        browse.press(.character("F"), .backspace)
        #expect(browse.state.selectedShelf == .all)
    }

    @Test func ctrlWDeletesAWordAndCtrlUTheQuery() {
        let browse = BrowseHarness(BrowseFindingTests.songbook())
        browse.press(.character("/"))
        browse.type("waltz matilda  ")
        browse.press(.ctrl("w"))
        #expect(browse.state.search?.query == "waltz ")
        browse.press(.ctrl("w"))
        #expect(browse.state.search?.query == "")
        browse.type("click go")
        browse.press(.ctrl("u"))
        #expect(browse.state.search?.query == "")
        #expect(browse.statusLine.contains("/▏"))
    }

    @Test func yCopiesTheLinkThroughTheTerminal() {
        let browse = BrowseHarness(BrowseFindingTests.songbook())
        browse.press(.right, .character("y"))
        let written = String(decoding: browse.terminal.written, as: UTF8.self)
        // "https://example.org/item/1", base64.
        #expect(written.contains("\u{1B}]52;c;aHR0cHM6Ly9leGFtcGxlLm9yZy9pdGVtLzE=\u{07}"))
        // The terminal may refuse: the status line says where the link went, not that it was copied.
        #expect(
            browse.statusLine.contains("Sent the link to the terminal's clipboard (OSC 52; some terminals refuse it)"))
        #expect(!browse.statusLine.contains("Copied"))
    }

    /// Ctrl-Z hands the terminal back; once continued, the screen is drawn whole. Ctrl-L redraws whole.
    @Test func suspendAndRedrawDrawTheWholeScreenAgain() {
        let browse = BrowseHarness(MemoryCatalog(count: 30))
        var before = browse.terminal.written.count
        browse.press(.ctrl("z"))
        #expect(browse.terminal.suspensions == 1)
        var frame = String(decoding: browse.terminal.written[before...], as: UTF8.self)
        #expect(frame.contains("Timeline"))
        #expect(frame.contains("Composers"))
        before = browse.terminal.written.count
        browse.press(.ctrl("l"))
        frame = String(decoding: browse.terminal.written[before...], as: UTF8.self)
        #expect(frame.hasPrefix("\u{1B}[2J"))
        #expect(frame.contains("Timeline"))
    }

    /// Pasted text (a newline in it) goes into the query; outside the prompt it does nothing at all.
    @Test func pastedTextIsNeverRunAsKeys() {
        let catalog = BrowseFindingTests.songbook()
        let browse = BrowseHarness(catalog)
        #expect(browse.press(.paste("fsq")))
        #expect(catalog.favourites.isEmpty)
        #expect(browse.statusLine.contains("press / first"))
        browse.press(.character("/"))
        #expect(browse.press(.paste("lyrebird\r\nsong\tof the q")))
        #expect(browse.state.search?.query == "lyrebird song of the q")
        #expect(browse.state.search?.isEditing == true)
        #expect(catalog.favourites.isEmpty)
        #expect(browse.press(.paste(String(repeating: "x", count: 10_000))))
        #expect(browse.state.search?.query.count == BrowseState.queryLimit)
    }
}
