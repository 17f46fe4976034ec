import ForteCatalog

/// The whole item as the `record` column stores it, in `ValueEncoding`'s form: its identifier,
/// datestamp, sets and source, then its Dublin Core as `DublinCore.encoded` keeps it, element after
/// element in Dublin Core's order.
///
/// Exact for any text, equal items encode to equal bytes (so a repeated page is recognised), and far
/// cheaper to write than JSON (docs/PERFORMANCE.md).
///
/// Each item row names the format of its record (`recordFormat`). A change to the form below (another
/// field, or the elements in another order) is a new format, which a record store migration converts to.
enum RecordCoding {
    static let format = 1

    /// The Dublin Core elements in the order format 1 keeps them: `DublinCore.encoded`'s order, which
    /// must stay this (RecordCodingTests holds it to it).
    static let elements = [
        "title", "creator", "subject", "description", "publisher", "contributor", "date", "type",
        "format", "identifier", "source", "language", "relation", "coverage", "rights",
    ]

    static func encode(_ item: Item) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(item, into: &bytes)
        return bytes
    }

    /// Appends the item's encoding to `bytes`.
    static func encode(_ item: Item, into bytes: inout [UInt8]) {
        ValueEncoding.append(item.identifier, to: &bytes)
        ValueEncoding.append(item.datestamp, to: &bytes)
        ValueEncoding.append(item.setSpecs, to: &bytes)
        ValueEncoding.append(item.source, to: &bytes)
        bytes.append(contentsOf: item.metadata.encoded)
    }

    /// Nil for bytes that are not an encoded item (a damaged file).
    static func decode(_ bytes: [UInt8]) -> Item? {
        bytes.withUnsafeBytes(decode)
    }

    /// Decodes in place (a column's bytes, say); nil for bytes that are not an encoded item.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> Item? {
        var reader = ValueEncoding.Reader(bytes: bytes)
        do throws(ValueEncoding.Malformed) {
            var item = Item(identifier: try reader.text())
            item.datestamp = try reader.text()
            item.setSpecs = try reader.texts()
            item.source = try reader.text()
            guard let metadata = DublinCore(encoded: UnsafeRawBufferPointer(rebasing: bytes[reader.offset...])) else {
                return nil
            }
            item.metadata = metadata
            return item
        } catch {
            return nil
        }
    }

    /// Where the values of one Dublin Core element (`element` counts in `elements`) lie in an encoded item,
    /// read without decoding the rest; nil for bytes that are not an encoded item.
    static func valueRanges(ofElement element: Int, in bytes: UnsafeRawBufferPointer) -> ValueRanges? {
        var reader = ValueEncoding.Reader(bytes: bytes)
        do throws(ValueEncoding.Malformed) {
            try reader.skipText()
            try reader.skipText()
            try reader.skipTexts()
            try reader.skipText()
            for _ in 0..<element { try reader.skipTexts() }
            let count = try reader.count()
            let values = reader
            for _ in 0..<count { try reader.skipText() }
            return ValueRanges(reader: values, remaining: count)
        } catch {
            return nil
        }
    }

    /// An element's values as ranges of the item's bytes, checked when found and read again one by one: the full-text
    /// index reads four elements of every item it takes, and an array for each would cost every item it indexes.
    struct ValueRanges: Sequence, IteratorProtocol {
        fileprivate var reader: ValueEncoding.Reader
        private(set) var remaining: Int

        mutating func next() -> Range<Int>? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            // `valueRanges` read them all once: they are well formed.
            return (try? reader.textRange()) ?? 0..<0
        }
    }
}
