import ForteCatalog
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// Cards without pictures at the sizes people use: how many items a page shows, and what each card tells of its item.
@Suite struct GalleryCardTests {
    /// A series whose titles part late, as a library's often do.
    static func series() -> MemoryCatalog {
        MemoryCatalog(
            (1...60).map {
                (
                    title: "CCML Council Quotes Vol. \($0): part-songs for the band", composer: "Ada Smith",
                    year: 1900 + $0
                )
            })
    }

    /// Every card on the page gives its title two lines, enough to tell the volumes apart, then its composer and year;
    /// a favourite's ★ is inside its own card. A narrow screen leaves the gallery a card's width.
    @Test(arguments: [(40, 12, 2), (80, 24, 10), (120, 40, 27)])
    func cardsTellTheirItemsApart(width: Int, height: Int, items: Int) throws {
        let catalog = Self.series()
        let browse = BrowseHarness(catalog, width: width, height: height)
        browse.press(.character("f"))
        let (layout, grid, range) = (browse.state.layout, browse.state.layout.grid, browse.state.gallery.pageRange)
        #expect(range.count == items)
        #expect(grid.cardWidth >= BrowseLayout.minimumCardWidth)
        let page = try catalog.summaries(browse.state.filter, offset: range.lowerBound, limit: range.count)
        for (slot, summary) in page.enumerated() {
            let origin = grid.origin(ofSlot: slot)
            let (x, y) = (layout.cards.x + origin.x, layout.cards.y + origin.y)
            let lines = (y..<(y + layout.cardHeight)).map { line in
                String(Array(browse.session.frame.line(line))[x..<(x + grid.cardWidth)]).trimmingCharacters(
                    in: .whitespaces)
            }
            let volume = String(
                summary.title.split(separator: ":")[0].split(separator: " ").suffix(2).joined(separator: " "))
            #expect(lines.dropLast().filter { !$0.isEmpty }.count == 2, "\(lines)")
            #expect(lines.dropLast().joined(separator: " ").contains(volume + ":"), "\(lines)")
            #expect(
                lines.last?.hasPrefix("Ada Smith") == true && lines.last?.contains(summary.date ?? "?") == true,
                "\(lines)")
            #expect(lines.last?.hasSuffix("★") == summary.isFavourite, "\(lines)")
        }
        #expect(page.first?.isFavourite == true)
    }

    /// A record that names no composer: its card claims nothing (its title may name one), and the composers pane and
    /// the details call it one thing, which is what it is; the pane's first entry says that it counts items.
    @Test func labelsSayWhatTheCatalogHolds() {
        let catalog = MemoryCatalog([
            (title: "Harbour lights / music by Ada Smith", composer: "", year: 1910),
            (title: "Bright march", composer: "Ann Able", year: 1900),
        ])
        let browse = BrowseHarness(catalog)
        #expect(!browse.screen.lowercased().contains("unknown"), "\(browse.screen)")
        #expect(browse.screen.contains("No composer named"))
        #expect(browse.screen.contains("All items"))
        #expect(!browse.screen.contains("All composers"))
        browse.press(.right, .enter)
        #expect(browse.screen.contains("none named"), "\(browse.screen)")
        #expect(!browse.screen.lowercased().contains("unknown"))
    }

    /// A full date gives its year alone, so that the composer keeps the card's room; other dates stay as catalogued.
    @Test func aCardGivesAFullDatesYear() {
        func summary(_ date: String?) -> ItemSummary {
            ItemSummary(
                identifier: "x", title: "T", composers: [], date: date, decade: Decade(startYear: 2010),
                isFavourite: false)
        }
        #expect(Labels.cardDate(summary("2014-12-11")) == "2014")
        #expect(Labels.cardDate(summary("2015-05-14T00:00:00Z")) == "2015")
        #expect(Labels.cardDate(summary("[ca. 1916]")) == "[ca. 1916]")
        #expect(Labels.cardDate(summary("1984")) == "1984")
        #expect(Labels.cardDate(summary(nil)) == "2010s")
    }
}
