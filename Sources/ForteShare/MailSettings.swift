import ForteNetwork
import Foundation

/// Where forte sends mail through, and as whom. Options beat the environment, which beats `mail.conf`:
///
/// | setting | option | environment | mail.conf |
/// | --- | --- | --- | --- |
/// | the server | `--smtp URL` | `FORTE_SMTP` | `smtp` |
/// | the sender | `--from ADDR` | `FORTE_MAIL_FROM` (then `EMAIL`, after the file) | `from` |
/// | trusted CAs | | `FORTE_SMTP_CA` | `ca` |
/// | credentials | | | `netrc` (a file), or `password-command` and `user` |
/// | seconds for the whole conversation | | | `timeout` |
///
/// Credentials never come from the command line or the environment, and never in the server's URL.
public struct MailSettings: Sendable {
    public var smtp: SMTPConfiguration
    /// The sender as the user gave it, for the `From:` header (checked by `Mailbox`).
    public var from: String
    /// The recipients of a digest as the user gave them (`--to`, `FORTE_MAIL_TO`, `to` in mail.conf), if any.
    public var to: String?

    /// `configFile` is `mail.conf`'s path (in `$XDG_CONFIG_HOME/forte/`); `home` expands `~/` in its paths.
    public static func resolve(
        smtp: String?, from: String?, to: String? = nil, environment: [String: String],
        configFile: String, home: String
    ) throws(MailSettingsError) -> MailSettings {
        let file = try MailConfigFile(path: configFile)
        func given(_ option: String?, _ variable: String?, _ key: String) -> String? {
            [option, variable.flatMap { environment[$0] }, file[key]].lazy.compactMap { $0 }.first { !$0.isEmpty }
        }
        func path(_ value: String) -> String { value.hasPrefix("~/") ? home + value.dropFirst() : value }

        guard let url = given(smtp, "FORTE_SMTP", "smtp") else { throw .noServer }
        let email = environment["EMAIL"].flatMap { $0.isEmpty ? nil : $0 }
        guard let sender = given(from, "FORTE_MAIL_FROM", "from") ?? email else {
            throw .noSender
        }
        let server: SMTPServerURL
        do {
            server = try SMTPServerURL(url)
        } catch {
            throw .badValue(what: "SMTP server", value: url, reason: "cannot be used: \(error)")
        }
        var configuration = SMTPConfiguration(server: server)
        configuration.caFile = given(nil, "FORTE_SMTP_CA", "ca").map(path)
        if let timeout = file["timeout"] {
            guard let seconds = Int(timeout), seconds >= 1 else {
                throw .badValue(what: "timeout", value: timeout, reason: "is not a whole number of seconds, at least 1")
            }
            configuration.timeout = seconds
        }
        switch (file["netrc"], file["password-command"]) {
        case (let netrc?, nil):
            configuration.credentials = .netrc(file: path(netrc))
        case (nil, let command?):
            guard let user = file["user"] ?? server.user else {
                throw .missing(what: "user for the password command", variable: "the SMTP URL's user", key: "user")
            }
            configuration.credentials = .passwordCommand(user: user, command: command)
        case (nil, nil):
            // A user alone would have libcurl log in with an empty password.
            if server.user != nil || file["user"] != nil {
                throw .missing(what: "password for the SMTP user", variable: "netrc", key: "password-command")
            }
        case (_?, _?):
            throw .badValue(what: "credentials", value: "netrc and password-command", reason: "are both set; keep one")
        }
        return MailSettings(smtp: configuration, from: sender, to: given(to, "FORTE_MAIL_TO", "to"))
    }
}
