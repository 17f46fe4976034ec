import ForteCatalog
import ForteIndex
import Testing

@testable import ForteSearch

/// A word that matches nothing is searched as the nearest word the index has.
@Suite struct TypoTests {
    @Test(arguments: [
        ("blakbird", "blackbird", ["blackbird", "dance"]),
        ("bye blakbird", "blackbird", ["blackbird"]),
        ("humorseque", "humoresque", ["dvorak"]),
        ("dvorsk", "dvorak", ["dvorak"]),
        ("Wlatz", "waltz", ["wattle", "dance", "folks"]),
        // Eight letters or more: two edits.
        ("blacbirdd", "blackbird", ["blackbird", "dance"]),
        ("humorresqe", "humoresque", ["dvorak"]),
    ])
    func correctsTheWord(typed: String, corrected: String, found: [String]) throws {
        let index = try SearchIndex(SearchIndex.music)
        let outcome = try Searcher(index.index).find(typed, limit: 10)
        #expect(outcome.corrections.map(\.corrected) == [corrected])
        #expect(Set(outcome.results.map(\.identifier)) == Set(found))
    }

    @Test(arguments: [
        "xz",  // too short: too many words are one edit from it
        "blkbrd",  // three edits from blackbird
        "wlatzse",  // two edits, but a word of seven letters
        "-blakbird",  // excluded words are not guessed at
        "\"bye blakbird\"",  // nor words of a phrase
    ])
    func leavesAloneWhatIsTooFar(typed: String) throws {
        let index = try SearchIndex(SearchIndex.music)
        let outcome = try Searcher(index.index).find(typed, limit: 10)
        #expect(outcome.corrections.isEmpty, "\(typed) → \(outcome.corrections)")
    }

    @Test func aQueryThatFindsSomethingIsNotCorrected() throws {
        let index = try SearchIndex(SearchIndex.music)
        let outcome = try Searcher(index.index).find("bye", limit: 10)
        #expect(outcome.corrections.isEmpty)
        #expect(outcome.correctionNote == nil)
        #expect(try Searcher(index.index).find("blakbird", limit: 10).correctionNote == "blakbird → blackbird")
    }

    /// No word of the index sorts between the typed word and the index's next: the variants there are not looked up.
    @Test func variantsBetweenTheWordAndTheIndexsNextAreNotLookedUp() throws {
        let index = try SearchIndex(SearchIndex.music)
        let catalog = LookupRecorder(index.index)
        #expect(try Searcher(catalog).find("blakbird", limit: 10).correctionNote == "blakbird → blackbird")
        let next = try #require(try index.index.firstIndexedWord(from: "blakbird"))
        let variants = TypoCandidates("blakbird").oneEditAway
        let between = variants.filter { $0 > "blakbird" && $0 < next }
        #expect(between.count > 100, "\(next)")
        #expect(catalog.lookedUp.isDisjoint(with: between))
        // Nor those that start as the typed word does (`bl`) and are not among the index's words that start so.
        let sharing = try #require(try index.index.indexedWords(completing: "bl", atMost: 100))
        let spared = variants.filter { $0.hasPrefix("bl") && !sharing.contains($0) && !between.contains($0) }
        #expect(spared.count > 50)
        #expect(catalog.lookedUp == Set(variants.filter { !between.contains($0) && !spared.contains($0) }))
    }

    /// A word two edits away is found among the index's words that start as the typed one does, read at once: of
    /// those, only the words within reach are looked up, and no variant that the index does not have.
    @Test func wordsThatStartAlikeAreReadAtOnce() throws {
        let index = try SearchIndex(SearchIndex.music)
        let catalog = LookupRecorder(index.index)
        #expect(try Searcher(catalog).find("humorresqe", limit: 10).correctionNote == "humorresqe → humoresque")
        #expect(catalog.lookedUp.filter { $0.hasPrefix("hu") } == ["humoresque"])
        #expect(catalog.lookedUp.count > 50)
    }

    /// The index, noting the words it is asked whether it has.
    final class LookupRecorder: SearchableCatalog {
        let index: CatalogIndex
        private(set) var lookedUp: Set<String> = []

        init(_ index: CatalogIndex) { self.index = index }

        func indexedWords(_ words: [String], countingUpTo cap: Int) throws -> [(word: String, items: Int)] {
            lookedUp.formUnion(words)
            return try index.indexedWords(words, countingUpTo: cap)
        }

        func search(_ plan: SearchPlan, offset: Int, limit: Int, fromEnd: Bool) throws -> [ItemSummary] {
            try index.search(plan, offset: offset, limit: limit, fromEnd: fromEnd)
        }
        func searchCount(_ plan: SearchPlan) throws -> Int { try index.searchCount(plan) }
        func prefixWords(of plan: SearchPlan) -> [String] { index.prefixWords(of: plan) }
        func indexedWords(completing prefix: String, atMost limit: Int) throws -> [String]? {
            try index.indexedWords(completing: prefix, atMost: limit)
        }
        func firstIndexedWord(from word: String) throws -> String? { try index.firstIndexedWord(from: word) }
    }

    @Test func aWordOfLettersHasLettersPutIn() {
        let variants = TypoCandidates("Waltz").oneEditAway
        #expect(variants.count == 285)
        #expect(
            variants.contains("walts") && variants.contains("walz") && variants.contains("wlatz")
                && variants.contains("waltzs"))
        #expect(!variants.contains { $0.contains(where: \.isNumber) })
        #expect(TypoCandidates("op12").oneEditAway.contains("op13"))
    }

    @Test func editDistance() {
        func distance(_ a: String, _ b: String, limit: Int = 3) -> Int? {
            EditDistance.between(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
        }
        #expect(distance("blakbird", "blackbird") == 1)
        #expect(distance("walzt", "waltz") == 1)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "abc") == 0)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("kitten", "sitting", limit: 2) == nil)
    }

    /// Words two edits away are read A to Z past the first letters no word within reach starts with: no word that
    /// starts with them is within reach, and one letter fewer could still be.
    @Test func aHopelessPrefixHasNoWordWithinReach() {
        let words = [
            "schottische", "schottisches", "schottland", "score", "scores", "scot", "scotch", "schooner", "schotisshe",
            "sc", "scha", "schotx", "sxhottische", "blackbird", "blackbirds", "blacbird", "blue", "blackout",
        ]
        let scalars = { (word: String) in Array(word.unicodeScalars) }
        for target in ["schotisshe", "blacbirdd", "humorresqe"] {
            for word in words {
                guard let hopeless = EditDistance.hopelessPrefix(of: scalars(word), toward: scalars(target), limit: 2)
                else {
                    continue
                }
                let prefix = String(word.unicodeScalars.prefix(hopeless))
                for other in words where other.hasPrefix(prefix) {
                    #expect(
                        EditDistance.between(scalars(other), scalars(target), limit: 2) == nil, "\(other) → \(target)")
                }
                #expect(
                    EditDistance.hopelessPrefix(
                        of: Array(scalars(word).prefix(hopeless - 1)), toward: scalars(target), limit: 2) == nil)
            }
            #expect(
                EditDistance.hopelessPrefix(of: scalars("schottische"), toward: scalars("schotisshe"), limit: 2) == nil)
            #expect(EditDistance.hopelessPrefix(of: scalars("score"), toward: scalars("schotisshe"), limit: 2) != nil)
        }
    }
}
