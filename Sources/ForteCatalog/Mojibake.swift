/// Text that was UTF-8, read by some step of a catalogue's export as Windows-1252 (or Latin-1) and written out as UTF-8
/// again: `PogÃ¡ny, Willy` for `Pogány, Willy`, `De Takacs, AndrÃ© C.` on 30 items, 34 people's names in the
/// University of South Carolina's catalogue. Read back as the UTF-8 its characters' bytes were.
///
/// Only text every character of which is one such a reading makes, whose bytes are UTF-8 with a character beyond
/// ASCII: text as it should be stays as it is (`Pogány`: `á` alone is no UTF-8; `Dvořák`: `ř` is no such character).
enum Mojibake {
    static func repairing(_ text: String) -> String {
        // Most text is ASCII, which no such reading changes.
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value <= 0xFF {
                bytes.append(UInt8(scalar.value))
            } else if let byte = windows1252[scalar.value] {
                bytes.append(byte)
            } else {
                return text
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? text
    }

    /// The characters Windows-1252 reads bytes 0x80–0x9F as (Latin-1 reads them as controls), by character.
    private static let windows1252: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
        0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
        0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
        0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]
}
