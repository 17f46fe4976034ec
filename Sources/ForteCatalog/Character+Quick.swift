/// `isLetter` and `isNumber` with ASCII decided by the byte: the Unicode properties look every character up in
/// tables, which cost the facet derivations, word by word, more than the rest of their reading.
extension Character {
    var isLetterQuick: Bool {
        guard let ascii = asciiValue else { return isLetter }
        return (0x61...0x7A).contains(ascii | 0x20)
    }

    var isNumberQuick: Bool {
        guard let ascii = asciiValue else { return isNumber }
        return (0x30...0x39).contains(ascii)
    }
}
