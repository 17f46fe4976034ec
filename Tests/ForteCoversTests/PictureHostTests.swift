import ForteCovers
import ForteHarvest
import ForteNetwork
import Foundation
import OAIFixtureServer
import Synchronization
import Testing

/// Every kind of picture a cover's host serves, good and bad, fetched from the fixture server and decoded from the
/// cache: each bad one is refused with a clear error, never kept half-written, never a crash.
extension CoverFetcherTests {
    static let pattern = TestImages.halves(width: 64, height: 48)

    /// The picture the cache keeps for `path`, decoded, or why it cannot be.
    func decoded(_ path: String) -> Result<CoverImage, ImageError>? {
        guard let kept = CoverCache(directory: directory).entry(for: url(path)) else { return nil }
        return Result { () throws(ImageError) in try ImageDecoder.decode(kept.bytes) }
    }

    @Test func jpegProgressiveJPEGAndPNGAreFetchedAndDecoded() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: TestImages.jpeg(Self.pattern)), at: "/covers/baseline.jpg")
        server.serve(
            FixturePicture(bytes: TestImages.jpeg(Self.pattern, progressive: true)), at: "/covers/progressive.jpg")
        server.serve(
            FixturePicture(bytes: TestImages.png(Self.pattern), contentType: "image/png"), at: "/covers/picture.png")
        let paths = ["/covers/baseline.jpg", "/covers/progressive.jpg", "/covers/picture.png"]
        #expect(fetch(paths, into: CoverCache(directory: directory)).values.allSatisfy { $0 == .fetched })
        #expect(try decoded("/covers/picture.png")?.get() == Self.pattern)
        for path in paths.prefix(2) {
            let image = try #require(try decoded(path)?.get())
            // Lossy: away from the edge between the halves, red on the left and blue on the right.
            #expect(
                image.width == 64 && image.rgba[(20 * 64 + 5) * 4] > 240 && image.rgba[(20 * 64 + 60) * 4 + 2] > 240,
                "\(path)")
        }
    }

    /// Pictures by their first bytes, so kept; decoding then refuses them before it spends anything on them.
    @Test func aHugeDeclaredSizeAndATruncatedJPEGAreRefusedWhenDecoded() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let huge = TestImages.png(TestImages.png(TestImages.halves(width: 8, height: 8)), declaring: 100_000, 100_000)
        server.serve(FixturePicture(bytes: huge, contentType: "image/png"), at: "/covers/huge.png")
        let jpeg = TestImages.jpeg(Self.pattern)
        server.serve(FixturePicture(bytes: Array(jpeg.prefix(jpeg.count / 2))), at: "/covers/truncated.jpg")
        #expect(
            fetch(["/covers/huge.png", "/covers/truncated.jpg"], into: CoverCache(directory: directory)).values
                .allSatisfy { $0 == .fetched })
        #expect(decoded("/covers/huge.png") == .failure(.tooManyPixels(width: 100_000, height: 100_000)))
        #expect(
            "\(ImageError.tooManyPixels(width: 100_000, height: 100_000))"
                == "the image declares 100000×100000 pixels, more than forte decodes")
        guard case .failure(.damaged(let reason))? = decoded("/covers/truncated.jpg") else {
            Issue.record("the truncated JPEG decoded")
            return
        }
        #expect(!reason.isEmpty)
    }

    /// A 50 MB file is cut off at the decoder's limit (20 MB), not read to its end; nothing of it is kept.
    @Test func aFiftyMegabyteFileIsRefused() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: [0xFF, 0xD8, 0xFF, 0xE0], padding: 50 << 20), at: "/covers/fifty.jpg")
        guard
            case .failed(let reason)? = fetch(["/covers/fifty.jpg"], into: CoverCache(directory: directory))[
                url("/covers/fifty.jpg")]
        else {
            Issue.record("fetched")
            return
        }
        #expect(reason.description.contains("larger than 20 MB"), "\(reason)")
        #expect(!reason.description.contains("repository"), "a picture's words: \(reason)")
        #expect(decoded("/covers/fifty.jpg") == nil)
    }

    /// A host slower than the time a response may take is given up on, and says so.
    @Test func aSlowPictureIsGivenUpOn() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: TestImages.jpeg(Self.pattern), delay: 4), at: "/covers/slow.jpg")
        var http = HTTPConfiguration(userAgent: "forte-test")
        http.timeout = 1
        guard
            case .failed(let reason)? = fetch(["/covers/slow.jpg"], into: CoverCache(directory: directory), http: http)[
                url("/covers/slow.jpg")]
        else {
            Issue.record("fetched")
            return
        }
        #expect(
            reason.description
                == "\(url("/covers/slow.jpg")) did not finish its response in 1 s (if the server is only slow, allow it "
                + "more time)")
        #expect(reason.description { _ in "raise it" }.hasSuffix("(if the server is only slow, raise it)"))
        #expect(!reason.description.contains("repository"), "a picture's words: \(reason)")
        #expect(decoded("/covers/slow.jpg") == nil)
    }

    /// A picture's transfer ends within the retries' budget, not only between attempts; a host that did not answer
    /// is not asked again in the run (four workers sat 300 s on each picture of a host sending 200 bytes/s).
    @Test func aSlowHostIsGivenUpOnWithinTheBudgetAndSetAside() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for number in 1...3 {
            server.serve(
                FixturePicture(bytes: TestImages.jpeg(Self.pattern), delay: 4), at: "/covers/crawl\(number).jpg")
        }
        var retry = RetryPolicy()
        (retry.budget, retry.sleep) = (1, { _ in })
        let fetcher = CoverFetcher(
            cache: CoverCache(directory: directory), http: HTTPConfiguration(userAgent: "forte-test"),
            retry: retry, connections: 1)
        let outcomes = Mutex<[String: CoverFetcher.Outcome]>([:])
        let links = (1...3).map { (url("/covers/crawl\($0).jpg"), server.baseURL) }
        fetcher.fetch(links) { url, outcome in outcomes.withLock { $0[url] = outcome } }
        guard case .failed(let first)? = outcomes.withLock({ $0[url("/covers/crawl1.jpg")] }) else {
            Issue.record("fetched")
            return
        }
        #expect(first.description.contains("did not finish its response in 1 s"), "\(first)")
        guard case .failed(let later)? = outcomes.withLock({ $0[url("/covers/crawl3.jpg")] }) else {
            Issue.record("fetched")
            return
        }
        #expect(later.description.contains("its host did not answer earlier"), "\(later)")
        #expect(server.requests.filter { $0.target.hasPrefix("/covers/crawl") }.count == 1)
    }

    /// A host that stalls is asked once in a run, however long the retries' budget: a silent host was asked again
    /// for 300 s while the good hosts' pictures waited (#47.10).
    @Test func aStalledHostIsNotRetried() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: TestImages.jpeg(Self.pattern), delay: 4), at: "/covers/stall.jpg")
        var retry = RetryPolicy()
        (retry.budget, retry.sleep) = (20, { _ in })
        var http = HTTPConfiguration(userAgent: "forte-test")
        // Silent for a second: a stall, which a repository's transfer would retry.
        http.stallTimeout = 1
        let fetcher = CoverFetcher(cache: CoverCache(directory: directory), http: http, retry: retry, connections: 1)
        let outcomes = Mutex<[String: CoverFetcher.Outcome]>([:])
        fetcher.fetch([(url("/covers/stall.jpg"), server.baseURL)]) { url, outcome in
            outcomes.withLock { $0[url] = outcome }
        }
        guard case .failed? = outcomes.withLock({ $0[url("/covers/stall.jpg")] }) else {
            Issue.record("fetched")
            return
        }
        #expect(server.requests.filter { $0.target == "/covers/stall.jpg" }.count == 1)
    }

    /// A host not yet heard from is tried by one connection, its other pictures held back until it answers: four
    /// connections each sat on a picture of a host that never answered, and a good host's pictures waited (#47.10).
    @Test func aHostNotYetHeardFromIsTriedByOneConnection() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for number in 1...3 {
            let picture = FixturePicture(bytes: TestImages.jpeg(Self.pattern), delay: 4)
            server.serve(picture, at: "/covers/stall\(number).jpg")
        }
        var http = HTTPConfiguration(userAgent: "forte-test")
        http.stallTimeout = 1
        let fetcher = CoverFetcher(
            cache: CoverCache(directory: directory), http: http, retry: RetryPolicy(),
            connections: 4)
        let outcomes = Mutex<[String: CoverFetcher.Outcome]>([:])
        fetcher.fetch((1...3).map { (url("/covers/stall\($0).jpg"), server.baseURL) }) { url, outcome in
            outcomes.withLock { $0[url] = outcome }
        }
        #expect(server.requests.filter { $0.target.hasPrefix("/covers/stall") }.count == 1)
        #expect(outcomes.withLock { $0.count } == 3)
    }

    /// The host misbehaves as a repository does: what a retry mends is fetched; the rest fails, said plainly; a
    /// body cut short in a whole response is kept (its first bytes are a picture's) and found damaged when decoded.
    @Test func aMisbehavingHostIsRetriedOrRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: TestImages.jpeg(Self.pattern)), at: "/covers/1.jpg")
        func outcome(_ misbehave: (inout Misbehaviour) -> Void) -> CoverFetcher.Outcome? {
            server.change { misbehave(&$0.misbehaviour) }
            defer { server.change { $0.misbehaviour = Misbehaviour() } }
            return fetch(["/covers/1.jpg"], into: CoverCache(directory: directory + "/\(UUID().uuidString)"))[
                url("/covers/1.jpg")]
        }
        // Mended by asking again: a second request each.
        func requests() -> Int { server.requests.filter { $0.target == "/covers/1.jpg" }.count }
        #expect(outcome { $0.serviceUnavailable = 1 } == .fetched && requests() == 2)
        #expect(outcome { $0.dropMidBody = 1 } == .fetched && requests() == 4)
        guard case .failed(let failing)? = outcome({ $0.internalErrors = 2 }) else { Issue.record("fetched"); return }
        #expect(failing.description.hasPrefix("\(url("/covers/1.jpg")) answered HTTP 500"), "\(failing)")
        #expect(
            MissingPicture(failing) == .refused(status: 500)
                && MissingPicture(failing).description == "picture refused (HTTP 500)")
        guard case .failed(let broken)? = outcome({ $0.dropMidBody = 2 }) else { Issue.record("fetched"); return }
        #expect(broken.description.contains("broke off"), "\(broken)")
        #expect(MissingPicture(broken) == .unreachable)
        let notPicture = CoverFailure(.notPicture, "\(url("/covers/1.jpg")) is not a JPEG or PNG image")
        #expect(outcome { $0.html = true } == .failed(notPicture))

        server.change { $0.misbehaviour.truncate = 1 }
        #expect(fetch(["/covers/1.jpg"], into: CoverCache(directory: directory)) == [url("/covers/1.jpg"): .fetched])
        guard case .failure(.damaged)? = decoded("/covers/1.jpg") else {
            Issue.record("the cut picture decoded"); return
        }
    }
}
