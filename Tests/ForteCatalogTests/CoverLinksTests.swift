import ForteCatalog
import Testing

/// Where a record's pictures are, from the links it has: real values from the shared corpus, and the forms
/// the rules name.
@Suite struct CoverLinksTests {
    static func links(identifier: [String] = [], relation: [String] = [], description: [String] = []) -> CoverLinks {
        var item = Item(identifier: "oai:test:1")
        item.metadata.identifier = identifier
        item.metadata.relation = relation
        item.metadata.description = description
        return item.coverLinks
    }

    @Test func anImageLinkIsBothWhenItIsTheOnlyOne() {
        // cyberleninka.ru's records (linktype="thumbnail" is an attribute forte does not keep).
        let links = Self.links(identifier: [
            "https://cyberleninka.ru/article/n/1", "http://cyberleninka.ru/article_covers/14074026.png",
        ])
        #expect(
            links
                == CoverLinks(
                    thumbnail: "http://cyberleninka.ru/article_covers/14074026.png",
                    cover: "http://cyberleninka.ru/article_covers/14074026.png"))
    }

    @Test func aThumbnailNamedSoIsTheThumbnailAndAnotherImageTheCover() {
        let links = Self.links(
            identifier: ["https://example.org/scores/7/cover.JPG?size=large"],
            relation: ["https://example.org/scores/7/page1_thumb.webp"])
        #expect(links.thumbnail == "https://example.org/scores/7/page1_thumb.webp")
        #expect(links.cover == "https://example.org/scores/7/cover.JPG?size=large")
    }

    /// Digital Commons (bepress) repositories put the thumbnail in a description of its own.
    @Test func aDescriptionThatIsOnlyAnImageLinkCounts() {
        let links = Self.links(description: [
            "The paper's abstract, which names no picture.",
            " http://digitalcommons.calpoly.edu/studentnewspaper/1217/thumbnail.jpg ",
        ])
        #expect(links.thumbnail == "http://digitalcommons.calpoly.edu/studentnewspaper/1217/thumbnail.jpg")
        #expect(Self.links(description: ["See http://example.org/a.jpg for the cover"]).thumbnail == nil)
    }

    @Test func aIIIFServiceGivesItsImageScaled() {
        let links = Self.links(relation: ["https://iiif.example.org/image/v3/score-12/info.json"])
        #expect(links.thumbnail == "https://iiif.example.org/image/v3/score-12/full/!400,400/0/default.jpg")
        #expect(links.cover == "https://iiif.example.org/image/v3/score-12/full/!1200,1200/0/default.jpg")
    }

    @Test func aCONTENTdmPageGivesCONTENTdmsThumbnail() {
        let links = Self.links(identifier: ["http://cdm16022.contentdm.oclc.org/cdm/ref/collection/irrc/id/1747"])
        #expect(
            links
                == CoverLinks(
                    thumbnail: "http://cdm16022.contentdm.oclc.org/utils/getthumbnail/collection/irrc/id/1747",
                    cover: nil))
        #expect(links.cover == links.thumbnail)
    }

    @Test(arguments: [
        "http://nla.gov.au/nla.mus-an6301650",  // a web page, not a picture
        "nla.mus-an6301650.jpg",  // not a web link
        "ftp://example.org/cover.jpg",
        "https://example.org/a cover.jpg",  // not one link
        "https://example.org/cover.jpg.html",
        "urn:isbn:9780000000000",
    ])
    func whatIsNotAPictureGivesNone(value: String) {
        #expect(
            Self.links(identifier: [value], relation: [value], description: [value])
                == CoverLinks(thumbnail: nil, cover: nil))
    }
}
