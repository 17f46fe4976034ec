/// What one response may hold before the builder refuses it: the bounds that keep a sync's memory
/// within reach whatever a server sends (see docs/ARCHITECTURE.md, "Bounded memory").
extension ResponseBuilder {
    /// Deeper than any OAI-PMH response needs, and below libxml2's own limit (256), so the refusal is ours to word.
    static let maxDepth = 200
    /// The most a record, a page's records together, or the rest of a response may hold: far above any catalog's,
    /// and memory stays bounded when a hostile document floods one with values.
    static let sizeLimit = 32 << 20
    /// The most values a record may give one element (its creators, its subjects): real records give up to a few
    /// hundred, and what a record's values become (names, facets, search terms) grows with each. Those past it are
    /// left out with a warning naming the record.
    static let maxValues = 2_000
    /// The most records a page may hold: real repositories send 10 to 1,000 a page, and a harvest holds a
    /// page's records until the page ends (a hostile page of a million took hundreds of MB: docs/PERFORMANCE.md,
    /// "Hostile limits").
    static let maxRecords = 50_000
    /// What a record takes besides its values (its header and arrays), for `OAIResponse.recordsSize`.
    static let recordOverhead = 256
    /// What an element of a MARCXML or MODS record counts for towards `sizeLimit` besides its text: about what
    /// reading it may keep (a name, a subfield).
    static let cataloguedElementCost = 128
}
