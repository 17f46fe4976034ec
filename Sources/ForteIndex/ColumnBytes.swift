import ForteCatalog

/// Text and record values to bind, back to back in one buffer: a prepared page's columns.
///
/// The store binds each value in place, where binding a `String` made SQLite copy it, and a page is
/// one buffer to free rather than a dozen strings an item.
struct ColumnBytes: Sendable {
    private var bytes: [UInt8] = []

    init() {}

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ value: String) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: value.utf8)
        return start..<bytes.count
    }

    /// The values as `JoinedValues` keeps them in one column.
    mutating func appendJoined(_ values: some Sequence<String>) -> Range<Int> {
        let start = bytes.count
        JoinedValues.append(values, to: &bytes)
        return start..<bytes.count
    }

    /// `RoleWords` of the creators.
    mutating func appendRoleWords(of creators: [Creator]) -> Range<Int> {
        let start = bytes.count
        RoleWords.append(of: creators, to: &bytes)
        return start..<bytes.count
    }

    /// The facets' values, as `FacetColumn` keeps them.
    mutating func appendFacets(_ values: [Facet: [FacetValue]]) -> Range<Int> {
        let start = bytes.count
        FacetColumn.append(values, to: &bytes)
        return start..<bytes.count
    }

    mutating func appendRecord(of item: Item) -> Range<Int> {
        let start = bytes.count
        RecordCoding.encode(item, into: &bytes)
        return start..<bytes.count
    }

    /// Appends the integers, eight bytes each, least significant first.
    mutating func append(littleEndian integers: some Collection<Int64>) -> Range<Int> {
        let start = bytes.count
        // Room made once, each integer stored into it: appended eight bytes at a time, the places' chunks cost a list
        // build several times as many instructions.
        bytes.append(contentsOf: repeatElement(0, count: integers.count * 8))
        bytes.withUnsafeMutableBytes { buffer in
            for (offset, integer) in integers.enumerated() {
                buffer.storeBytes(of: integer.littleEndian, toByteOffset: start + offset * 8, as: Int64.self)
            }
        }
        return start..<bytes.count
    }

    /// Lends the bytes to `DirectStatement`, which binds them in place for the length of one call.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes(body)
    }
}
