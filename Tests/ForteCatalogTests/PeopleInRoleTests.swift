import Testing

@testable import ForteCatalog

/// The facets of people (lyricist, arranger, illustrator): headed as composers are listed, keyed surname first.
struct PeopleInRoleTests {
    private func values(_ role: CreatorRole, creators: [String] = [], contributors: [String]) -> [FacetValue] {
        var metadata = DublinCore()
        metadata.creator = creators
        metadata.contributor = contributors
        return PeopleInRole.values(of: Item(identifier: "oai:test:1", metadata: metadata).people, in: role)
    }

    @Test func eachRoleHasItsPeopleHeadedAsComposersAre() {
        let contributors = [
            "Hart, Lorenz, 1895-1943 (lyricist)", "arranger: Smith, John", "Starmer (illustrator)",
            "Frew, 1875-1955, lithographer", "Sharma, DR, lyricist",
        ]
        #expect(
            values(.lyricist, creators: ["Rodgers, Richard"], contributors: contributors)
                == [
                    FacetValue("Hart, Lorenz (1895–1943)", key: "hart, lorenz"),
                    FacetValue("Sharma, D. R.", key: "sharma, d. r."),
                ])
        #expect(values(.arranger, contributors: contributors) == [FacetValue("Smith, John", key: "smith, john")])
        #expect(values(.illustrator, contributors: contributors).map(\.display) == ["Starmer", "Frew (1875–1955)"])
        // A citation catalogued as the lyricist (USC's `Matthew xxv: 34-36`) has no surname to put first.
        #expect(
            values(.lyricist, contributors: ["Matthew xxv: 34-36 (lyricist)"]).map(\.display) == ["Matthew xxv: 34-36"])
        // The composers are not among them.
        #expect(values(.lyricist, creators: ["Rodgers, Richard"], contributors: []).isEmpty)
    }

    @Test func namesThatAreNoOneAreLeftOut() {
        let contributors = ["[Anonymous] (lyricist)", "Traditional, lyricist", "Dvořák, Antonín (lyricist)"]
        #expect(values(.lyricist, contributors: contributors).map(\.display) == ["Dvořák, Antonín"])
    }

    /// What a `--lyricist` filter gives has the key of the value it means, or is the start of it.
    @Test func typedNamesMeetTheKeys() {
        let hart = PeopleInRole.normalized("Lorenz Hart")
        #expect(PeopleInRole.normalized("Hart, Lorenz").key == hart.key)
        #expect(PeopleInRole.normalized("hart, lorenz").key == hart.key)
        // As `list --facet lyricist` heads him; a name in brackets without dates stays a name.
        #expect(PeopleInRole.normalized("Hart, Lorenz (1895–1943)").key == hart.key)
        #expect(PeopleInRole.normalized("Rembrandt (Chicago)").key != PeopleInRole.normalized("Rembrandt").key)
        #expect(hart.key.hasPrefix(PeopleInRole.normalized("hart").key))
        #expect(PeopleInRole.normalized("Antonín Dvořák").key == PeopleInRole.normalized("dvorak, antonin").key)
    }
}
