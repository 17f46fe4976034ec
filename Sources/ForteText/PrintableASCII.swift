/// Printable ASCII, most catalog text: a column a byte, nothing to make visible. Checked on the bytes, so that text
/// that is all of it skips breaking into characters and scalars.
enum PrintableASCII {
    static func holds(_ text: some StringProtocol) -> Bool {
        let isPrintable = { (byte: UInt8) in (0x20..<0x7F).contains(byte) }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) }
            ?? text.utf8.allSatisfy(isPrintable)
    }
}
