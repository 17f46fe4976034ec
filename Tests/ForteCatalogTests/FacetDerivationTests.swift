import ForteCatalog
import Testing

/// Each facet's derivation on the forms real catalogues write, needing no shared folder.
struct FacetDerivationTests {
    private func values(_ facet: Facet, _ fill: (inout DublinCore) -> Void) -> [String] {
        var metadata = DublinCore()
        fill(&metadata)
        return facet.values(of: Item(identifier: "oai:test:1", metadata: metadata)).map(\.display)
    }

    /// A subject heading, then the instruments and genres it names and the subject it is (if any).
    @Test(arguments: [
        ("Songs (High voice) with piano", ["high voice", "piano"], ["Songs"], []),
        ("Songs with piano", ["voice", "piano"], ["Songs"], []),
        ("Marches (Band)", ["band"], ["Marches"], []),
        ("Marches (Piano)", ["piano"], ["Marches"], []),
        ("Waltzes (Piano)", ["piano"], ["Waltzes"], []),
        ("Organ and piano music, Arranged", ["organ", "piano"], [], []),
        ("Piano music (4 hands)", ["piano, 4 hands"], [], []),
        ("Piano music (Ragtime)", ["piano"], ["Ragtime"], []),
        ("Flute music (Flutes (2))", ["flute"], [], []),
        ("Trios (Piano, flutes (2))", ["piano", "flute"], ["Trios"], []),
        ("Choruses, Sacred (Mixed voices, 4 parts) with piano", ["mixed chorus", "piano"], ["Sacred choruses"], []),
        ("Musicals--Excerpts--Vocal scores with piano", ["piano"], ["Musicals"], []),
        ("Concertos (Violin)--Solo with piano", ["violin", "piano"], ["Concertos"], []),
        ("Violin with orchestra--Solo with piano", ["violin", "orchestra", "piano"], [], []),
        ("Popular music--United States--1911-1920", [], ["Popular music"], []),
        ("Popular music -- 1911-1920", [], ["Popular music"], []),
        ("Fox trots", [], ["Foxtrots"], []),
        ("Blues (Music)", [], ["Blues"], []),
        ("Spirituals (Songs)", [], ["Spirituals"], []),
        ("Songs, Spanish", [], ["Songs"], []),
        ("Piano trios", ["piano", "violin", "cello"], ["Trios"], []),
        ("World War, 1914-1918--Songs and music", [], [], ["World War, 1914-1918"]),
        (
            "Southern States--Songs and music|http://id.loc.gov/authorities/subjects/sh2008112063", [], [],
            ["Southern States"]
        ),
        (
            "United States--History--Civil War, 1861-1865--Songs and music", [], [],
            ["United States -- History -- Civil War, 1861-1865"]
        ),
        ("Separation (Psychology)", [], [], ["Separation (Psychology)"]),
        ("Heyse, Paul, 1830-1914--Musical settings", [], [], ["Heyse, Paul, 1830-1914"]),
        ("Piano with jazz ensemble.", ["piano", "jazz ensemble"], [], []),
        ("Fiddle tunes.", [], ["Fiddle tunes"], []),
        ("Verse satire, English .", [], [], ["Verse satire, English"]),
        ("Sheet music", [], [], []),
        ("Scores", [], [], []),
    ])
    func headingGivesInstrumentsGenresOrSubject(
        heading: String, instruments: [String], genres: [String],
        subjects: [String]
    ) {
        #expect(values(.instrument) { $0.subject = [heading] } == instruments)
        #expect(values(.genre) { $0.subject = [heading] } == genres)
        #expect(values(.subject) { $0.subject = [heading] } == subjects)
    }

    @Test func notesAndMARC382SayWhatAScoreIsFor() {
        #expect(
            values(.instrument) {
                $0.description = ["For voice and piano with chord symbols and tablature for ukulele."]
            } == ["voice", "piano", "ukulele"])
        #expect(values(.instrument) { $0.description = ["For piano, 4 hands."] } == ["piano, 4 hands"])
        #expect(values(.instrument) { $0.description = ["For chorus (S.A.T.B.) and piano."] } == ["chorus", "piano"])
        #expect(values(.instrument) { $0.description = ["Arranged for piano-four hands"] } == [])
        #expect(values(.instrument) { $0.description = ["Includes chord diagrams for guitar."] } == ["guitar"])
        // The first sentence alone: the cover's piano is no medium of the music.
        #expect(values(.instrument) { $0.description = ["For band. Cover shows a piano."] } == ["band"])
        #expect(values(.instrument) { $0.description = ["Cover illustration by Starmer."] } == [])
        #expect(
            values(.instrument) { $0.format = ["medium of performance: voice, piano", "1 score (3 p.)"] }
                == ["voice", "piano"])
    }

    @Test func genresFromTypesThatNameOne() {
        #expect(values(.genre) { $0.type = ["Waltzes", "notated music", "Text", "Sheet music"] } == ["Waltzes"])
        #expect(values(.genre) { $0.subject = ["Marches (Music)", "Songs", "Sheet music"] } == ["Marches", "Songs"])
    }

    /// Written places, then the place a cataloguer would file them under.
    @Test(arguments: [
        ("Boston, MA : Oliver Ditson", "Boston, Massachusetts"),
        ("Boston, Mass. : Oliver Ditson", "Boston, Massachusetts"),
        ("Boston, Massachusetts : Oliver Ditson", "Boston, Massachusetts"),
        ("Boston : Oliver Ditson", "Boston, Massachusetts"), ("[Boston] : Oliver Ditson", "Boston, Massachusetts"),
        ("Boston (Mass.) : Oliver Ditson", "Boston, Massachusetts"),
        ("New York, NY : Jos. W. Stern", "New York, New York"), ("New York : Jos. W. Stern", "New York, New York"),
        ("N.Y. : Jos. W. Stern", "New York, New York"), ("NY : Jos. W. Stern", "New York, New York"),
        ("Leipzig : Breitkopf & Härtel", "Leipzig, Germany"),
        ("Leipzig, Germany : Breitkopf & Härtel", "Leipzig, Germany"),
        ("Wien : Universal Edition", "Vienna, Austria"), ("Mayence, Germany : B. Schott's Söhne", "Mainz, Germany"),
        ("London, UK : Chappell", "London, England"), ("Glen Rock, NJ : J. Fischer & Bro.", "Glen Rock, New Jersey"),
        ("Champaign Ill. : Illinois State Geological Survey,", "Champaign, Illinois"),
    ])
    func placesAreFiledAsACataloguerWould(publisher: String, place: String) {
        #expect(values(.place) { $0.publisher = [publisher] } == [place])
    }

    @Test func publicationStatements() {
        #expect(
            values(.place) { $0.publisher = ["Chicago, IL ; New York, NY : Witmark"] }
                == ["Chicago, Illinois", "New York, New York"])
        #expect(values(.publisher) { $0.publisher = ["Chicago, IL ; New York, NY : Witmark"] } == ["Witmark"])
        #expect(
            values(.publisher) { $0.publisher = ["Boston : Oliver Ditson ; New York : C.H. Ditson"] }
                == ["Oliver Ditson", "C.H. Ditson"])
        #expect(values(.publisher) { $0.publisher = ["New York : Leo Feist, c1917"] } == ["Leo Feist"])
        // Two publishers at one place, as ISBD writes them.
        #expect(values(.publisher) { $0.publisher = ["New York : Witmark : Harms"] } == ["Witmark", "Harms"])
        #expect(values(.place) { $0.publisher = ["New York : Witmark : Harms"] } == ["New York, New York"])
        #expect(
            values(.publisher) { $0.publisher = ["Boston : Ditson ; New York : Witmark : Harms, c1925"] }
                == ["Ditson", "Witmark", "Harms"])
        #expect(
            values(.publisher) { $0.publisher = ["New York : R.S. (Firm : New York, N.Y.)"] }
                == ["R.S. (Firm : New York, N.Y.)"])
        // USC's `Mainz : B. Schott's Söhne Associated Music Publishers` at `New York`: a city is no publisher.
        let schott = "New York : Mainz : B. Schott's Söhne Associated Music Publishers"
        #expect(values(.publisher) { $0.publisher = [schott] } == ["B. Schott's Söhne Associated Music Publishers"])
        #expect(values(.place) { $0.publisher = [schott] } == ["New York, New York", "Mainz, Germany"])
        #expect(values(.place) { $0.publisher = ["[S.l.] : [s.n.]"] } == [])
        #expect(values(.publisher) { $0.publisher = ["[S.l.] : [s.n.]"] } == [])
        #expect(values(.publisher) { $0.publisher = ["G. Schirmer, Inc."] } == ["G. Schirmer, Inc."])
        #expect(values(.place) { $0.publisher = ["G. Schirmer, Inc."] } == [])
    }

    @Test func formsOfOnePublisherShareAKey() {
        let key = { (name: String) in Facet.publisher.normalized(name).key }
        #expect(key("G. Schirmer, Inc.") == key("G. Schirmer"))
        #expect(key("Leo. Feist Inc.") == key("Leo Feist"))
        #expect(key("Shapiro, Bernstein & Co.") == key("Shapiro, Bernstein and Company"))
        #expect(key("Chappell & Co.") == key("Chappell"))
        #expect(key("M. Witmark & Sons") != key("M. Witmark"))
        #expect(key("The Boston Music Co.") == key("Boston Music Company"))
    }

    @Test func typedValuesMatchAsCataloguedOnesAre() {
        let boston = values(.place) { $0.publisher = ["Boston, MA : Ditson"] }
        #expect(boston == ["Boston, Massachusetts"])
        for typed in ["Boston, MA", "boston, mass.", "BOSTON, MASSACHUSETTS", "Boston"] {
            #expect(
                Facet.place.normalized(typed).key == Facet.place.normalized("Boston, Massachusetts").key,
                "\(typed)")
        }
        #expect(Facet.place.normalized("zurich").key == Facet.place.normalized("Zürich, Switzerland").key)
        #expect(Facet.language.normalized("ger").key == Facet.language.normalized("German").key)
        #expect(Facet.genre.normalized("WALTZES").key == FacetValue("Waltzes").key)
        #expect(
            Facet.show.normalized("Annie Get Your Gun (musical)").key
                == Facet.show.normalized("annie get your gun").key)
        #expect(Facet.instrument.normalized("Piano").key == "piano")
        #expect(Facet.instrument.normalized("Pianoforte").display == "piano")
        #expect(Facet.genre.normalized("fox trots").display == "Foxtrots")
        #expect(Facet.genre.normalized("waltz").display == "Waltzes")
        #expect(Facet.genre.normalized("walt").key == "walt")
    }

    /// A `dc:language` as catalogued, then the languages it names.
    @Test(arguments: [
        ("English", ["English"]), ("eng", ["English"]), ("en-US", ["English"]), ("fre", ["French"]),
        ("fra", ["French"]),
        ("deu", ["German"]), ("German?", ["German"]), ("Ladino/Spanish?", ["Ladino", "Spanish"]),
        ("Russian (Romanized)", ["Russian"]), ("eng; fre", ["English", "French"]), ("en fr", ["English", "French"]),
        ("English and Italian", ["English", "Italian"]),
        ("No linguistic content", ["No linguistic content"]), ("zxx", ["No linguistic content"]),
        ("Unknown", []), ("und", []), ("??", []), ("xx", []), ("Neapolitan", ["Neapolitan"]),
    ])
    func languages(written: String, languages: [String]) {
        #expect(values(.language) { $0.language = [written] } == languages)
    }

    @Test func showsAreRelationsOfMusicThatAreNoLinks() {
        let music = { (relations: [String]) in
            self.values(.show) {
                $0.type = ["notated music"]
                $0.relation = relations
            }
        }
        let links = ["http://example.org/x", "Cover: https://example.org/c.jpg", "urn:nbn:de:1", "  "]
        #expect(music(["Porgy and Bess"] + links) == ["Porgy and Bess"])
        #expect(music(["Going My Way (motion picture)"]) == ["Going My Way"])
        #expect(music(["Annie Get Your Gun (musical)", "Annie get your gun"]) == ["Annie Get Your Gun"])
        #expect(music(["Wm. Nelson Collection", "Health Sciences Library Photograph Collection; Publications"]) == [])
        // A series is no show (`../shared/realworld`'s ASU recitals, USC's `Standard marches : series three`).
        #expect(
            music(["Student Recital Series 2007", "Standard marches : series three", "Porgy and Bess"])
                == ["Porgy and Bess"])
        #expect(
            values(.show) {
                $0.subject = ["Songs (High voice) with piano"]
                $0.relation = ["Show boat"]
            } == ["Show boat"])
        // Elsewhere a relation names what holds the item, not a work it comes from.
        #expect(
            values(.show) {
                $0.subject = ["Education"]
                $0.relation = ["PLoS ONE"]
            } == [])
        #expect(Facet.show.normalized("The desert song").key.hasPrefix("desert song"))
    }

    @Test func everyFacetIsListedOnceWithItsValuesEachKeyOnce() {
        var metadata = DublinCore()
        metadata.subject = ["Songs (Medium voice) with piano", "Songs with piano", "Waltzes", "Hawaii"]
        metadata.description = ["For voice and piano."]
        metadata.publisher = ["Honolulu, HI : Bergstrom Music Co."]
        metadata.language = ["English", "eng"]
        let item = Item(identifier: "oai:test:2", metadata: metadata)
        let values = Facet.values(of: item).mapValues { $0.map(\.display) }
        #expect(
            values == [
                .instrument: ["medium voice", "piano", "voice"], .genre: ["Songs", "Waltzes"], .subject: ["Hawaii"],
                .publisher: ["Bergstrom Music Co."], .place: ["Honolulu, Hawaii"], .language: ["English"],
            ])
        #expect(
            Facet.allCases.map(\.rawValue)
                == [
                    "instrument", "genre", "subject", "publisher", "place", "language", "show", "lyricist", "arranger",
                    "illustrator",
                ])
    }
}
