import ForteNetwork
import ForteShare
import Foundation
import Testing

/// Where mail goes and as whom: options beat the environment, which beats mail.conf (issue 44, part 4).
final class MailSettingsTests {
    let directory = NSTemporaryDirectory() + "forte-mail-settings-\(UUID().uuidString)"
    var file: String { directory + "/mail.conf" }

    init() throws { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    private func write(_ lines: [String], mode: Int = 0o600) throws {
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
    }

    private func resolve(
        smtp: String? = nil, from: String? = nil,
        _ environment: [String: String] = [:]
    ) throws(MailSettingsError) -> MailSettings {
        try MailSettings.resolve(smtp: smtp, from: from, environment: environment, configFile: file, home: "/home/ann")
    }

    @Test func optionsBeatTheEnvironmentWhichBeatsTheFile() throws {
        try write([
            "# the user's server", "smtp = smtp://file.example.org", "from = file@example.org", "ca = ~/ca.pem",
            "timeout = 9",
        ])
        let environment = [
            "FORTE_SMTP": "smtps://env.example.org", "FORTE_MAIL_FROM": "env@example.org", "EMAIL": "e@example.org",
        ]
        #expect(try resolve().smtp.server.description == "smtp://file.example.org")
        #expect(try resolve().from == "file@example.org")
        #expect(try resolve(environment).smtp.server.description == "smtps://env.example.org")
        #expect(try resolve(environment).from == "env@example.org")
        let given = try resolve(smtp: "smtp://option.example.org", from: "option@example.org", environment)
        #expect(given.smtp.server.description == "smtp://option.example.org" && given.from == "option@example.org")
        #expect(given.smtp.caFile == "/home/ann/ca.pem")
        #expect(given.smtp.timeout == 9)
        #expect(given.smtp.credentials == .none)
    }

    @Test func credentialsComeFromTheFileAlone() throws {
        try write(["smtp = smtp://ann@mail.example.org", "from = ann@example.org", "password-command = pass show mail"])
        #expect(try resolve().smtp.credentials == .passwordCommand(user: "ann", command: "pass show mail"))
        try write(["smtp = smtp://mail.example.org", "from = ann@example.org", "netrc = ~/.netrc"])
        #expect(try resolve().smtp.credentials == .netrc(file: "/home/ann/.netrc"))
        #expect(throws: MailSettingsError.self) { try resolve(smtp: "smtp://ann:s3cret@mail.example.org") }
    }

    @Test func aFileWithAPasswordCommandOthersMayReadIsRefused() throws {
        try write(
            [
                "smtp = smtp://mail.example.org", "from = ann@example.org", "user = ann",
                "password-command = pass show mail",
            ],
            mode: 0o640)
        #expect(throws: MailSettingsError.exposedSecret(file, key: "password-command")) { try resolve() }
        // Without a secret, a file others may read is fine.
        try write(["smtp = smtp://mail.example.org", "from = ann@example.org"], mode: 0o644)
        #expect(try resolve().from == "ann@example.org")
    }

    @Test func whatCannotBeUsedSaysSo() throws {
        try write(["smtp = http://mail.example.org", "from = ann@example.org"])
        #expect(throws: MailSettingsError.self) { try resolve() }
        try write(["smtp = smtp://mail.example.org", "password = s3cret"])
        #expect(throws: MailSettingsError.unknownKey(file, line: 2, key: "password")) { try resolve() }
        try write(["smtp = smtp://mail.example.org"])
        #expect(throws: MailSettingsError.noSender) { try resolve() }
    }
}
