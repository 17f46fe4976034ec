/// Settings for sending mail that cannot be used; each says what to change, in the settings' words (the environment,
/// mail.conf): the executable words the settings a command line gives too.
public enum MailSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(String)
    case badLine(String, line: Int)
    case unknownKey(String, line: Int, key: String)
    case repeatedKey(String, line: Int, key: String)
    /// The file holds a secret (a password command) and others may read or change it.
    case exposedSecret(String, key: String)
    /// No SMTP server is set anywhere: mail is not set up.
    case noServer
    /// No sender is set anywhere, nor `EMAIL`.
    case noSender
    case missing(what: String, variable: String, key: String)
    case badValue(what: String, value: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path) (check its permissions)"
        case .badLine(let path, let line): "\(path) line \(line) is not key = value"
        case .unknownKey(let path, let line, let key):
            "\(path) line \(line): unknown setting \(key.prefix(40)) "
                + "(known: \(MailConfigFile.keys.sorted().joined(separator: ", ")))"
        case .repeatedKey(let path, let line, let key): "\(path) line \(line) sets \(key) again"
        case .exposedSecret(let path, let key):
            "\(path) holds a \(key) and others may read or change it: chmod 600 \(path)"
        case .noServer: "no SMTP server: give FORTE_SMTP or smtp in mail.conf"
        case .noSender: "no sender: give FORTE_MAIL_FROM or from in mail.conf"
        case .missing(let what, let variable, let key): "no \(what): give \(variable) or \(key) in mail.conf"
        case .badValue(let what, let value, let reason): "the \(what) \(value.prefix(200)) \(reason)"
        }
    }
}
