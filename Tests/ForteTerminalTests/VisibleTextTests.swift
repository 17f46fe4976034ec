import ForteTerminal
import Testing

@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("plain title", "plain title"),
        ("\u{1B}[2JCleared", "␛[2JCleared"),
        ("bell\u{07}", "bell␇"),
        ("line\r\nbreak", "line␍␊break"),
        ("\u{1B}]52;c;cGF3bmVk\u{07}", "␛]52;c;cGF3bmVk␇"),
        ("tab\there", "tab␉here"),
        ("del\u{7F}", "del␡"),
        ("c1\u{9B}31m", "c1<U+009B>31m"),
        ("Māori “quotes” 日本", "Māori “quotes” 日本"),
    ])
    func controlCharactersBecomeVisible(input: String, expected: String) {
        #expect(VisibleText.escaping(input) == expected)
    }

    @Test func noControlCharacterSurvives() {
        let all = String(String.UnicodeScalarView((0...0x9F).compactMap(Unicode.Scalar.init)))
        let escaped = VisibleText.escaping(all)
        #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}
