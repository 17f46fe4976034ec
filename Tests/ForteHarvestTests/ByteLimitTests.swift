import ForteNetwork
import OAIFixtureServer
import Testing

/// Bytes bounded (issue 23): what a response may make forte hold or decode.
struct ByteLimitTests {
    let server: OAIFixtureServer
    let client = HTTPClient(configuration: HTTPConfiguration(userAgent: "forte/9.9"))

    init() throws { server = try OAIFixtureServer(FixtureState(generated: 0..<10, pageSize: 5)) }

    @Test func aDoubleGzipBombStopsAtTheLimit() throws {
        // head -c 1G /dev/zero | gzip -9n | gzip -9n: 2.6 KB that inflate to 1 GB.
        let bomb = try Fixture.bytes("zeros-1GB.gz.gz")
        server.change {
            $0.misbehaviour.hostile = HostileAnswer { _, connection in
                connection.respond(headers: ["Content-Encoding: gzip, gzip"], body: bomb)
            }
        }
        let url = server.baseURL + "?verb=Identify"
        var received = 0
        let error = try #require(throws: HTTPError.self) { try client.get(url) { received += $0.count } }
        #expect(error.kind == .tooLarge)
        #expect(!error.isTransient)
        #expect(
            error.description == "the response from \(url) is larger than 64 MB after decompression "
                + "(a compression bomb or an oversized page; report it to the repository)")
        #expect(received <= 64 << 20)
    }

    @Test func anOptionLibcurlRefusesIsAnErrorThatNamesIt() throws {
        _ = try client.get(server.baseURL + "?verb=Identify") { _ in }
        // libcurl takes strings of at most 8 MB: a longer URL left the handle with no URL at all ("No URL set").
        let url = server.baseURL + "?verb=Identify&padding=" + String(repeating: "a", count: 8_000_001)
        let error = try #require(throws: HTTPError.self) { try client.get(url) { _ in } }
        #expect(error.description.contains("libcurl refused CURLOPT_URL"))
        #expect(error.description.utf8.count < 500)
        #expect(server.requests.count == 1)
    }

    @Test func asksOnlyForEncodingsWithSmallWindows() throws {
        _ = try client.get(server.baseURL + "?verb=Identify") { _ in }
        // "" would add br and zstd, whose decoders take the window the server declares (up to 128 MB for zstd).
        #expect(server.requests.first?.headers["accept-encoding"] == "gzip, deflate")
    }

    @Test(arguments: [("zstd", zstdFrame(Array("<OAI-PMH/>".utf8))), ("gzip, br", Array("<OAI-PMH/>".utf8))])
    func anEncodingItDidNotAskForIsRefused(encoding: String, body: [UInt8]) throws {
        server.change {
            $0.misbehaviour.hostile = HostileAnswer { _, connection in
                connection.respond(headers: ["Content-Encoding: \(encoding)"], body: body)
            }
        }
        let error = try #require(throws: HTTPError.self) { try client.get(server.baseURL + "?verb=Identify") { _ in } }
        #expect(error.kind == .badResponse)
        #expect(!error.isTransient)
        #expect(
            error.description.hasSuffix(
                "sent a response forte cannot read: Content-Encoding \(encoding.split(separator: " ").last!); "
                    + "forte accepts only gzip and deflate (report it to the repository)"))
    }

    @Test func identityIsNoEncoding() throws {
        server.change {
            $0.misbehaviour.hostile = HostileAnswer { _, connection in
                connection.respond(headers: ["Content-Encoding: identity"], body: Array("<OAI-PMH/>".utf8))
            }
        }
        #expect(try body(server.baseURL + "?verb=Identify") == "<OAI-PMH/>")
    }

    private func body(_ url: String) throws -> String {
        var body: [UInt8] = []
        _ = try client.get(url) { body += $0 }
        return String(decoding: body, as: UTF8.self)
    }
}

/// `content` as a zstd frame of one raw block that declares a 128 MB window, as a hostile server would.
private func zstdFrame(_ content: [UInt8]) -> [UInt8] {
    let magic: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD]
    // No content size, no checksum; window 2^(10 + 17) bytes.
    let frameHeader: [UInt8] = [0x00, 17 << 3]
    let block = UInt32(content.count) << 3 | 1  // the last block, raw, its size
    return magic + frameHeader + [UInt8(block & 0xFF), UInt8(block >> 8 & 0xFF), UInt8(block >> 16)] + content
}
