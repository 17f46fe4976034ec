import Foundation

/// The SMTP server forte sends through: `smtp://host[:port]` (STARTTLS when the server offers it, required with
/// credentials off loopback) or `smtps://host[:port]` (TLS from the first byte). Never with a password in it.
public struct SMTPServerURL: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    /// `smtps://`: TLS from the first byte.
    public let implicitTLS: Bool
    public let host: String
    /// The user the URL names (`smtp://ann@mail.example.org`), for a password from netrc or a command.
    public let user: String?

    public init(_ text: String) throws(SMTPError) {
        func bad(_ why: String) -> SMTPError { SMTPError(kind: .badSettings, server: text, detail: why) }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "smtp" || scheme == "smtps"
        else {
            throw bad("the SMTP server is not an smtp:// or smtps:// URL: \(text.prefix(200))")
        }
        let host = (components.host ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard !host.isEmpty else { throw bad("the SMTP URL \(text.prefix(200)) names no host") }
        guard components.password == nil else {
            throw bad("the SMTP URL holds a password; give it in a netrc file or by a password command instead")
        }
        guard components.query == nil, components.fragment == nil else {
            throw bad("the SMTP URL \(text.prefix(200)) has a query or fragment; give smtp://host:port")
        }
        description = text
        implicitTLS = scheme == "smtps"
        self.host = host
        user = components.user.flatMap { $0.isEmpty ? nil : $0.removingPercentEncoding ?? $0 }
    }

    /// The host is this machine, by its name or address: credentials may go to it unencrypted.
    public var isLoopback: Bool {
        host.lowercased() == "localhost" || IPAddress(host)?.scope == .loopback
    }
}
