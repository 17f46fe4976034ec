import ForteCatalog
import ForteText
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

@Suite struct BrowseScreenTests {
    static let hostile = [
        "\u{1B}[2J\u{1B}[HCleared screen",
        "\u{1B}]0;pwned title\u{07}Set title",
        "\u{1B}]52;c;cm0gLXJmIH4=\u{07}Clipboard",
        "\u{1B}[10;10HMoved cursor\u{1B}[31m",
        "C1 \u{9B}2J and bell\u{07}\r\n",
    ]

    static func hostileCatalog() -> MemoryCatalog {
        MemoryCatalog(hostile.map { (title: $0, composer: "Evil \u{1B}[5mComposer", year: 1900) })
    }

    /// Every screen that shows catalog text writes no ESC, BEL, CR, LF or C1 but the renderer's own sequences.
    @Test func catalogControlSequencesNeverReachTheTerminal() {
        let browse = BrowseHarness(Self.hostileCatalog(), width: 120, height: 40)
        browse.press(.tab, .down, .down, .tab)  // timeline and composers with the hostile composer
        browse.press(.tab, .enter, .right, .right, .escape)  // detail views
        browse.press(.character("/"))
        browse.type("e")  // search results
        browse.press(.enter, .character("n"), .character("o"))  // status line messages
        let foreign = browse.writtenWithoutOwnSequences
        let forbidden = foreign.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        #expect(forbidden.isEmpty, "raw control characters: \(forbidden.map { String($0.value, radix: 16) })")
        #expect(foreign.contains("␛]52;c;cm0gLXJmIH4=␇Clipb"))
        #expect(foreign.contains("Evil ␛[5mComposer"))
    }

    /// Bidi overrides, zero-width and other invisible format characters reach no screen raw, and
    /// their escapes are measured as drawn.
    @Test func invisibleFormatCharactersAreShownOnEveryScreen() {
        let catalog = MemoryCatalog([
            (title: "Waltz \u{202E}zlaw evoL", composer: "Smith\u{200B}\u{2066}, John", year: 1900),
            (title: "Tag\u{E0041}\u{FEFF}", composer: "Ann\u{200F}", year: 1910),
        ])
        let browse = BrowseHarness(catalog, width: 120, height: 40)
        #expect(browse.screen.contains("Waltz <U+202E>zlaw evoL"))
        for y in 0..<40 {
            #expect(TextWidth.of(browse.session.frame.line(y)) == 120, "row \(y)")
        }
        browse.press(.tab, .down, .down, .tab)  // timeline and composers
        browse.press(.tab, .enter, .right, .escape)  // detail views
        browse.press(.character("/"))
        browse.type("w")  // search results
        let formats = browse.writtenWithoutOwnSequences.unicodeScalars.filter {
            $0.properties.generalCategory == .format
        }
        #expect(formats.isEmpty, "raw format characters: \(formats.map { String($0.value, radix: 16) })")
        #expect(browse.writtenWithoutOwnSequences.contains("Smith<U+200B><U+2066>, John"))
        #expect(browse.writtenWithoutOwnSequences.contains("Tag<U+E0041><U+FEFF>"))
    }

    @Test func visibleEscapesAreMeasuredAsTheyAreDrawn() {
        let browse = BrowseHarness(Self.hostileCatalog(), width: 120, height: 40)
        for y in 0..<40 {
            #expect(TextWidth.of(browse.session.frame.line(y)) == 120)
        }
        #expect(browse.screen.contains("␛[2J␛[HCleared screen"))
    }

    @Test func wideAndCombiningTitlesStayInTheirCards() {
        let catalog = MemoryCatalog([
            (title: "日本の歌曲集 第一巻 さくら さくら 弥生の空は", composer: "山田耕筰", year: 1920),
            (
                title: "Dvor\u{30C}a\u{301}k Humoresque 🎻🎻🎻🎻🎻🎻🎻🎻🎻", composer: "Antoni\u{301}n Dvor\u{30C}a\u{301}k",
                year: 1894
            ),
            (
                title: "👨‍👩‍👧 Family 🇦🇺 song with a very long title that goes on past the two lines of its card",
                composer: "Ann", year: 1950
            ),
        ])
        let browse = BrowseHarness(catalog)
        for y in 0..<24 {
            #expect(TextWidth.of(browse.session.frame.line(y)) == 80, "row \(y)")
        }
        #expect(browse.screen.contains("日本の歌曲集"))
        #expect(browse.screen.contains("…"))
    }

    @Test func layoutAt80x24() {
        let browse = BrowseHarness(MemoryCatalog(count: 100))
        let grid = browse.state.layout.grid
        #expect(grid.columns == 2)
        #expect(grid.rows == 5)
        #expect(browse.visibleTitles.count == 10)
        #expect(browse.session.frame.line(0).contains("Timeline"))
        #expect(browse.screen.contains("Composers · All"))
        #expect(browse.statusLine.contains("Item 1 of 100 · 1900s · Ann Able"))
        #expect(browse.statusLine.contains("? keys"))
    }

    @Test func layoutAt300x60() {
        let browse = BrowseHarness(MemoryCatalog(count: 1000), width: 300, height: 60)
        let grid = browse.state.layout.grid
        // Wide screens get wider cards, not more narrow ones (issue 27, defect 9).
        #expect(grid.columns >= 6)
        #expect(grid.cardWidth >= 30)
        #expect(grid.rows >= 14)
        #expect(browse.visibleTitles.count == grid.pageSize)
        #expect(browse.state.layout.timeline.width == 34)
        for y in 0..<60 {
            #expect(TextWidth.of(browse.session.frame.line(y)) == 300)
        }
    }

    @Test func tooSmallATerminalSaysSo() {
        let browse = BrowseHarness(MemoryCatalog(count: 10), width: 30, height: 8)
        #expect(browse.screen.contains("forte needs 40×10 at least"))
        browse.resize(width: 80, height: 24)
        #expect(browse.visibleTitles.count == 10)
    }

    @Test func withoutColourTheSelectionIsReverseVideo() {
        let browse = BrowseHarness(MemoryCatalog(count: 10), colour: false)
        let written = String(decoding: browse.terminal.written, as: UTF8.self)
        #expect(!written.contains("38;5;"))
        #expect(!written.contains("48;5;"))
        #expect(written.contains("\u{1B}[0;7m"))
        #expect(Palette.forEnvironment(["NO_COLOR": "1"], colours: 256).selection == Style(reverse: true))
        #expect(Palette.forEnvironment([:], colours: 256).selection != Style(reverse: true))
        #expect(Palette.forEnvironment([:], colours: 0).selection == Style(reverse: true))
    }

    @Test func timelineBarsAreProportional() {
        #expect(TimelinePane.bar(100, of: 100, width: 4) == "████")
        #expect(TimelinePane.bar(50, of: 100, width: 4) == "██")
        #expect(TimelinePane.bar(1, of: 1_000_000, width: 4) == "▏")
        #expect(TimelinePane.bar(0, of: 100, width: 4) == "")
    }

    @Test func aKeyThatMovesTheSelectionWritesLittle() {
        let browse = BrowseHarness(MemoryCatalog(count: 100))
        let before = browse.terminal.written.count
        browse.press(.right)
        #expect(browse.terminal.written.count - before < 600)
    }
}
