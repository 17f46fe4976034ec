/// One record of a catalog: a score, as a repository describes it.
///
/// An item is keyed by its OAI identifier within its source (the repository
/// it was harvested from). Derived fields (display title, sort title, decade,
/// composers, web link) are computed from `metadata` by pure functions in this
/// module, never stored by hand.
public struct Item: Sendable, Hashable, Codable {
    /// The OAI identifier, e.g. `oai:nla.gov.au:nla.mus-an12345`.
    public var identifier: String
    /// The record's datestamp as the repository gave it (`YYYY-MM-DD` or `YYYY-MM-DDThh:mm:ssZ`).
    public var datestamp: String
    /// The sets the record belongs to.
    public var setSpecs: [String]
    /// The name of the source (harvested repository) the item came from.
    public var source: String
    /// The Dublin Core description.
    public var metadata: DublinCore

    public init(
        identifier: String, datestamp: String = "", setSpecs: [String] = [], source: String = "",
        metadata: DublinCore = DublinCore()
    ) {
        self.identifier = identifier
        self.datestamp = datestamp
        self.setSpecs = setSpecs
        self.source = source
        self.metadata = metadata
    }
}
