/// The verb a response answers, named by the element that holds its answer.
public enum OAIVerb: String, Sendable, Hashable {
    case identify = "Identify", listMetadataFormats = "ListMetadataFormats", listSets = "ListSets"
    case listIdentifiers = "ListIdentifiers", listRecords = "ListRecords", getRecord = "GetRecord"
}
