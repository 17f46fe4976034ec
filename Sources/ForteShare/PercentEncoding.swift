/// Percent-encoding of UTF-8 (RFC 3986) for the parts of a `mailto:` URI (RFC 6068).
enum PercentEncoding {
    /// Characters a `mailto:` address may keep: unreserved, `@`, and RFC 6068's `some-delims`
    /// (`,` separates addresses). Everything else, `<`, `>`, `%`, `?` and `&` included, is encoded.
    static let addressCharacters = Set("!$'()*+,;:@".utf8)

    static func encode(_ text: String, keeping kept: Set<UInt8> = []) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if isUnreserved(byte) || kept.contains(byte) {
                encoded.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}

private extension String {
    var leftPadded: String { count < 2 ? "0" + self : self }
}
