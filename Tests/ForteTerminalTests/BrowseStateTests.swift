import ForteCatalog
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// The state machine alone: a key gives a new state and effects, with no catalog and no screen.
@Suite struct BrowseStateTests {
    static func state(items: Int = 30) -> BrowseState {
        var state = BrowseState(size: Size(width: 80, height: 24))
        state.setShelves([
            FacetCount(.all, count: items), FacetCount(.favourites, count: 0),
            FacetCount(.decade(Decade(startYear: 1900)), count: items),
        ])
        state.setGalleryCount(items)
        return state
    }

    @Test func movingInTheTimelineAsksForItsComposersAndCount() {
        var state = Self.state()
        #expect(state.handle(.tab) == [])
        #expect(state.handle(.down) == [.shelfChanged])
        #expect(state.selectedShelf == .favourites)
        #expect(state.handle(.up) == [.shelfChanged])
        #expect(state.handle(.up) == [.shelfChanged])
        #expect(state.selectedShelf == .decade(Decade(startYear: 1900)))
    }

    @Test func typingASearchAsksForResultsAndEscAsksToCloseThem() {
        var state = Self.state()
        #expect(state.handle(.character("/")) == [])
        #expect(state.handle(.character("w")) == [.search("w")])
        #expect(state.handle(.character("q")) == [.search("wq")])
        #expect(state.handle(.backspace) == [.search("w")])
        state.setSearchResults([
            ItemSummary(identifier: "a", title: "Waltz", composers: [], date: nil, decade: nil, isFavourite: false)
        ])
        #expect(state.handle(.enter) == [])
        #expect(state.handle(.character("n")) == [.followSelection])
        #expect(state.handle(.escape) == [.closeResults])
    }

    @Test func keysThatActOnTheSelectionAskForIt() {
        var state = Self.state()
        #expect(state.handle(.character("f")) == [.toggleFavourite])
        #expect(state.handle(.character("s")) == [.share(.eml)])
        #expect(state.handle(.character("t")) == [.share(.text)])
        #expect(state.handle(.character("o")) == [.open])
        // The session shows whatever the selection is while the detail view is open: no effect asks for it.
        #expect(state.handle(.enter) == [])
        #expect(state.overlay == .detail(scroll: 0))
        #expect(state.handle(.right) == [])
        #expect(state.gallery.index == 1)
        #expect(state.handle(.escape) == [])
        #expect(state.overlay == nil)
        #expect(state.handle(.character("q")) == [.quit])
        #expect(state.handle(.ctrl("c")) == [.quit])
    }

    @Test func galleryMovesNeedNoCatalog() {
        var state = Self.state(items: 30)
        #expect(state.handle(.left) == [])
        #expect(state.gallery.index == 29)
        #expect(state.handle(.pageDown) == [])
        #expect(state.gallery.page == 0)
    }
}
