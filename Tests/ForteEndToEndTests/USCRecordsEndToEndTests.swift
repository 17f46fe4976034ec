import Foundation
import Testing

/// The USC catalogue rendered as `oai_dc` and as MARCXML (`USCRendering`), synced by the built `forte`, and a sample of
/// its records read back with `forte show --json`: each person in each role, and each facet's values, against what
/// the library's own columns say. People, publisher, place, language and show are computed from the columns by the
/// rules below; instrument, genre and subject are written out for each record from its `subject_data` and `notes`.
/// Skipped, with a message, where the shared folder is absent.
@Suite(.enabled(if: USCCatalogue.isPresent, "../shared/realworld-music is absent"))
struct USCRecordsEndToEndTests {
    /// Record number, then its instruments, genres and subjects as its `subject_data` and `notes` give them.
    static let sample: [(mid: String, instrument: Set<String>, genre: Set<String>, subject: Set<String>)] = [
        // "Lover" by Rodgers and Hart, from Love me tonight: `Songs (Medium voice) with piano`, `Popular
        // music--1931-1940`; `For voice and piano with chord symbols and tablature for ukulele.`
        ("441", ["medium voice", "piano", "voice", "ukulele"], ["Songs", "Popular music"], []),
        // Lyricist and cover artist (`Frew, 1875-1955`): `African Americans--Songs and music` (a topic: `Songs and
        // music` is a form subdivision for vocal and instrumental music alike, no genre); `For voice and piano.`
        ("349", ["voice", "piano"], [], ["African Americans"]),
        // Two composers, a lyricist, the cover artist `Starmer`: `Popular music--United States`.
        ("350", ["voice", "piano"], ["Popular music"], []),
        // Arranger and editor, one person: `Marches (Piano), Arranged`, `Piano music, Arranged`, `Operas--Excerpts,
        // Arranged`; from Love of the three oranges.
        ("46", ["piano"], ["Marches", "Operas"], []),
        // A song from Porgy and Bess: `Operas--Excerpts--Vocal scores with piano`; `For voice and piano`.
        ("518", ["voice", "piano"], ["Operas"], []),
        // A German song, no subject heading: `For baritone and piano.`
        ("111", ["baritone", "piano"], [], []),
        // Published in `Boston, Massachusetts`: `Piano music`, `Popular instrumental music--1921-1930`.
        ("5152", ["piano"], ["Popular instrumental music"], []),
        // Published in `Boston, MA`: `Waltzes`, `Piano music`; `For piano.`
        ("739", ["piano"], ["Waltzes"], []),
        // A march for piano: `Marches (Piano)`; `For piano.`
        ("386", ["piano"], ["Marches"], []),
        // A ukulele song: `Songs (Low voice) with piano`; `… tablature for ukulele.`
        ("433", ["low voice", "piano", "voice", "ukulele"], ["Popular music", "Songs"], []),
        // Composer and lyricist one person: `World War, 1914-1918--United States--Songs and music`.
        ("422", ["voice", "piano"], [], ["World War, 1914-1918 -- United States"]),
        // Two people each composer and lyricist, from a film: `Love songs`, `Motion picture music--Excerpts--Vocal
        // scores with piano`, `Popular music--United States--1931-1940`, `Songs with piano`.
        ("5123", ["voice", "piano"], ["Love songs", "Motion picture music", "Popular music", "Songs"], []),
        // A French song published in Milan: `Songs (Medium voice) with piano`; `For voice and piano.`
        ("657", ["medium voice", "piano", "voice"], ["Songs"], []),
        // An arrangement for violin: `Violin and piano music, Arranged--Scores and parts`.
        ("3481", ["violin", "piano"], [], []),
    ]

    /// Places as the library writes them, each as a cataloguer names it in full.
    static let places = [
        "New York, NY": "New York, New York", "Boston, MA": "Boston, Massachusetts",
        "Boston, Massachusetts": "Boston, Massachusetts", "Chicago, IL": "Chicago, Illinois",
        "San Francisco, CA": "San Francisco, California", "Indianapolis, IN": "Indianapolis, Indiana",
        "London, England": "London, England", "Milan": "Milan, Italy",
    ]

    @Test(arguments: USCRendering.allCases, sample.map(\.mid))
    func aRecordShowsItsPeopleAndFacetsAsItsColumnsSay(rendering: USCRendering, mid: String) throws {
        let record = try #require(USCIndex.records[mid])
        let written = try #require(Self.sample.first { $0.mid == mid })
        let outcome = try USCIndex.run(["show", record.identifier, "--json"], rendering)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let item = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(item["title"] as? String == record["Title"].trimmingCharacters(in: .whitespaces), "\(mid)")

        // Each heading of each column of people, in direct order, with the column's role and the heading's dates.
        var expectedRoles: Set<String> = []
        var expectedDates: [String: String] = [:]
        for (column, role, _, _) in USCCatalogue.roleColumns {
            for heading in record.values(column).map(USCHeading.init) {
                let name = try #require(heading.directOrder, "\(mid): \(heading) is not a plain heading")
                expectedRoles.insert("\(name): \(role)")
                expectedDates[name] = heading.dates
            }
        }
        let people = try #require(item["people"] as? [[String: Any]])
        var roles: Set<String> = []
        var dates: [String: String] = [:]
        for person in people {
            let name = person["name"] as? String ?? "?"
            for role in person["roles"] as? [String] ?? [] { roles.insert("\(name): \(role)") }
            dates[name] = person["dates"] as? String
            #expect(person["person"] as? Bool == true, "\(mid) \(rendering): \(name)")
        }
        #expect(roles == expectedRoles, "\(mid) \(rendering)")
        #expect(dates == expectedDates, "\(mid) \(rendering)")

        let facets = try #require(item["facets"] as? [String: [String]])
        func values(_ facet: String) -> Set<String> { Set(facets[facet] ?? []) }
        #expect(values("instrument") == written.instrument, "\(mid) \(rendering)")
        #expect(values("genre") == written.genre, "\(mid) \(rendering)")
        #expect(values("subject") == written.subject, "\(mid) \(rendering)")
        #expect(values("publisher") == Set(record.values("Publisher")), "\(mid) \(rendering)")
        let places = try record.values("PublisherLocationTest", separator: "|").map { place in
            try #require(Self.places[place], "\(mid): no full form of \(place) in the test's table")
        }
        #expect(values("place") == Set(places), "\(mid) \(rendering)")
        #expect(values("language") == Self.languages(record, rendering), "\(mid) \(rendering)")
        // The larger work without a qualifier that says what kind of work it is.
        let shows = record.values("LargerWork").map { $0.replacing(/\s\((motion picture|musical|revue)\)$/, with: "") }
        #expect(values("show") == Set(shows), "\(mid) \(rendering)")
        // The facets of people: each heading of the role's column, its dates in brackets, as composers are listed.
        for (column, role, _, _) in USCCatalogue.roleColumns where !["composer", "editor"].contains(role) {
            let headings = record.values(column).map(USCHeading.init).map { heading in
                heading.dates.map { "\(heading.name) (\($0.replacingOccurrences(of: "-", with: "–")))" } ?? heading.name
            }
            #expect(values(role) == Set(headings), "\(mid) \(rendering) \(role)")
        }
    }

    /// Records whose 245 has no statement of responsibility (their composer's heading has a fuller form), so that it
    /// ends in MARC's full stop: the title is the library's all the same.
    @Test(arguments: USCRendering.allCases, ["2728", "1576", "1875"])
    func aTitleIsTheLibrarys(rendering: USCRendering, mid: String) throws {
        let record = try #require(USCIndex.records[mid])
        let outcome = try USCIndex.run(["show", record.identifier, "--json"], rendering)
        let item = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(item["title"] as? String == record["Title"], "\(mid) \(rendering)")
    }

    /// The languages the `lang` column names (`Unknown` names none); in MARC, those its codes can say.
    static func languages(_ record: USCCatalogue.Record, _ rendering: USCRendering) -> Set<String> {
        Set(
            record.values("lang", separator: "|").filter { language in
                guard language != "Unknown" else { return false }
                return rendering == .dublinCore || language == "No linguistic content"
                    || USCRendering.languageCodes[language] != nil
            })
    }
}
