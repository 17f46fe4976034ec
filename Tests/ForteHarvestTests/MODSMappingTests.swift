import ForteCatalog
import ForteHarvest
import Foundation
import Testing

/// MODS records become items, mapped as the Library of Congress's MODS to Dublin Core crosswalk does.
struct MODSMappingTests {
    static let song = """
        <record><header><identifier>oai:lib:3</identifier><datestamp>2025-11-02</datestamp></header><metadata>\
        <mods xmlns="http://www.loc.gov/mods/v3" xmlns:xlink="http://www.w3.org/1999/xlink">\
        <titleInfo><nonSort>The</nonSort><title>rosary</title><subTitle>song</subTitle></titleInfo>\
        <titleInfo type="uniform"><title>Rosary</title></titleInfo>\
        <name type="personal"><namePart type="family">Nevin</namePart><namePart type="given">Ethelbert</namePart>\
        <namePart type="date">1862-1901</namePart><role><roleTerm type="text" authority="marcrelator">composer</roleTerm></role></name>\
        <name type="personal"><namePart>Rogers, Robert Cameron</namePart><role><roleTerm type="code">lyr</roleTerm></role></name>\
        <name type="corporate"><namePart>Boston Music Co.</namePart><role><roleTerm type="text">publisher</roleTerm></role></name>\
        <typeOfResource>notated music</typeOfResource><genre authority="lcgft">Songs</genre>\
        <originInfo><publisher>Boston Music Co.</publisher><dateIssued>1898</dateIssued></originInfo>\
        <physicalDescription><extent>1 score (5 pages)</extent></physicalDescription>\
        <note>For voice and piano.</note>\
        <subject authority="lcsh"><topic>Songs (High voice) with piano</topic><temporal>19th century</temporal></subject>\
        <location><url displayLabel="Score">https://example.org/rosary</url></location>\
        <relatedItem type="host"><titleInfo><title>Song collection</title></titleInfo>\
        <name><namePart>Someone, Else</namePart></name></relatedItem>\
        </mods></metadata></record>
        """

    /// `roleTerm` as text or as a MARC relator code gives each person a role (issue 43).
    @Test func roleTermsInTextAndCodeGiveRoles() throws {
        let parsed = try parse(
            listRecords(
                Self.song.replacingOccurrences(
                    of: "<typeOfResource>",
                    with:
                        #"<name type="personal"><namePart>Starmer</namePart><role><roleTerm type="code">ltg</roleTerm></role></name>"#
                        + #"<name type="personal"><namePart>Frew</namePart><role><roleTerm type="text">cover artist</roleTerm></role></name>"#
                        + "<typeOfResource>")))
        guard case .dublinCore(let metadata)? = parsed.records.first?.metadata else {
            Issue.record("not an item")
            return
        }
        let item = Item(identifier: "oai:lib:3", metadata: metadata)
        #expect(item.people(in: .lyricist).map(\.name.name) == ["Robert Cameron Rogers"])
        #expect(item.people(in: .illustrator).map(\.name.name) == ["Starmer", "Frew"])
        #expect(item.people(in: .composer).map(\.name.name) == ["Ethelbert Nevin"])
    }

    @Test func aSongGivesItsTitleCreatorsRolesDatesAndMoreButNotItsHostsFields() throws {
        let parsed = try parse(listRecords(Self.song))
        guard case .dublinCore(let metadata)? = parsed.records.first?.metadata else {
            Issue.record("not an item")
            return
        }
        let song = Item(identifier: "oai:lib:3", metadata: metadata)
        #expect(song.metadata.title == ["The rosary : song", "Rosary"])
        #expect(song.creators.map(\.name.name) == ["Ethelbert Nevin", "Robert Cameron Rogers", "Boston Music Co."])
        #expect(song.creators.map(\.roles) == [[.composer], [.lyricist], [CreatorRole(rawValue: "publisher")]])
        #expect(song.composers == [ComposerName(name: "Ethelbert Nevin", lifeDates: "1862-1901")])
        #expect(song.metadata.date == ["1898"] && song.decade == Decade(startYear: 1890))
        #expect(song.metadata.publisher == ["Boston Music Co."])
        #expect(song.metadata.type == ["notated music", "Songs"])
        #expect(song.metadata.subject == ["Songs (High voice) with piano -- 19th century"])
        #expect(song.metadata.description == ["For voice and piano."])
        #expect(song.metadata.format == ["1 score (5 pages)"])
        #expect(song.webLink == "https://example.org/rosary")
        // The host's title is a relation (what the show facet reads, where it names a work).
        #expect(song.metadata.relation == ["Score: https://example.org/rosary", "Song collection"])
    }

    /// What the facets read: the place of publication with the publisher, and the larger work (`relatedItem` host
    /// or series), which the show facet reads; a related item of another kind is left out.
    @Test func placesAndLargerWorksAreMappedForTheFacets() throws {
        let record = Self.song
            .replacingOccurrences(
                of: "<originInfo><publisher>",
                with: #"<originInfo><place><placeTerm type="code" "#
                    + #"authority="marccountry">mau</placeTerm></place><place><placeTerm type="text">"#
                    + "Boston, Mass.</placeTerm></place><publisher>"
            )
            .replacingOccurrences(
                of: #"<relatedItem type="host"><titleInfo><title>Song collection"#,
                with: #"<relatedItem type="host"><titleInfo><title>The Merry Widow"#
            )
            .replacingOccurrences(
                of: "</mods>",
                with: #"<relatedItem type="series"><titleInfo><title>Ditson's "#
                    + #"song series</title></titleInfo></relatedItem><relatedItem type="constituent"><titleInfo><title>"#
                    + "Verse</title></titleInfo></relatedItem></mods>")
        let parsed = try parse(listRecords(record))
        guard case .dublinCore(let metadata)? = parsed.records.first?.metadata else {
            Issue.record("not an item")
            return
        }
        let song = Item(identifier: "oai:lib:3", metadata: metadata)
        #expect(song.metadata.publisher == ["Boston, Mass. : Boston Music Co."])
        #expect(
            song.metadata.relation
                == ["Score: https://example.org/rosary", "The Merry Widow", "Series: Ditson's song series"])
        let facets = Facet.values(of: song).mapValues { $0.map(\.display) }
        #expect(facets[.place] == ["Boston, Massachusetts"] && facets[.publisher] == ["Boston Music Co."])
        // A series is no show, whatever its title says.
        #expect(facets[.show] == ["The Merry Widow"])
        let classics = record.replacingOccurrences(
            of: "Ditson's song series", with: "Schirmer's library of musical classics")
        let library = try parse(listRecords(classics))
        guard case .dublinCore(let inLibrary)? = library.records.first?.metadata else {
            Issue.record("not an item")
            return
        }
        #expect(
            Facet.show.values(of: Item(identifier: "oai:lib:4", metadata: inLibrary)).map(\.display)
                == ["The Merry Widow"])
    }
}

/// A MARCXML or MODS record of countless empty elements holds no text, but what reading it keeps is bounded.
@Test(arguments: [
    (#"<mods xmlns="http://www.loc.gov/mods/v3"><note>"#, "<x/>", "</note></mods>"),
    (
        #"<record xmlns="http://www.loc.gov/MARC21/slim"><datafield tag="500">"#, #"<subfield code="a"/>"#,
        "</datafield></record>"
    ),
])
func aRecordOfEmptyElementsIsRefusedPastTheRecordLimit(opening: String, element: String, closing: String) {
    let record =
        "<record><header><identifier>a</identifier><datestamp>2025-01-01</datestamp></header><metadata>"
        + opening + String(repeating: element, count: 300_000) + closing + "</metadata></record>"
    #expect(parseError(listRecords(record))?.hasPrefix("refused: a record holds more than 32 MB") == true)
}
