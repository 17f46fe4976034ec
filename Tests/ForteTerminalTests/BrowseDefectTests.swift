import ForteCatalog
import Foundation
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// The defects a new user met (issue 27), each by the keys that showed it.
@Suite struct BrowseDefectTests {
    /// The title of the selected item, from the state alone: what the detail view must show.
    static func selectedTitle(_ browse: BrowseHarness) throws -> String {
        let state = browse.state
        if state.showsSearchResults, let results = state.search?.results { return results[state.gallery.index].title }
        return try #require(try browse.catalog.summaries(state.filter, offset: state.gallery.index, limit: 1).first)
            .title
    }

    /// Defect 1: whatever moves the selection while the detail view is open, it shows the selected item.
    @Test func theDetailViewAlwaysShowsTheSelectedItem() throws {
        let browse = BrowseHarness(MemoryCatalog(count: 40), width: 100, height: 30)
        browse.press(.enter)
        let keys: [Key] = [
            .pageDown, .end, .character("G"), .home, .character("g"), .right, .character(" "), .left, .character("b"),
            .ctrl("d"), .down,
        ]
        for key in keys {
            browse.press(key)
            #expect(browse.session.frame.line(0).contains(try Self.selectedTitle(browse)), "after \(key)")
        }
        // n, and a search typed over the detail view, then cancelled.
        browse.press(.character("/"))
        browse.type("0000017")
        #expect(browse.session.frame.line(0).contains("Title 0000017"))
        browse.press(.escape)
        #expect(browse.session.frame.line(0).contains(try Self.selectedTitle(browse)))
        browse.press(.escape, .character("/"))
        browse.type("00001")
        browse.press(.enter, .enter, .character("n"))
        #expect(browse.state.overlay != nil)
        #expect(browse.session.frame.line(0).contains("Title 0000010"))
        #expect(browse.statusLine.contains("Item 2 of 11"))
    }

    /// Defect 2: scrolling stops at the end (so k scrolls back at once) and says what lies above and below.
    @Test func detailScrollingStopsAtTheEndAndSaysWhatIsHidden() throws {
        let catalog = BrowseFindingTests.songbook()
        catalog.describe(
            itemAt: 0, (1...12).map { "Paragraph \($0) of a long description that wraps onto more than one line here." }
        )
        let browse = BrowseHarness(catalog, width: 60, height: 16)
        browse.press(.enter)
        #expect(browse.screen.contains("more lines"))
        #expect(!browse.screen.contains("above"))
        for _ in 0..<30 { browse.press(.character("j")) }
        let bottom = try #require(browse.state.overlay)
        #expect(browse.screen.contains("lines above"))
        #expect(!browse.screen.contains("more lines"))
        #expect(browse.screen.contains("OAI id"))
        browse.press(.character("k"), .character("k"), .character("k"))
        guard case .detail(let end) = bottom, case .detail(let now)? = browse.state.overlay else { throw Failure() }
        #expect(now == end - 3)
        #expect(browse.screen.contains("↓ 3 more lines"))
        browse.press(.character("G"))
        #expect(browse.state.overlay == bottom)
        browse.press(.character("g"))
        #expect(browse.state.overlay == .detail(scroll: 0))
    }

    /// Defect 3: an emptied query and Esc return to the view from before `/`, filters and selection.
    @Test func escAndAnEmptyQueryReturnToTheViewBeforeTheSearch() {
        let browse = BrowseHarness(BrowseFindingTests.songbook())
        browse.press(.right, .right)
        browse.press(.character("/"))
        browse.type("tan")
        // The timeline and composers follow the match...
        #expect(browse.state.filter == CatalogFilter(shelf: .decade(Decade(startYear: 1920)), composer: "Ann Able"))
        browse.press(.ctrl("u"))
        // ...and an empty prompt shows the catalog as it was, in the prompt and the gallery alike.
        #expect(browse.statusLine.hasPrefix(" /▏"))
        #expect(browse.state.filter == .all)
        #expect(browse.state.gallery.index == 2)
        #expect(browse.visibleTitles.count == 8)
        browse.type("dvorak")
        browse.press(.escape)
        #expect(browse.state.search == nil)
        #expect(browse.state.filter == .all)
        #expect(browse.statusLine.contains("Item 3 of 8 · 1890s · Anonymous"))
    }

    /// Defect 7: help scrolls on a small screen and lists every key of every table, and the mouse.
    @Test func helpScrollsThroughEveryKeyOnASmallScreen() {
        let browse = BrowseHarness(MemoryCatalog(count: 5), width: 40, height: 12)
        browse.press(.character("?"))
        var seen = browse.screen
        for _ in 0..<200 {
            browse.press(.character("j"))
            seen += browse.screen
        }
        #expect(browse.screen.contains("Mouse"))
        for section in KeyMap.sections {
            #expect(seen.contains(section.title.prefix(20)), "\(section.title)")
            // Names wrap in a narrow column: each key, word by word.
            for binding in section.bindings {
                for name in binding.names.split(separator: " ") {
                    #expect(seen.contains(name), "\(section.title): \(binding.names)")
                }
            }
        }
        #expect(seen.contains("Ctrl-W"))
        #expect(seen.contains("delete a word"))
        browse.press(.escape)
        #expect(browse.state.overlay == nil)
    }

    /// Defect 8: a long query keeps its end, where the typing is, in sight; headings end in an ellipsis when cut.
    @Test func longQueriesKeepTheirEndAndHeadingsEndInAnEllipsis() {
        let browse = BrowseHarness(BrowseFindingTests.songbook(), width: 40, height: 12)
        browse.press(.character("/"))
        browse.type("the first words of a very long query and its end")
        #expect(browse.statusLine.contains("…"))
        #expect(browse.statusLine.contains("and its end▏"))
        browse.press(.escape, .character("F"))
        // The side panes are narrow at 40 columns: the gallery's heading is cut.
        #expect(browse.session.frame.line(0).contains("Gallery · Favourites …"))
        #expect(browse.session.frame.line(browse.state.layout.composers.y).contains("Composers · …"))
    }

    /// Defect 9: one result is one; the gallery's selection looks focused only with the focus.
    @Test func oneResultAndAnUnfocusedGallerySelection() {
        let browse = BrowseHarness(BrowseFindingTests.songbook())
        browse.press(.character("/"))
        browse.type("botany")
        browse.press(.enter)
        #expect(browse.screen.contains("· 1 result"))
        #expect(!browse.screen.contains("1 results"))
        browse.press(.escape, .tab)
        #expect(browse.state.focus == .timeline)
        #expect(browse.selectedCardStyle == Palette(colours: 256).inactiveSelection)
        browse.press(.tab, .tab)
        #expect(browse.selectedCardIsHighlighted)
    }

    /// Defect 9: wide screens show more of each title, in cards at least as wide as at 80×24.
    @Test func wideScreensGetWiderCards() {
        let narrow = BrowseHarness(MemoryCatalog(count: 100))
        let wide = BrowseHarness(MemoryCatalog(count: 100), width: 300, height: 80)
        #expect(wide.state.layout.grid.cardWidth >= narrow.state.layout.grid.cardWidth + 4)
        #expect(wide.state.layout.grid.columns > narrow.state.layout.grid.columns)
    }

    /// Defect 9: items naming no composer are reached from the composer list.
    @Test func unknownComposerIsAnEntryOfItsOwn() {
        let catalog = MemoryCatalog([
            (title: "Anonymous air", composer: "", year: 1900),
            (title: "Bright march", composer: "Ann Able", year: 1900),
            (title: "Curious song", composer: "", year: 1910),
        ])
        let browse = BrowseHarness(catalog)
        #expect(browse.state.composers.map(\.value.display) == ["Ann Able", CatalogFilter.noComposer])
        #expect(browse.screen.contains("No composer named"))
        browse.press(.tab, .tab, .up)
        #expect(browse.state.selectedComposer == CatalogFilter.noComposer)
        #expect(browse.visibleTitles == ["Anonymous air", "Curious song"])
        #expect(browse.statusLine.contains("[All › No composer named]"))
    }

    struct Failure: Error {}
}
