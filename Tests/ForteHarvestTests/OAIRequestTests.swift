import Testing

@testable import ForteHarvest

struct OAIRequestTests {
    @Test(arguments: [
        (OAIRequest.identify, "http://h/oai?verb=Identify"),
        (.listMetadataFormats(), "http://h/oai?verb=ListMetadataFormats"),
        (.listSets, "http://h/oai?verb=ListSets"),
        (
            .listRecords(.init(metadataPrefix: "oai_dc", set: "music:scores", from: "2026-01-01T00:00:00Z")),
            "http://h/oai?verb=ListRecords&metadataPrefix=oai_dc&set=music%3Ascores&from=2026-01-01T00%3A00%3A00Z"
        ),
        (
            .listIdentifiers(.init(metadataPrefix: "marc21", until: "2026-01-02")),
            "http://h/oai?verb=ListIdentifiers&metadataPrefix=marc21&until=2026-01-02"
        ),
        (
            .getRecord(identifier: "oai:nla.gov.au:nla.mus-an1", metadataPrefix: "oai_dc"),
            "http://h/oai?verb=GetRecord&identifier=oai%3Anla.gov.au%3Anla.mus-an1&metadataPrefix=oai_dc"
        ),
        (
            .resume(.listRecords, token: "a b+c/d&e=f?ü~"),
            "http://h/oai?verb=ListRecords&resumptionToken=a%20b%2Bc%2Fd%26e%3Df%3F%C3%BC~"
        ),
    ])
    func urls(request: OAIRequest, url: String) {
        #expect(request.url(baseURL: "http://h/oai") == url)
    }

    @Test func baseURLWithQueryKeepsIt() {
        #expect(OAIRequest.identify.url(baseURL: "http://h/cgi?repo=music") == "http://h/cgi?repo=music&verb=Identify")
    }

    @Test(arguments: [
        ("http://h/oai?verb=Identify", "http://h/oai", ["verb"]),
        (
            "http://h/cgi?repo=music&verb=ListRecords&metadataPrefix=oai_dc&set=a&from=2020-01-01&until=2021-01-01",
            "http://h/cgi?repo=music", ["verb", "metadataPrefix", "set", "from", "until"]
        ),
        (
            "http://h/oai?resumptionToken=x&a=1&identifier=oai%3Ax&b=2&%76erb=GetRecord", "http://h/oai?a=1&b=2",
            ["resumptionToken", "identifier", "verb"]
        ),
        ("http://h/cgi?repo=music&verbose=1", "http://h/cgi?repo=music&verbose=1", []),
        ("http://h/oai", "http://h/oai", []),
    ])
    func aBaseURLLosesTheProtocolsArgumentsAndKeepsOthers(url: String, base: String, leftOut: [String]) {
        #expect(OAIRequest.baseURL(of: url) == (base, leftOut))
    }

    @Test func aTokenRequestCarriesOnlyVerbAndToken() {
        #expect(OAIRequest.resume(.listRecords, token: "t").arguments.map(\.0) == ["verb", "resumptionToken"])
    }
}
