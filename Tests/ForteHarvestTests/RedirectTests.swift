import Foundation
import Logging
import OAIFixtureServer
import Synchronization
import Testing

@testable import ForteHarvest
@testable import ForteNetwork

#if canImport(Glibc)
    import Glibc
#endif

/// Redirects and TLS (issue 6, part 3): followed within a limit, never to another scheme than http(s),
/// never from https down to http; a loop or a failed handshake is one clear error. Where forte connects
/// (issue 23): a repository on the internet never redirects it into the user's own network.
struct RedirectTests {
    let server: OAIFixtureServer
    let client: HTTPClient

    init() throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<10, pageSize: 5))
        var configuration = HTTPConfiguration(userAgent: "forte/9.9")
        configuration.connectTimeout = 2
        client = HTTPClient(configuration: configuration)
    }

    private func get(_ url: String) throws -> String {
        var body: [UInt8] = []
        let head = try client.get(url) { body += $0 }
        #expect(head.status == 200)
        return String(decoding: body, as: UTF8.self)
    }

    @Test func aChainWithinTheLimitIsFollowed() throws {
        let repository = server.baseURL + "?verb=Identify"
        let redirector = try Redirector { path in
            // /hop/N redirects to /hop/N-1; /hop/0 to the repository.
            let hops = Int(path.dropFirst("/hop/".count)) ?? 0
            return hops == 0 ? repository : "/hop/\(hops - 1)"
        }
        let body = try get(redirector.url("/hop/\(HTTPConfiguration(userAgent: "").maxRedirects - 1)"))
        #expect(body.contains("<repositoryName>"))
    }

    @Test func aLoopIsAClearError() throws {
        let redirector = try Redirector { _ in "/loop" }
        let error = try #require(throws: HTTPError.self) { try get(redirector.url("/loop")) }
        #expect(error.kind == .redirects)
        #expect(!error.isTransient)
        #expect(error.description.hasPrefix("\(redirector.url("/loop")) redirects too often"))
        #expect(redirector.requests == HTTPConfiguration(userAgent: "").maxRedirects + 1)
    }

    @Test(arguments: ["file:///etc/passwd", "ftp://127.0.0.1/oai", "gopher://127.0.0.1/oai"])
    func aRedirectToAnotherSchemeIsRefused(target: String) throws {
        let redirector = try Redirector { _ in target }
        let error = try #require(throws: HTTPError.self) { try get(redirector.url("/elsewhere")) }
        #expect(error.kind == .redirects)
    }

    @Test(arguments: [
        ("https://example.org/oai", "https"),
        ("HTTPS://example.org/oai", "https"),
        ("http://example.org/oai", "http,https"),
    ])
    func httpsIsNeverRedirectedDownToHTTP(url: String, allowed: String) {
        // https cannot be served from a test without a trusted certificate: the rule libcurl is given is checked.
        #expect(HTTPClient.redirectProtocols(from: url) == allowed)
    }

    /// 127.0.0.2 stands in for a repository on the internet; the fixture on 127.0.0.1 for the user's own network.
    private static func onTheInternet(_ address: IPAddress) -> IPAddress.Scope {
        address == IPAddress("127.0.0.2") ? .internet : address.scope
    }

    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1"), ("localhost", "127.0.0.1"), ("[::ffff:127.0.0.1]", "::ffff:127.0.0.1"),
    ])
    func aRepositoryOnTheInternetCannotRedirectIntoYourNetwork(host: String, address: String) throws {
        let target = "http://\(host):\(server.port)/oai?verb=Identify"
        let redirector = try Redirector(host: "127.0.0.2") { _ in target }
        var configuration = HTTPConfiguration(userAgent: "forte/9.9")
        configuration.addressScope = Self.onTheInternet
        let error = try #require(throws: HTTPError.self) {
            try HTTPClient(configuration: configuration).get(redirector.url("/oai?verb=Identify")) { _ in }
        }
        #expect(error.kind == .privateRedirect)
        #expect(!error.isTransient)
        #expect(
            error.description == "\(redirector.url("/oai?verb=Identify")) redirects to \(address), a loopback address: "
                + "forte follows a repository on the internet only to public addresses (if you trust the target, give its URL yourself)"
        )
        #expect(server.requests.isEmpty)
    }

    @Test func aRedirectBetweenPublicAddressesIsFollowed() throws {
        let redirector = try Redirector(host: "127.0.0.2") { [server] _ in server.baseURL + "?verb=Identify" }
        var configuration = HTTPConfiguration(userAgent: "forte/9.9")
        configuration.addressScope = { _ in .internet }
        var body: [UInt8] = []
        _ = try HTTPClient(configuration: configuration).get(redirector.url("/oai?verb=Identify")) { body += $0 }
        #expect(String(decoding: body, as: UTF8.self).contains("<repositoryName>"))
    }

    @Test func aRefusedRedirectIsNotRetried() throws {
        let redirector = try Redirector(host: "127.0.0.2") { [server] _ in server.baseURL + "?verb=Identify" }
        var configuration = HTTPConfiguration(userAgent: "forte/9.9")
        configuration.addressScope = Self.onTheInternet
        let waits = Mutex<[Double]>([])
        var retry = RetryPolicy()
        retry.sleep = { seconds in waits.withLock { $0.append(seconds) } }
        let client = OAIClient(
            baseURL: redirector.url("/oai"), http: configuration, retry: retry,
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let error = try #require(throws: HarvestError.self) { try client.perform(.identify) }
        #expect("\(error)".contains("redirects to 127.0.0.1, a loopback address"))
        #expect(redirector.requests == 1)
        #expect(waits.withLock { $0 }.isEmpty)
    }

    @Test func tlsWithAPlainHTTPServerIsOneClearError() throws {
        let url = "https://127.0.0.1:\(server.port)/oai?verb=Identify"
        let error = try #require(throws: HTTPError.self) { try get(url) }
        #expect(error.kind == .tls)
        #expect(!error.isTransient)
        #expect(error.description.hasPrefix("no secure connection to \(url): "))
        #expect(!error.description.contains("\n"))
    }
}

/// An HTTP server on a loopback address (127.0.0.1 unless told) that answers every request with a 302 to where
/// `target(path)` says.
final class Redirector: @unchecked Sendable {
    let host: String
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var served = 0

    init(host: String = "127.0.0.1", target: @escaping @Sendable (String) -> String) throws {
        self.host = host
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr(host)
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        try #require(bound == 0 && listen(listener, 16) == 0)
        var actual = length
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &actual) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        self.listener = listener
        Thread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { break }
                self.answer(connection, target: target)
            }
            close(listener)
        }.start()
    }

    deinit { shutdown(listener, Int32(SHUT_RDWR)) }

    func url(_ path: String) -> String { "http://\(host):\(port)\(path)" }

    var requests: Int { lock.withLock { served } }

    /// Reads the request head, answers with a redirect and closes the connection.
    private func answer(_ connection: Int32, target: (String) -> String) {
        defer { close(connection) }
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.ends(with: Array("\r\n\r\n".utf8)) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            head += buffer.prefix(count)
        }
        lock.withLock { served += 1 }
        let path = String(decoding: head, as: UTF8.self).split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        let response =
            "HTTP/1.1 302 Found\r\nLocation: \(target(path))\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        _ = Array(response.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
