// ForteHarvest's parsing API (branch `parser`, files under Sources/ForteHarvest/Parsing/).
// The sync engineer codes against exactly this; the parser engineer implements exactly this.
import ForteCatalog

/// The header of an OAI-PMH record.
public struct OAIHeader: Sendable, Hashable {
    public var identifier: String
    public var datestamp: String
    public var setSpecs: [String]
    public var isDeleted: Bool          // status="deleted"
}

/// One record as its end tag arrives.
public struct OAIRecord: Sendable, Hashable {
    public enum Metadata: Sendable, Hashable {
        case dublinCore(DublinCore)     // metadataPrefix oai_dc
        case xml(String)                // any other prefix: the <metadata> child serialised, for export
    }
    public var header: OAIHeader
    public var metadata: Metadata?      // nil for deleted records and ListIdentifiers
}

public struct ResumptionToken: Sendable, Hashable {
    public var value: String            // "" = the list is complete
    public var completeListSize: Int?
    public var cursor: Int?
    public var expirationDate: String?
}

public struct OAIProtocolError: Error, Sendable, Hashable {
    public var code: String             // noRecordsMatch, badResumptionToken, badArgument, ...
    public var message: String
}

public struct RepositoryIdentity: Sendable, Hashable {   // Identify
    public var repositoryName: String
    public var baseURL: String
    public var protocolVersion: String
    public var earliestDatestamp: String
    public var deletedRecord: String    // no | transient | persistent
    public var granularity: String      // YYYY-MM-DD | YYYY-MM-DDThh:mm:ssZ
    public var adminEmails: [String]
}
public struct MetadataFormat: Sendable, Hashable { public var prefix, schema, namespace: String }
public struct OAISet: Sendable, Hashable { public var spec, name: String }

/// Everything in a response except the records, known once the document has ended.
public struct OAIResponse: Sendable, Hashable {
    public var responseDate: String?
    public var errors: [OAIProtocolError]    // <error> elements (HTTP 200)
    public var resumptionToken: ResumptionToken?   // nil: no token element at all
    public var identity: RepositoryIdentity?
    public var metadataFormats: [MetadataFormat]
    public var sets: [OAISet]
    public var recordCount: Int              // records (and ListIdentifiers headers) seen
    public var droppedControlCharacters: Int // illegal XML characters removed before parsing
}

/// Why a document could not be parsed: not XML, not OAI-PMH, hostile (entities, DTD), too deep, invalid encoding.
public struct OAIParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String           // one line a user can act on, with line/column when known
}

/// A streaming OAI-PMH response parser on libxml2's SAX2 push parser.
/// Bytes go in as they arrive (libcurl's write callback, or chunks of a saved file);
/// each record is handed to `onRecord` as its </record> (or ListIdentifiers </header>) arrives.
public final class OAIResponseParser {
    public init(onRecord: @escaping (OAIRecord) throws -> Void) { fatalError() }
    /// Feeds the next chunk. Throws OAIParseError, or rethrows what onRecord threw.
    public func feed(_ bytes: UnsafeRawBufferPointer) throws { fatalError() }
    /// Ends the document and returns what it said besides records.
    public func finish() throws -> OAIResponse { fatalError() }
}

/// Saved responses (a file, or a directory of *.xml files read in name order) parsed through the same parser,
/// for `forte sync DIR` and the bundled catalog.
public enum SavedResponses {
    /// The response files at `path`, in order. Throws when the path does not exist or holds no .xml file.
    public static func files(at path: String) throws -> [String] { fatalError() }
    /// Parses one file in chunks, streaming records to onRecord.
    public static func parse(file: String, onRecord: (OAIRecord) throws -> Void) throws -> OAIResponse { fatalError() }
}
