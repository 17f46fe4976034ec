import Testing

@testable import ForteText

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("abc", 3),
        ("日本語", 6),
        ("한국어", 6),
        ("ｆｕｌｌ", 8),
        ("e\u{301}", 1),  // e + combining acute
        ("Dvor\u{30C}a\u{301}k", 6),  // combining caron and acute
        ("👍", 2),
        ("👍🏽", 2),  // with a skin-tone modifier
        ("👨‍👩‍👧", 2),  // a ZWJ family
        ("🇦🇺", 2),  // a flag
        ("❤️", 2),  // text heart with emoji presentation
        ("♪", 1),
        ("␛[2J", 4),  // control pictures, as VisibleText writes them
        ("", 0),
    ])
    func widths(text: String, columns: Int) {
        #expect(TextWidth.of(text) == columns)
    }

    @Test(arguments: [
        ("Nocturne in E flat", 10, "Nocturne …"),
        ("short", 10, "short"),
        ("日本語の歌曲", 7, "日本語…"),  // a wide character that would cross the edge is left out
        ("日本語の歌曲", 8, "日本語…"),
        ("abc", 1, "…"),
        ("abc", 0, ""),
    ])
    func truncation(text: String, width: Int, expected: String) {
        let cut = TextWidth.truncate(text, to: width)
        #expect(cut == expected)
        #expect(TextWidth.of(cut) <= width)
    }

    @Test func boundedCutsByScalarsToWhatTheColumnsCanShow() {
        #expect(TextWidth.bounded("Waltzing Matilda", to: 2) == "Waltzing Matilda")
        let long = String(repeating: "x", count: 7_000_000)
        #expect(TextWidth.bounded(long, to: 40) == String(repeating: "x", count: 40 * TextWidth.scalarsPerColumn) + "…")
        // One character, a letter under thousands of marks, is cut between its scalars.
        let marked = "e" + String(repeating: "\u{301}", count: 5_000)
        #expect(TextWidth.bounded(marked, to: 10).unicodeScalars.count == 10 * TextWidth.scalarsPerColumn + 1)
        #expect(TextWidth.bounded(marked, to: 0) == "…")
    }

    @Test func fitPadsToExactWidth() {
        #expect(TextWidth.fit("日本", to: 6) == "日本  ")
        #expect(TextWidth.of(TextWidth.fit("A very long title indeed", to: 9)) == 9)
    }

    @Test func wrapStopsAtItsLastLineAndCutsIt() {
        #expect(TextWidth.wrap("the quick brown fox jumps", to: 10, maxLines: 2) == ["the quick", "brown fox…"])
        #expect(TextWidth.wrap(String(repeating: "w", count: 1_000), to: 4, maxLines: 3) == ["wwww", "wwww", "www…"])
        #expect(TextWidth.wrap("the quick", to: 10, maxLines: 1) == ["the quick"])
        #expect(TextWidth.wrap("abc", to: 4, maxLines: 0) == [])
    }

    @Test func wrapBreaksAtSpacesAndInsideLongWords() {
        #expect(TextWidth.wrap("the quick brown fox", to: 10) == ["the quick", "brown fox"])
        #expect(TextWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWidth.wrap("日本語の歌", to: 4) == ["日本", "語の", "歌"])
    }
}
