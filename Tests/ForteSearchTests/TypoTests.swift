import ForteCatalog
@testable import ForteSearch
import Testing

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
}
