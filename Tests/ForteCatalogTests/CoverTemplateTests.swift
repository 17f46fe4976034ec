import ForteCatalog
import Testing

/// A source's picture rule: each placeholder, what is percent-encoded and what is not, and the templates refused.
@Suite struct CoverTemplateTests {
    static func item(_ identifier: String, link: String? = "http://nla.gov.au/nla.mus-an123") -> Item {
        var item = Item(identifier: identifier)
        item.metadata.identifier = [link].compactMap { $0 }
        return item
    }

    static let nla = item("oai:nla.gov.au:nla.mus-an123")

    @Test func eachPlaceholderIsFilledIn() throws {
        #expect(
            try CoverTemplate("{link}-t", givesPages: false).url(for: Self.nla) == "http://nla.gov.au/nla.mus-an123-t")
        #expect(
            try CoverTemplate("https://img.example/{id}", givesPages: false).url(for: Self.nla)
                == "https://img.example/oai:nla.gov.au:nla.mus-an123")
        #expect(
            try CoverTemplate("https://img.example/{local}.jpg", givesPages: false).url(for: Self.nla)
                == "https://img.example/nla.mus-an123.jpg")
        let pages = try CoverTemplate("{link}-s{n}", givesPages: true)
        #expect(pages.url(for: Self.nla, page: 1) == "http://nla.gov.au/nla.mus-an123-s1")
        #expect(pages.url(for: Self.nla, page: 12) == "http://nla.gov.au/nla.mus-an123-s12")
        #expect(
            try CoverTemplate("https://x.example/{local}/{local}", givesPages: false).url(for: Self.item("oai:x/a/b"))
                == "https://x.example/b/b")
    }

    /// An identifier's space, `#`, `?`, `/` and non-ASCII letters cannot change what the URL says; the web link is used as it is.
    @Test func identifiersArePercentEncodedAndTheLinkIsNot() throws {
        let item = Self.item("oai:test:a b#c?d/é", link: "http://example.org/item?id=1&x=%20")
        #expect(
            try CoverTemplate("https://img.example/{id}", givesPages: false).url(for: item)
                == "https://img.example/oai:test:a%20b%23c%3Fd%2F%C3%A9")
        #expect(
            try CoverTemplate("https://img.example/{local}", givesPages: false).url(for: item)
                == "https://img.example/%C3%A9")
        #expect(
            try CoverTemplate("{link}&size=large", givesPages: false).url(for: item)
                == "http://example.org/item?id=1&x=%20&size=large")
    }

    @Test func anItemWithoutAWebLinkHasNoURLFromATemplateThatTakesOne() throws {
        #expect(try CoverTemplate("{link}-t", givesPages: false).url(for: Self.item("oai:x:1", link: nil)) == nil)
        #expect(
            try CoverTemplate("https://img.example/{local}", givesPages: false).url(
                for: Self.item("oai:x:1", link: nil)) == "https://img.example/1")
    }

    @Test func badTemplatesAreRefusedWithWhatToWrite() {
        #expect(throws: CoverTemplateError.unknownPlaceholder("title", template: "{link}/{title}", pages: false)) {
            try CoverTemplate("{link}/{title}", givesPages: false)
        }
        #expect(throws: CoverTemplateError.unknownPlaceholder("n", template: "{link}-s{n}", pages: false)) {
            try CoverTemplate("{link}-s{n}", givesPages: false)
        }
        #expect(throws: CoverTemplateError.unclosedBrace("{link")) { try CoverTemplate("{link", givesPages: false) }
        #expect(throws: CoverTemplateError.pagesWithoutNumber("{link}-s")) {
            try CoverTemplate("{link}-s", givesPages: true)
        }
        for notWeb in ["{local}.jpg", "ftp://example.org/{id}", "http://", "https://x.example/{id} large", ""] {
            #expect(throws: CoverTemplateError.notWebURL(notWeb)) { try CoverTemplate(notWeb, givesPages: false) }
        }
        for control in [
            "{link}-e\r\nX-Forwarded-For: 127.0.0.1", "{link}-t\n", "https://img.example/{id}\t", "{link}\u{0}-e",
            "{link}\u{85}",
        ] {
            #expect(throws: CoverTemplateError.controlCharacter(control)) {
                try CoverTemplate(control, givesPages: false)
            }
        }
        #expect(
            "\(CoverTemplateError.unknownPlaceholder("title", template: "{title}", pages: true))"
                == "unknown placeholder {title} in {title} (use {link}, {id}, {local} and {n})")
    }

    /// The record's own pictures first; the rule where it has none; pages from the rule alone.
    @Test func coverLinksTakeTheRuleWhereTheRecordLinksToNoPicture() throws {
        let rule = CoverRule(
            thumbnail: try CoverTemplate("{link}-t", givesPages: false),
            cover: try CoverTemplate("{link}-e", givesPages: false),
            pages: try CoverTemplate("{link}-s{n}", givesPages: true))
        let links = CoverLinks(Self.nla, rule: rule)
        #expect(links.thumbnail == "http://nla.gov.au/nla.mus-an123-t")
        #expect(links.cover == "http://nla.gov.au/nla.mus-an123-e")
        #expect(links.hasPages)
        #expect(links.page(2) == "http://nla.gov.au/nla.mus-an123-s2")

        var own = Self.nla
        own.metadata.relation = ["http://pictures.example/123.jpg"]
        let owned = CoverLinks(own, rule: rule)
        #expect(owned.thumbnail == "http://pictures.example/123.jpg")
        #expect(owned.cover == "http://pictures.example/123.jpg")
        #expect(owned.page(1) == "http://nla.gov.au/nla.mus-an123-s1")

        let none = CoverLinks(Self.nla, rule: CoverRule())
        #expect(none == Self.nla.coverLinks)
        #expect(!none.hasPages)
        #expect(none.page(1) == nil)
        // A thumbnail rule alone gives the cover too, as a record's one picture does.
        let thumbnailOnly = CoverLinks(Self.nla, rule: CoverRule(thumbnail: rule.thumbnail))
        #expect(thumbnailOnly.cover == "http://nla.gov.au/nla.mus-an123-t")
    }
}
