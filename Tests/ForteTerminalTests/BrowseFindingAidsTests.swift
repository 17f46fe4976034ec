import ForteCatalog
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// Issue 28 on the browse screen: composers as a library lists them, filtered by typing, `'` jumps in
/// every pane, the search prompt's history and Tab to widen a search.
@Suite struct BrowseFindingAidsTests {
    static func catalog() -> MemoryCatalog {
        MemoryCatalog([
            (title: "Humoresque", composer: "Antonín Dvořák", year: 1894),
            (title: "Slavonic dance", composer: "Antonín Dvořák", year: 1878),
            (title: "Tulips", composer: "Jan van der Berg", year: 1910),
            (title: "Windmill waltz", composer: "Jan De Groot", year: 1912),
            (title: "Anzac march", composer: "John Smith", year: 1915),
            (title: "Waltz of the bush", composer: "Zoe Dean", year: 1915),
        ])
    }

    @Test func composersShowSurnameFirst() {
        let browse = BrowseHarness(Self.catalog())
        #expect(browse.screen.contains("Dvořák, Antonín"))
        #expect(browse.screen.contains("Berg, Jan van der"))
        #expect(browse.screen.contains("De Groot, Jan"))
        // The cards keep the name as people say it.
        #expect(browse.screen.contains("│  John Smith         1915     Antonín Dvořák     1894"), "\(browse.screen)")
    }

    @Test func typingInTheComposersPaneFiltersIt() {
        let browse = BrowseHarness(Self.catalog())
        browse.press(.tab, .tab)
        #expect(browse.state.focus == .composers)
        browse.type("dvo")
        #expect(browse.state.listFilter == "dvo")
        #expect(browse.state.composers.map(\.value.display) == ["Antonín Dvořák"])
        #expect(browse.state.selectedComposer == "Antonín Dvořák")
        #expect(browse.state.gallery.count == 2)
        #expect(browse.screen.contains(" Composers · dvo▏"))
        browse.press(.backspace, .backspace, .backspace)
        #expect(browse.state.composers.count == 5)
        browse.type("gro")
        #expect(browse.state.selectedComposer == "Jan De Groot")
        browse.press(.escape)
        #expect(browse.state.listFilter.isEmpty)
        #expect(browse.state.composers.count == 5)
        #expect(browse.state.selectedComposer == nil)
        // The arrows move; letters, even those that are commands elsewhere, are text.
        browse.press(.down)
        #expect(browse.state.composerCursor.index == 1)
        browse.type("xq")
        #expect(browse.state.composers.isEmpty)
        #expect(browse.state.selectedComposer == nil)
    }

    @Test func quoteAndALetterJumpsInEveryPane() {
        let browse = BrowseHarness(Self.catalog())
        browse.press(.tab, .tab, .character("'"), .character("s"))
        #expect(browse.state.selectedComposer == "John Smith")
        browse.press(.character("'"), .character("b"))
        #expect(browse.state.selectedComposer == "Jan van der Berg")
        browse.press(.backTab, .character("'"), .character("f"))
        #expect(browse.state.selectedShelf == .favourites)
        browse.press(.character("'"), .character("1"))
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1870)))
        browse.press(.character("'"), .character("x"))
        #expect(browse.statusLine.contains("Nothing under X here"))
        let gallery = BrowseHarness(Self.catalog())
        gallery.press(.character("'"), .character("w"))
        #expect(gallery.state.gallery.index == 4)
    }

    @Test func upAndDownWalkTheQueriesKept() {
        let browse = BrowseHarness(Self.catalog())
        browse.press(.character("/"))
        browse.type("waltz")
        browse.press(.enter, .character("/"))
        browse.type("anzac")
        browse.press(.enter, .character("/"))
        #expect(browse.state.searchHistory.queries == ["waltz", "anzac"])
        browse.press(.up)
        #expect(browse.state.search?.query == "anzac")
        browse.press(.up)
        #expect(browse.state.search?.query == "waltz")
        browse.press(.up)
        #expect(browse.state.search?.query == "waltz")
        browse.press(.down)
        #expect(browse.state.search?.query == "anzac")
        browse.press(.down)
        #expect(browse.state.search?.query == "")
    }

    @Test func aSearchWithinADecadeSaysSoAndTabWidensIt() {
        let browse = BrowseHarness(Self.catalog(), width: 120)
        browse.press(.tab, .character("'"), .character("1"))
        browse.press(.character("j"), .character("j"))
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1910)))
        browse.press(.tab, .tab, .character("/"))
        browse.type("waltz")
        #expect(browse.state.search?.scope == CatalogFilter(shelf: .decade(Decade(startYear: 1910))))
        #expect(browse.screen.contains("Search “waltz” in the 1910s"))
        #expect(browse.screen.contains("Tab: everywhere"))
        browse.press(.tab)
        #expect(browse.state.search?.scope == .all)
        #expect(browse.screen.contains("Search “waltz” · "))
        #expect(!browse.screen.contains("Tab: everywhere"))
    }
}
