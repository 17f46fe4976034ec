/// A record in a metadata format other than `oai_dc`, kept as the XML of its `<metadata>` child so `forte export` can give it back.
public struct RawRecord: Sendable, Hashable {
    public var identifier: String
    public var datestamp: String
    public var metadataPrefix: String
    public var xml: String

    public init(identifier: String, datestamp: String, metadataPrefix: String, xml: String) {
        self.identifier = identifier
        self.datestamp = datestamp
        self.metadataPrefix = metadataPrefix
        self.xml = xml
    }
}
