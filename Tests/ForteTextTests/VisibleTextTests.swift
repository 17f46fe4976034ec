import ForteText
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

    @Test(arguments: [
        ("Waltz \u{202E}zlaw evoL", "Waltz <U+202E>zlaw evoL"),  // right-to-left override
        ("oai:x:1\u{200B}2", "oai:x:1<U+200B>2"),  // zero width space
        ("\u{2067}abc\u{2069}", "<U+2067>abc<U+2069>"),  // right-to-left isolate
        ("\u{200E}left\u{200F}right\u{061C}", "<U+200E>left<U+200F>right<U+061C>"),
        ("\u{FEFF}BOM\u{2060}joined", "<U+FEFF>BOM<U+2060>joined"),
        ("ISBN 9781\u{AD}4799", "ISBN 9781<U+00AD>4799"),  // soft hyphen
        ("tag\u{E0041}\u{E007F}", "tag<U+E0041><U+E007F>"),  // hidden tag letters
        ("one\u{2028}two\u{2029}", "one<U+2028>two<U+2029>"),  // line and paragraph separators
        ("A\u{200D}B \u{200C}x", "A<U+200D>B <U+200C>x"),  // joiners next to ASCII or spaces
        ("\u{200D}\u{200D}", "<U+200D><U+200D>"),
        ("می\u{200C}خواهم", "می\u{200C}خواهم"),  // a Persian word keeps its non-joiner
        ("👨\u{200D}👩\u{200D}👧", "👨\u{200D}👩\u{200D}👧"),  // an emoji family keeps its joiners
    ])
    func invisibleFormatCharactersBecomeVisible(input: String, expected: String) {
        #expect(VisibleText.escaping(input) == expected)
    }

    /// Around the blocks whose bytes are read without Unicode's tables (U+0080–U+05FF, U+2000–U+206F), each scalar
    /// between letters is escaped exactly when it is a control, a separator of lines or a format character.
    @Test func theScalarsReadByTheirBytesAreEscapedExactlyWhenHidden() {
        for value in Array(0x80...0x5FF) + Array(0x2000...0x206F) {
            let scalar = Unicode.Scalar(value)!
            let hidden =
                (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                || scalar.properties.generalCategory == .format
            let text = "a\(scalar)b"
            #expect((VisibleText.escaping(text) != text) == hidden, "U+\(String(value, radix: 16))")
        }
    }

    /// Every format character (Unicode category Cf), alone or between letters, shows as an escape.
    @Test func noInvisibleFormatCharacterSurvives() {
        let format = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { $0.properties.generalCategory == .format }
        #expect(format.count > 150)
        for scalar in format {
            for text in ["\(scalar)", "a\(scalar)b", "é\(scalar)\(scalar)é"] {
                let escaped = VisibleText.escaping(text)
                #expect(
                    !escaped.unicodeScalars.contains { $0.properties.generalCategory == .format },
                    "U+\(String(scalar.value, radix: 16)) in \(text.debugDescription): \(escaped.debugDescription)")
            }
        }
    }
}
