import Foundation
import Testing

/// `forte search` by a facet's field on the synced USC catalogue (`USCIndex`): a word of one value finds that value's
/// items, as its filter lists them; people are found by name in their role.
@Suite(.enabled(if: USCCatalogue.isPresent, "../shared/realworld-music is absent"))
struct USCSearchFieldsEndToEndTests {
    static func found(_ query: String, _ rendering: USCRendering) throws -> Set<String> {
        let outcome = try USCIndex.run(["search", query, "--limit", "100000", "--json"], rendering)
        #expect(outcome.status == 0, "\(query): \(outcome.errors)")
        return try Set(
            outcome.output.split(separator: "\n").map { line in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                return try #require(object["id"] as? String)
            })
    }

    /// A field's word, and the one value of that facet in USC with the word.
    @Test(
        arguments: USCRendering.allCases,
        [
            ("instrument:ukulele", ["--instrument", "ukulele"]), ("show:porgy", ["--show", "Porgy and Bess"]),
            ("language:german", ["--language", "German"]), ("place:boston", ["--place", "Boston, Massachusetts"]),
            ("genre:marches", ["--genre", "Marches"]),
        ])
    func aFieldsWordFindsTheItemsItsValueLists(
        rendering: USCRendering,
        search: (query: String, filter: [String])
    ) throws {
        let (query, filter) = search
        let listed = Set(try USCFacetCountsEndToEndTests.identifiers(filter, rendering))
        #expect(!listed.isEmpty, "\(filter) \(rendering)")
        #expect(try Self.found(query, rendering) == listed, "\(query) \(rendering)")
    }

    /// Lorenz Hart wrote the words of "Lover" (441): `lyricist:hart` finds it, `composer:hart` does not, and his name
    /// alone does, as a lyricist (a contributor, in `oai_dc`; a 700, in MARC) is a person to search for.
    @Test(arguments: USCRendering.allCases)
    func aPersonIsFoundInTheirRole(rendering: USCRendering) throws {
        let lover = "oai:sheetmusic.library.sc.edu:441"
        #expect(try Self.found("lyricist:hart", rendering).contains(lover))
        #expect(try !Self.found("composer:hart", rendering).contains(lover))
        #expect(try Self.found("composer:rodgers", rendering).contains(lover))
        #expect(try Self.found("lorenz hart", rendering).contains(lover))
        #expect(try Self.found("lover hart", rendering) == [lover])
    }
}
