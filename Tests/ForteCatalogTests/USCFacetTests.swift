import ForteCatalog
import Foundation
import Testing

/// The facets derived from the University of South Carolina's catalogue (see `USCCatalogue`): records whose
/// facets are written from the library's own columns, and checks over the whole file.
@Suite(.enabled(if: USCCatalogue.isPresent, "../shared/realworld-music is absent"))
struct USCFacetTests {
    static let records: [String: USCCatalogue.Record] = {
        let records = (try? USCCatalogue.records()) ?? []
        return Dictionary(records.map { ($0["MID"], $0) }, uniquingKeysWith: { first, _ in first })
    }()

    /// Record number, then each facet's values as the library's columns give them (subject_data, Publisher,
    /// PublisherLocationTest, lang, LargerWork, notes).
    @Test(arguments: [
        (
            "386",
            [
                Facet.instrument: ["piano"], .genre: ["Marches"], .publisher: ["S. Brainard's Sons Co."],
                .place: ["Chicago, Illinois"], .language: ["No linguistic content"],
            ]
        ),
        (
            "416",
            [
                .instrument: ["piano"], .genre: ["Ragtime"], .publisher: ["Jos. W. Stern"],
                .place: ["New York, New York"], .language: ["No linguistic content"],
            ]
        ),
        (
            "2893",
            [
                .instrument: ["organ", "piano"], .publisher: ["J. Fischer & Bro."], .place: ["Glen Rock, New Jersey"],
                .language: ["No linguistic content"],
            ]
        ),
        (
            "183",
            [
                .instrument: ["piano, 4 hands"], .publisher: ["Edward B. Marks Music Corporation"],
                .place: ["New York, New York"], .language: ["No linguistic content"], .show: ["Andalucia"],
            ]
        ),
        (
            "422",
            [
                .instrument: ["voice", "piano"], .subject: ["World War, 1914-1918 -- United States"],
                .publisher: ["Seidel Music"], .place: ["Indianapolis, Indiana"], .language: ["English"],
            ]
        ),
        (
            "432",
            [
                .instrument: ["voice", "piano"], .genre: ["Waltzes", "Popular music", "Songs"],
                .subject: ["Alabama", "Southern States"], .publisher: ["Leo Feist"], .place: ["New York, New York"],
                .language: ["English"],
            ]
        ),
        (
            "2746",
            [
                .instrument: ["mixed chorus", "piano", "chorus"], .genre: ["Sacred choruses"],
                .publisher: ["Broadman Press"], .place: ["Nashville, Tennessee"], .language: ["English"],
            ]
        ),
        (
            "518",
            [
                .instrument: ["piano", "voice"], .genre: ["Operas"], .publisher: ["Gershwin"],
                .place: ["New York, New York"], .language: ["English"], .show: ["Porgy and Bess"],
            ]
        ),
        (
            "5152",
            [
                .instrument: ["piano"], .genre: ["Popular instrumental music"], .publisher: ["Bach Music Co."],
                .place: ["Boston, Massachusetts"], .language: ["No linguistic content"],
            ]
        ),
        (
            "111",
            [
                .instrument: ["baritone", "piano"], .publisher: ["Furstner Limited"], .place: ["London, England"],
                .language: ["German"], .show: ["Der Bajazzo"],
            ]
        ),
        (
            "3013",
            [
                .instrument: ["organ"], .genre: [], .publisher: ["White-Smith Music Publishing"],
                .place: ["Boston, Massachusetts", "New York, New York", "Chicago, Illinois"],
                .language: ["No linguistic content"],
            ]
        ),
    ])
    func recordGivesTheLibrarysFacets(number: String, expected: [Facet: [String]]) throws {
        let record = try #require(Self.records[number])
        let derived = Facet.values(of: record.item).mapValues { $0.map(\.display) }
        for facet in Facet.allCases {
            #expect(derived[facet] ?? [] == expected[facet] ?? [], "\(number) \(facet)")
        }
    }

    /// Whole-file checks: each says what every record's columns promise.
    @Test func everyRecordGetsWhatItsColumnsSay() throws {
        let records = Array(Self.records.values)
        #expect(records.count == 5532)
        var reader = FacetReader(capacity: 100)
        var coverage: [Facet: Int] = [:]
        var distinct: [Facet: Set<String>] = [:]
        for record in records {
            let values = Facet.values(of: record.item)
            // Remembering headings, and forgetting them when full, changes nothing.
            #expect(reader.values(of: record.item) == values, "\(record["MID"])")
            for (facet, found) in values {
                coverage[facet, default: 0] += 1
                distinct[facet, default: []].formUnion(found.map(\.key))
                for value in found {
                    let trimmed = value.display.trimmingCharacters(in: .whitespaces)
                    #expect(!value.display.isEmpty && value.display == trimmed, "\(record["MID"]) \(facet) \(value)")
                    #expect(!value.key.isEmpty && !value.display.contains("|"), "\(record["MID"]) \(facet) \(value)")
                    // The index recomputes a key from the display form: it must be the key derived.
                    #expect(facet.normalized(value.display).key == value.key, "\(record["MID"]) \(facet) \(value)")
                }
            }
            func has(_ facet: Facet, _ display: String) -> Bool {
                values[facet]?.contains { $0.display == display } ?? false
            }
            let subjects = record["subject_data"]
            if subjects.contains("(Piano)") || subjects.contains("with piano") {
                #expect(has(.instrument, "piano"), "\(record["MID"]) \(subjects)")
            }
            for (heading, genre) in [
                ("Waltzes", "Waltzes"), ("Marches", "Marches"), ("Foxtrots", "Foxtrots"),
                ("Love songs", "Love songs"), ("Musicals", "Musicals"), ("Operas", "Operas"),
            ]
            where record.values("subject_data", separator: " ; ").contains(where: { $0.hasPrefix(heading) }) {
                #expect(has(.genre, genre), "\(record["MID"]) \(subjects)")
            }
            if record["lang"].contains("No linguistic content") { #expect(has(.language, "No linguistic content")) }
            if ["Boston, MA", "Boston, Massachusetts"].contains(record["PublisherLocationTest"]) {
                #expect(values[.place]?.map(\.display) == ["Boston, Massachusetts"])
            }
            let largerWork = record["LargerWork"].trimmingCharacters(in: .whitespaces)
            if !largerWork.isEmpty {
                // A show, but a series (`Vocal duets: sacred and secular series II`), which is none.
                let isSeries = largerWork.lowercased().split(separator: " ").contains("series")
                #expect((values[.show] != nil) != isSeries, "\(record["MID"]) \(largerWork)")
            }
            if !record["Publisher"].trimmingCharacters(in: .whitespaces).isEmpty { #expect(values[.publisher] != nil) }
        }
        for facet in Facet.allCases {
            let percent = Double(coverage[facet] ?? 0) * 100 / Double(records.count)
            let share = String(format: "%.1f", percent)
            print("USC \(facet): \(share)% of records, \(distinct[facet]?.count ?? 0) distinct")
        }
    }
}
