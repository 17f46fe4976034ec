import ForteCatalog
import Foundation
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// `forte browse` as people use it (issue 45): typing never runs commands, Esc never traps, every search result is
/// reachable, and the lists scroll.
@Suite struct BrowseTypingAndSearchTests {
    /// A catalog from the 1600s to the 2010s: more decades than the timeline has rows.
    static func centuries() -> MemoryCatalog {
        MemoryCatalog((0..<42).map { n in (title: "Piece \(n)", composer: "Composer \(n % 3)", year: 1600 + n * 10) })
    }

    /// The texts of the rows a list pane shows below its heading.
    static func rows(of pane: Rect, _ browse: BrowseHarness) -> [String] {
        (pane.y + 1..<pane.y + pane.height).map { y in
            String(Array(browse.session.frame.line(y)).prefix(pane.width)).trimmingCharacters(in: .whitespaces)
        }
    }

    /// Defect 5: the timeline scrolls: at its end, and on a result from the last decade, the selected row shows
    /// among its neighbours and the pane is full.
    @Test func theTimelineScrollsAndStaysFull() {
        let browse = BrowseHarness(Self.centuries(), width: 100, height: 30)
        browse.press(.tab, .character("G"))
        var rows = Self.rows(of: browse.state.layout.timeline, browse)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 2010)))
        #expect(!rows.contains(""), "\(rows)")
        #expect(rows.last?.hasPrefix("2010s") == true, "\(rows)")
        browse.press(.character("k"), .character("k"), .character("k"), .character("k"))
        rows = Self.rows(of: browse.state.layout.timeline, browse)
        #expect(!rows.contains(""), "\(rows)")
        let selected = rows.firstIndex { $0.hasPrefix("1970s") }
        #expect(selected.map { $0 > 0 && $0 < rows.count - 1 } == true, "\(rows)")

        let searching = BrowseHarness(Self.centuries(), width: 100, height: 30)
        searching.press(.character("/"))
        searching.type("Piece 41")
        rows = Self.rows(of: searching.state.layout.timeline, searching)
        #expect(searching.state.selectedShelf == .decade(Decade(startYear: 2010)))
        #expect(!rows.contains(""), "\(rows)")
        #expect(rows.contains { $0.hasPrefix("2010s") }, "\(rows)")
    }

    /// Defect 2: Esc on kept results returns to the view the search started from, on the chosen result; a new search
    /// searches that view again, and Backspace returns to the item selected before the search.
    @Test func escOnKeptResultsReturnsToTheViewSearchedFrom() throws {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        browse.press(.right, .right, .character("/"))
        browse.type("Title 00000")
        browse.press(.enter, .right, .right, .right, .right)
        #expect(try BrowseDefectTests.selectedTitle(browse) == "Title 0000004")
        browse.press(.escape)
        #expect(browse.state.search == nil)
        #expect(browse.state.filter == .all)
        #expect(try BrowseDefectTests.selectedTitle(browse) == "Title 0000004")
        #expect(browse.statusLine.contains("Item 5 of 40"))
        browse.press(.character("/"))
        browse.type("Title 0000033")
        #expect(browse.state.search?.scope == .all)
        #expect(browse.state.search?.total == 1)
        browse.press(.escape, .backspace)
        #expect(browse.state.filter == .all)
        #expect(browse.state.gallery.index == 2)
    }

    /// Defect 2: a search widened past the decade it started in closes on its result in the whole catalog.
    @Test func escOnAWidenedSearchsResultOutsideTheDecadeShowsItInTheWholeCatalog() throws {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        browse.press(.tab, .down, .down)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1900)))
        browse.press(.character("/"))
        browse.type("Title 000001")
        #expect(browse.state.search?.isNarrowed == true)
        browse.press(.tab, .enter)
        #expect(browse.state.search?.isNarrowed == false)
        #expect(browse.state.search?.total == 10)
        browse.press(.escape)
        #expect(browse.state.filter == .all)
        #expect(try BrowseDefectTests.selectedTitle(browse) == "Title 0000010")
    }

    /// Defect 2: results keep the focus, wherever `/` was pressed: arrows go through them, not the timeline.
    @Test func resultsKeepTheFocusUntilLeft() throws {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        browse.press(.tab)
        #expect(browse.state.focus == .timeline)
        browse.press(.character("/"))
        browse.type("Title 00000")
        browse.press(.enter, .right)
        #expect(browse.state.showsSearchResults)
        #expect(browse.state.focus == .gallery)
        #expect(try BrowseDefectTests.selectedTitle(browse) == "Title 0000001")
    }

    /// Defect 1: in the composers pane every letter is the filter's, even those that are commands elsewhere; the
    /// status line and the help say how to reach the commands, and Enter does.
    @Test func lettersInTheComposersPaneAreTextNeverCommands() throws {
        let catalog = MemoryCatalog([
            (title: "Air", composer: "John Smith", year: 1900),
            (title: "Ballad", composer: "Ada Fosq", year: 1910),
        ])
        let browse = BrowseHarness(catalog, width: 100, height: 30)
        browse.press(.tab, .tab)
        #expect(browse.statusLine.contains("type to filter · Enter: gallery · Ctrl-C quit"))
        var effects: [Effect] = []
        for letter in "smith" { effects += browse.session.state.handle(.character(letter)) }
        #expect(!effects.contains(.share(.eml)) && !effects.contains(.share(.text)))
        #expect(browse.press(.backspace, .backspace, .backspace, .backspace, .backspace))
        for letter in "fosq" {
            #expect(browse.press(.character(letter)), "\(letter) quit")
        }
        #expect(browse.state.listFilter == "fosq")
        #expect(browse.state.selectedComposer == "Ada Fosq")
        #expect(catalog.favourites.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: browse.directory).isEmpty)
        #expect(browse.launched.isEmpty)
        browse.press(.enter)
        #expect(browse.state.focus == .gallery)
        #expect(browse.statusLine.contains("? keys · q quit"))
        #expect(!browse.press(.character("q")))

        let help = HelpScreen.lines(width: 100).map { $0.label + " " + $0.text }.joined(separator: "\n")
        #expect(help.contains("(composers or a facet's values): letters filter it"))
        #expect(help.contains("where letters are commands again"))
    }

    /// Defect 3: past the first results (best first) every result is reachable, a page at a time from the catalog,
    /// with the true count in the prompt, the heading and the status line.
    @Test func everySearchResultIsReachable() throws {
        let count = BrowseSession.searchLimit + 18
        let browse = BrowseHarness(MemoryCatalog(count: count), width: 100, height: 30)
        browse.press(.character("/"))
        browse.type("Title")
        #expect(browse.statusLine.contains("\(BrowseSession.searchLimit)+ found"))
        #expect(browse.session.finishPendingWork() == .count)
        #expect(browse.statusLine.contains("\(count) found"))
        #expect(browse.screen.contains("Search “Title” · \(count) results"))
        #expect(!browse.screen.contains("the best"))
        browse.press(.enter, .character("G"))
        #expect(browse.statusLine.contains("Item \(count) of \(count)"))
        #expect(browse.visibleTitles.contains("Title \(String(count - 1).leftPadded(7))"))
        browse.press(.character("g"))
        var seen: Set<String> = []
        for _ in 0..<count {
            seen.insert(try #require(try browse.session.selectedSummary()).identifier)
            browse.press(.character("n"))
        }
        #expect(seen.count == count)
        #expect(browse.state.gallery.index == 0)
    }
}
