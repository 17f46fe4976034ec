import Foundation
import Testing

/// Creators under their roles, end to end: a song's lyricist and arranger are not its composers, but `show`,
/// `show --json` and search still name them.
struct CreatorRolesTests {
    let index: IndexUnderTest

    init() throws {
        index = try IndexUnderTest()
        let record = { (identifier: String, title: String, creators: [String]) in
            "<record><header><identifier>\(identifier)</identifier><datestamp>2025-11-02</datestamp></header><metadata>"
                + #"<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">"#
                + "<dc:title>\(title)</dc:title>" + creators.map { "<dc:creator>\($0)</dc:creator>" }.joined()
                + "<dc:date>1905</dc:date></oai_dc:dc></metadata></record>"
        }
        let page =
            #"<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListRecords>"#
            + record(
                "oai:x:song", "A song",
                [
                    "Smith, John, 1870-1935, composer", "Harrington, J. (Jessie), 1865-1899., lyricist",
                    "Hughes, Henry, words by", "Lee, Alfred, arr.",
                ])
            + record("oai:x:words", "Only words", ["Hughes, Henry, words by"])
            + "</ListRecords></OAI-PMH>"
        let file = index.directory + "/page.xml"
        try Data(page.utf8).write(to: URL(fileURLWithPath: file))
        let sync = try ForteProcess.run(["sync", file, "--index", index.path])
        #expect(sync.status == 0, "\(sync.errors)")
    }

    @Test func showJSONGivesEachCreatorsNameRoleAndDatesWithTheHeadingAsCatalogued() throws {
        let outcome = try ForteProcess.run(["show", "oai:x:song", "--json", "--index", index.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(object["composers"] as? [String] == ["John Smith"])
        let creators = try #require(object["creators"] as? [[String: Any]])
        #expect(
            creators.map { $0["name"] as? String } == ["John Smith", "J. Harrington", "Henry Hughes", "Alfred Lee"])
        #expect(creators.map { $0["role"] as? String } == ["composer", "lyricist", "lyricist", "arranger"])
        #expect(creators.map { $0["dates"] as? String } == ["1870-1935", "1865-1899", nil, nil])
        #expect(creators[1]["catalogued"] as? String == "Harrington, J. (Jessie), 1865-1899., lyricist")
        index.remove()
    }

    @Test func showDatesTheComposersAsTheOthersUnderTheirRoles() throws {
        let outcome = try ForteProcess.run(["show", "oai:x:song", "--index", index.path])
        let lines = outcome.output.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(lines.contains("Composers John Smith, 1870-1935"))
        #expect(lines.contains("Lyricist J. Harrington, 1865-1899"))
        #expect(lines.contains("Henry Hughes"))
        #expect(lines.contains("Arranger Alfred Lee"))
        index.remove()
    }

    @Test func onlyComposersAreListedAsComposersAndTheRestIsUnknownComposer() throws {
        let byHughes = try ForteProcess.run(["list", "--composer", "Henry Hughes", "--index", index.path])
        #expect(byHughes.output.isEmpty)
        let bySmith = try ForteProcess.run(["list", "--composer", "John Smith", "--json", "--index", index.path])
        #expect(bySmith.output.split(separator: "\n").count == 1 && bySmith.output.contains("oai:x:song"))
        let words = try ForteProcess.run(["show", "oai:x:words", "--json", "--index", index.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(words.output.utf8)) as? [String: Any])
        #expect(object["composers"] as? [String] == [])
        // Every creator's name stays searchable, whatever the role.
        let search = try ForteProcess.run(["search", "harrington", "--index", index.path])
        #expect(search.output.contains("A song"))
        index.remove()
    }
}
