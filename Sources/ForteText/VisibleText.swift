/// Catalog text made safe for a terminal: characters that act instead of showing become visible.
/// ESC, BEL, CR, LF and the other C0 controls show as their Unicode control pictures (`␛[2J`),
/// DEL as `␡`, and C1 controls, invisible format characters and line separators as `<U+202E>`.
///
/// Invisible format characters are Unicode's general category Cf: bidi overrides, embeddings,
/// isolates and marks (U+202A–202E, U+2066–2069, U+200E/F, U+061C), which reorder what a line
/// seems to say; zero-width space, word joiner, BOM and tags (U+200B, U+2060–2064, U+FEFF,
/// U+E0000–E007F), which hide text; and the soft hyphen (U+00AD), which terminals disagree on
/// drawing, so its width is unknown. Only the joiners U+200C/U+200D are kept, between two
/// non-ASCII characters: there they spell Persian and Indic words and join emoji, and ASCII
/// never needs them.
///
/// Every path that prints catalog text (list, show, search, sources, errors,
/// the browse screen) goes through this.
public enum VisibleText {
    public static func escaping(_ text: String) -> String {
        guard !showsAsIs(text), text.unicodeScalars.contains(where: isHidden) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F:
                result.append("\u{2421}")
            case 0x200C...0x200D where joins(scalars, at: index):
                result.append(scalar)
            case _ where isHidden(scalar):
                result.append(
                    contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))>"
                        .unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether the text's UTF-8 bytes tell it needs no escape, without breaking it into scalars: printable ASCII, the
    /// letters of the Latin to Armenian blocks (U+00A0–U+05FF, but the soft hyphen) and the dashes and quotes of
    /// U+2010–U+2027 (the en dash of a life date, in most names of people); false says only to look scalar by scalar.
    private static func showsAsIs(_ text: String) -> Bool {
        var text = text
        // A String's bytes are valid UTF-8: a lead byte has its continuation bytes after it.
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case 0x20..<0x7F: index += 1
                case 0xC2 where bytes[index + 1] >= 0xA0 && bytes[index + 1] != 0xAD: index += 2
                case 0xC3...0xD7: index += 2
                case 0xE2 where bytes[index + 1] == 0x80 && (0x90...0xA7).contains(bytes[index + 2]): index += 3
                default: return false
                }
            }
            return true
        }
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F: false
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        default: scalar.properties.generalCategory == .format
        }
    }

    /// Whether the joiner at `index` sits between two visible non-ASCII characters.
    private static func joins(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0, index + 1 < scalars.count else { return false }
        return [scalars[index - 1], scalars[index + 1]].allSatisfy { neighbour in
            neighbour.value > 0x7F && !isHidden(neighbour) && !neighbour.properties.isWhitespace
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
