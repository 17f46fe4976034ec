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

    /// The ids of a chunk of places, `base` plus each of `steps`, as `ChunkCoding` keeps them.
    mutating func appendChunk(of steps: some Collection<UInt32>, from base: Int64) -> Range<Int> {
        let start = bytes.count
        ChunkCoding.append(steps, from: base, to: &bytes)
        return start..<bytes.count
    }

    /// Lends the bytes to `DirectStatement`, which binds them in place for the length of one call.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes(body)
    }
}
