import ForteCatalog
import ForteHarvest
import Testing

/// MARCXML records become items: hand-written music records in the MARC 21 format's own terms (Leader/06 `c`,
/// 048, 382, 240 with `arr.`, relator codes), mapped field by field.
struct MARCMappingTests {
    static func record(_ fields: String, leader: String = "00000ncm a2200000 a 4500") -> String {
        """
        <record><header><identifier>oai:lib:1</identifier><datestamp>2025-11-02</datestamp></header><metadata>\
        <marc:record xmlns:marc="http://www.loc.gov/MARC21/slim"><marc:leader>\(leader)</marc:leader>\(fields)</marc:record>\
        </metadata></record>
        """
    }

    static func field(_ tag: String, _ subfields: [(String, String)], ind2: String = " ") -> String {
        "<marc:datafield tag=\"\(tag)\" ind1=\" \" ind2=\"\(ind2)\">"
            + subfields.map { "<marc:subfield code=\"\($0.0)\">\($0.1)</marc:subfield>" }.joined() + "</marc:datafield>"
    }

    static func item(_ fields: String, leader: String = "00000ncm a2200000 a 4500") throws -> Item {
        let parsed = try parse(listRecords(record(fields, leader: leader)))
        guard case .dublinCore(let metadata)? = parsed.records.first?.metadata else {
            Issue.record("not an item: \(String(describing: parsed.records.first?.metadata))")
            return Item(identifier: "")
        }
        return Item(identifier: "oai:lib:1", metadata: metadata)
    }

    /// A song as a music library catalogues it.
    static let song =
        #"<marc:controlfield tag="008">850212s1926    nyu    z         n    eng d</marc:controlfield>"#
        + field("028", [("a", "1234"), ("b", "Leo Feist")], ind2: "2")
        + field("048", [("a", "vn01"), ("a", "ka01")])
        + field("100", [("a", "White, Lew,"), ("d", "1890-1955,"), ("e", "composer."), ("4", "cmp")])
        + field("240", [("a", "Songs."), ("o", "arr.")])
        + field(
            "245",
            [("a", "Heartaches :"), ("b", "fox trot song /"), ("c", "words by Mitchell Parish ; music by Lew White.")])
        + field("264", [("a", "New York :"), ("b", "Leo Feist,"), ("c", "[1926]")], ind2: "1")
        + field("382", [("a", "voice"), ("n", "1"), ("a", "piano"), ("n", "1")])
        + field("500", [("a", "Cover illustration by Barbelle.")])
        + field("650", [("a", "Popular music"), ("y", "1921-1930.")], ind2: "0")
        + field("655", [("a", "Songs and music.")], ind2: "7")
        + field("700", [("a", "Parish, Mitchell,"), ("e", "lyricist.")])
        + field("700", [("a", "Held, Will P.,"), ("4", "arr")])
        + field("710", [("a", "Leo Feist, Inc."), ("4", "pbl")])
        + field("856", [("3", "Score"), ("u", "https://example.org/score.pdf")])

    @Test func aSongGivesItsTitleCreatorsRolesDatesAndMore() throws {
        let song = try Self.item(Self.song)
        #expect(song.metadata.title == ["Heartaches : fox trot song", "Songs. arr."])
        #expect(song.displayTitle.hasPrefix("Heartaches"))
        #expect(song.creators.map(\.name.name) == ["Lew White", "Mitchell Parish", "Will P. Held", "Leo Feist, Inc."])
        #expect(
            song.creators.map(\.roles) == [[.composer], [.lyricist], [.arranger], [CreatorRole(rawValue: "publisher")]])
        #expect(song.composers == [ComposerName(name: "Lew White", lifeDates: "1890-1955")])
        #expect(song.metadata.date == ["[1926]"])
        #expect(song.decade == Decade(startYear: 1920))
        // As the Library of Congress's MARC to Dublin Core crosswalk gives 264 `$a $b`: place and publisher.
        #expect(song.metadata.publisher == ["New York : Leo Feist"])
        #expect(song.metadata.subject == ["Popular music -- 1921-1930.", "Songs and music."])
        #expect(song.metadata.description == ["Cover illustration by Barbelle."])
        #expect(song.metadata.identifier == ["1234 Leo Feist", "https://example.org/score.pdf"])
        #expect(song.metadata.relation == ["Score: https://example.org/score.pdf"])
        #expect(song.webLink == "https://example.org/score.pdf")
        #expect(song.metadata.type == ["notated music"])
        #expect(song.metadata.format == ["medium of performance: voice, piano"])
    }

    @Test func withoutAPublicationDateThe008DateServesAndAnUnknownYearGivesItsDecade() throws {
        let dated = try Self.item(#"<marc:controlfield tag="008">850212s1926    nyu</marc:controlfield>"#)
        #expect(dated.metadata.date == ["1926"])
        let decade = try Self.item(#"<marc:controlfield tag="008">850212s191u    nyu</marc:controlfield>"#)
        #expect(decade.metadata.date == ["191-"] && decade.decade == Decade(startYear: 1910))
        let manuscript = try Self.item(Self.field("245", [("a", "Air /")]), leader: "00000ndm a2200000 a 4500")
        #expect(manuscript.metadata.type == ["manuscript notated music"] && manuscript.metadata.title == ["Air"])
    }

    /// Where it was published (260 `$a`, each place before its publisher), its languages (041 `$a`, else 008/35-37)
    /// and the larger work it comes from (730, 740, 773): the values the place, language and show facets read.
    @Test func placesLanguagesAndTheLargerWorkAreRead() throws {
        let score = try Self.item(
            Self.fixedData("090403s2009    xxkopb   bhi   n    eng d")
                + Self.field("041", [("a", "engfre"), ("a", "ger"), ("h", "ita")])
                + Self.field(
                    "260",
                    [
                        ("a", "New York ;"), ("a", "London :"), ("b", "Eulenburg ;"),
                        ("a", "[Milwaukee, Wis.] :"), ("b", "Distributed by Hal Leonard,"), ("c", "c2009."),
                    ])
                + Self.field("730", [("a", "Love me tonight (Motion picture)")])
                + Self.field("740", [("a", "Porgy and Bess."), ("p", "Summertime.")])
                + Self.field("773", [("a", "Gershwin, George."), ("t", "Songbook.")]))
        #expect(
            score.metadata.publisher
                == ["New York ; London : Eulenburg", "[Milwaukee, Wis.] : Distributed by Hal Leonard"])
        #expect(score.metadata.language == ["eng", "fre", "ger"])
        #expect(score.metadata.relation == ["Love me tonight (Motion picture)", "Porgy and Bess.", "Songbook."])
        #expect(
            Facet.values(of: score)[.place]?.map(\.display)
                == ["New York, New York", "London, England", "Milwaukee, Wisconsin"])
        #expect(Facet.values(of: score)[.language]?.map(\.display) == ["English", "French", "German"])
        let instrumental = try Self.item(Self.fixedData("090403s1909    xx             n    zxx d"))
        #expect(instrumental.metadata.language == ["zxx"])
        let blank = try Self.item(
            Self.fixedData("090403s1909    xx             n        d")
                + Self.field("260", [("b", "Leo Feist")]))
        #expect(blank.metadata.language == [] && blank.metadata.publisher == ["Leo Feist"])
    }

    /// 245 ends in a full stop where no `$c` follows it: the stop is punctuation, not the title's; an initial's or
    /// an abbreviation's is the title's own.
    @Test(arguments: [
        ("Laughing song.", "Laughing song"), ("Sonata, op. 86.", "Sonata, op. 86."),
        ("Mr. Smith goes to town.", "Mr. Smith goes to town"),
        ("Variations on a theme by J.S.B.", "Variations on a theme by J.S.B."),
        ("Wait...", "Wait..."), ("Air", "Air"),
    ])
    func aTitlesClosingFullStopIsDropped(written: String, title: String) throws {
        let item = try Self.item(Self.field("245", [("a", written)]))
        #expect(item.metadata.title == [title])
    }

    static func fixedData(_ value: String) -> String { #"<marc:controlfield tag="008">\#(value)</marc:controlfield>"# }

    /// A scan or reprint (008/06 `r`): its 260 and 264 say when it was reproduced, 008/11-14 when the music was
    /// published.
    @Test func aReproductionIsDatedByItsOriginal() throws {
        let imprint = Self.field("260", [("a", "[Bern] :"), ("b", "[Bibliothek am Guisanplatz],"), ("c", "[2015]")])
        let scan = try Self.item(
            #"<marc:controlfield tag="008">131110r20151819sz |||| s||||f000 0 ger d</marc:controlfield>"#
                + imprint)
        #expect(scan.metadata.date == ["1819"] && scan.decade == Decade(startYear: 1810))
        #expect(scan.metadata.publisher == ["[Bern] : [Bibliothek am Guisanplatz]"])
        let decadeKnown = try Self.item(#"<marc:controlfield tag="008">131110r201619uusz</marc:controlfield>"#)
        #expect(decadeKnown.metadata.date == ["19--"] && decadeKnown.decade == nil)
        let unknown = try Self.item(
            #"<marc:controlfield tag="008">131110r2015uuuusz</marc:controlfield>"#
                + imprint)
        #expect(unknown.metadata.date == [] && unknown.decade == nil)
        let reissue = try Self.item(#"<marc:controlfield tag="008">791203r19781950pk</marc:controlfield>"#)
        #expect(reissue.metadata.date == ["1950"])
    }

    /// What the facets read: languages 041 (codes run together, `$d` of a sung text) before 008's, 048's codes in
    /// words where no 382 says the media, each publication statement `Place : Publisher`, and the larger work.
    @Test func languagesMediaStatementsAndLargerWorksAreMappedForTheFacets() throws {
        let fixed = #"<marc:controlfield tag="008">850212s1926    nyu                 ger d</marc:controlfield>"#
        let item = try Self.item(
            fixed
                + Self.field("041", [("a", "engfre"), ("d", "ita")])
                + Self.field("048", [("a", "vh01"), ("a", "ka01"), ("b", "zz01")])
                + Self.field(
                    "260",
                    [
                        ("a", "Boston :"), ("b", "O. Ditson ;"), ("a", "New York :"), ("b", "C.H. Ditson,"),
                        ("c", "1890."),
                    ])
                + Self.field("730", [("a", "Porgy and Bess."), ("p", "Summertime.")])
                + Self.field("740", [("a", "Summertime.")])
                + Self.field("773", [("a", "Gershwin, George."), ("t", "Porgy and Bess (musical)")]))
        #expect(item.metadata.language == ["eng", "fre", "ita"])
        #expect(item.metadata.format == ["medium of performance: high voice, piano"])
        #expect(item.metadata.publisher == ["Boston : O. Ditson", "New York : C.H. Ditson"])
        #expect(item.metadata.relation == ["Porgy and Bess.", "Summertime.", "Porgy and Bess (musical)"])
        let facets = Facet.values(of: item).mapValues { $0.map(\.display) }
        #expect(facets[.language] == ["English", "French", "Italian"])
        #expect(facets[.instrument] == ["high voice", "piano"])
        #expect(facets[.place] == ["Boston, Massachusetts", "New York, New York"])
        #expect(facets[.publisher] == ["O. Ditson", "C.H. Ditson"])
        #expect(facets[.show] == ["Porgy and Bess", "Summertime"])
        // Without 041, 008/35-37 gives the language; with 382, 048 is not repeated.
        let fixedOnly = try Self.item(fixed + Self.field("048", [("a", "ka01")]) + Self.field("382", [("a", "organ")]))
        #expect(fixedOnly.metadata.language == ["ger"] && fixedOnly.metadata.format == ["medium of performance: organ"])
        // A place with no publisher names no publisher.
        let placeOnly = try Self.item(Self.field("264", [("a", "Chicago :"), ("c", "1920")], ind2: "1"))
        #expect(placeOnly.metadata.publisher == ["Chicago : [s.n.]"])
        #expect(
            Facet.publisher.values(of: placeOnly).isEmpty
                && Facet.place.values(of: placeOnly).map(\.display)
                    == ["Chicago, Illinois"]
        )
    }

    /// Each person in the role its `$e` term or `$4` code names (issue 43), once; lithographer and engraver are
    /// illustrators.
    @Test func peopleComeWithTheRolesTheirRelatorTermsAndCodesName() throws {
        let item = try Self.item(
            Self.field("100", [("a", "Rodgers, Richard,"), ("d", "1902-1979,"), ("4", "cmp")])
                + Self.field("700", [("a", "Hart, Lorenz,"), ("d", "1895-1943,"), ("e", "lyricist.")])
                + Self.field("700", [("a", "Hart, Lorenz,"), ("d", "1895-1943."), ("4", "lyr")])
                + Self.field("700", [("a", "Frew,"), ("4", "ill")])
                + Self.field("700", [("a", "Starmer,"), ("4", "ltg")])
                + Self.field("700", [("a", "Sinclair, John,"), ("4", "egr")])
                + Self.field("700", [("a", "Smith, Ann,"), ("4", "edt")])
                + Self.field("700", [("a", "Crosby, Bing,"), ("4", "prf")])
                + Self.field("700", [("a", "Held, Will P.,"), ("4", "arr")])
                + Self.field("700", [("a", "Whiteman, Paul,"), ("4", "dte")]))
        let roles = item.people.map { "\($0.name.name): \($0.impliedRoles.map(\.rawValue).joined(separator: ", "))" }
        #expect(
            roles == [
                "Richard Rodgers: composer", "Lorenz Hart: lyricist", "Frew: illustrator",
                "Starmer: illustrator", "John Sinclair: illustrator", "Ann Smith: editor", "Bing Crosby: performer",
                "Will P. Held: arranger", "Paul Whiteman: dedicatee",
            ])
        #expect(item.composers.map(\.name) == ["Richard Rodgers"])
    }

    /// A name's closing full stop is ISBD's punctuation, not the name's; an initial's and an abbreviation's stays.
    @Test func aNamesClosingFullStopIsPunctuation() throws {
        let item = try Self.item(
            Self.field("100", [("a", "Cordell, Dennis.")])
                + Self.field("700", [("a", "Starmer."), ("e", "illustrator.")])
                + Self.field("700", [("a", "Frew."), ("4", "ill")])
                + Self.field("700", [("a", "Jones, J."), ("e", "lyricist.")])
                + Self.field("700", [("a", "Smith, John,"), ("c", "Jr."), ("e", "arranger.")])
                + Self.field("700", [("a", "Paling, W. H."), ("q", "(William Henry)."), ("e", "editor.")])
                + Self.field("710", [("a", "Allan &amp; Co."), ("e", "publisher.")])
                + Self.field("710", [("a", "Oliver Ditson Company."), ("e", "publisher.")]))
        #expect(
            item.people.map(\.name.name) == [
                "Dennis Cordell", "Starmer", "Frew", "J. Jones", "John Smith Jr.",
                "W. H. Paling", "Allan & Co.", "Oliver Ditson Company",
            ])
        #expect(item.people(in: .illustrator).map(\.name.name) == ["Starmer", "Frew"])
    }

    @Test func aRecordInACollectionAndInMarcxchangeIsReadToo() throws {
        let collection = """
            <record><header><identifier>oai:lib:2</identifier><datestamp>2025-11-02</datestamp></header><metadata>\
            <collection xmlns="info:lc/xmlns/marcxchange-v1"><record><datafield tag="100" ind1="1" ind2=" ">\
            <subfield code="a">Strauss, Johann,</subfield><subfield code="c">jun.</subfield></datafield></record></collection>\
            </metadata></record>
            """
        let parsed = try parse(listRecords(collection))
        guard case .dublinCore(let metadata)? = parsed.records.first?.metadata else {
            Issue.record("not an item")
            return
        }
        #expect(Item(identifier: "x", metadata: metadata).composers.map(\.name) == ["Johann Strauss Jr."])
    }
}
