import Foundation
import Testing

/// Each facet of the synced USC catalogue (`USCIndex`), as `forte list` gives it: the count `--facet` shows for a value
/// is the number of items its filter lists, and filters together list exactly the items each lists alone.
@Suite(.enabled(if: USCCatalogue.isPresent, "../shared/realworld-music is absent"))
struct USCFacetCountsEndToEndTests {
    /// The facets `list --facet` takes, each with its filter option.
    static let facets = [
        "decade", "composer", "instrument", "genre", "subject", "publisher", "place", "language", "show",
    ]
    /// Facets of people, which may come from another branch: tested where `forte list --help` offers them.
    static let peopleFacets = ["lyricist", "arranger", "illustrator"]
    static let hasPeopleFacets: Bool = {
        let help = (try? ForteProcess.run(["list", "--help"]))?.output ?? ""
        return peopleFacets.allSatisfy { help.contains("--\($0)") }
    }()

    /// A facet's values and counts, as `list --facet NAME --json` gives them.
    static func counts(
        _ facet: String, _ rendering: USCRendering,
        within filters: [String] = []
    ) throws -> [(value: String, count: Int)] {
        let outcome = try USCIndex.run(["list", "--facet", facet, "--json"] + filters, rendering)
        #expect(outcome.status == 0, "\(facet): \(outcome.errors)")
        return try outcome.output.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return (try #require(object["value"] as? String), try #require(object["count"] as? Int))
        }
    }

    /// The identifiers `list FILTERS --json` lists.
    static func identifiers(_ filters: [String], _ rendering: USCRendering) throws -> [String] {
        let outcome = try USCIndex.run(["list", "--json"] + filters, rendering)
        #expect(outcome.status == 0, "\(filters): \(outcome.errors)")
        return try outcome.output.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["id"] as? String)
        }
    }

    /// The most common value, the rarest, and one between.
    static func chosen(_ counts: [(value: String, count: Int)]) -> [(value: String, count: Int)] {
        let byCount = counts.sorted { $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value }
        guard let first = byCount.first, let last = byCount.last else { return [] }
        return [first, byCount[byCount.count / 2], last]
    }

    @Test(arguments: USCRendering.allCases, facets)
    func eachCountIsTheNumberOfItemsItsFilterLists(rendering: USCRendering, facet: String) throws {
        try countsAreWhatTheFiltersList(facet, rendering)
    }

    @Test(
        .enabled(if: hasPeopleFacets, "needs the lyricist, arranger and illustrator facets (not on this branch yet)"),
        arguments: USCRendering.allCases, peopleFacets)
    func eachPersonsCountIsTheNumberOfItemsTheirFilterLists(rendering: USCRendering, facet: String) throws {
        try countsAreWhatTheFiltersList(facet, rendering)
    }

    /// People in a role are listed as composers are, surname first with the life dates their records give (Lorenz
    /// Hart's `lyricist_data` is `Hart, Lorenz, 1895-1943`), and the heading as listed chooses them back.
    @Test(
        .enabled(if: hasPeopleFacets, "needs the lyricist, arranger and illustrator facets (not on this branch yet)"),
        arguments: USCRendering.allCases)
    func peopleAreListedAsComposersAre(rendering: USCRendering) throws {
        let hart = try #require(try Self.counts("lyricist", rendering).first { $0.value.hasPrefix("Hart, Lorenz") })
        #expect(hart.value == "Hart, Lorenz (1895–1943)")
        let listed = try Self.identifiers(["--lyricist", hart.value], rendering)
        #expect(listed.count == hart.count)
        #expect(listed.contains("oai:sheetmusic.library.sc.edu:441"))
        // `show` names him once, under his role, not again as a facet's value.
        let shown = try USCIndex.run(["show", "oai:sheetmusic.library.sc.edu:441"], rendering).output
        #expect(shown.split(separator: "\n").filter { $0.hasPrefix("Lyricist") }.count == 1, "\(shown)")
    }

    private func countsAreWhatTheFiltersList(_ facet: String, _ rendering: USCRendering) throws {
        let counts = try Self.counts(facet, rendering)
        #expect(counts.count > 1, "\(facet) \(rendering): \(counts.count) values")
        for (value, count) in Self.chosen(counts) {
            let listed = try Self.identifiers(["--\(facet)", value], rendering)
            #expect(listed.count == count, "\(facet) \(rendering): “\(value)” counts \(count), lists \(listed.count)")
            #expect(Set(listed).count == listed.count, "\(facet) \(rendering): “\(value)” lists an item twice")
        }
    }

    /// Filters together, each as a list of options: the items listed are exactly those every filter lists alone, and
    /// a facet's counts within filters are the items of each value among them.
    @Test(
        arguments: USCRendering.allCases,
        [
            [["--instrument", "piano"], ["--genre", "Marches"]],
            [["--place", "Boston, Massachusetts"], ["--language", "No linguistic content"], ["--decade", "1890s"]],
            [["--genre", "Popular music"], ["--instrument", "ukulele"], ["--publisher", "Leo Feist"]],
            [["--show", "Porgy and Bess"], ["--composer", "George Gershwin"]],
            [["--subject", "World War, 1914-1918"], ["--instrument", "voice"], ["--decade", "1910s"]],
            [["--language", "German"], ["--instrument", "piano"], ["--sort", "date"]],
        ])
    func filtersTogetherListTheIntersection(rendering: USCRendering, filters: [[String]]) throws {
        let alone = try filters.filter { $0[0] != "--sort" }.map { Set(try Self.identifiers($0, rendering)) }
        let intersection = alone.dropFirst().reduce(alone[0]) { $0.intersection($1) }
        let together = try Self.identifiers(filters.flatMap { $0 }, rendering)
        #expect(!intersection.isEmpty, "\(filters) \(rendering): nothing in common, so nothing tested")
        #expect(Set(together) == intersection, "\(filters) \(rendering)")
        #expect(together.count == intersection.count, "\(filters) \(rendering): an item listed twice")
        // The first filter's facet counted within the others (its value written as the facet shows it): its value
        // has the intersection's items.
        let (option, value) = (filters[0][0], filters[0][1])
        let within = try Self.counts(String(option.dropFirst(2)), rendering, within: filters.dropFirst().flatMap { $0 })
        #expect(within.first { $0.value == value }?.count == intersection.count, "\(filters) \(rendering)")
    }
}
