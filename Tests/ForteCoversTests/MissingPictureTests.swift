import ForteCovers
import ForteHarvest
import ForteNetwork
import Testing

/// What a card says in place of a picture a fetch could not bring: the fetch's kind of failure, in a few words.
@Suite struct MissingPictureTests {
    @Test(arguments: [
        (HTTPError.Kind.cannotResolve, "picture unavailable offline"),
        (.cannotConnect, "picture's server not answering"),
        (.timedOut, "picture's server not answering"),
        (.connectionLost, "picture's server not answering"),
        (.privateRedirect, "picture's link not followed"),
        (.privateAddress, "picture on a private address, not fetched"),
        (.tooLarge, "link is not a picture forte reads"),
    ])
    func aTransferThatFailedSaysWhy(kind: HTTPError.Kind, note: String) {
        let failure = CoverFailure(
            .transfer(HTTPError(kind: kind, url: "http://example.org/1.jpg", detail: "")),
            url: "http://example.org/1.jpg")
        #expect(MissingPicture(failure).description == note)
    }

    @Test func aStatusSaysNotFoundOrRefused() {
        func status(_ code: Int) -> MissingPicture {
            MissingPicture(CoverFailure(.status(code), "http://example.org/1.jpg answered HTTP \(code)"))
        }
        #expect(status(404).description == "picture not found" && status(410) == .notFound)
        #expect(status(403).description == "picture refused (HTTP 403)")
        #expect(MissingPicture.notLinked.description == "no picture")
    }
}
