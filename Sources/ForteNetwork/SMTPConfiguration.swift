/// How forte sends mail: the server, the credentials, the certificates to trust, and the limits that bound a
/// server that stalls or never stops talking.
public struct SMTPConfiguration: Sendable {
    public var server: SMTPServerURL
    public var credentials: SMTPCredentials = .none
    /// A PEM file of the certificate authorities to trust instead of the system's (a server with its own CA).
    public var caFile: String?
    /// Seconds for the whole conversation, connecting included: an endless greeting ends here. It caps the
    /// connect and stall timeouts too.
    public var timeout = SMTPConfiguration.defaultTimeout
    public static let defaultTimeout = 120
    /// Seconds to establish a connection.
    public var connectTimeout = 30
    /// Seconds a server may leave a reply waiting, or send nothing at all.
    public var stallTimeout = 60
    /// Whether the server is this machine, the one place credentials may go unencrypted; a test stands a loopback
    /// server in for another host here.
    public var isLoopback: @Sendable (SMTPServerURL) -> Bool = { $0.isLoopback }

    public init(server: SMTPServerURL) { self.server = server }

    /// Whether the server must encrypt the connection before anything else: credentials leave this machine.
    var requiresTLS: Bool {
        credentials != .none && !isLoopback(server)
    }
}
