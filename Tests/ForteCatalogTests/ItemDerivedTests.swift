import ForteCatalog
import Testing

private func item(titles: [String] = [], creators: [String] = [], identifiers: [String] = []) -> Item {
    var metadata = DublinCore()
    metadata.title = titles
    metadata.creator = creators
    metadata.identifier = identifiers
    return Item(identifier: "oai:catalogue.forte.example:1", metadata: metadata)
}

@Test func titlesAreDerivedFromTheFirstTitle() {
    let derived = item(titles: ["The Ängel waltz [music] /", "Engelwalzer"])
    #expect(derived.displayTitle == "The Ängel waltz")
    #expect(derived.sortTitle == "Ängel waltz")
    #expect(derived.sortKey == "angel waltz")
}

@Test func anItemWithoutTitleIsUntitledAndSortsUnderU() {
    let derived = item()
    #expect(derived.displayTitle == "Untitled")
    #expect(derived.sortTitle == "Untitled")
    #expect(derived.sortKey == "untitled")
}

@Test func composersComeFromCreatorsOncePerNameInCataloguedOrder() {
    let derived = item(creators: [
        "Smith, John, 1870-1935, composer", "Lee, Ada, lyricist", "Smith, John, lyricist", "  ", "", "Albert & Son",
    ])
    // Ada Lee is catalogued as the lyricist only: not a composer (issue 29).
    #expect(derived.composers.map(\.name) == ["John Smith", "Albert & Son"])
    #expect(derived.creators.map(\.roles) == [[.composer], [.lyricist], [.lyricist], [], [], []])
    #expect(derived.composers.first?.lifeDates == "1870-1935")
    #expect(item().composers.isEmpty)
}

/// `webLink`: the first `dc:identifier` that is an http(s) URL.
@Test(
    arguments: [
        (["http://nla.gov.au/nla.mus-an6306034"], "http://nla.gov.au/nla.mus-an6306034"),
        (["https://nla.gov.au/nla.mus-an6306034"], "https://nla.gov.au/nla.mus-an6306034"),
        (["HTTP://NLA.GOV.AU/nla.mus-an1"], "HTTP://NLA.GOV.AU/nla.mus-an1"),
        (["  http://nla.gov.au/nla.mus-an1\n"], "http://nla.gov.au/nla.mus-an1"),
        (["(FORTE-DEMO)0000001", "http://nla.gov.au/nla.mus-an1"], "http://nla.gov.au/nla.mus-an1"),
        (
            ["http://nla.gov.au/nla.mus-an1", "https://catalogue.forte.example/Record/1"],
            "http://nla.gov.au/nla.mus-an1"
        ),
        (["oai:nla.gov.au:nla.mus-an1"], nil),
        (["httpfoo"], nil),
        (["http:"], nil),
        (["http://"], nil),
        (["https//nla.gov.au"], nil),
        (["ftp://nla.gov.au/file"], nil),
        (["mailto:music@nla.gov.au"], nil),
        (["http://nla.gov.au/nla mus"], nil),
        (["urn:isbn:0-123-45678-9"], nil),
        ([], nil),
    ] as [([String], String?)])
func webLink(identifiers: [String], link: String?) {
    #expect(item(identifiers: identifiers).webLink == link)
}
