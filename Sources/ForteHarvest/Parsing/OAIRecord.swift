import ForteCatalog

/// The header of an OAI-PMH record.
public struct OAIHeader: Sendable, Hashable {
    public var identifier: String
    public var datestamp: String
    public var setSpecs: [String]
    public var isDeleted: Bool  // status="deleted"

    public init(identifier: String = "", datestamp: String = "", setSpecs: [String] = [], isDeleted: Bool = false) {
        self.identifier = identifier
        self.datestamp = datestamp
        self.setSpecs = setSpecs
        self.isDeleted = isDeleted
    }
}

/// One record as its end tag arrives.
public struct OAIRecord: Sendable, Hashable {
    public enum Metadata: Sendable, Hashable {
        case dublinCore(DublinCore)  // oai_dc, or MARCXML or MODS mapped to it
        case xml(String)  // any other prefix: the <metadata> child serialised, for export
    }
    public var header: OAIHeader
    public var metadata: Metadata?  // nil for deleted records and ListIdentifiers

    public init(header: OAIHeader, metadata: Metadata? = nil) {
        self.header = header
        self.metadata = metadata
    }
}
