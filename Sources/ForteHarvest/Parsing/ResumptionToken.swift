/// A list response's `<resumptionToken>`: the token that fetches the next page, and what the server says of the list.
public struct ResumptionToken: Sendable, Hashable {
    public var value: String  // "" = the list is complete
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
