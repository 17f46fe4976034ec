import Foundation

/// The demo covers' lettering: capitals, figures and the punctuation of titles, five by seven dots, as a
/// printer's display type (built in, so drawing a cover needs no font on the machine).
enum DemoFont {
    static let width = 5
    static let height = 7
    /// Dots between letters, and between lines.
    static let spacing = 1
    static let leading = 3

    /// The rows of dots of `character`'s letter, each the low five bits (the leftmost dot the highest), its accents
    /// aside (`accents`); a box for a character the font has not (a Japanese title, say): shown missing, not
    /// silently dropped.
    static func rows(_ character: Character) -> [UInt8] {
        glyphs[character] ?? glyphs[Character(letter(of: character))] ?? glyphs["□"]!
    }

    /// The accents `character` bears that the font draws, each as its rows of dots and the row of the letter's they
    /// start at: above the capital, in the leading between lines (`É` is `E` with `´` at rows -2 and -1), or below
    /// its baseline (a cedilla).
    static func accents(_ character: Character) -> [(row: Int, rows: [UInt8])] {
        guard glyphs[character] == nil else { return [] }
        return String(character).decomposedStringWithCanonicalMapping.unicodeScalars.dropFirst().compactMap { mark in
            marks[mark.value].map { (row: mark.value == 0x327 ? height : -2, rows: $0) }
        }
    }

    /// The letter an accented character is set on: its first scalar, once the accents are taken apart.
    private static func letter(of character: Character) -> Unicode.Scalar {
        String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? " "
    }

    /// What the font can set of `text`: capitals, with their accents (`Sérénade` → `SÉRÉNADE`), typographer's quotes
    /// and inverted marks as the plain ones, flats and sharps spelled out as the old covers did (`D♭` → `D FLAT`),
    /// whitespace as one space.
    static func setting(_ text: String) -> String {
        let plain = text.folding(options: [.widthInsensitive], locale: nil).uppercased()
        var set = ""
        for character in plain {
            let mapped: String =
                switch character {
                case "♭": " FLAT"
                case "♯": " SHARP"
                case "‘", "’", "`", "´": "'"
                case "“", "”", "„", "«", "»": "\""
                case "¿": "?"
                case "¡": "!"
                case "–", "—", "‐": "-"
                case "…": "."
                default: character.isWhitespace ? " " : String(character)
                }
            set += mapped
        }
        return set
    }

    private static let glyphs: [Character: [UInt8]] = {
        let drawn: [Character: String] = [
            "A": ".###. #...# #...# ##### #...# #...# #...#", "B": "####. #...# #...# ####. #...# #...# ####.",
            "C": ".###. #...# #.... #.... #.... #...# .###.", "D": "####. #...# #...# #...# #...# #...# ####.",
            "E": "##### #.... #.... ####. #.... #.... #####", "F": "##### #.... #.... ####. #.... #.... #....",
            "G": ".###. #...# #.... #.### #...# #...# .####", "H": "#...# #...# #...# ##### #...# #...# #...#",
            "I": ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.", "J": "..### ...#. ...#. ...#. ...#. #..#. .##..",
            "K": "#...# #..#. #.#.. ##... #.#.. #..#. #...#", "L": "#.... #.... #.... #.... #.... #.... #####",
            "M": "#...# ##.## #.#.# #.#.# #...# #...# #...#", "N": "#...# #...# ##..# #.#.# #..## #...# #...#",
            "O": ".###. #...# #...# #...# #...# #...# .###.", "P": "####. #...# #...# ####. #.... #.... #....",
            "Q": ".###. #...# #...# #...# #.#.# #..#. .##.#", "R": "####. #...# #...# ####. #.#.. #..#. #...#",
            "S": ".#### #.... #.... .###. ....# ....# ####.", "T": "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
            "U": "#...# #...# #...# #...# #...# #...# .###.", "V": "#...# #...# #...# #...# #...# .#.#. ..#..",
            "W": "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.", "X": "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
            "Y": "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..", "Z": "##### ....# ...#. ..#.. .#... #.... #####",
            "0": ".###. #...# #..## #.#.# ##..# #...# .###.", "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
            "2": ".###. #...# ....# ...#. ..#.. .#... #####", "3": "####. ....# ....# .###. ....# ....# ####.",
            "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.", "5": "##### #.... ####. ....# ....# #...# .###.",
            "6": "..##. .#... #.... ####. #...# #...# .###.", "7": "##### ....# ...#. ..#.. .#... .#... .#...",
            "8": ".###. #...# #...# .###. #...# #...# .###.", "9": ".###. #...# #...# .#### ....# ...#. .##..",
            // The decade's `s` (1920s): the one small letter.
            "s": "..... ..... .#### #.... .###. ....# ####.",
            " ": "..... ..... ..... ..... ..... ..... .....", ".": "..... ..... ..... ..... ..... .##.. .##..",
            ",": "..... ..... ..... ..... .##.. ..#.. .#...", "'": "..#.. ..#.. .#... ..... ..... ..... .....",
            "\"": ".#.#. .#.#. .#.#. ..... ..... ..... .....", "-": "..... ..... ..... .###. ..... ..... .....",
            "&": ".##.. #..#. #.#.. .#... #.#.# #..#. .##.#", "!": "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..",
            "?": ".###. #...# ....# ...#. ..#.. ..... ..#..", ":": "..... .##.. .##.. ..... .##.. .##.. .....",
            ";": "..... .##.. .##.. ..... .##.. ..#.. .#...", "(": "...#. ..#.. .#... .#... .#... ..#.. ...#.",
            ")": ".#... ..#.. ...#. ...#. ...#. ..#.. .#...", "/": "....# ...#. ...#. ..#.. .#... .#... #....",
            "□": "##### #...# #...# #...# #...# #...# #####", "Ø": ".###. #..## #..## #.#.# ##..# ##..# .###.",
        ]
        return drawn.mapValues(dots)
    }()

    /// The combining marks the font draws, by scalar, two rows each: grave, acute, circumflex, tilde, macron, dot
    /// above, diaeresis, ring, caron, cedilla.
    private static let marks: [UInt32: [UInt8]] = [
        0x300: ".#... ..#..", 0x301: "...#. ..#..", 0x302: "..#.. .#.#.", 0x303: ".##.# #.##.", 0x304: ".###. .....",
        0x307: "..#.. .....", 0x308: ".#.#. .....", 0x30A: "..#.. .#.#.", 0x30C: ".#.#. ..#..", 0x327: "..#.. .##..",
    ].mapValues(dots)

    /// `.###.` rows, space apart, as bits.
    private static func dots(_ rows: String) -> [UInt8] {
        rows.split(separator: " ").map { row in row.reduce(0) { $0 << 1 | ($1 == "#" ? 1 : 0) } }
    }
}
