/// One `<metadataFormat>` of `ListMetadataFormats`.
public struct MetadataFormat: Sendable, Hashable {
    public var prefix, schema, namespace: String

    public init(prefix: String = "", schema: String = "", namespace: String = "") {
        self.prefix = prefix
        self.schema = schema
        self.namespace = namespace
    }
}
