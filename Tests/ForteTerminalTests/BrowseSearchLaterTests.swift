import ForteCatalog
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// A key's search that reads for longer than a key may (`BrowseSession.searchBudget`) has the key's frame drawn (the
/// query typed over the results before) and reads on; stopped by a key that comes meanwhile, it is left for when no key
/// waits, and a key that acts on the results runs it first.
@Suite struct BrowseSearchLaterTests {
    static func catalog() -> MemoryCatalog {
        MemoryCatalog([
            ("Waltz of the roses", "Strauss", 1890), ("March", "Sousa", 1900), ("Rose waltz", "Lanner", 1840),
        ])
    }

    /// A browse whose search prompt had `query` typed while every read took longer than a key's budget.
    static func typedPastTheBudget(_ query: String) -> BrowseHarness {
        let catalog = catalog()
        let browse = BrowseHarness(catalog, width: 100, height: 30)
        browse.press(.character("/"))
        catalog.readsTakeLong = true
        browse.type(query)
        catalog.readsTakeLong = false
        return browse
    }

    /// The results of `query` typed in the search prompt of a browse of `catalog` whose reads take no time.
    static func unhurriedResults(_ query: String) -> [String] {
        let browse = BrowseHarness(catalog(), width: 100, height: 30)
        browse.press(.character("/"))
        browse.type(query)
        return browse.state.search?.results.map(\.identifier) ?? []
    }

    @Test func aSearchPastItsBudgetReadsOnAfterTheKeysFrame() throws {
        let catalog = Self.catalog()
        let browse = BrowseHarness(catalog, width: 100, height: 30)
        browse.press(.character("/"))
        browse.type("marc")
        catalog.readTime = BrowseSession.searchBudget * 2
        var screenMeanwhile = ""
        catalog.atEndOfRead = { screenMeanwhile = browse.screen }
        browse.type("h")
        // While the search read: the query typed over the results before.
        #expect(screenMeanwhile.contains("march"))
        #expect(screenMeanwhile.contains("March"))
        #expect(browse.session.frameAheadAt != nil)
        // Then its own results, as an unhurried search's, in the same key.
        #expect(browse.session.pendingSearch == nil)
        #expect(browse.state.search?.results.map(\.identifier) == Self.unhurriedResults("march"))
        catalog.readTime = nil
        browse.press(.ctrl("u"))
        browse.type("rose")
        #expect(browse.session.frameAheadAt == nil)
    }

    @Test func aKeyStopsASearchReadingOnAfterItsFrame() throws {
        let catalog = Self.catalog()
        let browse = BrowseHarness(catalog, width: 100, height: 30)
        browse.press(.character("/"))
        catalog.readTime = BrowseSession.searchBudget * 2
        browse.session.isKeyWaiting = { true }
        browse.type("w")
        #expect(browse.session.frameAheadAt != nil)
        #expect(browse.session.pendingSearch == "w")
        #expect(browse.state.search?.results.isEmpty == true)
        // The key that came: typed on, it takes the search's place, which reads on past its frame in turn.
        browse.type("a")
        #expect(browse.session.pendingSearch == "wa")
        catalog.readTime = nil
        #expect(browse.session.finishPendingWork() == .search)
        #expect(browse.state.search?.results.map(\.identifier) == Self.unhurriedResults("wa"))
    }

    @Test func aSearchPastItsBudgetFollowsTheKeysFrame() throws {
        let browse = Self.typedPastTheBudget("waltz")
        #expect(browse.state.search?.query == "waltz")
        #expect(browse.state.search?.results.isEmpty == true)
        #expect(browse.session.pendingWorkPause == 0)
        #expect(browse.session.finishPendingWork() == .search)
        let results = try #require(browse.state.search?.results)
        #expect(Set(results.map(\.title)) == ["Waltz of the roses", "Rose waltz"])
        #expect(browse.screen.contains("Waltz of the roses"))
        // The first result's decade followed, as after a search within the key's budget.
        #expect(browse.state.selectedShelf == .decade(try #require(results.first?.decade)))
        #expect(browse.session.pendingSearch == nil)
    }

    @Test func aKeyThatActsOnTheResultsRunsTheSearchLeftFirst() throws {
        let browse = Self.typedPastTheBudget("rose")
        browse.press(.enter)
        #expect(browse.state.search?.isEditing == false)
        #expect(Set(browse.state.search?.results.map(\.title) ?? []) == ["Waltz of the roses", "Rose waltz"])
        #expect(browse.session.pendingSearch == nil)
    }

    @Test func aQueryTypedOnTakesThePlaceOfTheSearchLeft() throws {
        let catalog = Self.catalog()
        let browse = BrowseHarness(catalog, width: 100, height: 30)
        browse.press(.character("/"))
        catalog.readsTakeLong = true
        browse.type("waltz")
        browse.press(.ctrl("u"))
        browse.type("march")
        catalog.readsTakeLong = false
        #expect(browse.session.finishPendingWork() == .search)
        #expect(browse.state.search?.results.map(\.title) == ["March"])
    }

    @Test func aSearchLeftForLaterGivesWayToAKey() throws {
        let browse = Self.typedPastTheBudget("waltz")
        #expect(browse.session.finishPendingWork(isKeyWaiting: { true }) == nil)
        #expect(browse.session.pendingSearch == "waltz")
        #expect(browse.session.finishPendingWork(isKeyWaiting: { false }) == .search)
        #expect(browse.session.pendingSearch == nil)
        #expect(browse.state.search?.results.count == 2)
    }
}
