import ForteCatalog
import ForteHarvest
import ForteNetwork
import OAIFixtureServer
import Testing

/// A sync against a repository that misbehaves: it completes, or fails with a clear error leaving
/// only whole pages in the index, and the next sync picks up from there.
struct MisbehaviourTests {
    let harness: SyncHarness

    init() throws { harness = try SyncHarness() }

    @Test func a503StormIsWaitedOutAsTheServerAsks() throws {
        harness.server.change {
            $0.misbehaviour.serviceUnavailable = 3
            $0.misbehaviour.retryAfter = "2"
        }
        try harness.sync()
        #expect(harness.waits.withLock { $0 } == [2, 2, 2])
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
    }

    @Test func a503WithoutRetryAfterBacksOff() throws {
        harness.server.change {
            $0.misbehaviour.serviceUnavailable = 2
            $0.misbehaviour.retryAfter = nil
        }
        try harness.sync()
        let waits = harness.waits.withLock { $0 }
        #expect(waits.count == 2 && waits.allSatisfy { $0 < 0.01 })
        #expect(try harness.identifiers().count == 250)
    }

    @Test func aRetryAfterBeyondTheLimitEndsTheSync() throws {
        harness.server.change {
            $0.misbehaviour.serviceUnavailable = 1
            $0.misbehaviour.retryAfter = "86400"
        }
        let error = try #require(throws: HarvestError.self) { try harness.sync() }
        #expect("\(error)".contains("asks to retry in 86400 s"))
    }

    @Test(arguments: [
        ("1e300", "more than a year"), ("inf", "more than a year"), ("-1", nil),
        ("99999999999999999999999", "more than a year"),
        ("Fri, 31 Dec 9999 23:59:59 GMT", "more than a year"),
    ])
    func aRetryAfterOfAnyNumberNeverCrashes(value: String, wait: String?) throws {
        harness.server.change {
            $0.misbehaviour.serviceUnavailable = 1
            $0.misbehaviour.retryAfter = value
        }
        if let wait {
            let error = try #require(throws: HarvestError.self) { try harness.sync() }
            #expect(
                "\(error)"
                    == "\(harness.server.baseURL)?verb=Identify asks to retry in \(wait) (try again later)")
        } else {
            // Unreadable: backoff instead.
            try harness.sync()
            #expect(harness.waits.withLock { $0 }.count == 1)
        }
    }

    /// A wait of 5 s or more is said as it starts, as a warning (shown without `--verbose`): a sync that waits is
    /// not one that hangs. A shorter one is not.
    @Test func aLongWaitIsSaidAsItStarts() throws {
        harness.server.change {
            $0.misbehaviour.serviceUnavailable = 2
            $0.misbehaviour.retryAfter = "6"
        }
        let log = LogCapture()
        var options = harness.options()
        options.logger = log.logger
        try SourceSync(source: harness.source, options: options).run(into: harness.store)
        let said = log.messages.filter { $0.hasPrefix("warning: retrying in 6.0 s after: ") }
        #expect(said.count == 2, "\(log.messages)")
        #expect(harness.waits.withLock { $0 } == [6, 6])
    }

    @Test func serverErrorsAreRetriedWithBackoff() throws {
        harness.server.change { $0.misbehaviour.internalErrors = 3 }
        try harness.sync()
        #expect(harness.waits.withLock { $0 }.count == 3)
        #expect(try harness.identifiers().count == 250)
    }

    @Test func retriesAreBounded() throws {
        harness.server.change { $0.misbehaviour.internalErrors = 100 }
        let error = try #require(throws: HarvestError.self) { try harness.sync(maxAttempts: 4) }
        #expect("\(error)".contains("answered HTTP 500"))
        #expect(harness.server.requests.count == 4)  // Identify fails first, 4 attempts in all
        #expect(try harness.identifiers().isEmpty)
    }

    @Test func connectionsDroppedMidBodyAreRetried() throws {
        harness.server.change { $0.misbehaviour.dropMidBody = 2 }
        try harness.sync()
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
    }

    @Test func aStallIsRetried() throws {
        harness.server.change {
            $0.misbehaviour.stalls = 1
            $0.misbehaviour.stallSeconds = 2
        }
        try harness.sync()
        #expect(try harness.identifiers().count == 250)
    }

    @Test func unadvertisedGzipIsDecoded() throws {
        harness.server.change { $0.misbehaviour.gzipUnadvertised = true }
        try harness.sync()
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
    }

    @Test func illegalControlCharactersAreDropped() throws {
        harness.server.change { $0.misbehaviour.controlCharacters = true }
        // The server does send them.
        var page: [UInt8] = []
        _ = try HTTPClient(configuration: HTTPConfiguration(userAgent: "forte/test"))
            .get(harness.server.baseURL + "?verb=ListRecords&metadataPrefix=oai_dc") { page += $0 }
        #expect(page.contains(0x1B))
        try harness.sync()
        let item = try #require(try harness.store.item("oai:fixture.test:score-1"))
        #expect(item.metadata.title.first?.hasPrefix("Song number 1 for voice & piano") == true)
        #expect(item.metadata.title.first?.unicodeScalars.contains { $0.value < 0x20 && $0 != "\u{9}" } == false)
    }

    @Test func anExpiredTokenRestartsTheWindow() throws {
        harness.server.change { $0.misbehaviour.expireTokens = 1 }
        try harness.sync()
        let initial = harness.listRequests().filter { $0.arguments["resumptionToken"] == nil }
        #expect(initial.count == 2)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
    }

    @Test func tokensThatAlwaysExpireEndTheSync() throws {
        harness.server.change { $0.misbehaviour.expireTokens = 1000 }
        let error = try #require(throws: HarvestError.self) { try harness.sync() }
        #expect("\(error)".contains("badResumptionToken"))
    }

    @Test func aRepeatingTokenIsCaught() throws {
        harness.server.change { $0.misbehaviour.repeatTokens = true }
        let error = try #require(throws: HarvestError.self) { try harness.sync() }
        #expect("\(error)".contains("repeats resumption token same"))
        // Whole pages only: the first page and its token.
        #expect(try harness.identifiers().count == 100)
    }

    @Test func someEmptyPagesWithATokenAreFollowed() throws {
        harness.server.change { $0.misbehaviour.emptyPages = 3 }
        try harness.sync()
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
    }

    @Test func endlessEmptyPagesAreCaught() throws {
        harness.server.change { $0.misbehaviour.emptyPages = -1 }
        let error = try #require(throws: HarvestError.self) { try harness.sync() }
        #expect("\(error)".contains("10 empty pages in a row"))
    }

    @Test func htmlInsteadOfXMLIsAClearErrorAndStoresNothing() throws {
        harness.server.change { $0.misbehaviour.html = true }
        let error = try #require(throws: HarvestError.self) { try harness.sync() }
        #expect("\(error)".contains("did not return an OAI-PMH document"))
        #expect(harness.storedSource == nil)
        #expect(try harness.identifiers().isEmpty)
    }

    @Test func aTruncatedPageIsNotAppliedAndTheNextSyncResumes() throws {
        // The first page is whole; the second ends half-way.
        harness.server.beforeListRecords { [server = harness.server] number in
            if number == 2 { server.change { $0.misbehaviour.truncate = 1 } }
        }
        #expect(throws: HarvestError.self) { try harness.sync() }
        #expect(try harness.identifiers().count == 100)
        let pending = try #require(harness.storedSource?.pendingToken)
        try harness.sync()
        #expect(harness.listRequests().filter { $0.arguments["resumptionToken"] == pending }.count == 2)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
    }

    @Test func aRefusedConnectionSaysWhatToCheck() throws {
        harness.server.stop()
        let error = try #require(throws: HarvestError.self) { try harness.sync(maxAttempts: 1) }
        #expect("\(error)".hasPrefix("cannot reach \(harness.server.baseURL)"))
        #expect("\(error)".contains("(is the URL right"))
    }

    @Test(arguments: [400, 401, 403, 404, 405, 410, 414, 501, 505])
    func aStatusThatCannotChangeIsNotRetried(status: Int) throws {
        harness.server.change { $0.misbehaviour.hostile = .document("<html>no</html>", status: status) { _ in true } }
        let error = try #require(throws: HarvestError.self) { try harness.sync(maxAttempts: 3) }
        #expect("\(error)".contains("answered HTTP \(status)"))
        #expect(harness.server.requests.count == 1)
        #expect(harness.waits.withLock { $0 }.isEmpty)
    }

    @Test(arguments: [408, 429, 500, 502, 503, 504])
    func aStatusThatMayChangeIsRetried(status: Int) throws {
        harness.server.change {
            $0.misbehaviour.hostile = .document("<html>later</html>", status: status) { _ in true }
        }
        let error = try #require(throws: HarvestError.self) { try harness.sync(maxAttempts: 3) }
        #expect("\(error)".contains("answered HTTP \(status)"))
        #expect(harness.server.requests.count == 3)
    }

    @Test(arguments: ["headers too large", "not gzip"])
    func aResponseForteCannotReadIsNotRetried(_ fault: String) throws {
        let response =
            fault == "not gzip"
            ? "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 15\r\n\r\nnot gzip at all"
            : "HTTP/1.1 200 OK\r\n"
                + String(repeating: "X-Padding: \(String(repeating: "a", count: 10_000))\r\n", count: 40) + "\r\n"
        harness.server.change { $0.misbehaviour.hostile = HostileAnswer { _, connection in connection.send(response) } }
        let error = try #require(throws: HarvestError.self) { try harness.sync(maxAttempts: 3) }
        #expect("\(error)".contains("sent a response forte cannot read: "))
        #expect(harness.server.requests.count == 1)
    }
}
