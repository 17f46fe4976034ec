import ForteCatalog
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// The mouse: clicks select, a double click opens, the wheel scrolls the pane under the pointer.
@Suite struct BrowseMouseTests {
    @Test func aClickSelectsACardAndADoubleClickOpensIt() {
        let browse = BrowseHarness(MemoryCatalog(count: 30))
        let third = browse.cardCell(of: 3)
        browse.click(x: third.x, y: third.y, time: 1000)
        #expect(browse.state.gallery.index == 3)
        #expect(browse.state.overlay == nil)
        // A second click on it, soon: a double click.
        browse.click(x: third.x, y: third.y, time: 1250)
        #expect(browse.state.overlay == .detail(scroll: 0))
        #expect(browse.session.frame.line(0).contains("Title 0000003"))
        browse.press(.escape)
        // Two clicks far apart are two clicks.
        let fifth = browse.cardCell(of: 5)
        browse.click(x: fifth.x, y: fifth.y, time: 5000)
        browse.click(x: fifth.x, y: fifth.y, time: 9000)
        #expect(browse.state.overlay == nil)
        #expect(browse.state.gallery.index == 5)
    }

    @Test func clicksSelectADecadeAndAComposer() {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        let timeline = browse.state.layout.timeline
        // Rows: All, Favourites, 1900s, 1910s.
        browse.click(x: timeline.x + 2, y: timeline.y + 4)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1910)))
        #expect(browse.state.focus == .timeline)
        let composers = browse.state.layout.composers
        browse.click(x: composers.x + 2, y: composers.y + 3)
        #expect(browse.state.selectedComposer == "Bob Baker")
        #expect(browse.state.gallery.count == 10)
        // The heading and empty rows select nothing.
        browse.click(x: timeline.x + 2, y: timeline.y)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 1910)))
    }

    @Test func theWheelScrollsThePaneUnderThePointer() {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        let card = browse.cardCell(of: 0)
        browse.click(x: card.x, y: card.y, .wheelDown)
        #expect(browse.state.gallery.index == 2)
        let timeline = browse.state.layout.timeline
        browse.click(x: timeline.x + 2, y: timeline.y + 2, .wheelDown)
        #expect(browse.state.selectedShelf == .favourites)
        browse.click(x: timeline.x + 2, y: timeline.y + 2, .wheelUp)
        #expect(browse.state.selectedShelf == .all)
    }

    @Test func theWheelScrollsTheDetailView() {
        let catalog = BrowseFindingTests.songbook()
        catalog.describe(itemAt: 0, (1...20).map { "Paragraph \($0)" })
        let browse = BrowseHarness(catalog, width: 60, height: 16)
        browse.press(.enter)
        browse.click(x: 10, y: 5, .wheelDown)
        #expect(browse.state.overlay == .detail(scroll: 3))
        browse.click(x: 10, y: 5, .wheelUp)
        #expect(browse.state.overlay == .detail(scroll: 0))
    }
}
