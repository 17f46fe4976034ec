import ForteShare

extension MailSettingsError {
    /// The settings' words for the command line: with the option that gives the setting too.
    var commandLineDescription: String {
        switch self {
        case .noServer: "no SMTP server: give --smtp URL, FORTE_SMTP or smtp in mail.conf"
        case .noSender: "no sender: give --from ADDRESS, FORTE_MAIL_FROM or from in mail.conf"
        default: description
        }
    }
}
