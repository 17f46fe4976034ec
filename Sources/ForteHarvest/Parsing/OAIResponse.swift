/// Everything in a response except the records, known once the document has ended.
public struct OAIResponse: Sendable, Hashable {
    public var responseDate: String?
    /// The verb the response answers; nil when it holds no answer (only errors, or nothing at all).
    public var verb: OAIVerb?
    public var errors: [OAIProtocolError]  // <error> elements (HTTP 200)
    public var resumptionToken: ResumptionToken?  // nil: no token element at all
    public var identity: RepositoryIdentity?
    public var metadataFormats: [MetadataFormat]
    public var sets: [OAISet]
    public var recordCount: Int  // records (and ListIdentifiers headers) seen
    /// About the memory the records take, in bytes: their values and a fixed amount for each.
    public var recordsSize: Int
    public var droppedControlCharacters: Int  // illegal XML characters removed before parsing
    /// Records left out because their identifier held an illegal control character (`a\0b` is not `ab`).
    public var refusedRecords: Int
    /// The places on the page (from 1) of records left out because they have no identifier, or an empty one.
    public var unidentifiedRecords: [Int]
    /// The identifiers of records that gave an element more values than a record may (`ResponseBuilder.maxValues`),
    /// kept without the rest.
    public var shortenedRecords: [String]

    public init(
        responseDate: String? = nil, verb: OAIVerb? = nil, errors: [OAIProtocolError] = [],
        resumptionToken: ResumptionToken? = nil,
        identity: RepositoryIdentity? = nil, metadataFormats: [MetadataFormat] = [], sets: [OAISet] = [],
        recordCount: Int = 0, recordsSize: Int = 0, droppedControlCharacters: Int = 0,
        refusedRecords: Int = 0, unidentifiedRecords: [Int] = [], shortenedRecords: [String] = []
    ) {
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
        self.unidentifiedRecords = unidentifiedRecords
        self.shortenedRecords = shortenedRecords
    }
}
