import ForteCovers
import ForteHarvest
import ForteNetwork
import Foundation
import OAIFixtureServer
import Testing

/// Where a record's picture link may send forte (issue 47): a catalog on the internet never into the user's own
/// network, checked on the address connected to; a catalog served from there, or imported from files, keeps its
/// pictures there.
extension CoverFetcherTests {
    /// 127.0.0.2 stands in for a repository on the internet; the fixture on 127.0.0.1 for the user's own network.
    static func onTheInternet(_ address: IPAddress) -> IPAddress.Scope {
        address == IPAddress("127.0.0.2") ? .internet : address.scope
    }

    static var publicSource: String { "http://127.0.0.2/oai" }

    func fetchOne(_ link: String, linkedFrom sourceURL: String?) -> CoverFetcher.Outcome? {
        var http = HTTPConfiguration(userAgent: "forte-test")
        http.addressScope = Self.onTheInternet
        let fetcher = CoverFetcher(
            cache: CoverCache(directory: directory), http: http, retry: RetryPolicy(),
            connections: 1)
        return fetcher.connection().fetch(link, linkedFrom: sourceURL)
    }

    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1"), ("localhost", "127.0.0.1"), ("[::ffff:127.0.0.1]", "::ffff:127.0.0.1"),
    ])
    func aCatalogOnTheInternetCannotLinkIntoYourNetwork(host: String, address: String) {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: TestImages.jpeg(Self.pattern)), at: "/covers/1.jpg")
        let link = "http://\(host):\(server.port)/covers/1.jpg"
        guard case .failed(let failure)? = fetchOne(link, linkedFrom: Self.publicSource) else {
            Issue.record("fetched")
            return
        }
        #expect(
            failure
                == CoverFailure(
                    .privateAddress,
                    "\(link) leads to \(address), a loopback address: forte "
                        + "fetches a picture from your own network only for a catalog served from there"))
        #expect(MissingPicture(failure).description == "picture on a private address, not fetched")
        #expect(server.requests.isEmpty)
        #expect(CoverCache(directory: directory).entry(for: link) == nil)
    }

    /// A source forte cannot place (no URL known, or a host that does not resolve) is not taken for the user's own.
    @Test(arguments: [nil, "http://forte-test.invalid/oai"])
    func aCatalogOfUnknownPlaceCannotLinkIntoYourNetwork(sourceURL: String?) {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: TestImages.jpeg(Self.pattern)), at: "/covers/1.jpg")
        guard case .failed(let failure)? = fetchOne(url("/covers/1.jpg"), linkedFrom: sourceURL) else {
            Issue.record("fetched")
            return
        }
        #expect(failure.kind == .privateAddress)
        #expect(server.requests.isEmpty)
    }

    /// The fixture's own catalog (on loopback, by address or by name) and saved responses the user imported.
    @Test(arguments: ["http://127.0.0.1:1/oai", "http://localhost/oai", "/home/someone/saved"])
    func aCatalogInYourNetworkOrYourFilesKeepsItsPicturesThere(sourceURL: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: TestImages.jpeg(Self.pattern)), at: "/covers/1.jpg")
        #expect(fetchOne(url("/covers/1.jpg"), linkedFrom: sourceURL) == .fetched)
        #expect(server.requests.map(\.target) == ["/covers/1.jpg"])
    }

    /// The rule refuses addresses, not catalogs: a public catalog's picture on a public address is fetched.
    @Test func aCatalogOnTheInternetKeepsItsPicturesOnTheInternet() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        server.serve(FixturePicture(bytes: TestImages.jpeg(Self.pattern)), at: "/covers/1.jpg")
        var http = HTTPConfiguration(userAgent: "forte-test")
        http.addressScope = { _ in .internet }
        let outcomes = fetch(
            ["/covers/1.jpg"], into: CoverCache(directory: directory), http: http,
            linkedFrom: Self.publicSource)
        #expect(outcomes == [url("/covers/1.jpg"): .fetched])
    }

    /// `covers fetch` gives refused pictures a line of their own.
    @Test func refusedPicturesAreAKindOfTheirOwnInASummary() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for path in ["/covers/1.jpg", "/covers/2.jpg"] {
            server.serve(FixturePicture(bytes: TestImages.jpeg(Self.pattern)), at: path)
        }
        let failures = ["/covers/1.jpg", "/covers/2.jpg"].map { fetchOne(url($0), linkedFrom: Self.publicSource) }
        guard case .failed(let first)? = failures[0], case .failed(let second)? = failures[1] else {
            Issue.record("fetched")
            return
        }
        #expect(first.kind == second.kind && first.kind != .transfer(.privateRedirect))
        #expect(
            first.summary(count: 2) == "2 pictures not fetched: the links lead into your own network (loopback, "
                + "private or link-local addresses), where forte goes only for a catalog served from there")
    }
}
