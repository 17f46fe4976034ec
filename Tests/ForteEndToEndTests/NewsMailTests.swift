import Foundation
import OAIFixtureServer
import Testing

/// `forte news --mail`: one digest of what arrived, through a real SMTP server on loopback, counted sent only once the
/// server has taken it (issue 44, part 4).
struct NewsMailTests {
    let repository: OAIFixtureServer
    let index: IndexUnderTest
    let configHome: String

    init() throws {
        repository = try OAIFixtureServer(FixtureState(generated: 0..<50, pageSize: 100))
        index = try IndexUnderTest()
        configHome = index.path + ".config"
        try FileManager.default.createDirectory(atPath: configHome + "/forte", withIntermediateDirectories: true)
    }

    func remove() {
        index.remove()
        try? FileManager.default.removeItem(atPath: configHome)
    }

    /// forte with no mail settings but the test's own.
    func forte(_ arguments: [String]) throws -> ForteProcess.Outcome {
        try ForteProcess.run(
            arguments + ["--index", index.path],
            environment: [
                "XDG_CONFIG_HOME": configHome, "FORTE_SMTP": "", "FORTE_MAIL_FROM": "",
                "FORTE_MAIL_TO": "", "FORTE_SMTP_CA": "", "EMAIL": "",
            ])
    }

    func mail(through server: SMTPServer, _ arguments: [String] = []) throws -> ForteProcess.Outcome {
        try forte(
            ["news", "--mail", "--to", "Bob <bob@example.org>", "--from", "ann@example.com", "--smtp", server.url]
                + arguments)
    }

    /// A first sync (the baseline), then one that adds `numbers`.
    func syncAdding(_ numbers: [Int]) throws {
        #expect(try forte(["sync", repository.baseURL]).status == 0)
        repository.change { state in
            state.records += numbers.map { FixtureRecord.generated($0, datestamp: "2026-01-02T00:00:00Z") }
            state.responseDate = "2026-01-03T00:00:00Z"
        }
        #expect(try forte(["sync", repository.baseURL]).status == 0)
    }

    static func title(_ number: Int) -> String { "Song number \(number) for voice & piano" }

    @Test func theDigestArrivesWholeAtTheRecipientAloneAndOnce() throws {
        defer { remove() }
        try syncAdding([1000, 1001, 1002])
        let server = try SMTPServer()
        let outcome = try mail(through: server)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output == "mailed 3 new scores to bob@example.org\n")
        let messages = try server.messages()
        try #require(messages.count == 1)
        #expect(messages[0].envelope.to == ["bob@example.org"])
        #expect(messages[0].envelope.from == "ann@example.com")
        let parsed = try Python.parse(messages[0].message)
        #expect(parsed.defects.isEmpty)
        #expect(parsed.to == "Bob <bob@example.org>")
        #expect(messages[0].message.contains("Subject: forte: 3 new scores\r\n"))
        for number in [1000, 1001, 1002] { #expect(messages[0].message.contains(Self.title(number))) }
        #expect(!messages[0].message.contains(Self.title(1)), "the baseline is no news")

        // Nothing new since: nothing sent, a note, success.
        let again = try mail(through: server)
        #expect(again.status == 0)
        #expect(again.output.isEmpty)
        #expect(again.errors == "no news to mail: nothing sent\n")
        #expect(try server.messages().count == 1)
    }

    @Test func aTemporaryRefusalKeepsTheNewsForTheNextRun() throws {
        defer { remove() }
        try syncAdding([1000, 1001, 1002])
        let server = try SMTPServer([.temporaryFailures(rcpt: 0, data: 1)])
        let refused = try mail(through: server)
        #expect(refused.status == 75)
        #expect(refused.errors.contains("451"), "\(refused.errors)")
        #expect(try server.messages().isEmpty)
        let sent = try mail(through: server)
        #expect(sent.status == 0, "\(sent.errors)")
        let messages = try server.messages()
        try #require(messages.count == 1)
        for number in [1000, 1001, 1002] { #expect(messages[0].message.contains(Self.title(number))) }
    }

    @Test func aPermanentRefusalShowsTheReasonAndMarksNothing() throws {
        defer { remove() }
        try syncAdding([1000, 1001])
        let rejecting = try SMTPServer([.rejection(reason: "5.7.1 <bob@example.org>: relaying denied")])
        let refused = try mail(through: rejecting)
        #expect(refused.status == 1)
        #expect(
            refused.errors == "forte: \(rejecting.url) refused the message: 550 5.7.1 <bob@example.org>: "
                + "relaying denied\n")
        let accepting = try SMTPServer()
        #expect(try mail(through: accepting).output == "mailed 2 new scores to bob@example.org\n")
    }

    @Test func aWatchsDigestHoldsWhatTheWatchFindsAndKeepsAMarkOfItsOwn() throws {
        defer { remove() }
        try syncAdding([1000, 1001])
        #expect(try forte(["watch", "add", "thousand", "title:1000"]).status == 0)
        let server = try SMTPServer()
        #expect(try mail(through: server, ["--watch", "thousand"]).output == "mailed 1 new score to bob@example.org\n")
        let messages = try server.messages()
        try #require(messages.count == 1)
        #expect(messages[0].message.contains("Subject: forte: 1 new score for thousand\r\n"))
        #expect(messages[0].message.contains(Self.title(1000)) && !messages[0].message.contains(Self.title(1001)))
        // All the news has a mark of its own: both items are still to mail.
        #expect(try mail(through: server).output == "mailed 2 new scores to bob@example.org\n")
    }

    @Test func theSyncJobsDigestIsSilentWhereMailIsNotSetUp() throws {
        defer { remove() }
        try syncAdding([1000])
        let job = try forte(["news", "--mail", "--if-configured"])
        #expect(job.status == 0)
        #expect(job.output.isEmpty && job.errors.isEmpty, "\(job.errors)")
        let asked = try forte(["news", "--mail", "--to", "bob@example.org"])
        #expect(asked.status == 64)
        #expect(asked.errors == "forte: no SMTP server: give --smtp URL, FORTE_SMTP or smtp in mail.conf\n")
        // Set up in mail.conf, the job sends to the recipient it names.
        let server = try SMTPServer()
        try "smtp = \(server.url)\nfrom = ann@example.com\nto = bob@example.org\n"
            .write(toFile: configHome + "/forte/mail.conf", atomically: true, encoding: .utf8)
        let sent = try forte(["news", "--mail", "--if-configured"])
        #expect(sent.status == 0, "\(sent.errors)")
        #expect(try server.messages().first?.envelope.to == ["bob@example.org"])
    }

    @Test func aDigestWithoutARecipientIsAUsageError() throws {
        defer { remove() }
        let server = try SMTPServer()
        let outcome = try forte(["news", "--mail", "--from", "ann@example.com", "--smtp", server.url])
        #expect(outcome.status == 64)
        #expect(
            outcome.errors
                == "forte: no recipient for the digest: give --to ADDRESS, FORTE_MAIL_TO or to in mail.conf\n")
        #expect(server.connections == 0)
    }
}
