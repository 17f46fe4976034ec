import ForteCatalog
import ForteText
import Foundation
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// Issue 43 on the browse screen: the lower pane lists every facet (`]`), Enter chooses a value, choices stack into a
/// trail that `u` takes back, and every pane counts within them.
@Suite struct BrowseFacetsTests {
    static func catalog() -> MemoryCatalog {
        let entries: [(title: String, composer: String, year: Int?, subjects: [String])] = [
            ("Anzac march", "John Smith", 1915, ["Marches (Piano)"]),
            ("Blue waltz", "Ann Able", 1912, ["Waltzes (Piano)"]),
            ("Cavalry march", "Ann Able", 1918, ["Marches (Band)"]),
            ("Dixie march", "Bob Baker", 1925, ["Marches (Piano)"]),
            ("Evening song", "Bob Baker", 1913, ["Songs (Medium voice) with piano"]),
            ("Fairy waltz", "John Smith", 1927, ["Waltzes (Band)"]),
            ("Grand march", "John Smith", 1914, ["Marches (Piano)"]),
        ]
        let catalog = MemoryCatalog(entries.map { ($0.title, $0.composer, $0.year) })
        for (position, entry) in entries.enumerated() { catalog.catalogue(itemAt: position, subjects: entry.subjects) }
        return catalog
    }

    /// `]` to the facet, `'` and a letter to its value, Enter.
    static func choose(_ browse: BrowseHarness, facet: Facet, startingWith letter: Character) {
        while browse.state.listedFacet != facet { browse.press(.character("]")) }
        browse.press(.character("'"), .character(letter), .enter)
    }

    private static func counts<Value>(
        _ counts: some Sequence<FacetCount<Value>>, _ name: (Value) -> String
    ) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: counts.map { (name($0.value), $0.count) })
    }

    @Test func theLowerPaneListsEveryFacetInTurn() {
        let browse = BrowseHarness(Self.catalog())
        var listed: [Facet?] = []
        for _ in 0...Facet.allCases.count {
            browse.press(.character("]"))
            listed.append(browse.state.listedFacet)
        }
        #expect(listed == Facet.allCases.map(Optional.some) + [nil])
        #expect(browse.state.focus == .composers)
        browse.press(.character("["))
        #expect(browse.state.listedFacet == Facet.allCases.last)
        browse.press(.character("]"), .character("]"))
        #expect(browse.screen.contains(" Instrument · All"))
        #expect(browse.screen.contains(" piano ") && browse.screen.contains(" band "))
        // Moving among the values narrows nothing: Enter chooses.
        browse.press(.down)
        #expect(browse.state.choices.isEmpty)
        #expect(browse.state.gallery.count == 7)
    }

    @Test func choicesStackIntoATrailAndNarrowTheGallery() {
        let browse = BrowseHarness(Self.catalog(), width: 100)
        Self.choose(browse, facet: .instrument, startingWith: "p")
        #expect(browse.state.choices.map(\.value.display) == ["piano"])
        #expect(browse.state.focus == .gallery)
        #expect(browse.state.gallery.count == 5)
        #expect(!browse.visibleTitles.contains("Cavalry march"))
        Self.choose(browse, facet: .genre, startingWith: "m")
        #expect(browse.state.choices.map(\.value.display) == ["piano", "Marches"])
        #expect(browse.visibleTitles == ["Anzac march", "Dixie march", "Grand march"])
        // The decade, in the timeline, narrows further; the trail reads from the decade.
        browse.press(.tab, .character("'"), .character("1"))
        #expect(browse.visibleTitles == ["Anzac march", "Grand march"])
        #expect(browse.screen.contains("Gallery · 1910s › piano › Marches · "), "\(browse.screen)")
        #expect(browse.statusLine.contains("[1910s › piano › Marches]"))
        // A facet holds one value: another takes its place in the trail.
        Self.choose(browse, facet: .instrument, startingWith: "b")
        #expect(browse.state.choices.map(\.value.display) == ["band", "Marches"])
        #expect(browse.visibleTitles == ["Cavalry march"])
    }

    @Test func uTakesTheLastChoiceOffTheTrail() {
        let browse = BrowseHarness(Self.catalog(), width: 100)
        Self.choose(browse, facet: .instrument, startingWith: "p")
        Self.choose(browse, facet: .genre, startingWith: "m")
        browse.press(.tab, .character("'"), .character("1"), .tab, .tab)
        #expect(browse.state.focus == .gallery)
        browse.press(.right)
        #expect(browse.visibleTitles == ["Anzac march", "Grand march"])
        browse.press(.character("u"))
        #expect(browse.state.choices.map(\.value.display) == ["piano"])
        #expect(browse.visibleTitles == ["Anzac march", "Blue waltz", "Evening song", "Grand march"])
        // The item selected stays selected where it still is.
        #expect(browse.statusLine.contains("Item 4 of 4"))
        #expect(browse.screen.contains("Gallery · 1910s › piano · "))
        browse.press(.character("u"))
        #expect(browse.state.choices.isEmpty)
        #expect(browse.state.gallery.count == 5)
        browse.press(.character("u"))
        #expect(browse.state.selectedShelf == .all)
        #expect(browse.state.gallery.count == 7)
        browse.press(.character("u"))
        #expect(browse.statusLine.contains("Nothing chosen"))
        // Back returns through the choices as through any view.
        browse.press(.backspace)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1910)))
        browse.press(.backspace)
        #expect(browse.state.choices.map(\.value.display) == ["piano"])
        #expect(browse.state.gallery.count == 4)
    }

    @Test func everyPaneCountsWithinTheChoices() {
        let browse = BrowseHarness(Self.catalog())
        Self.choose(browse, facet: .instrument, startingWith: "p")
        #expect(Self.counts(browse.state.shelves, Labels.shelf) == ["All": 5, "Favourites": 0, "1910s": 4, "1920s": 1])
        // The facet's own pane shows its other values within the other choices: none here.
        #expect(Self.counts(browse.state.facetValues, \.display) == ["band": 2, "medium voice": 1, "piano": 5])
        #expect(browse.screen.contains("✓ piano"))
        browse.press(.character("]"))
        #expect(Self.counts(browse.state.facetValues, \.display) == ["Marches": 3, "Songs": 1, "Waltzes": 1])
        // A decade recounts the pane shown.
        browse.press(.backTab, .character("'"), .character("1"))
        #expect(Self.counts(browse.state.facetValues, \.display) == ["Marches": 2, "Songs": 1, "Waltzes": 1])
        browse.press(.character("["), .character("["))
        #expect(browse.state.listedFacet == nil)
        #expect(Self.counts(browse.state.composers, \.display) == ["Ann Able": 1, "Bob Baker": 1, "John Smith": 2])
        #expect(browse.screen.contains("All items") && browse.screen.contains(" 4"))
    }

    /// A search's selected result moves the timeline to its decade, and the facet listed is counted within that decade,
    /// as its heading says; not within the result's composer, whom the composers only follow.
    @Test func aSearchResultsDecadeRecountsTheFacetListed() {
        let browse = BrowseHarness(Self.catalog())
        browse.press(.character("]"))
        #expect(Self.counts(browse.state.facetValues, \.display) == ["band": 2, "medium voice": 1, "piano": 5])
        browse.press(.character("/"))
        browse.type("fairy")
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1920)))
        #expect(browse.state.selectedComposer == "John Smith")
        #expect(Self.counts(browse.state.facetValues, \.display) == ["band": 1, "piano": 1])
        #expect(browse.screen.contains(" Instrument · 1920s"))
    }

    /// A facet's values are counted when its list is shown or the shelf or the other facets' choices change, never at
    /// a key that only moves, nor at a choice of one of them: they are counted within the other facets' choices.
    @Test func valuesAreCountedWhenTheChoicesChangeNotAtEveryKey() {
        let catalog = Self.catalog()
        let browse = BrowseHarness(catalog)
        #expect(catalog.facetCountRequests == 0)
        browse.press(.character("]"))
        #expect(catalog.facetCountRequests == 1)
        browse.press(.down, .down, .up, .pageDown)
        #expect(catalog.facetCountRequests == 1)
        browse.press(.enter)
        #expect(browse.state.choices.count == 1)
        #expect(catalog.facetCountRequests == 1)
        browse.press(.right, .right, .left, .pageDown)
        #expect(catalog.facetCountRequests == 1)
        browse.press(.tab, .down)
        #expect(catalog.facetCountRequests == 2)
    }

    @Test func theGalleryWrapsAroundWithinAChoice() throws {
        let browse = BrowseHarness(Self.catalog())
        Self.choose(browse, facet: .genre, startingWith: "m")
        #expect(browse.statusLine.contains("Item 1 of 4"))
        browse.press(.left)
        #expect(browse.statusLine.contains("Item 4 of 4"))
        #expect(try browse.session.selectedSummary()?.title == "Grand march")
        browse.press(.right)
        #expect(try browse.session.selectedSummary()?.title == "Anzac march")
        // Leafing in the details wraps within it too.
        browse.press(.enter, .left)
        #expect(browse.session.detail?.displayTitle == "Grand march")
    }

    @Test func searchFavouritesAndOrdersKeepTheChoices() throws {
        let browse = BrowseHarness(Self.catalog(), width: 100)
        Self.choose(browse, facet: .instrument, startingWith: "p")
        browse.press(.character("/"))
        #expect(browse.state.search?.scope.facets == [.instrument: "piano"])
        browse.type("march")
        #expect(browse.screen.contains("Search “march” in piano"))
        browse.press(.escape)
        #expect(browse.state.choices.map(\.value.display) == ["piano"])
        #expect(browse.state.gallery.count == 5)
        browse.press(.character("S"))
        #expect(browse.state.order == .date)
        #expect(browse.state.gallery.count == 5)
        #expect(try browse.session.selectedSummary()?.title == "Anzac march")
        browse.press(.character("f"), .character("F"))
        #expect(browse.state.selectedShelf == .favourites)
        #expect(browse.state.gallery.count == 1)
        #expect(browse.screen.contains("Gallery · Favourites › piano · "))
    }

    @Test func aPlaceKeepsTheChoices() throws {
        let catalog = Self.catalog()
        let browse = BrowseHarness(catalog)
        Self.choose(browse, facet: .instrument, startingWith: "p")
        Self.choose(browse, facet: .genre, startingWith: "m")
        browse.press(.right)
        let place = browse.session.place
        #expect(place.facetChoices == browse.state.choices)
        let kept = try JSONDecoder().decode(BrowsePlace.self, from: JSONEncoder().encode(place))
        let again = BrowseHarness(catalog, at: kept)
        #expect(again.state.choices.map(\.value.display) == ["piano", "Marches"])
        #expect(again.state.gallery.count == 3)
        #expect(try again.session.selectedSummary()?.title == "Dixie march")
        // A facet this forte does not know (a later one's) is passed over, and the rest kept.
        let later =
            #"{"shelf":"all","choices":[{"facet":"key","key":"c major","display":"C major"},"#
            + #"{"facet":"genre","key":"waltzes","display":"Waltzes"}]}"#
        let laterPlace = try JSONDecoder().decode(BrowsePlace.self, from: Data(later.utf8))
        #expect(BrowseHarness(catalog, at: laterPlace).state.gallery.count == 2)
    }

    @Test func facetValuesAreShownAsVisibleText() {
        let catalog = Self.catalog()
        catalog.catalogue(itemAt: 0, subjects: ["Marches (Piano)", "Evil\u{1B}]0;owned\u{07} times"])
        let browse = BrowseHarness(catalog)
        while browse.state.listedFacet != .subject { browse.press(.character("]")) }
        browse.press(.enter)
        #expect(!browse.screen.contains("\u{1B}") && !browse.screen.contains("\u{07}"))
        #expect(browse.screen.contains(VisibleText.escaping("Evil\u{1B}]0;owned\u{07} times")))
    }

    @Test func theHelpListsTheFacetKeys() {
        let help = HelpScreen.lines(width: 200).map { $0.label + " " + $0.text }.joined(separator: "\n")
        #expect(help.contains("[ ]"))
        #expect(help.contains("take the trail's last choice off"))
        for facet in Facet.allCases { #expect(help.contains(facet.rawValue)) }
    }
}
