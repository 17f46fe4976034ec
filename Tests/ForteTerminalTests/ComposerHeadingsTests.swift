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

    @Test func theComposersPaneReadsTheItemOnceWhileScrolling() {
        let catalog = catalog()
        let browse = BrowseHarness(catalog)
        while browse.state.focus != .composers { browse.press(.tab) }
        for _ in 0..<5 { browse.press(.pageDown) }
        #expect(browse.state.composerCursor.index >= 50)
        #expect(catalog.itemRequests == 1)
    }
}
