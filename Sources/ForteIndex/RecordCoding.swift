import ForteCatalog

/// The whole item as the `record` column stores it: every string as its UTF-8 length (a LEB128
/// varint) and bytes, every list as its count and strings, in `Item`'s field order and Dublin
/// Core's element order.
///
/// Exact for any text (a control character in a value is just a byte), equal items encode to equal
/// bytes (so a repeated page is recognised), and about ten times cheaper to write than JSON.
enum RecordCoding {
    static func encode(_ item: Item) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(item, into: &bytes)
        return bytes
    }

    /// Appends the item's encoding to `bytes`.
    static func encode(_ item: Item, into bytes: inout [UInt8]) {
        append(item.identifier, to: &bytes)
        append(item.datestamp, to: &bytes)
        append(item.setSpecs, to: &bytes)
        append(item.source, to: &bytes)
        // Element by element, as `decode` reads them: a list of the fifteen cost each item an allocation.
        let dc = item.metadata
        append(dc.title, to: &bytes)
        append(dc.creator, to: &bytes)
        append(dc.subject, to: &bytes)
        append(dc.description, to: &bytes)
        append(dc.publisher, to: &bytes)
        append(dc.contributor, to: &bytes)
        append(dc.date, to: &bytes)
        append(dc.type, to: &bytes)
        append(dc.format, to: &bytes)
        append(dc.identifier, to: &bytes)
        append(dc.source, to: &bytes)
        append(dc.language, to: &bytes)
        append(dc.relation, to: &bytes)
        append(dc.coverage, to: &bytes)
        append(dc.rights, to: &bytes)
    }

    /// Nil for bytes that are not an encoded item (a damaged file).
    static func decode(_ bytes: [UInt8]) -> Item? {
        bytes.withUnsafeBytes(decode)
    }

    /// Decodes in place (a column's bytes, say); nil for bytes that are not an encoded item.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> Item? {
        var reader = Reader(bytes: bytes)
        do throws(Malformed) {
            var item = Item(identifier: try reader.string())
            item.datestamp = try reader.string()
            item.setSpecs = try reader.strings()
            item.source = try reader.string()
            item.metadata.title = try reader.strings()
            item.metadata.creator = try reader.strings()
            item.metadata.subject = try reader.strings()
            item.metadata.description = try reader.strings()
            item.metadata.publisher = try reader.strings()
            item.metadata.contributor = try reader.strings()
            item.metadata.date = try reader.strings()
            item.metadata.type = try reader.strings()
            item.metadata.format = try reader.strings()
            item.metadata.identifier = try reader.strings()
            item.metadata.source = try reader.strings()
            item.metadata.language = try reader.strings()
            item.metadata.relation = try reader.strings()
            item.metadata.coverage = try reader.strings()
            item.metadata.rights = try reader.strings()
            return reader.offset == bytes.count ? item : nil
        } catch {
            return nil
        }
    }

    /// Where the values of one Dublin Core element lie in an encoded item (`element` counts in
    /// `DublinCore.elementNames` order, title 0), read without decoding the rest; nil for bytes that are
    /// not an encoded item.
    static func valueRanges(ofElement element: Int, in bytes: UnsafeRawBufferPointer) -> [Range<Int>]? {
        var reader = Reader(bytes: bytes)
        do throws(Malformed) {
            try reader.skipString()
            try reader.skipString()
            try reader.skipStrings()
            try reader.skipString()
            for _ in 0..<element { try reader.skipStrings() }
            let count = try reader.number()
            guard count <= bytes.count - reader.offset else { return nil }
            var ranges: [Range<Int>] = []
            for _ in 0..<count { ranges.append(try reader.stringRange()) }
            return ranges
        } catch {
            return nil
        }
    }

    private static func append(_ values: [String], to bytes: inout [UInt8]) {
        append(values.count, to: &bytes)
        for value in values { append(value, to: &bytes) }
    }

    private static func append(_ value: String, to bytes: inout [UInt8]) {
        append(value.utf8.count, to: &bytes)
        bytes.append(contentsOf: value.utf8)
    }

    private static func append(_ number: Int, to bytes: inout [UInt8]) {
        var number = UInt(number)
        while number >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: number) | 0x80)
            number >>= 7
        }
        bytes.append(UInt8(number))
    }

    private struct Malformed: Error {}

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        mutating func strings() throws(Malformed) -> [String] {
            let count = try number()
            // Each string takes at least a byte: a larger count is damage, not a reason to allocate.
            guard count <= bytes.count - offset else { throw Malformed() }
            var values: [String] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try string()) }
            return values
        }

        mutating func string() throws(Malformed) -> String {
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[try stringRange()]), as: UTF8.self)
        }

        mutating func skipStrings() throws(Malformed) {
            for _ in 0..<(try number()) { try skipString() }
        }

        mutating func skipString() throws(Malformed) {
            _ = try stringRange()
        }

        mutating func stringRange() throws(Malformed) -> Range<Int> {
            let length = try number()
            guard length <= bytes.count - offset else { throw Malformed() }
            defer { offset += length }
            return offset..<offset + length
        }

        mutating func number() throws(Malformed) -> Int {
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
    }
}
