/// One response: its records and everything else it said.
public struct OAIPage: Sendable {
    public var records: [OAIRecord]
    public var response: OAIResponse
}
