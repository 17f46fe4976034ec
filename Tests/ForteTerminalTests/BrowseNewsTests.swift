import ForteCatalog
import Foundation
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// The New shelf: shown with its count while a sync's arrivals are unseen, its items marked on their cards, and gone
/// once `m` marks them seen.
@Suite struct BrowseNewsTests {
    /// The timeline's row that starts with `label` (the screen line up to the pane's edge).
    func timelineRow(_ browse: BrowseHarness, _ label: String) -> String? {
        browse.screen.split(separator: "\n").map {
            String($0.prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
        }
        .first { $0.hasPrefix(label) }
    }

    @Test func theNewShelfCountsTheArrivalsAndMarkingThemSeenTakesItAway() {
        let catalog = MemoryCatalog(count: 40)
        catalog.arrive(atPositions: [1, 3, 20])
        let browse = BrowseHarness(catalog)
        #expect(browse.state.shelves.map(\.value).prefix(3) == [.all, .favourites, .new])
        #expect(browse.state.shelves[2].count == 3)
        #expect(timelineRow(browse, "New")?.hasSuffix(" 3") == true, "\(browse.screen)")

        // Its items, and only they, carry the mark on their cards.
        browse.press(.tab, .down, .down)
        #expect(browse.state.selectedShelf == .new)
        #expect(browse.state.gallery.count == 3)
        #expect(browse.visibleTitles.count == 3)
        #expect(browse.screen.filter { $0 == "+" }.count == 3)

        browse.press(.character("m"))
        #expect(browse.statusLine.contains("3 new items marked seen"))
        #expect(catalog.new.isEmpty)
        #expect(!browse.state.shelves.contains { $0.value == .new })
        #expect(timelineRow(browse, "New") == nil)
        // The shelf shown went: All takes its place, every item, none marked.
        #expect(browse.state.selectedShelf == .all)
        #expect(browse.state.gallery.count == 40)
        #expect(!browse.screen.contains("+"))
    }

    @Test func withNothingNewThereIsNoNewShelfAndMSaysSo() {
        let browse = BrowseHarness(MemoryCatalog(count: 10))
        #expect(!browse.state.shelves.contains { $0.value == .new })
        browse.press(.character("m"))
        #expect(browse.statusLine.contains("0 new items marked seen"))
        #expect(browse.state.gallery.count == 10)
    }

    @Test func theKeyIsInTheHelp() {
        let browse = BrowseHarness(MemoryCatalog(count: 10))
        browse.press(.character("?"))
        var screens = browse.screen
        for _ in 0..<40 {
            browse.press(.down)
            screens += browse.screen
        }
        #expect(screens.contains("m                     mark the new items seen"))
    }
}
