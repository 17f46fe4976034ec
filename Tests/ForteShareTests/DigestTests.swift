import ForteCatalog
import Foundation
import Testing

@testable import ForteShare

/// The digest of news: one RFC 5322 message of the items, written as `Share` writes one.
struct DigestTests {
    let items = [
        catalogItem(
            "oai:example:12", title: "Waltzing Matilda", creators: ["Cowan, Marie, 1855-1919"], dates: ["1903"],
            link: "https://example.org/12"),
        catalogItem(
            "oai:example:7", title: "The Blue Danube", creators: ["Strauss, Johann, 1825-1899", "Anon."],
            dates: ["1867", "c1900"]),
        catalogItem("oai:example:3", title: "Innocent song\r\nBcc: victim@example.com\r\n\r\nInjected body"),
    ]

    @Test func aDigestParsesAsAMessageWithEveryItem() throws {
        let digest = Digest(
            items: items, from: "forte <forte@example.org>", to: "reader@example.org",
            date: Date(timeIntervalSince1970: 1_767_258_303), messageID: "digest-1@example.org")
        let parsed = try Python.parseMessage(try digest.eml())
        #expect(parsed.defects.isEmpty)
        #expect(
            parsed.headers == [
                "From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type",
                "Content-Transfer-Encoding",
            ])
        #expect(parsed.subject == "forte: 3 new scores")
        #expect(parsed.to == "reader@example.org")
        #expect(parsed.date == "Thu, 01 Jan 2026 09:05:03 +0000")
        let body = parsed.body.replacing("\r\n", with: "\n")
        #expect(
            body.hasPrefix(
                """
                3 new scores arrived in the catalog:

                1. Waltzing Matilda
                Composer: \(shown("Cowan, Marie, 1855-1919"))
                Date: 1903
                Online: https://example.org/12

                2. The Blue Danube
                Composers: \(shown("Strauss, Johann, 1825-1899")); Anon.
                Date: 1867; c1900

                3. Innocent song Bcc: victim@example.com Injected body

                """), "\(body)")
    }

    @Test func aWatchIsNamedInTheSubjectAndOneItemIsOneScore() throws {
        #expect(Digest(items: Array(items.prefix(1)), watch: "waltzes").subject == "forte: 1 new score for waltzes")
        let parsed = try Python.parseMessage(try Digest(items: items, watch: "Dvořák songs").eml())
        #expect(parsed.subject == "forte: 3 new scores for Dvořák songs")
        #expect(parsed.body.contains("3 new scores arrived in the catalog (watch Dvořák songs):"))
    }

    @Test func aTitleOrWatchCarryingCRLFAndBccAddsNoHeaderNorRecipient() throws {
        let eml = try Digest(items: items, watch: "w\r\nBcc: victim@example.com", to: "reader@example.org").eml()
        let parsed = try Python.parseMessage(eml)
        #expect(parsed.defects.isEmpty)
        #expect(
            parsed.headers == [
                "From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type",
                "Content-Transfer-Encoding",
            ])
        #expect(parsed.to == "reader@example.org")
        #expect(parsed.subject == "forte: 3 new scores for w Bcc: victim@example.com")
        let header = eml.components(separatedBy: "\r\n\r\n")[0]
        #expect(!header.contains("\r\nBcc:"))
        #expect(!parsed.body.contains("\nBcc:"))
    }

    @Test func anAddressWithALineBreakIsRefused() {
        #expect(throws: ShareError.self) { try Digest(items: items, to: "a@example.org\r\nBcc: b@example.org").eml() }
    }
}
