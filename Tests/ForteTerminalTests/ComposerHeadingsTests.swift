import ForteCatalog
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// Composers' headings read each item once, however many composers it names (issue 47).
struct ComposerHeadingsTests {
    /// One item by 2,000 composers, the first item of each, and another by the first of them.
    private func catalog() -> MemoryCatalog {
        let catalog = MemoryCatalog([
            (title: "Everyone's song", composer: "", year: 1900),
            (title: "Zither song", composer: "Composer 1", year: 1900),
        ])
        catalog.credit(itemAt: 0, (1...2_000).map { "Composer \($0)" })
        return catalog
    }

    @Test func anItemNamingThousandsOfComposersIsReadOnceForAllOfThem() throws {
        let catalog = catalog()
        var headings = ComposerHeadings()
        let composers = try catalog.composerCounts(within: .all)
        #expect(composers.count == 2_000)
        for composer in composers {
            #expect(try headings.heading(composer.value, in: catalog) == ComposerName.libraryForm(of: composer.value))
        }
        #expect(catalog.itemRequests == 1)
        // Nor a summary of it, which holds every composer it names.
        #expect(catalog.summaryRequests.isEmpty)
    }

    /// A frame reads life dates for as long as a key may wait for them (`BrowseSession.headingBudget`): the composers
    /// it had no time for are shown by name, and headed once no key waits.
    @Test func lifeDatesAFrameHasNoTimeForFollowOnceNoKeyWaits() throws {
        func catalog() -> MemoryCatalog {
            MemoryCatalog((1...20).map { (title: "Song \($0)", composer: "Composer \($0)", year: 1900) })
        }
        let unhurried = BrowseHarness(catalog(), width: 100, height: 30)
        let slow = catalog()
        slow.itemReadTime = BrowseSession.headingBudget
        let browse = BrowseHarness(slow, width: 100, height: 30, waitsForCounts: false)
        if browse.session.pendingLowerPane != nil { #expect(browse.session.finishPendingWork() == .lowerPane) }
        let shown = browse.state.composerCursor.scrolledRange.filter { $0 > 0 }.map {
            browse.state.composers[$0 - 1].value.display
        }
        #expect(shown.count > 2)
        #expect(Set(shown) == Set(unhurried.state.composerHeadings.keys))
        // Each composer's item takes the frame's whole budget: the frame heads few of them.
        #expect(browse.session.hasUnheadedComposers)
        #expect(browse.state.composerHeadings.count < shown.count)
        // A key waiting comes first.
        #expect(browse.session.finishPendingWork(isKeyWaiting: { true }) == nil)
        #expect(browse.session.hasUnheadedComposers)
        slow.itemReadTime = nil
        #expect(browse.session.finishPendingWork() == .headings)
        #expect(!browse.session.hasUnheadedComposers)
        #expect(browse.state.composerHeadings == unhurried.state.composerHeadings)
        #expect(browse.screen == unhurried.screen)
    }

    @Test func theComposersPaneReadsTheItemOnceWhileScrolling() {
        let catalog = catalog()
        let browse = BrowseHarness(catalog)
        while browse.state.focus != .composers { browse.press(.tab) }
        for _ in 0..<5 { browse.press(.pageDown) }
        #expect(browse.state.composerCursor.index >= 50)
        #expect(catalog.itemRequests == 1)
    }
}
