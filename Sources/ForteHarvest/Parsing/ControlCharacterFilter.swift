/// Drops the C0 control characters XML forbids (all but TAB, LF and CR) before libxml2 sees them:
/// real catalogs contain them, and one should not fail a harvest. In UTF-8 (and single-byte encodings)
/// these bytes never occur inside another character, so dropping bytes drops exactly those characters.
struct ControlCharacterFilter {
    private(set) var droppedCount = 0
    private var legalBytes: [UInt8] = []

    /// Calls `body` with the bytes of `chunk` that XML allows: `chunk` itself when all are allowed.
    mutating func withLegalBytes<Result>(
        of chunk: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        guard let firstIllegal = Self.firstIllegalIndex(in: chunk) else { return try body(chunk) }
        legalBytes.removeAll(keepingCapacity: true)
        legalBytes.append(contentsOf: chunk[..<firstIllegal])
        for byte in chunk[firstIllegal...] {
            if Self.isIllegal(byte) { droppedCount += 1 } else { legalBytes.append(byte) }
        }
        return try legalBytes.withUnsafeBytes(body)
    }

    /// Every byte of every response passes here, so it looks at eight at a time: a word with no byte
    /// below 0x20 (most words, since only line ends and tabs are) needs no closer look.
    private static func firstIllegalIndex(in chunk: UnsafeRawBufferPointer) -> Int? {
        var index = 0
        while index + 8 <= chunk.count {
            let word = chunk.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0,
               let illegal = (index..<index + 8).first(where: { isIllegal(chunk[$0]) }) {
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
