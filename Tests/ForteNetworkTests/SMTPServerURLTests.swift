import ForteNetwork
import Testing

/// Which servers forte sends through, and which of them are this machine (issue 44, part 4).
struct SMTPServerURLTests {
    @Test(arguments: [
        ("smtp://localhost", true), ("smtp://127.0.0.1:2525", true), ("smtps://[::1]:465", true),
        ("smtp://LOCALHOST", true), ("smtp://mail.example.org:587", false), ("smtps://192.0.2.1", false),
        ("smtp://localhost.example.org", false),
    ])
    func loopbackIsThisMachineByNameOrAddress(url: String, loopback: Bool) throws {
        #expect(try SMTPServerURL(url).isLoopback == loopback)
    }

    @Test func theURLsUserAndSchemeAreRead() throws {
        let url = try SMTPServerURL("smtps://ann%40example.org@mail.example.org")
        #expect(url.implicitTLS && url.user == "ann@example.org" && url.host == "mail.example.org")
        #expect(try SMTPServerURL("smtp://mail.example.org").implicitTLS == false)
    }

    @Test(arguments: [
        "http://mail.example.org", "mail.example.org", "smtp://", "smtp://ann:s3cret@mail.example.org",
        "smtp://mail.example.org/?x=1",
    ])
    func whatIsNoServerIsRefused(url: String) {
        let error = #expect(throws: SMTPError.self) { try SMTPServerURL(url) }
        #expect(error?.kind == .badSettings)
        #expect(error?.description.contains("s3cret") == false)
    }

    /// A password command that fails says how it ended, never what it printed, and nothing is sent.
    @Test func aFailingPasswordCommandShowsNothingItPrinted() throws {
        var configuration = SMTPConfiguration(server: try SMTPServerURL("smtp://127.0.0.1:9"))
        configuration.credentials = .passwordCommand(user: "ann", command: "echo s3cret; exit 3")
        let error = #expect(throws: SMTPError.self) {
            try SMTPClient(configuration: configuration).send(
                Array("x\r\n".utf8), from: "a@example.org", to: ["b@example.org"])
        }
        #expect(error?.kind == .credentials)
        #expect(error?.description == "the password command exited with status 3; the message was not sent")
    }
}
