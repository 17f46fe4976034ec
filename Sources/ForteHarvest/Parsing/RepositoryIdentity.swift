/// What `Identify` says of a repository.
public struct RepositoryIdentity: Sendable, Hashable {  // Identify
    public var repositoryName: String
    public var baseURL: String
    public var protocolVersion: String
    public var earliestDatestamp: String
    public var deletedRecord: String  // no | transient | persistent
    public var granularity: String  // YYYY-MM-DD | YYYY-MM-DDThh:mm:ssZ
    public var adminEmails: [String]

    public init(
        repositoryName: String = "", baseURL: String = "", protocolVersion: String = "", earliestDatestamp: String = "",
        deletedRecord: String = "", granularity: String = "", adminEmails: [String] = []
    ) {
        self.repositoryName = repositoryName
        self.baseURL = baseURL
        self.protocolVersion = protocolVersion
        self.earliestDatestamp = earliestDatestamp
        self.deletedRecord = deletedRecord
        self.granularity = granularity
        self.adminEmails = adminEmails
    }
}
