/// Scans of a text's UTF-8 bytes as one buffer. The UTF-8 views' own `contains` and `split` walk them
/// index by index, at many instructions a byte: too dear for parsing every item's composers
/// (docs/PERFORMANCE.md, "Parsing and derived fields").
extension StringProtocol {
    /// The text's UTF-8 as one buffer: its own storage, or a copy where it has none (a bridged string).
    func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        return try Array(utf8).withUnsafeBufferPointer(body)
    }

    func utf8Contains(_ byte: UInt8) -> Bool {
        withUTF8Buffer { $0.contains(byte) }
    }

    func utf8Contains(where predicate: (UInt8) -> Bool) -> Bool {
        withUTF8Buffer { $0.contains(where: predicate) }
    }

    /// Where the first `byte` (an ASCII one) is.
    func utf8FirstIndex(of byte: UInt8) -> Index? {
        withUTF8Buffer { $0.firstIndex(of: byte) }.map { utf8.index(startIndex, offsetBy: $0) }
    }

    /// Where the last `byte` (an ASCII one) is.
    func utf8LastIndex(of byte: UInt8) -> Index? {
        withUTF8Buffer { $0.lastIndex(of: byte) }.map { utf8.index(startIndex, offsetBy: $0) }
    }

    /// The text between each `separator` byte outside parentheses, an ASCII one (so that every part is whole
    /// scalars), empty parts included: `Masse, W., editor (Soil Systems, Inc.)` is three parts.
    func utf8SplitOutsideParentheses(separator: UInt8) -> [SubSequence] {
        func part(_ start: Int, _ end: Int) -> SubSequence {
            self[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
        }
        var parts: [SubSequence] = []
        // Room for a heading's usual parts (surname, forenames, dates, relator) at once: grown part by part, the
        // array cost parsing a heading more instructions.
        parts.reserveCapacity(4)
        var start = 0
        withUTF8Buffer { bytes in
            var depth = 0
            for offset in bytes.indices {
                switch bytes[offset] {
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"): depth = Swift.max(depth - 1, 0)
                case separator where depth == 0:
                    parts.append(part(start, offset))
                    start = offset + 1
                default: break
                }
            }
            parts.append(part(start, bytes.count))
        }
        return parts
    }
}

extension String {
    /// Whether `other`'s bytes stand in the text's: a filter typed over tens of thousands of names a key (Foundation's
    /// `contains` compares them as UTF-16, many times dearer).
    public func utf8Contains(_ other: String) -> Bool {
        withUTF8Buffer { text in
            other.withUTF8Buffer { wanted in
                guard let first = wanted.first else { return true }
                guard text.count >= wanted.count else { return false }
                for start in 0...(text.count - wanted.count) where text[start] == first {
                    if (1..<wanted.count).allSatisfy({ text[start + $0] == wanted[$0] }) { return true }
                }
                return false
            }
        }
    }
}

extension StringProtocol {
    /// The runs of bytes `isWordByte` accepts (ASCII ones), if the text is all ASCII; nil if it is not, where
    /// letters and digits are Unicode's to say. Split by Character, a word at a time, they cost a note's reading
    /// most of its instructions.
    package func asciiWords(where isWordByte: (UInt8) -> Bool) -> [SubSequence]? {
        withUTF8Buffer { bytes -> [SubSequence]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var words: [SubSequence] = []
            var start: Int?
            for offset in 0...bytes.count {
                let isWord = offset < bytes.count && isWordByte(bytes[offset])
                if isWord, start == nil { start = offset }
                if !isWord, let first = start {
                    let wordStart = utf8.index(startIndex, offsetBy: first)
                    words.append(self[wordStart..<utf8.index(startIndex, offsetBy: offset)])
                    start = nil
                }
            }
            return words
        }
    }
}

/// Whether an ASCII byte is a letter (either case) or a digit.
package func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte)
}

/// `A`–`Z` made `a`–`z`; every other byte as it is.
package func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
}
