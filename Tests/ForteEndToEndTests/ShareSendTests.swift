import ForteNetwork
import Foundation
import Testing

/// `forte share --send` against a real SMTP server on loopback (issue 44, part 4; issue 46, item 16).
@Suite struct ShareSendTests {
    static let item = "oai:catalogue.forte.example:nla.mus-an0000143"

    /// A demo index and a config directory of the test's own.
    struct Setup {
        let index: String
        let configHome: String

        init() throws {
            index = try DemoIndex.copy()
            configHome = (index as NSString).deletingLastPathComponent + "/config"
            try FileManager.default.createDirectory(atPath: configHome + "/forte", withIntermediateDirectories: true)
        }

        /// Writes `mail.conf` with these lines, readable by the user alone unless `mode` says otherwise.
        func mailConf(_ lines: [String], mode: Int = 0o600) throws {
            let path = configHome + "/forte/mail.conf"
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }

        func share(_ arguments: [String], environment: [String: String] = [:]) throws -> ForteProcess.Outcome {
            try ForteProcess.run(
                ["share"] + arguments + ["--index", index],
                environment: [
                    "XDG_CONFIG_HOME": configHome, "FORTE_SMTP": "", "FORTE_MAIL_FROM": "",
                    "FORTE_SMTP_CA": "", "EMAIL": "",
                ].merging(environment) { $1 })
        }

        func send(
            to: String = "Bob <bob@example.org>", through server: SMTPServer, item: String = ShareSendTests.item,
            environment: [String: String] = [:]
        ) throws -> ForteProcess.Outcome {
            try share(
                [item, "--send", "--to", to, "--from", "Ann <ann@example.com>", "--smtp", server.url],
                environment: environment)
        }

        func remove() { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
    }

    /// Mail without a sender set anywhere: one line that names every place one can be given, the option first.
    @Test func noSenderNamesTheOptionTheEnvironmentAndTheFile() throws {
        let setup = try Setup(), server = try SMTPServer()
        defer { setup.remove() }
        let outcome = try setup.share([ShareSendTests.item, "--send", "--to", "bob@example.org", "--smtp", server.url])
        #expect(outcome.status == 64)
        #expect(outcome.errors == "forte: no sender: give --from ADDRESS, FORTE_MAIL_FROM or from in mail.conf\n")
        #expect(try server.messages().isEmpty)
    }

    @Test func aSharedItemArrivesWholeAtTheRecipientAlone() throws {
        let setup = try Setup(), server = try SMTPServer()
        defer { setup.remove() }
        let outcome = try setup.send(through: server)
        #expect(outcome.status == 0)
        #expect(outcome.output == "sent to bob@example.org\n")
        #expect(outcome.errors.isEmpty)
        let messages = try server.messages()
        try #require(messages.count == 1)
        #expect(messages[0].envelope.from == "ann@example.com")
        #expect(messages[0].envelope.to == ["bob@example.org"])
        // What forte share writes, sent as it is.
        let written = try setup.share([
            Self.item, "--format", "eml", "--to", "Bob <bob@example.org>", "--from", "Ann <ann@example.com>",
        ])
        let withoutVaryingLines = { (eml: String) in
            eml.split(separator: "\r\n").filter { !$0.hasPrefix("Date:") && !$0.hasPrefix("Message-ID:") }
        }
        #expect(withoutVaryingLines(messages[0].message) == withoutVaryingLines(written.output))
        let parsed = try Python.parse(messages[0].message)
        #expect(parsed.defects.isEmpty)
        #expect(parsed.to == "Bob <bob@example.org>")
        #expect(
            parsed.headers == [
                "From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type",
                "Content-Transfer-Encoding",
            ])
    }

    @Test func startTLSWithTheTestsOwnCertificate() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let certificate = try TestCertificate()
        defer { certificate.remove() }
        let server = try SMTPServer([.startTLS(certificate: certificate.certificate, key: certificate.key)])
        // Offered STARTTLS is used, so a certificate no one vouches for stops the message.
        let untrusted = try setup.send(through: server)
        #expect(untrusted.status == 1)
        #expect(untrusted.errors.hasPrefix("forte: no secure connection to \(server.url): "))
        #expect(try server.messages().isEmpty)
        let trusted = try setup.send(through: server, environment: ["FORTE_SMTP_CA": certificate.certificate])
        #expect(trusted.status == 0)
        #expect(try server.messages().map(\.envelope.tls) == [true])
    }

    @Test func credentialsFromANetrcFileNeverShown() throws {
        let setup = try Setup(), server = try SMTPServer([.authentication(user: "ann", password: "netrc-s3cret")])
        defer { setup.remove() }
        let netrc = setup.configHome + "/netrc"
        try "machine 127.0.0.1 login ann password netrc-s3cret\n".write(
            toFile: netrc, atomically: true, encoding: .utf8)
        // Without credentials the server refuses, with its reason.
        let refused = try setup.send(through: server)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("530"))
        try setup.mailConf(["netrc = \(netrc)"])
        let sent = try setup.send(through: server)
        #expect(sent.status == 0)
        #expect(server.authenticationAttempts == ["ann"])
        #expect(try server.messages().count == 1)
        #expect(!(sent.output + sent.errors + refused.output + refused.errors).contains("s3cret"))
    }

    @Test func credentialsFromAPasswordCommandNeverShown() throws {
        let setup = try Setup(), server = try SMTPServer([.authentication(user: "ann", password: "command-s3cret")])
        defer { setup.remove() }
        try setup.mailConf(["user = ann", "password-command = printf 'command-s3cret\\nsecond line\\n'"])
        let sent = try setup.send(through: server)
        #expect(sent.status == 0)
        #expect(try server.messages().count == 1)
        try setup.mailConf(["user = ann", "password-command = echo wrong-s3cret"])
        let refused = try setup.send(through: server)
        #expect(refused.status == 1)
        #expect(refused.errors.hasPrefix("forte: \(server.url) refused the message: 535"))
        #expect(!(sent.output + sent.errors + refused.output + refused.errors).contains("s3cret"))
    }

    @Test func aConfigFileWithASecretThatOthersMayReadIsRefusedBeforeConnecting() throws {
        let setup = try Setup(), server = try SMTPServer()
        defer { setup.remove() }
        try setup.mailConf(["user = ann", "password-command = echo s3cret"], mode: 0o644)
        let outcome = try setup.send(through: server)
        #expect(outcome.status == 64)
        #expect(
            outcome.errors
                == "forte: \(setup.configHome)/forte/mail.conf holds a password-command and others may read or "
                + "change it: chmod 600 \(setup.configHome)/forte/mail.conf\n")
        #expect(server.connections == 0)
    }

    @Test(arguments: [SMTPServer.Behaviour.temporaryFailures(rcpt: 1, data: 0), .temporaryFailures(rcpt: 0, data: 1)])
    func aTemporaryRefusalExits75AndClaimsNothing(behaviour: SMTPServer.Behaviour) throws {
        let setup = try Setup(), server = try SMTPServer([behaviour])
        defer { setup.remove() }
        let outcome = try setup.send(through: server)
        #expect(outcome.status == 75)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.errors == "forte: \(server.url) did not take the message for now: 451 4.3.0 Try again later "
                + "(it was not sent; try again later)\n")
        #expect(try server.messages().isEmpty)
    }

    @Test func aPermanentRefusalShowsTheServersReason() throws {
        let setup = try Setup(),
            server = try SMTPServer([.rejection(reason: "5.1.1 <bob@example.org>: no such user here")])
        defer { setup.remove() }
        let outcome = try setup.send(through: server)
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.errors
                == "forte: \(server.url) refused the message: 550 5.1.1 <bob@example.org>: no such user here\n")
    }

    @Test func aHostileTitleAddsNoHeaderAndNoRecipient() throws {
        let setup = try Setup(), server = try SMTPServer()
        defer { setup.remove() }
        let directory = setup.configHome + "/saved"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-01-01T00:00:00Z</responseDate>
        <request verb="ListRecords">http://hostile.test/oai</request><ListRecords><record>
        <header><identifier>oai:hostile.test:1</identifier><datestamp>2026-01-01</datestamp></header>
        <metadata><oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <dc:title>Innocent song&#13;&#10;Bcc: victim@example.com&#13;&#10;&#13;&#10;Injected body</dc:title>
        <dc:description>To: another@example.com&#13;&#10;.&#13;&#10;RCPT TO:&lt;victim@example.com&gt;</dc:description>
        </oai_dc:dc></metadata></record></ListRecords></OAI-PMH>
        """.write(toFile: directory + "/hostile.xml", atomically: true, encoding: .utf8)
        #expect(try ForteProcess.run(["sync", directory, "--index", setup.index]).status == 0)
        let outcome = try setup.send(through: server, item: "oai:hostile.test:1")
        #expect(outcome.status == 0)
        let messages = try server.messages()
        try #require(messages.count == 1)
        #expect(messages[0].envelope.to == ["bob@example.org"])
        let parsed = try Python.parse(messages[0].message)
        #expect(parsed.defects.isEmpty)
        #expect(
            parsed.headers == [
                "From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type",
                "Content-Transfer-Encoding",
            ])
        #expect(parsed.to == "Bob <bob@example.org>")
    }

    @Test(arguments: [
        "bad address", "bob@example.org\r\nBcc: victim@example.com", "bob@example.org\nRCPT TO:<x@example.com>",
        "nobody", "bob @example.org", "Bob <bob>",
    ])
    func aBadAddressIsRefusedBeforeConnecting(address: String) throws {
        let setup = try Setup(), server = try SMTPServer()
        defer { setup.remove() }
        let to = try setup.send(to: address, through: server)
        #expect(to.status == 64)
        #expect(to.errors.hasPrefix("forte: the To address "))
        let from = try setup.share([
            Self.item, "--send", "--to", "bob@example.org", "--from", address, "--smtp", server.url,
        ])
        #expect(from.status == 64)
        #expect(from.errors.hasPrefix("forte: the From address "))
        #expect(server.connections == 0)
        #expect(try server.messages().isEmpty)
    }

    @Test(arguments: ["text", "eml", "mailto"])
    func aBadAddressIsRefusedForEveryFormat(format: String) throws {
        let setup = try Setup()
        defer { setup.remove() }
        let outcome = try setup.share([Self.item, "--format", format, "--to", "bad address"])
        #expect(outcome.status == 64)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.errors
                == "forte: the To address \"bad address\" is not an address; give one such as ann@example.com, "
                + "or 'Ann Smith <ann@example.com>'\n")
    }

    @Test(arguments: [SMTPServer.Behaviour.silence, .endlessGreeting])
    func aServerThatStallsOrNeverStopsGreetingIsBounded(behaviour: SMTPServer.Behaviour) throws {
        let setup = try Setup(), server = try SMTPServer([behaviour])
        defer { setup.remove() }
        try setup.mailConf(["timeout = 2"])
        let outcome = try setup.send(through: server)
        #expect(outcome.status == 75)
        #expect(outcome.errors.hasPrefix("forte: \(server.url) stopped answering: "))
        #expect(server.connections == 1)
    }

    /// Credentials that would leave this machine wait for STARTTLS: a server that offers none never sees AUTH.
    @Test func aPasswordForAnotherHostIsNeverSentUnencrypted() throws {
        let server = try SMTPServer([.authentication(user: "ann", password: "s3cret")])
        var configuration = SMTPConfiguration(server: try SMTPServerURL(server.url))
        configuration.credentials = .passwordCommand(user: "ann", command: "echo s3cret")
        configuration.isLoopback = { _ in false }
        let error = try #require(throws: SMTPError.self) {
            try SMTPClient(configuration: configuration).send(
                Array("Subject: x\r\n\r\nx\r\n".utf8), from: "ann@example.com",
                to: ["bob@example.org"])
        }
        #expect(error.kind == .noEncryption)
        #expect(server.connections == 1)
        #expect(server.authenticationAttempts.isEmpty)
        #expect(try server.messages().isEmpty)
    }
}

/// A self-signed certificate for 127.0.0.1, made by openssl for one test.
struct TestCertificate {
    let directory = NSTemporaryDirectory() + "forte-certificate-\(UUID().uuidString)"
    var certificate: String { directory + "/certificate.pem" }
    var key: String { directory + "/key.pem" }

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let outcome = try ForteProcess.run(
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
                "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            ],
            executable: "/usr/bin/openssl")
        guard outcome.status == 0 else { throw SMTPServer.Failed(reason: "openssl: \(outcome.errors)") }
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}

/// What Python's `email` package (policy.default) reads in a message.
enum Python {
    struct Parsed: Decodable {
        var to: String?
        var headers: [String]
        var defects: [String]
    }

    static func parse(_ message: String) throws -> Parsed {
        let file = NSTemporaryDirectory() + "forte-message-\(UUID().uuidString).eml"
        try message.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let outcome = try ForteProcess.run(
            [
                "-c",
                """
                import sys, json, email, email.policy
                m = email.message_from_bytes(open(sys.argv[1], "rb").read(), policy=email.policy.default)
                defects = [repr(d) for d in m.defects] + [repr(d) for k in m.keys() for d in m[k].defects]
                print(json.dumps({"to": None if m["to"] is None else str(m["to"]), "headers": m.keys(), "defects": defects}))
                """, file,
            ], executable: "/usr/bin/python3")
        guard outcome.status == 0 else { throw SMTPServer.Failed(reason: "python3: \(outcome.errors)") }
        return try JSONDecoder().decode(Parsed.self, from: Data(outcome.output.utf8))
    }
}
