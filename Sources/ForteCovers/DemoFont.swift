import Foundation

/// The demo covers' lettering: capitals, figures and the punctuation of titles, five by seven dots, as a
/// printer's display type (built in, so drawing a cover needs no font on the machine).
enum DemoFont {
    static let width = 5
    static let height = 7
    /// Dots between letters, and between lines.
    static let spacing = 1
    static let leading = 3

    /// The rows of dots of `character`, each the low five bits (the leftmost dot the highest); a box for
    /// a character the font has not (a Japanese title, say): shown missing, not silently dropped.
    static func rows(_ character: Character) -> [UInt8] {
        glyphs[character] ?? glyphs["□"]!
    }

    /// What the font can set of `text`: capitals with their accents taken off (`Sérénade` → `SERENADE`),
    /// typographer's quotes and inverted marks as the plain ones, flats and sharps spelled out as the old covers
    /// did (`D♭` → `D FLAT`), whitespace as one space.
    static func setting(_ text: String) -> String {
        let plain = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil).uppercased()
        var set = ""
        for character in plain {
            let mapped: String = switch character {
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
            "□": "##### #...# #...# #...# #...# #...# #####",
        ]
        return drawn.mapValues { rows in
            rows.split(separator: " ").map { row in row.reduce(0) { $0 << 1 | ($1 == "#" ? 1 : 0) } }
        }
    }()
}
