public struct ResumptionToken: Sendable, Hashable {
    public var value: String            // "" = the list is complete
    public var completeListSize: Int?
    public var cursor: Int?
    public var expirationDate: String?

    public init(value: String, completeListSize: Int? = nil, cursor: Int? = nil, expirationDate: String? = nil) {
        self.value = value
        self.completeListSize = completeListSize
        self.cursor = cursor
        self.expirationDate = expirationDate
    }
}

public struct OAIProtocolError: Error, Sendable, Hashable {
    public var code: String             // noRecordsMatch, badResumptionToken, badArgument, ...
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}

public struct RepositoryIdentity: Sendable, Hashable {   // Identify
    public var repositoryName: String
    public var baseURL: String
    public var protocolVersion: String
    public var earliestDatestamp: String
    public var deletedRecord: String    // no | transient | persistent
    public var granularity: String      // YYYY-MM-DD | YYYY-MM-DDThh:mm:ssZ
    public var adminEmails: [String]

    public init(repositoryName: String = "", baseURL: String = "", protocolVersion: String = "", earliestDatestamp: String = "",
                deletedRecord: String = "", granularity: String = "", adminEmails: [String] = []) {
        self.repositoryName = repositoryName
        self.baseURL = baseURL
        self.protocolVersion = protocolVersion
        self.earliestDatestamp = earliestDatestamp
        self.deletedRecord = deletedRecord
        self.granularity = granularity
        self.adminEmails = adminEmails
    }
}

public struct MetadataFormat: Sendable, Hashable {
    public var prefix, schema, namespace: String

    public init(prefix: String = "", schema: String = "", namespace: String = "") {
        self.prefix = prefix
        self.schema = schema
        self.namespace = namespace
    }
}

public struct OAISet: Sendable, Hashable {
    public var spec, name: String

    public init(spec: String = "", name: String = "") {
        self.spec = spec
        self.name = name
    }
}

/// The verb a response answers, named by the element that holds its answer.
public enum OAIVerb: String, Sendable, Hashable {
    case identify = "Identify", listMetadataFormats = "ListMetadataFormats", listSets = "ListSets"
    case listIdentifiers = "ListIdentifiers", listRecords = "ListRecords", getRecord = "GetRecord"
}

/// Everything in a response except the records, known once the document has ended.
public struct OAIResponse: Sendable, Hashable {
    public var responseDate: String?
    /// The verb the response answers; nil when it holds no answer (only errors, or nothing at all).
    public var verb: OAIVerb?
    public var errors: [OAIProtocolError]    // <error> elements (HTTP 200)
    public var resumptionToken: ResumptionToken?   // nil: no token element at all
    public var identity: RepositoryIdentity?
    public var metadataFormats: [MetadataFormat]
    public var sets: [OAISet]
    public var recordCount: Int              // records (and ListIdentifiers headers) seen
    /// About the memory the records take, in bytes: their values and a fixed amount for each.
    public var recordsSize: Int
    public var droppedControlCharacters: Int // illegal XML characters removed before parsing
    /// Records left out because their identifier held an illegal control character (`a\0b` is not `ab`).
    public var refusedRecords: Int

    public init(responseDate: String? = nil, verb: OAIVerb? = nil, errors: [OAIProtocolError] = [], resumptionToken: ResumptionToken? = nil,
                identity: RepositoryIdentity? = nil, metadataFormats: [MetadataFormat] = [], sets: [OAISet] = [],
                recordCount: Int = 0, recordsSize: Int = 0, droppedControlCharacters: Int = 0,
                refusedRecords: Int = 0) {
        self.responseDate = responseDate
        self.verb = verb
        self.errors = errors
        self.resumptionToken = resumptionToken
        self.identity = identity
        self.metadataFormats = metadataFormats
        self.sets = sets
        self.recordCount = recordCount
        self.recordsSize = recordsSize
        self.droppedControlCharacters = droppedControlCharacters
        self.refusedRecords = refusedRecords
    }
}
