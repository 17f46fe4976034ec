import ForteHarvest
import ForteNetwork
import Foundation
import OAIFixtureServer
import Synchronization
import Testing

@testable import ForteCovers

/// Pictures fetched from a host on loopback into a cache in a temporary directory.
@Suite struct CoverFetcherTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("forte-covers-\(UUID().uuidString)")
        .path
    let server: OAIFixtureServer

    init() throws {
        server = try OAIFixtureServer(FixtureState(records: [], pageSize: 100))
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(server.port)\(path)" }

    /// The pictures at `paths` of the fixture server, linked from the source at `sourceURL` (by default the fixture
    /// server itself: a catalog on loopback, whose pictures may be there).
    func fetch(
        _ paths: [String], into cache: CoverCache, connections: Int = 4,
        http: HTTPConfiguration = HTTPConfiguration(userAgent: "forte-test"),
        linkedFrom sourceURL: String? = nil
    ) -> [String: CoverFetcher.Outcome] {
        var retry = RetryPolicy()
        retry.maxAttempts = 2
        retry.sleep = { _ in }
        let fetcher = CoverFetcher(cache: cache, http: http, retry: retry, connections: connections)
        let outcomes = Mutex<[String: CoverFetcher.Outcome]>([:])
        let links = paths.map { (url($0), sourceURL ?? server.baseURL) }
        fetcher.fetch(links) { url, outcome in outcomes.withLock { $0[url] = outcome } }
        return outcomes.withLock { $0 }
    }

    @Test func picturesAreKeptAndAskedForAgainOnlyIfChanged() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let jpeg = TestImages.jpeg(TestImages.halves(width: 40, height: 30))
        let png = TestImages.png(TestImages.halves(width: 20, height: 10))
        server.serve(FixturePicture(bytes: jpeg, etag: "\"v1\""), at: "/covers/1.jpg")
        server.serve(FixturePicture(bytes: png, contentType: "image/png"), at: "/covers/2.png")
        let cache = CoverCache(directory: directory)

        #expect(
            fetch(["/covers/1.jpg", "/covers/2.png"], into: cache) == [
                url("/covers/1.jpg"): .fetched, url("/covers/2.png"): .fetched,
            ])
        #expect(
            cache.entry(for: url("/covers/1.jpg")) == CoverCache.Entry(bytes: jpeg, etag: "\"v1\"", lastModified: nil))
        #expect(
            try ImageDecoder.decode(cache.entry(for: url("/covers/2.png"))!.bytes)
                == TestImages.halves(width: 20, height: 10))

        // Asked again, the picture with an ETag is asked for only if changed; the other is fetched again whole.
        #expect(
            fetch(["/covers/1.jpg", "/covers/2.png"], into: CoverCache(directory: directory))
                == [url("/covers/1.jpg"): .unchanged, url("/covers/2.png"): .fetched])
        let conditional = server.requests.filter { $0.target == "/covers/1.jpg" }.map { $0.headers["if-none-match"] }
        #expect(conditional == [nil, "\"v1\""])
    }

    @Test func whatIsNotAPictureOrNotThereFailsAndIsNotKept() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: Array("<!DOCTYPE html><p>Sign in</p>".utf8)), at: "/covers/page.jpg")
        // Any other path of the fixture server is the repository's XML.
        let outcomes = fetch(["/covers/page.jpg", "/oai?verb=Identify"], into: CoverCache(directory: directory))
        func notPicture(_ path: String) -> CoverFetcher.Outcome {
            .failed(CoverFailure(.notPicture, "\(url(path)) is not a JPEG or PNG image"))
        }
        #expect(
            outcomes == [
                url("/covers/page.jpg"): notPicture("/covers/page.jpg"),
                url("/oai?verb=Identify"): notPicture("/oai?verb=Identify"),
            ])
        #expect(CoverCache(directory: directory).entry(for: url("/covers/page.jpg")) == nil)
        // A host that is not there.
        server.stop()
        guard
            case .failed(let reason) = fetch(["/covers/page.jpg"], into: CoverCache(directory: directory))[
                url("/covers/page.jpg")]
        else {
            Issue.record("fetched")
            return
        }
        #expect(reason.description.contains("connect"), "\(reason)")
        #expect(MissingPicture(reason) == .unreachable)
    }

    @Test func aPictureOverTheByteLimitIsRefused() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(
            FixturePicture(bytes: [0xFF, 0xD8, 0xFF] + Array(repeating: 0, count: ImageLimits.standard.bytes)),
            at: "/covers/huge.jpg")
        guard
            case .failed(let reason) = fetch(["/covers/huge.jpg"], into: CoverCache(directory: directory))[
                url("/covers/huge.jpg")]
        else {
            Issue.record("fetched")
            return
        }
        #expect(reason.description.contains("20 MB"), "\(reason)")
    }

    /// Past its capacity, the cache keeps the pictures used last, and counts what it keeps across restarts.
    @Test func theCacheKeepsTheMostRecentlyUsedWithinItsCapacity() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = CoverCache(directory: directory, capacity: 10_100)
        for number in 0..<4 {
            try cache.store(
                CoverCache.Entry(bytes: Array(repeating: UInt8(number), count: 3_000), etag: nil, lastModified: nil),
                for: "u\(number)")
            // Each use clearly later than the one before: the test does not rest on the clock's resolution.
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(number) - 100)],
                ofItemAtPath: "\(directory)/\(CoverCache.key("u\(number)")).image")
        }
        // 12,020 bytes (pictures and their `.about` files) went over 10,100: the oldest went, down to 9,015.
        #expect(cache.entry(for: "u0") == nil)
        #expect(cache.entry(for: "u1") != nil && cache.entry(for: "u3") != nil)
        let reopened = CoverCache(directory: directory, capacity: 10_100)
        try reopened.store(
            CoverCache.Entry(bytes: Array(repeating: 9, count: 3_000), etag: nil, lastModified: nil), for: "u9")
        #expect(reopened.entry(for: "u9") != nil)
        #expect(["u1", "u2", "u3"].filter { reopened.entry(for: $0) != nil }.count == 2)
    }
}
