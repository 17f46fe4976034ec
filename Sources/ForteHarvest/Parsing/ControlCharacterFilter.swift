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
        guard let firstIllegal = chunk.firstIndex(where: Self.isIllegal) else { return try body(chunk) }
        legalBytes.removeAll(keepingCapacity: true)
        legalBytes.append(contentsOf: chunk[..<firstIllegal])
        for byte in chunk[firstIllegal...] {
            if Self.isIllegal(byte) { droppedCount += 1 } else { legalBytes.append(byte) }
        }
        return try legalBytes.withUnsafeBytes(body)
    }

    private static func isIllegal(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }
}
