import ForteCatalog
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

@Suite struct BrowseNavigationTests {
    @Test func galleryWrapsAtBothEndsItemByItem() {
        let browse = BrowseHarness(MemoryCatalog(count: 23))
        #expect(browse.state.gallery.index == 0)
        browse.press(.left)
        #expect(browse.state.gallery.index == 22)
        #expect(browse.statusLine.contains("Item 23 of 23"))
        browse.press(.character("l"))
        #expect(browse.state.gallery.index == 0)
        browse.press(.character("h"))
        browse.press(.right)
        #expect(browse.state.gallery.index == 0)
    }

    @Test func pagesWrapLikeABookWithAShortLastPage() {
        let browse = BrowseHarness(MemoryCatalog(count: 23))
        let pageSize = browse.state.gallery.pageSize
        #expect(pageSize == 10)
        browse.press(.pageUp)
        #expect(browse.state.gallery.pageRange == 20..<23)
        #expect(browse.visibleTitles == ["Title 0000020", "Title 0000021", "Title 0000022"])
        browse.press(.pageDown)
        #expect(browse.state.gallery.page == 0)
        browse.press(.character(" "), .character(" "), .character(" "))
        #expect(browse.state.gallery.page == 0)
        browse.press(.character("b"))
        #expect(browse.state.gallery.page == 2)
    }

    @Test func rowsWrapFromTheFirstRowToTheLastPage() {
        let browse = BrowseHarness(MemoryCatalog(count: 23))
        browse.press(.up)
        #expect(browse.state.gallery.page == 2)
        #expect(!browse.visibleTitles.isEmpty)
        #expect(browse.selectedCardIsHighlighted)
        browse.press(.character("j"))
        #expect(browse.state.gallery.page == 0)
    }

    @Test func homeAndEndAndTheirLetters() {
        let browse = BrowseHarness(MemoryCatalog(count: 23))
        browse.press(.end)
        #expect(browse.state.gallery.index == 22)
        browse.press(.home)
        #expect(browse.state.gallery.index == 0)
        browse.press(.character("G"))
        #expect(browse.state.gallery.index == 22)
        browse.press(.character("g"))
        #expect(browse.state.gallery.index == 0)
    }

    /// Whatever the count and whatever the keys, the page on screen is never empty and shows the selection.
    @Test(arguments: [1, 2, 9, 10, 11, 23, 100])
    func neverAnEmptyPage(count: Int) {
        let browse = BrowseHarness(MemoryCatalog(count: count))
        let keys: [Key] = [
            .left, .up, .pageUp, .right, .down, .pageDown, .end, .pageDown, .down, .right, .home, .up, .left, .pageUp,
        ]
        for key in keys {
            browse.press(key)
            let range = browse.state.gallery.pageRange
            #expect(!range.isEmpty)
            #expect(range.contains(browse.state.gallery.index))
            #expect(browse.visibleTitles.count == range.count)
            #expect(browse.visibleTitles.allSatisfy { $0.hasPrefix("Title") })
            #expect(browse.selectedCardIsHighlighted)
        }
    }

    @Test func aMillionItemsWrapAndLoadOnlyOnePage() {
        let catalog = SampleCatalog(count: 1_000_000)
        let browse = BrowseHarness(catalog)
        browse.press(.left)
        #expect(browse.statusLine.contains("Item 1,000,000 of 1,000,000"))
        browse.press(.pageDown)
        #expect(browse.state.gallery.page == 0)
        browse.press(.pageUp)
        #expect(browse.state.gallery.pageRange.upperBound == 1_000_000)
        #expect(browse.visibleTitles.count == browse.state.gallery.pageRange.count)
    }

    @Test func theScreenAsksOnlyForThePageItShows() {
        let catalog = MemoryCatalog(count: 500)
        let browse = BrowseHarness(catalog)
        browse.press(.right, .right, .pageDown, .pageDown, .left)
        #expect(catalog.summaryRequests.allSatisfy { $0.limit <= browse.state.gallery.pageSize })
        // Moving within a page asks nothing new.
        let asked = catalog.summaryRequests.count
        browse.press(.right)
        #expect(catalog.summaryRequests.count == asked)
    }

    @Test func anEmptyShelfAsksForNothingToShow() {
        let catalog = MemoryCatalog(count: 30)
        let browse = BrowseHarness(catalog)
        let asked = catalog.summaryRequests.count
        browse.press(.character("F"))
        #expect(browse.screen.contains("No favourites yet."))
        #expect(catalog.summaryRequests.count == asked)
    }

    @Test func emptyCatalogShowsAFriendlyState() {
        let browse = BrowseHarness(MemoryCatalog(count: 0))
        #expect(browse.screen.contains("The catalog is empty."))
        #expect(browse.screen.contains("forte sync"))
        #expect(browse.statusLine.contains("No items"))
        browse.press(.left, .pageDown, .end, .up, .enter, .character("f"), .character("s"), .character("o"))
        #expect(browse.state.gallery.count == 0)
        #expect(browse.state.overlay == nil)
    }

    @Test func timelineWrapsAndFiltersTheGallery() throws {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        browse.press(.tab)
        #expect(browse.state.focus == .timeline)
        // All, Favourites, 1900s, 1910s: up from All wraps to the 1910s.
        browse.press(.up)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1910)))
        #expect(browse.state.gallery.count == 20)
        #expect(browse.screen.contains("Gallery · 1910s"))
        browse.press(.down)
        #expect(browse.state.selectedShelf == .all)
        #expect(browse.state.gallery.count == 40)
        browse.press(.character("k"), .character("k"))
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1900)))
    }

    @Test func composerListWrapsAndFiltersFurther() {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        browse.press(.tab, .down, .down, .tab)
        #expect(browse.state.focus == .composers)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1900)))
        // All items, Ann Able, Bob Baker: up wraps to Bob Baker.
        browse.press(.up)
        #expect(browse.state.selectedComposer == "Bob Baker")
        #expect(browse.state.gallery.count == 10)
        #expect(browse.statusLine.contains("[1900s › Bob Baker]"))
        browse.press(.down)
        #expect(browse.state.selectedComposer == nil)
        browse.press(.tab)
        #expect(browse.state.focus == .gallery)
        browse.press(.backTab)
        #expect(browse.state.focus == .composers)
    }

    @Test func resizeKeepsTheSelection() {
        let browse = BrowseHarness(MemoryCatalog(count: 500))
        browse.press(.pageDown, .pageDown, .right, .right, .down)
        let selected = browse.state.gallery.index
        let title = "Title \(String(selected).leftPadded(7))"
        browse.resize(width: 300, height: 60)
        #expect(browse.state.gallery.index == selected)
        #expect(browse.visibleTitles.contains(title))
        browse.resize(width: 80, height: 24)
        #expect(browse.state.gallery.index == selected)
        #expect(browse.visibleTitles.contains(title))
        #expect(browse.selectedCardIsHighlighted)
    }

    @Test func quitKeys() {
        #expect(!BrowseHarness(MemoryCatalog(count: 3)).press(.character("q")))
        #expect(!BrowseHarness(MemoryCatalog(count: 3)).press(.ctrl("c")))
    }
}
