import ForteCatalog

/// The elements the builder knows, as it keeps them on its stack of open elements.
extension ResponseBuilder {
    /// An element whose text is a value.
    enum Field {
        case responseDate, errorMessage, resumptionToken
        case identifier, datestamp, setSpec
        case repositoryName, baseURL, protocolVersion, earliestDatestamp, deletedRecord, granularity, adminEmail
        case metadataPrefix, schema, metadataNamespace
        case setSpecOfSet, setName
    }

    enum Element {
        case root, verb(OAIVerb), record, header, metadata, dublinCore, metadataFormat, set
        case field(Field)
        case dublinCoreValue(DublinCore.Element)
        case foreign  // inside non-Dublin-Core metadata: written back out as XML
        case catalogued  // inside a MARCXML or MODS record: read into Dublin Core
        case ignored
    }
}
