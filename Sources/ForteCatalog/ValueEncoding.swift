/// Texts kept back to back in one buffer: a number as a LEB128 varint, a text as its UTF-8 length and
/// bytes, a list as its count and texts. The form of `DublinCore.encoded`, and of the index's records
/// (an item's other fields, then its Dublin Core: ForteIndex's `RecordCoding`), which keep a record's Dublin Core
/// as it is held rather than encode it again. Package-wide, not public: the domain speaks in values.
///
/// Exact for any text (a control character in a value is just a byte), and equal values encode to
/// equal bytes.
package enum ValueEncoding {
    package static func append(_ number: Int, to bytes: inout [UInt8]) {
        var number = UInt(number)
        while number >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: number) | 0x80)
            number >>= 7
        }
        bytes.append(UInt8(number))
    }

    package static func append(_ text: String, to bytes: inout [UInt8]) {
        append(text.utf8.count, to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    package static func append(_ texts: [String], to bytes: inout [UInt8]) {
        append(texts.count, to: &bytes)
        for text in texts { append(text, to: &bytes) }
    }

    /// Bytes that are not in this form: a damaged file, say.
    package struct Malformed: Error {}

    /// Reads what `append` wrote, from `offset` on.
    package struct Reader {
        package let bytes: UnsafeRawBufferPointer
        package private(set) var offset: Int

        package init(bytes: UnsafeRawBufferPointer, offset: Int = 0) {
            self.bytes = bytes
            self.offset = offset
        }

        package var isAtEnd: Bool { offset == bytes.count }

        package mutating func number() throws(Malformed) -> Int {
            var number = 0
            var shift = 0
            while offset < bytes.count, shift < 63 {
                let byte = bytes[offset]
                offset += 1
                number |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return number }
                shift += 7
            }
            throw Malformed()
        }

        /// Where the next text lies in `bytes`.
        package mutating func textRange() throws(Malformed) -> Range<Int> {
            let length = try number()
            guard length <= bytes.count - offset else { throw Malformed() }
            defer { offset += length }
            return offset..<offset + length
        }

        package mutating func text() throws(Malformed) -> String {
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[try textRange()]), as: UTF8.self)
        }

        /// The count of a list, checked against what is left: each text takes at least a byte, so a
        /// larger count is damage, not a reason to allocate.
        package mutating func count() throws(Malformed) -> Int {
            let count = try number()
            guard count <= bytes.count - offset else { throw Malformed() }
            return count
        }

        package mutating func texts() throws(Malformed) -> [String] {
            let count = try count()
            var texts: [String] = []
            texts.reserveCapacity(count)
            for _ in 0..<count { texts.append(try text()) }
            return texts
        }

        package mutating func skipText() throws(Malformed) {
            _ = try textRange()
        }

        package mutating func skipTexts() throws(Malformed) {
            for _ in 0..<(try count()) { try skipText() }
        }
    }
}
