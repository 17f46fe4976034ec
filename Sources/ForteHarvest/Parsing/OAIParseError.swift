import CLibXML2

/// Why a document could not be parsed: not XML, not OAI-PMH, hostile (entities, DTD), too deep, invalid encoding.
public struct OAIParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String  // one line a user can act on, with line/column when known
    /// The document went past a bound forte sets (size, count, depth): a server gone wrong, not a wrong URL.
    public internal(set) var exceedsLimit = false

    init(_ description: String) {
        self.description = description
    }

    /// A reason found at a place in the document.
    init(_ reason: String, line: Int, column: Int = 0) {
        let place = line <= 0 ? "" : column <= 0 ? " (line \(line))" : " (line \(line), column \(column))"
        self.init(reason + place)
    }

    static let endsEarly = "not an OAI-PMH response: the document ends early"
    static let invalidInDeclaredEncoding = "not an OAI-PMH response: the text is not valid in the encoding it declares"
    static let empty = OAIParseError("not an OAI-PMH response: the document is empty")

    /// libxml2's report of a fatal error, in words a user can act on.
    init(libxml2 error: xmlError) {
        let message = error.message.map { String(cString: $0) } ?? ""
        let firstLine = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "unknown error"
        let reason: String
        switch xmlParserErrors(UInt32(error.code)) {
        case XML_ERR_DOCUMENT_EMPTY:  // libxml2's words for "no '<' where the document should start"
            reason = "not an OAI-PMH response: the document is not XML"
        case XML_ERR_INVALID_CHAR where message.hasPrefix("Input is not proper UTF-8"),
            XML_ERR_INVALID_ENCODING:
            reason = "not an OAI-PMH response: the text is not valid UTF-8"
        default:
            reason = "not well-formed XML: \(firstLine)"
        }
        self.init(reason, line: Int(error.line), column: Int(error.int2))
    }
}
