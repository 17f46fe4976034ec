import ForteCatalog
import ForteHarvest
import ForteNetwork
import Foundation
import Logging
import OAIFixtureServer
import Testing

/// What a repository answers to a resumption token must be the list's next page (issue 23, part 1). Anything
/// else is an error that keeps the harvest resumable and deletes nothing, never the end of the list.
struct OutOfTurnTests {
    /// Answers a token request may wrongly get, each a whole OAI-PMH document.
    static let answers: [(name: String, body: String)] = [
        ("noRecordsMatch", #"<error code="noRecordsMatch">No records</error>"#),
        ("an empty envelope", ""),
        (
            "Identify",
            "<Identify><repositoryName>x</repositoryName><baseURL>http://x</baseURL><protocolVersion>2.0</protocolVersion><earliestDatestamp>2000-01-01</earliestDatestamp><deletedRecord>no</deletedRecord><granularity>YYYY-MM-DD</granularity></Identify>"
        ),
        (
            "ListIdentifiers",
            "<ListIdentifiers><header><identifier>oai:x:1</identifier><datestamp>2020-01-01</datestamp></header></ListIdentifiers>"
        ),
    ]

    static func envelope(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">"#
            + "<responseDate>2026-01-01T00:00:00Z</responseDate><request>http://127.0.0.1/oai</request>\(body)</OAI-PMH>"
    }

    private static func answeringTokens(with body: String) -> HostileAnswer {
        .document(envelope(body)) { $0.arguments["resumptionToken"] != nil }
    }

    @Test(arguments: 0..<answers.count, [false, true])
    func anAnswerOutOfTurnIsAnErrorAndNothingIsDeleted(answer: Int, full: Bool) throws {
        let harness = try SyncHarness(records: 30, pageSize: 10)
        if full { try harness.sync() }
        harness.server.change { $0.misbehaviour.hostile = Self.answeringTokens(with: Self.answers[answer].body) }

        let error = try #require(throws: HarvestError.self) { try harness.sync(full: full) }
        guard case .outOfTurn(.listRecords, _, _) = error else {
            Issue.record("\(Self.answers[answer].name): \(error)")
            return
        }
        #expect("\(error)".contains("not the next ListRecords page"))
        #expect(try harness.identifiers().count == (full ? 30 : 10), "\(Self.answers[answer].name)")
        let source = try #require(harness.storedSource)
        #expect(source.pendingToken != nil, "the harvest stays resumable")

        harness.server.change { $0.misbehaviour.hostile = nil }
        let resumed = try harness.sync()
        #expect(resumed.deleted == 0)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        #expect(harness.storedSource?.pendingToken == nil)
    }

    @Test func aFirstRequestAnsweredByAnotherVerbIsAnError() throws {
        let harness = try SyncHarness(records: 30, pageSize: 10)
        harness.server.change {
            $0.misbehaviour.hostile = .document(Self.envelope(Self.answers[3].body)) {
                $0.arguments["verb"] == "ListRecords"
            }
        }
        let error = try #require(throws: HarvestError.self) { try harness.sync() }
        #expect("\(error)".contains("answered with a ListIdentifiers response, not the next ListRecords page"))
        #expect(harness.storedSource?.lastCompleteHarvest == nil)
    }

    @Test func noRecordsMatchOnAFullHarvestDeletesNothing() throws {
        let harness = try SyncHarness(records: 30, pageSize: 10)
        try harness.sync()
        harness.server.change {
            $0.misbehaviour.hostile = .document(Self.envelope(Self.answers[0].body)) {
                $0.arguments["verb"] == "ListRecords"
            }
        }
        let summary = try harness.sync(full: true)
        #expect(summary.deleted == 0)
        #expect(try harness.identifiers().count == 30)
    }

    @Test func aFullHarvestSweepsWhateverTheServerClockSays() throws {
        // The fixture's clock stands still: every response carries the same responseDate.
        let harness = try SyncHarness(records: 30, pageSize: 10)
        try harness.sync()
        harness.server.change { $0.records.removeLast(20) }
        let summary = try harness.sync(full: true)
        #expect(summary.deleted == 20 && summary.updated == 10)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
    }

    @Test(arguments: ["not a date", "2999-01-01T00:00:00Z", ""])
    func anUnusableResponseDateIsNotTheNextFrom(responseDate: String) throws {
        let harness = try SyncHarness(records: 30, pageSize: 10)
        harness.server.change { $0.responseDate = responseDate }
        let began = Date()
        try harness.sync()
        let start = try #require(harness.storedSource?.lastCompleteHarvest)
        let date = try #require(ISO8601DateFormatter().date(from: start), "\(start)")
        #expect(abs(date.timeIntervalSince(began) + 86_400) < 60, "a day before the harvest began, by forte's clock")

        try harness.sync()
        #expect(harness.listRequests().last?.arguments["from"] == start)
    }

    @Test func aResponseDateIsSentBackInTheProtocolsForm() throws {
        let harness = try SyncHarness(records: 30, pageSize: 10)
        harness.server.change { $0.responseDate = "2026-03-04T05:06:07.890+00:00" }
        try harness.sync()
        #expect(harness.storedSource?.lastCompleteHarvest == "2026-03-04T05:06:07Z")
    }

    @Test func aHugeTokenIsRefused() throws {
        let harness = try SyncHarness(records: 30, pageSize: 10)
        let token = String(repeating: "t", count: 70_000)
        harness.server.change {
            $0.misbehaviour.hostile = .document(
                Self.envelope("<ListRecords><resumptionToken>\(token)</resumptionToken></ListRecords>")
            ) {
                $0.arguments["verb"] == "ListRecords"
            }
        }
        let error = try #require(throws: HarvestError.self) { try harness.sync() }
        #expect("\(error)".contains("handed out a resumption token of 70000 bytes"))
    }
}

/// `forte identify`'s ListSets loop has the same guards as a harvest.
struct SetListTests {
    let server: OAIFixtureServer
    let client: OAIClient

    init() throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<1, pageSize: 1))
        var retry = RetryPolicy()
        retry.maxAttempts = 1
        client = OAIClient(
            baseURL: server.baseURL, http: HTTPConfiguration(userAgent: "forte/test"), retry: retry,
            logger: .init(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    private func listSets(token: @escaping @Sendable (FixtureRequest) -> String) {
        server.change {
            $0.misbehaviour.hostile = HostileAnswer(takes: { $0.arguments["verb"] == "ListSets" }) {
                request, connection in
                let sets = (0..<1000).map { "<set><setSpec>s\($0)</setSpec><setName>A set</setName></set>" }.joined()
                connection.respond(
                    body: Array(
                        OutOfTurnTests.envelope(
                            "<ListSets>\(sets)<resumptionToken>\(token(request))</resumptionToken></ListSets>"
                        ).utf8))
            }
        }
    }

    @Test func cyclingTokensEndWithAnError() throws {
        // a → b → a → …
        listSets { $0.arguments["resumptionToken"] == "a" ? "b" : "a" }
        let error = try #require(throws: HarvestError.self) { try client.sets() }
        guard case .repeatingToken = error else { Issue.record("\(error)"); return }
        #expect(server.requests.count == 3)
    }

    @Test func tokensThatNeverEndAreBounded() throws {
        listSets { "n\((Int($0.arguments["resumptionToken"]?.dropFirst() ?? "") ?? 0) + 1)" }
        let error = try #require(throws: HarvestError.self) { try client.sets() }
        #expect("\(error)".contains("lists more than"))
    }

    @Test func noSetHierarchyIsNoSets() throws {
        server.change {
            $0.misbehaviour.hostile = .document(OutOfTurnTests.envelope(#"<error code="noSetHierarchy">none</error>"#))
            { _ in true }
        }
        #expect(try client.sets().isEmpty)
    }
}
