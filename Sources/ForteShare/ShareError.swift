/// Why an email could not be made from the addresses given.
public enum ShareError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A `--to` or `--from` value held a line break or another control character, which
    /// could add headers to the message.
    case controlCharacterInAddress(header: String)
    /// A `--to` or `--from` value that is no address: a space in it, no `@`, nothing at all (`bad address`).
    case notAnAddress(header: String, text: String)
    /// A mailbox outside ASCII (`jörg@example.com`) cannot be written in a plain RFC 5322 header.
    case nonASCIIMailbox(header: String)

    public var description: String {
        switch self {
        case .controlCharacterInAddress(let header):
            "the \(header) address contains a line break or control character; give one address on one line, "
                + "e.g. --\(header.lowercased()) 'Ann Smith <ann@example.com>'"
        case .notAnAddress(let header, let text):
            "the \(header) address \"\(text.prefix(200))\" is not an address; give one such as ann@example.com, "
                + "or 'Ann Smith <ann@example.com>'"
        case .nonASCIIMailbox(let header):
            "the \(header) mailbox is not ASCII; a name may be (Jörg <jorg@example.com>) but the address itself must be"
        }
    }
}
