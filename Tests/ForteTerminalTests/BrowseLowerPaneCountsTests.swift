import ForteCatalog
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// A key that moves the timeline draws its gallery at once; the lower pane's counts follow in a frame of their own as
/// soon as no key waits, and a key that acts on the pane reads them first.
@Suite struct BrowseLowerPaneCountsTests {
    @Test func aTimelineMoveDrawsItsGalleryAndTheComposersFollowWhenNoKeyWaits() {
        let browse = BrowseHarness(MemoryCatalog(count: 40), waitsForCounts: false)
        browse.settle()
        browse.press(.tab, .down, .down)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1900)))
        #expect(browse.state.gallery.count == 20)
        #expect(browse.screen.contains("Gallery · 1900s"))
        #expect(browse.state.composers.isEmpty)
        #expect(browse.screen.contains("Counting…"))

        #expect(browse.session.finishPendingWork() == .lowerPane)
        #expect(browse.state.composers.map(\.value.display) == ["Ann Able", "Bob Baker"])
        #expect(browse.screen.contains("Ann Able"))
        #expect(!browse.screen.contains("Counting…"))
        #expect(browse.session.finishPendingWork() == nil)
    }

    /// Read ahead while no key waits, each shelf's composers are shown with its gallery: none is counted at the move.
    @Test func theShelvesComposersReadAheadAreShownWithTheirGallery() {
        let catalog = MemoryCatalog(count: 40)
        let browse = BrowseHarness(catalog, waitsForCounts: false)
        browse.settle()
        #expect(browse.session.prepareCounts(isKeyWaiting: { false }))
        let counted = catalog.composerCountRequests
        browse.press(.tab, .down, .down)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1900)))
        #expect(browse.state.composers.map(\.value.display) == ["Ann Able", "Bob Baker"])
        #expect(!browse.screen.contains("Counting…"))
        #expect(browse.session.finishPendingWork() == nil)
        #expect(catalog.composerCountRequests == counted)
    }

    /// Within a choice, too: the read ahead is made again within each new one, and a move through the timeline, or a
    /// search result of another decade, counts nothing.
    @Test func theShelvesComposersAreReadAheadAgainWithinEachNewChoice() {
        let catalog = BrowseFacetsTests.catalog()
        let browse = BrowseHarness(catalog)
        #expect(browse.session.prepareCounts(isKeyWaiting: { false }))
        #expect(browse.session.areCountsPrepared)
        BrowseFacetsTests.choose(browse, facet: .genre, startingWith: "m")
        #expect(browse.state.choices.map(\.value.display) == ["Marches"])
        #expect(!browse.session.areCountsPrepared)
        // The lower pane back at the composers, which it read within the choice.
        while browse.state.listedFacet != nil { browse.press(.character("]")) }
        #expect(browse.session.prepareCounts(isKeyWaiting: { false }))
        #expect(browse.session.areCountsPrepared)
        let counted = catalog.composerCountRequests
        while browse.state.focus != .timeline { browse.press(.tab) }
        // Past the favourites.
        browse.press(.down)
        for (decade, composers) in [(1910, ["Ann Able", "John Smith"]), (1920, ["Bob Baker"])] {
            browse.press(.down)
            #expect(browse.state.selectedShelf == .decade(Decade(startYear: decade)))
            #expect(browse.state.composers.map(\.value.display) == composers)
        }
        #expect(catalog.composerCountRequests == counted)
    }

    /// And the listed facet's values within each shelf and the choices, which the pane lists at a timeline move or a
    /// search result of another decade: read ahead again for each facet listed.
    @Test func theListedFacetsValuesAreReadAheadWithinEachShelf() {
        let catalog = BrowseFacetsTests.catalog()
        let browse = BrowseHarness(catalog)
        BrowseFacetsTests.choose(browse, facet: .instrument, startingWith: "p")
        browse.press(.character("]"))
        #expect(browse.state.listedFacet == .genre)
        #expect(!browse.session.areCountsPrepared)
        #expect(browse.session.prepareCounts(isKeyWaiting: { false }))
        #expect(browse.session.areCountsPrepared)
        let counted = catalog.facetCountRequests
        while browse.state.focus != .timeline { browse.press(.tab) }
        // Past the favourites.
        browse.press(.down)
        for (decade, genres) in [(1910, ["Marches": 2, "Songs": 1, "Waltzes": 1]), (1920, ["Marches": 1])] {
            browse.press(.down)
            #expect(browse.state.selectedShelf == .decade(Decade(startYear: decade)))
            #expect(
                Dictionary(uniqueKeysWithValues: browse.state.facetValues.map { ($0.value.display, $0.count) })
                    == genres)
        }
        #expect(catalog.facetCountRequests == counted)
        browse.press(.character("]"))
        #expect(!browse.session.areCountsPrepared)
    }

    /// A facet's values are counted within the other facets' choices: those read ahead before one of them is chosen,
    /// within each shelf, are the pane's within the choice, counted no more.
    @Test func theListedFacetsValuesReadBeforeOneIsChosenAreNotCountedAgain() {
        let catalog = BrowseFacetsTests.catalog()
        let browse = BrowseHarness(catalog)
        while browse.state.listedFacet != .genre { browse.press(.character("]")) }
        #expect(browse.session.prepareCounts(isKeyWaiting: { false }))
        let counted = catalog.facetCountRequests
        browse.press(.character("'"), .character("m"), .enter)
        #expect(browse.state.choices.map(\.value.display) == ["Marches"])
        #expect(browse.state.listedFacet == .genre)
        while browse.state.focus != .timeline { browse.press(.tab) }
        // Past the favourites.
        browse.press(.down)
        for (decade, genres) in [
            (1910, ["Marches": 3, "Songs": 1, "Waltzes": 1]), (1920, ["Marches": 1, "Waltzes": 1]),
        ] {
            browse.press(.down)
            #expect(browse.state.selectedShelf == .decade(Decade(startYear: decade)))
            #expect(browse.state.gallery.count == genres["Marches"])
            #expect(
                Dictionary(uniqueKeysWithValues: browse.state.facetValues.map { ($0.value.display, $0.count) })
                    == genres)
        }
        #expect(catalog.facetCountRequests == counted)
    }

    /// What `u` lists is read ahead too: the composers within the choices but the last, shown at `u` and counted no
    /// more.
    @Test func whatTakingTheLastChoiceOffListsIsReadAhead() {
        let catalog = BrowseFacetsTests.catalog()
        let browse = BrowseHarness(catalog)
        BrowseFacetsTests.choose(browse, facet: .genre, startingWith: "m")
        // Back to the instruments, not on through the composers, which would read them within Marches.
        while browse.state.listedFacet != .instrument { browse.press(.character("[")) }
        browse.press(.character("'"), .character("p"), .enter)
        while browse.state.listedFacet != nil { browse.press(.character("]")) }
        #expect(browse.state.choices.map(\.value.display) == ["Marches", "piano"])
        #expect(browse.state.composers.map { "\($0.value.display) \($0.count)" } == ["Bob Baker 1", "John Smith 2"])
        #expect(browse.session.prepareCounts(isKeyWaiting: { false }))
        let counted = catalog.composerCountRequests
        // From the gallery: in a list, letters move to a value.
        while browse.state.focus != .gallery { browse.press(.tab) }
        browse.press(.character("u"))
        #expect(browse.state.choices.map(\.value.display) == ["Marches"])
        #expect(browse.state.gallery.count == 4)
        #expect(
            browse.state.composers.map { "\($0.value.display) \($0.count)" }
                == ["Ann Able 1", "Bob Baker 1", "John Smith 2"])
        #expect(catalog.composerCountRequests == counted)
    }

    /// A search's results select their decades in turn: each decade's composers are counted once, however many
    /// decades the results pass through (a timeline has twenty and more).
    @Test func searchResultsAcrossTheDecadesCountEachDecadesComposersOnce() {
        let catalog = MemoryCatalog(
            (0..<24).map { (title: "Title \($0)", composer: "Composer \($0)", year: 1770 + 10 * $0) })
        let browse = BrowseHarness(catalog)
        browse.press(.character("/"))
        browse.type("Title")
        browse.press(.enter)
        var decades: Set<CatalogFilter.Shelf> = []
        for _ in 0..<24 {
            browse.press(.character("n"))
            decades.insert(browse.state.selectedShelf)
        }
        #expect(decades.count == 24)
        let counted = catalog.composerCountRequests
        for _ in 0..<24 { browse.press(.character("n")) }
        #expect(catalog.composerCountRequests == counted)
        #expect(browse.state.selectedComposer != nil)
    }

    /// Among search results, with a facet's values listed, a result of another decade has those (what the pane shows)
    /// counted and drawn first, and its composer selected as soon as no key waits again: a key waits for one of the two
    /// counts at most. A key that comes between has the composers read before it acts.
    @Test func aSearchResultsFacetValuesAreDrawnBeforeItsComposerIsSelected() {
        // Enter ends the query, which leaves the pane to read; Tab moves the focus, which reads it first.
        for keysBetween in [[], [Key.enter, .tab]] {
            let browse = BrowseHarness(BrowseFacetsTests.catalog(), waitsForCounts: false)
            browse.press(.character("]"))
            while browse.session.finishPendingWork() != nil {}
            #expect(browse.state.listedFacet == .instrument)
            browse.press(.character("/"))
            browse.type("fairy")
            #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1920)))
            #expect(browse.session.finishPendingWork() == .lowerPane)
            #expect(
                Dictionary(uniqueKeysWithValues: browse.state.facetValues.map { ($0.value.display, $0.count) })
                    == ["band": 1, "piano": 1])
            #expect(browse.screen.contains(" Instrument · 1920s"))
            #expect(browse.state.selectedComposer == nil)
            if keysBetween.isEmpty {
                #expect(browse.session.finishPendingWork() == .lowerPane)
            } else {
                for key in keysBetween { browse.press(key) }
            }
            #expect(browse.state.selectedComposer == "John Smith")
            #expect(browse.session.pendingLowerPane == nil)
        }
    }

    @Test func aKeyInTheComposersPaneReadsThemBeforeItMoves() {
        let browse = BrowseHarness(MemoryCatalog(count: 40), waitsForCounts: false)
        browse.settle()
        // No pause between the keys: the composers of the 1900s are still to be read when the pane gets the focus.
        browse.press(.tab, .down, .down, .tab, .up)
        #expect(browse.state.selectedComposer == "Bob Baker")
        #expect(browse.state.gallery.count == 10)
        #expect(browse.statusLine.contains("[1900s › Bob Baker]"))
    }

    @Test func aFacetListedShowsItsValuesOnceNoKeyWaits() {
        let browse = BrowseHarness(BrowseFacetsTests.catalog(), waitsForCounts: false)
        browse.settle()
        while browse.state.listedFacet != .instrument { browse.press(.character("]")) }
        #expect(browse.state.facetValues.isEmpty)
        #expect(browse.screen.contains(" Instrument · All"))
        #expect(browse.screen.contains("Counting…"))

        #expect(browse.session.finishPendingWork() == .lowerPane)
        #expect(browse.state.facetValues.map(\.value.display).sorted() == ["band", "medium voice", "piano"])
        #expect(!browse.screen.contains("Counting…"))
        // Read once, shown at once when listed again.
        browse.press(.character("]"), .character("["))
        #expect(browse.state.listedFacet == .instrument)
        #expect(!browse.state.facetValues.isEmpty)
    }

    /// Choosing a value and taking one off, while the pane lists a facet's values, count those: the composers, not
    /// shown, are counted within the choices when the pane lists them again.
    @Test func theComposersAreCountedWhenListedNotAtEveryChoice() {
        let catalog = BrowseFacetsTests.catalog()
        let browse = BrowseHarness(catalog)
        let counted = catalog.composerCountRequests
        while browse.state.listedFacet != .instrument { browse.press(.character("]")) }
        browse.press(
            .character("'"), .character("p"), .enter, .character("]"), .character("'"), .character("m"), .enter)
        #expect(browse.state.choices.map(\.value.display) == ["piano", "Marches"])
        browse.press(.character("u"))
        #expect(browse.state.choices.map(\.value.display) == ["piano"])
        #expect(browse.state.facetValues.map(\.value.display).sorted() == ["Marches", "Songs", "Waltzes"])
        #expect(catalog.composerCountRequests == counted)
        #expect(browse.state.selectedComposer == nil)

        while browse.state.listedFacet != nil { browse.press(.character("]")) }
        #expect(catalog.composerCountRequests == counted + 1)
        let composers = browse.state.composers.map { "\($0.value.display) \($0.count)" }
        #expect(composers == ["Ann Able 1", "Bob Baker 2", "John Smith 2"])
        #expect(browse.screen.contains("Bob Baker") && !browse.screen.contains("Counting…"))
    }
}
