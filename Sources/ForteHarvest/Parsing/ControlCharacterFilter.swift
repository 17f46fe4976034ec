/// Replaces the C0 control characters XML forbids (all but TAB, LF and CR) before libxml2 sees them: real
/// catalogs contain them, and one should not fail a harvest. Each becomes `marker`, which the response builder
/// takes out of every value again, so that the characters are dropped from text, while an identifier that held
/// one is known and its record refused (`a\0b` and `ab` must not become one item). In UTF-8 (and single-byte
/// encodings) these bytes never occur inside another character, so replacing bytes replaces exactly those characters.
struct ControlCharacterFilter {
    /// U+FDD0 in UTF-8: a noncharacter, which Unicode keeps for a program's internal use and which XML allows in text.
    static let marker: [UInt8] = [0xEF, 0xB7, 0x90]

    private(set) var droppedCount = 0
    private var legalBytes: [UInt8] = []

    /// Calls `body` with the bytes of `chunk`, illegal ones replaced (`chunk` itself when all are legal), and whether
    /// this chunk or one before held any, so that markers may reach the builder.
    mutating func withLegalBytes<Result>(
        of chunk: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer, _ marked: Bool) throws -> Result
    ) rethrows -> Result {
        guard let firstIllegal = Self.firstIllegalIndex(in: chunk) else { return try body(chunk, droppedCount > 0) }
        legalBytes.removeAll(keepingCapacity: true)
        legalBytes.append(contentsOf: chunk[..<firstIllegal])
        for byte in chunk[firstIllegal...] {
            if Self.isIllegal(byte) {
                droppedCount += 1
                legalBytes.append(contentsOf: Self.marker)
            } else {
                legalBytes.append(byte)
            }
        }
        return try legalBytes.withUnsafeBytes { try body($0, true) }
    }

    /// `bytes` without markers: a copy only when it holds one.
    static func removingMarkers<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        var copy = Array(bytes)
        guard copy.contains(marker[0]) else { return copy }
        let kept = copy.withUnsafeMutableBytes { removeMarkers(from: $0) }
        copy.removeLast(copy.count - kept)
        return copy
    }

    /// Takes every marker out of `bytes`, in place; returns how many bytes are left.
    static func removeMarkers(from bytes: UnsafeMutableRawBufferPointer) -> Int {
        var kept = 0, index = 0
        while index < bytes.count {
            if bytes[index] == marker[0], index + 2 < bytes.count, bytes[index + 1] == marker[1],
                bytes[index + 2] == marker[2]
            {
                index += 3
                continue
            }
            bytes[kept] = bytes[index]
            kept += 1
            index += 1
        }
        return kept
    }

    /// Every byte of every response passes here, so it looks at eight at a time: a word with no byte
    /// below 0x20 (most words, since only line ends and tabs are) needs no closer look.
    private static func firstIllegalIndex(in chunk: UnsafeRawBufferPointer) -> Int? {
        var index = 0
        while index + 8 <= chunk.count {
            let word = chunk.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0,
                let illegal = (index..<index + 8).first(where: { isIllegal(chunk[$0]) })
            {
                return illegal
            }
            index += 8
        }
        return (index..<chunk.count).first { isIllegal(chunk[$0]) }
    }

    private static func isIllegal(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }
}
