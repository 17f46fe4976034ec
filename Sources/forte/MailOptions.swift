import ArgumentParser
import ForteNetwork
import ForteShare
import Foundation

/// `--smtp URL`, taken by the commands that send mail, and the settings they resolve with it (`MailSettings`).
struct MailOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            """
            The SMTP server to send through: smtp://host:port (STARTTLS when offered) or smtps://host:port \
            (default: $FORTE_SMTP, else smtp in mail.conf).
            """, valueName: "url"))
    var smtp: String?

    /// The settings for sending as `from` (nil: the environment's or mail.conf's sender) to `to` (nil: the
    /// environment's or mail.conf's recipient, if any); a setting that cannot be used is a usage error.
    func settings(from: String?, to: String? = nil) throws -> MailSettings {
        guard let settings = try settingsIfServerSet(from: from, to: to) else {
            throw CommandFailure(MailSettingsError.noServer.commandLineDescription, exitCode: ExitStatus.usage)
        }
        return settings
    }

    /// As `settings(from:to:)`, but nil when no SMTP server is set anywhere: mail is not set up.
    func settingsIfServerSet(from: String?, to: String?) throws -> MailSettings? {
        let environment = ProcessInfo.processInfo.environment
        let configFile = xdgDirectory("XDG_CONFIG_HOME", else: ".config", in: environment) + "/forte/mail.conf"
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        do {
            return try MailSettings.resolve(
                smtp: smtp, from: from, to: to, environment: environment,
                configFile: configFile, home: home)
        } catch .noServer {
            return nil
        } catch {
            throw CommandFailure(error.commandLineDescription, exitCode: ExitStatus.usage)
        }
    }
}
