extension HostileAnswer {
    /// A list served from whole documents in order, a real repository's saved pages: a ListRecords request without
    /// a token gets the first; one with a token, the document after the one that handed that token out.
    public static func savedPages(_ pages: [String]) -> HostileAnswer {
        let tokens = pages.indices.compactMap { index in resumptionToken(in: pages[index]).map { ($0, index + 1) } }
        let following = Dictionary(tokens, uniquingKeysWith: { first, _ in first })
        return HostileAnswer(takes: { $0.arguments["verb"] == "ListRecords" }) { request, connection in
            let index = request.arguments["resumptionToken"].map { following[$0] ?? pages.count } ?? 0
            let unknown =
                #"<?xml version="1.0" encoding="UTF-8"?>"#
                + #"<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-01-01T00:00:00Z</responseDate><request>http://127.0.0.1/oai</request>"#
                + #"<error code="badResumptionToken">Unknown token</error></OAI-PMH>"#
            connection.respond(body: Array((index < pages.count ? pages[index] : unknown).utf8))
        }
    }

    /// The token a saved page hands out, as the client sends it back (the saved pages' tokens hold no entities).
    private static func resumptionToken(in page: String) -> String? {
        guard let match = page.firstMatch(of: /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/) else { return nil }
        return String(match.1)
    }
}
