/// An `<error code="...">` a repository answered with (HTTP 200, as OAI-PMH has it).
public struct OAIProtocolError: Error, Sendable, Hashable {
    public var code: String  // noRecordsMatch, badResumptionToken, badArgument, ...
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}
