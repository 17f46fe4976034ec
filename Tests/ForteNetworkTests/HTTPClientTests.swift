import ForteNetwork
import OAIFixtureServer
import Testing

struct HTTPClientTests {
    let server: OAIFixtureServer
    let client: HTTPClient

    init() throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<10, pageSize: 5))
        var configuration = HTTPConfiguration(userAgent: "forte/9.9")
        configuration.stallTimeout = 1
        client = HTTPClient(configuration: configuration)
    }

    private func get(_ query: String) throws -> (HTTPResponseHead, String) {
        var body: [UInt8] = []
        let head = try client.get(server.baseURL + query) { body += $0 }
        return (head, String(decoding: body, as: UTF8.self))
    }

    @Test func namesItselfAndAsksForCompression() throws {
        let (head, body) = try get("?verb=Identify")
        #expect(head.status == 200)
        #expect(body.contains("<repositoryName>Fixture &amp; Co sheet music</repositoryName>"))
        let request = try #require(server.requests.first)
        #expect(request.headers["user-agent"] == "forte/9.9")
        #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func decodesGzipItDidNotAskFor() throws {
        server.change { $0.misbehaviour.gzipUnadvertised = true }
        let (_, body) = try get("?verb=Identify")
        #expect(body.hasPrefix("<?xml"))
        #expect(body.contains("<granularity>"))
    }

    @Test func reportsStatusAndRetryAfterWithoutPassingTheBodyOn() throws {
        server.change {
            $0.misbehaviour.serviceUnavailable = 1
            $0.misbehaviour.retryAfter = "7"
        }
        let (head, body) = try get("?verb=Identify")
        #expect(head.status == 503)
        #expect(head.retryAfter == "7")
        #expect(body.isEmpty)
        #expect(head.errorBody.contains("Service message"))
    }

    @Test func reusesTheConnection() throws {
        _ = try get("?verb=Identify")
        _ = try get("?verb=ListSets")
        _ = try get("?verb=ListMetadataFormats")
        #expect(server.connections == 1)
    }

    @Test func aBodyCutShortIsALostConnection() throws {
        server.change { $0.misbehaviour.dropMidBody = 1 }
        let error = try #require(throws: HTTPError.self) { try get("?verb=ListRecords&metadataPrefix=oai_dc") }
        #expect(error.kind == .connectionLost)
        #expect(error.isTransient)
    }

    @Test func aStallTimesOut() throws {
        server.change {
            $0.misbehaviour.stalls = 1
            $0.misbehaviour.stallSeconds = 3
        }
        let error = try #require(throws: HTTPError.self) { try get("?verb=ListRecords&metadataPrefix=oai_dc") }
        #expect(error.kind == .timedOut)
    }

    @Test func aRefusedConnectionSaysSo() throws {
        let port = server.port
        server.stop()
        let error = try #require(throws: HTTPError.self) { try client.get("http://127.0.0.1:\(port)/oai") { _ in } }
        #expect(error.kind == .cannotConnect)
        #expect(error.description.hasPrefix("cannot reach http://127.0.0.1:\(port)/oai"))
    }

    @Test func whatTheBodyHandlerThrowsAbortsTheTransfer() throws {
        struct Refused: Error {}
        #expect(throws: Refused.self) { try client.get(server.baseURL + "?verb=Identify") { _ in throw Refused() } }
    }
}
