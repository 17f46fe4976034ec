import CCurl

/// Why a message was not sent. `isTemporary` failures may succeed later (a cron job's exit 75); `isBadSettings`
/// ones need the user to change a setting or an address first.
public struct SMTPError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The server answered 4xx: not now.
        case refusedForNow
        /// The server answered 5xx: not ever, as asked.
        case refused
        /// A server URL, a file or a setting that cannot be used.
        case badSettings
        /// An envelope address that would break the conversation (a line break, a space).
        case badAddress
        /// The password command failed.
        case credentials
        /// Credentials would leave this machine, and the server offers no STARTTLS.
        case noEncryption
        case cannotResolve, cannotConnect, timedOut, connectionLost, tls, other
    }
    public var kind: Kind
    /// The server's URL, as the settings gave it.
    public var server: String
    /// The server's own one-line reply (`550 5.1.1 No such user`), libcurl's words, or forte's.
    public var detail: String

    public init(kind: Kind, server: String, detail: String) {
        self.kind = kind
        self.server = server
        self.detail = detail
    }

    public var isTemporary: Bool {
        switch kind {
        case .refusedForNow, .timedOut, .connectionLost: true
        case .refused, .badSettings, .badAddress, .credentials, .noEncryption, .cannotResolve, .cannotConnect, .tls,
            .other:
            false
        }
    }

    public var isBadSettings: Bool { kind == .badSettings || kind == .badAddress }

    public var description: String {
        switch kind {
        case .refusedForNow: "\(server) did not take the message for now: \(detail) (it was not sent; try again later)"
        case .refused: "\(server) refused the message: \(detail)"
        case .badSettings, .badAddress: detail
        case .credentials: "\(detail); the message was not sent"
        case .noEncryption:
            "\(server) offers no STARTTLS, and forte sends a password to another host only encrypted "
                + "(use smtps://, or a server that offers STARTTLS)"
        case .cannotResolve: "cannot reach \(server): \(detail) (is the host name right?)"
        case .cannotConnect: "cannot reach \(server): \(detail) (is the URL right, is the server up?)"
        case .timedOut: "\(server) stopped answering: \(detail) (try again later; a slow server needs a longer timeout)"
        case .connectionLost: "the connection to \(server) broke off: \(detail) (try again later)"
        case .tls:
            "no secure connection to \(server): \(detail) (check the certificate, or name its CA with FORTE_SMTP_CA)"
        case .other: "cannot send through \(server): \(detail)"
        }
    }

    /// The failure libcurl reports when no reply of the server's explains it.
    init(code: CURLcode, server: String, detail: String) {
        let kind: Kind =
            switch code {
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .cannotResolve
            case CURLE_COULDNT_CONNECT: .cannotConnect
            case CURLE_OPERATION_TIMEDOUT: .timedOut
            case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING: .connectionLost
            case CURLE_USE_SSL_FAILED: .noEncryption
            case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
                CURLE_SSL_CACERT_BADFILE:
                .tls
            default: .other
            }
        self.init(kind: kind, server: server, detail: detail)
    }
}
