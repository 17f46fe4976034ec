import CCurl

/// A transfer that failed below HTTP: no connection, a reset, a stall, a deadline, TLS, too many redirects, a response
/// forte cannot read or too large to take.
public struct HTTPError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case cannotResolve, cannotConnect, timedOut, tookTooLong, connectionLost, tls, redirects, privateRedirect,
            privateAddress, badResponse, tooLarge, other
    }
    public var kind: Kind
    public var url: String
    /// What happened: libcurl's own words, or forte's for the limits it sets.
    public var detail: String

    public init(kind: Kind, url: String, detail: String) {
        self.kind = kind
        self.url = url
        self.detail = detail
    }

    init(code: CURLcode, url: String, detail: String) {
        self.init(kind: Self.kind(of: code, detail: detail), url: url, detail: detail)
    }

    /// Worth another attempt: the network or the server may recover.
    public var isTransient: Bool {
        switch kind {
        case .timedOut, .connectionLost: true
        // A response over the whole-response deadline would take as long again.
        case .tookTooLong: false
        // Refused is almost always a wrong URL or a server that is down for longer than a retry waits.
        case .cannotConnect, .cannotResolve, .tls, .redirects, .privateRedirect, .privateAddress, .badResponse,
            .tooLarge, .other:
            false
        }
    }

    /// What a person can do about it that a command line words as an option to change: the executable words it so
    /// (`description(wording:)`), and `description` in the transfer's own words.
    public enum Remedy: Sendable {
        /// Allow a response more time.
        case longerTimeLimit

        /// In the transfer's own words.
        public var words: String {
            switch self {
            case .longerTimeLimit: "allow it more time"
            }
        }
    }

    public var description: String {
        description { $0.words }
    }

    /// The description with its remedy worded by `words`.
    public func description(wording words: (Remedy) -> String) -> String {
        let url = shownURL
        return switch kind {
        case .cannotResolve: "cannot reach \(url): \(detail) (is the host name right?)"
        case .cannotConnect: "cannot reach \(url): \(detail) (is the URL right, is the server up?)"
        case .timedOut: "\(url) stopped answering: \(detail) (try again later)"
        case .tookTooLong:
            "\(url) did not finish its response in \(detail) (if the repository is only slow, \(words(.longerTimeLimit)))"
        case .connectionLost: "the connection to \(url) broke off: \(detail) (try again later)"
        case .tls: "no secure connection to \(url): \(detail) (check the certificate or the system clock)"
        case .redirects: "\(url) redirects too often or to an insecure URL: \(detail) (use the final https URL)"
        case .privateRedirect:
            "\(url) redirects to \(detail): forte follows a repository on the internet only to public addresses (if you trust the target, give its URL yourself)"
        case .privateAddress:
            "\(url) leads to \(detail): forte follows links from a repository on the internet only to public addresses"
        case .badResponse: "\(url) sent a response forte cannot read: \(detail) (report it to the repository)"
        case .tooLarge:
            "the response from \(url) is larger than \(detail) after decompression (a compression bomb or an oversized page; report it to the repository)"
        case .other: "cannot fetch \(url): \(detail)"
        }
    }

    /// The URL as a message shows it: a resumption token can make it megabytes long.
    private var shownURL: String {
        url.utf8.count <= 300 ? url : "\(url.prefix(300))… (\(url.utf8.count) bytes)"
    }

    private static func kind(of code: CURLcode, detail: String) -> Kind {
        switch code {
        // libcurl 7.88 reports headers over its 300 KB as a receive error (CURLE_TOO_LARGE came in 8.6).
        case CURLE_RECV_ERROR where detail.hasPrefix("Too large response headers"): .badResponse
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .cannotResolve
        case CURLE_COULDNT_CONNECT: .cannotConnect
        case CURLE_OPERATION_TIMEDOUT: .timedOut
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING: .connectionLost
        case CURLE_BAD_CONTENT_ENCODING, CURLE_WEIRD_SERVER_REPLY: .badResponse
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE:
            .tls
        case CURLE_TOO_MANY_REDIRECTS, CURLE_UNSUPPORTED_PROTOCOL: .redirects
        default: .other
        }
    }
}
