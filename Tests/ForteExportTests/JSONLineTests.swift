import ForteExport
import Foundation
import Testing

@Suite struct JSONLineTests {
    /// Every control character, quotes, backslashes, slashes, and text beyond ASCII.
    static let awkward =
        (0..<0x20).map { String(Unicode.Scalar($0)!) } + [
            "\"", "\\", "/", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "日本", "🎻", "\u{2028}", "\u{202E}",
            "plain", "", "a\u{1B}[2Jb",
        ]

    @Test(arguments: awkward)
    func aStringIsWhatJSONEncoderWritesWithDELAndC1Escaped(text: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var expected = String(decoding: try encoder.encode([text]), as: UTF8.self)
        for code in 0x7F...0x9F {
            expected = expected.replacing(String(Unicode.Scalar(code)!), with: "\\u00" + String(code, radix: 16))
        }
        #expect(JSONLine.write { $0.strings([text]) } == expected)
    }

    @Test func noControlCharacterIsLeftRaw() {
        let line = JSONLine.write { $0.strings(Self.awkward) }
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func objectsAndArraysNestWithCommasBetweenValuesOnly() {
        let line = JSONLine.write { json in
            json.object {
                $0.field("a", 1)
                $0.key("b")
                $0.array {
                    $0.object { $0.field("c", true) }
                    $0.object { _ in }
                    $0.string(nil)
                }
                $0.field("d", [String]())
                $0.field("e", "x" as String?)
                $0.key("f")
                $0.objects([1, 2]) { $0.field("n", $1) }
            }
        }
        #expect(line == #"{"a":1,"b":[{"c":true},{},null],"d":[],"e":"x","f":[{"n":1},{"n":2}]}"#)
    }
}
