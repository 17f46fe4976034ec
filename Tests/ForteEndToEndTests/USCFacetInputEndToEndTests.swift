import Foundation
import Testing

/// Facet names and values as people type them, on the synced USC catalogue (`USCIndex`, `oai_dc`): what is not one is
/// refused in one line that names the choices (exit 64); a value written out in full, or in another form a
/// cataloguer writes, is that value.
@Suite(.enabled(if: USCCatalogue.isPresent, "../shared/realworld-music is absent"))
struct USCFacetInputEndToEndTests {
    /// One line on standard error, `forte: …`, nothing on standard output, exit 64.
    private func expectRefused(_ outcome: ForteProcess.Outcome, _ what: String) {
        #expect(outcome.status == 64, "\(what): exit \(outcome.status)")
        #expect(outcome.output.isEmpty, "\(what)")
        #expect(
            outcome.errors.hasPrefix("forte: ") && outcome.errors.hasSuffix("\n")
                && outcome.errors.dropLast().split(separator: "\n", omittingEmptySubsequences: false).count == 1,
            "\(what): \(outcome.errors)")
    }

    @Test func anUnknownFacetNameIsRefusedNamingEveryFacet() throws {
        for arguments in [["--facet", "instruments"], ["--facet", ""], ["--facet", "mood", "--genre", "Waltzes"]] {
            let outcome = try USCIndex.run(["list"] + arguments, .dublinCore)
            expectRefused(outcome, "\(arguments)")
            for facet in USCFacetCountsEndToEndTests.facets {
                #expect(outcome.errors.contains(facet), "\(arguments): \(outcome.errors) does not name \(facet)")
            }
        }
    }

    /// An empty value (or spaces) is refused, and the line says how to see the values there are.
    @Test(arguments: ["instrument", "genre", "subject", "publisher", "place", "language", "show"])
    func anEmptyValueIsRefusedNamingWhereTheChoicesAre(facet: String) throws {
        for value in ["", "  "] {
            let outcome = try USCIndex.run(["list", "--\(facet)", value], .dublinCore)
            expectRefused(outcome, "--\(facet) “\(value)”")
            #expect(
                outcome.errors.contains("--\(facet)") && outcome.errors.contains("forte list --facet \(facet)"),
                "\(outcome.errors)")
        }
    }

    /// A start several values share is refused, naming them (as many as fit), and never picks one.
    @Test(arguments: [("genre", "s"), ("instrument", "m"), ("place", "New"), ("language", "h"), ("show", "the")])
    func anAmbiguousValueIsRefusedNamingTheCandidates(facet: String, start: String) throws {
        let candidates = try USCFacetCountsEndToEndTests.counts(facet, .dublinCore).map(\.value)
            .filter { $0.lowercased().hasPrefix(start.lowercased()) }
        try #require(candidates.count > 1, "\(facet) “\(start)” is not ambiguous in USC: \(candidates)")
        let outcome = try USCIndex.run(["list", "--\(facet)", start], .dublinCore)
        expectRefused(outcome, "--\(facet) \(start)")
        let named = candidates.filter { outcome.errors.contains($0) }
        #expect(named.count >= min(candidates.count, 5), "\(outcome.errors) names \(named.count) of \(candidates)")
    }

    /// A value shown by `--facet` that is the start of a longer one is itself, not ambiguous (`piano` of `piano, 4
    /// hands`, `Blue Skies` of `Blue Skies (film musical)`): in each facet that has such values in USC.
    @Test(arguments: ["instrument", "subject", "publisher", "place", "show"])
    func aValueWrittenInFullIsThatValueWhereLongerOnesStartWithIt(facet: String) throws {
        let counts = try USCFacetCountsEndToEndTests.counts(facet, .dublinCore)
        let shorter = counts.filter { shorter in
            let start = shorter.value.lowercased()
            return counts.contains { $0.value.count > start.count && $0.value.lowercased().hasPrefix(start) }
        }
        try #require(!shorter.isEmpty, "no \(facet) value in USC starts another")
        for (value, count) in shorter.prefix(5) {
            let listed = try USCFacetCountsEndToEndTests.identifiers(["--\(facet)", value], .dublinCore)
            #expect(listed.count == count, "--\(facet) “\(value)” counts \(count), lists \(listed.count)")
        }
    }

    /// `--language German` is German (`German?` in the library's column too), whatever starts with it.
    @Test func germanIsGerman() throws {
        let german = try USCFacetCountsEndToEndTests.counts("language", .dublinCore).first { $0.value == "German" }
        let count = try #require(german?.count)
        let written = USCIndex.records.values.filter { record in
            record.values("lang", separator: "|").contains { $0 == "German" || $0 == "German?" }
        }
        #expect(count == written.count)
        for typed in ["German", "german", "GERMAN", "ger", "Deutsch"] {
            let listed = try USCFacetCountsEndToEndTests.identifiers(["--language", typed], .dublinCore)
            #expect(Set(listed) == Set(written.map(\.identifier)), "--language \(typed)")
        }
    }

    /// `Boston, MA`, `Boston, Mass.` and `Boston, Massachusetts` are one place: the library's records of every form
    /// (`Boston, MA`, `Boston, Massachusetts`, `Boston`, `[Boston], [MA]`).
    @Test func bostonIsOnePlaceHoweverItsStateIsWritten() throws {
        let written = Set(
            USCIndex.records.values.filter { record in
                record.values("PublisherLocationTest", separator: "|").contains { place in
                    place.filter { $0 != "[" && $0 != "]" }.split(separator: ",").first == "Boston"
                }
            }.map(\.identifier))
        #expect(written.count > 300)
        for typed in ["Boston, MA", "Boston, Massachusetts", "Boston, Mass.", "boston, ma"] {
            let listed = try USCFacetCountsEndToEndTests.identifiers(["--place", typed], .dublinCore)
            #expect(Set(listed) == written, "--place \(typed): \(listed.count) of \(written.count)")
        }
    }
}
