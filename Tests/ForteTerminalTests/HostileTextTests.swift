import ForteText
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// Catalog text of megabytes is cut to what the screen can show before it is measured or made visible, so that
/// every key does not go through all of it (issue 47).
struct HostileTextTests {
    /// One character 7 MB long: a letter under 3.5 million combining marks, one column wide. Measured whole, it fits
    /// anywhere, so only a cut made before measuring shows (as `…`).
    static let hugeCharacter = "Q" + String(repeating: "\u{301}", count: 3_500_000)

    @Test func aTitleAndAComposerOfMegabytesAreCutBeforeTheyAreMeasured() {
        let catalog = MemoryCatalog([(title: Self.hugeCharacter, composer: Self.hugeCharacter, year: 1900)])
        let browse = BrowseHarness(catalog)
        // What is drawn is bounded by the screen: a few marks a cell at most, not millions.
        #expect(browse.screen.unicodeScalars.count < 80 * 24 * 2 * TextWidth.scalarsPerColumn)
        // Read without the marks left on the letters: each place shows the letter and the cut.
        let lines = browse.screen.split(separator: "\n").map { String($0.unicodeScalars.filter { $0 != "\u{301}" }) }
        #expect(browse.visibleTitles.map { String($0.unicodeScalars.filter { $0 != "\u{301}" }) } == ["Q…"])
        // The card's composer line, the status line's composer and the composers pane.
        #expect(lines.contains { $0.contains("Q…") && $0.contains("1900") && !$0.contains("Item") })
        #expect(lines.last?.contains("1900s · Q…") == true)
        #expect(lines.contains { $0.hasPrefix(" Q… ") })
    }

    @Test func aDescriptionOfMegabytesGivesTheDetailViewAHundredLinesAtMost() throws {
        let catalog = MemoryCatalog([(title: "Waltz", composer: "Ann Able", year: 1900)])
        catalog.describe(itemAt: 0, [String(repeating: "la ", count: 2_500_000)])
        let browse = BrowseHarness(catalog)
        browse.press(.enter)
        let below = try #require(browse.screen.split(separator: "\n").first { $0.contains("more lines") })
        let count = try #require(Int(below.filter(\.isNumber)))
        #expect(count > 50 && count <= DetailView.linesOfAValue)
        #expect(browse.screen.contains("↓"))
    }

    /// A title of megabytes without a space: the detail view's lines of it are the hundred it shows, the last cut, and
    /// are laid out once, when the item opens, not at every key that scrolls them.
    @Test func aTitleOfMegabytesIsLaidOutOnceInAHundredLines() throws {
        let catalog = MemoryCatalog([
            (title: "A" + String(repeating: "W", count: 7 << 20), composer: "Ann Able", year: 1900)
        ])
        let browse = BrowseHarness(catalog)
        browse.press(.enter)
        let page = try #require(browse.session.detailPage)
        let titleLines = page.lines.prefix { $0.label == "Title" || $0.label.isEmpty }
        #expect(titleLines.count == DetailView.linesOfAValue)
        #expect(titleLines.last?.text.hasSuffix("…") == true)
        #expect(page.heading.utf8.count < 80 * TextWidth.scalarsPerColumn + 4)
        browse.press(.down)
        #expect(browse.session.detailPage?.lines == page.lines)
    }
}
