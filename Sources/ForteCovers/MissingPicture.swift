/// Why an item shows no picture, in the few words a card's place for one holds.
public enum MissingPicture: Error, Sendable, Hashable, CustomStringConvertible {
    /// The record links to none, and its source's rule gives none.
    case notLinked
    /// The server's name was not found: most often, no network.
    case offline
    /// The server did not answer in time, refused the connection or broke it off.
    case unreachable
    /// HTTP 404 or 410.
    case notFound
    /// Another HTTP status: 403, 500, …
    case refused(status: Int)
    /// A link forte does not follow: TLS that fails, redirects too many or into the user's network, too long a link.
    case notFollowed
    /// A link into the user's own network, from a catalog on the internet.
    case privateAddress
    /// What came is not a JPEG or PNG image, or one forte does not decode (damaged, too large, …).
    case notAPicture
    /// The cover cache could not keep it (a full or read-only disk).
    case notKept

    /// Why a fetch failed, in a card's words.
    public init(_ failure: CoverFailure) {
        switch failure.kind {
        case .status(let status): self = status == 404 || status == 410 ? .notFound : .refused(status: status)
        case .notPicture: self = .notAPicture
        case .cannotKeep: self = .notKept
        case .retryTooLate: self = .unreachable
        case .privateAddress: self = .privateAddress
        case .linkTooLong: self = .notFollowed
        case .transfer(let kind):
            switch kind {
            case .cannotResolve: self = .offline
            case .tls, .redirects, .privateRedirect: self = .notFollowed
            case .privateAddress: self = .privateAddress
            case .badResponse, .tooLarge: self = .notAPicture
            case .cannotConnect, .timedOut, .tookTooLong, .connectionLost, .other: self = .unreachable
            }
        }
    }

    public var description: String {
        switch self {
        case .notLinked: "no picture"
        case .offline: "picture unavailable offline"
        case .unreachable: "picture's server not answering"
        case .notFound: "picture not found"
        case .refused(let status): "picture refused (HTTP \(status))"
        case .notFollowed: "picture's link not followed"
        case .privateAddress: "picture on a private address, not fetched"
        case .notAPicture: "link is not a picture forte reads"
        case .notKept: "picture not kept: the cache cannot write"
        }
    }
}
