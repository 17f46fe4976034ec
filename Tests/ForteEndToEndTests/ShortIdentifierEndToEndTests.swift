import Foundation
import Testing

/// `forte show` by a tail of an identifier (issue 46): `show 101` named `…deposits/item/mla:101`, and then `show mla:101`
/// said "no item"; the advice for an ambiguous one now names forms that work.
@Suite struct ShortIdentifierEndToEndTests {
    static let identifiers = [
        "https://commons.mla.org/deposits/item/mla:101", "oai:localhost:2062/101", "oai:nla.gov.au:nla.mus-an0000226",
    ]

    /// Saved responses with records of these identifiers, synced into a new index.
    static func index() throws -> IndexUnderTest {
        let index = try IndexUnderTest()
        let records = identifiers.map { identifier in
            "<record><header><identifier>\(identifier)</identifier><datestamp>2025-11-02</datestamp></header><metadata>"
                + #"<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">"#
                + "<dc:title>Song \(identifier.suffix(3))</dc:title></oai_dc:dc></metadata></record>"
        }
        let page =
            #"<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-03-01T10:00:00Z</responseDate>"#
            + "<ListRecords>\(records.joined())</ListRecords></OAI-PMH>"
        try Data(page.utf8).write(to: URL(fileURLWithPath: index.directory + "/page.xml"))
        let sync = try ForteProcess.run(["sync", index.directory + "/page.xml", "--index", index.path])
        #expect(sync.status == 0, "\(sync.errors)")
        return index
    }

    @Test func aTailAtASeparatorShowsTheItemAndTheAdviceWorks() throws {
        let index = try Self.index()
        defer { index.remove() }
        func shown(_ id: String) throws -> String? {
            let outcome = try ForteProcess.run(["show", id, "--json", "--index", index.path])
            guard outcome.status == 0 else { return nil }
            let object = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
            return object?["id"] as? String
        }
        for id in ["mla:101", "item/mla:101", "deposits/item/mla:101"] {
            #expect(try shown(id) == Self.identifiers[0], "\(id)")
        }
        for id in ["an0000226", "mus-an0000226", "nla.mus-an0000226", "226"] {
            #expect(try shown(id) == Self.identifiers[2], "\(id)")
        }

        let ambiguous = try ForteProcess.run(["show", "101", "--index", index.path])
        #expect(ambiguous.status == 1)
        #expect(
            ambiguous.errors == "forte: 101 could be \(Self.identifiers[0]) or \(Self.identifiers[1]) "
                + "(give more of it: mla:101 or 2062/101)\n")
        #expect(try shown("mla:101") == Self.identifiers[0] && shown("2062/101") == Self.identifiers[1])
    }
}
