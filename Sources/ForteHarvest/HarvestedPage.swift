/// One page of a harvest, in order, with where the harvest stands after it.
public struct HarvestedPage: Sendable {
    public var records: [OAIRecord]
    /// What fetches the next page; nil when this page ends the harvest.
    public var nextToken: String?
    /// `responseDate` of the harvest's first page: the next incremental harvest's `from` once this one completes.
    public var harvestStart: String
    /// The harvest's `from` (nil: the whole list), kept to restart it when a token expires.
    public var from: String?
    public var completeListSize: Int?
}

/// Where a harvest begins: afresh, or after the last page a previous run applied.
public enum HarvestStart: Sendable, Hashable {
    case fresh(from: String?)
    case resume(token: String, harvestStart: String, from: String?)
}
