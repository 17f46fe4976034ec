import ForteCatalog
import ForteIndex
import ForteSearch
import Testing

/// A prefix is sought as the index's words that start with it, when they are few (FTS5 would merge every such word's
/// items before the first match): it finds what the prefix finds.
@Suite struct PrefixCompletionTests {
    @Test func theIndexGivesTheWordsAPrefixStandsFor() throws {
        let search = try SearchIndex(SearchIndex.music)
        let index = search.index
        #expect(try index.indexedWords(completing: "blac", atMost: 32) == ["blackbird", "blackbirds"])
        #expect(try index.indexedWords(completing: "humoresque", atMost: 32) == ["humoresque"])
        #expect(try index.indexedWords(completing: "zzzz", atMost: 32) == [])
        // More than asked for: the prefix is sought as it is.
        #expect(try index.indexedWords(completing: "blac", atMost: 1) == nil)
        #expect(try index.indexedWords(completing: "bla", atMost: 32) == ["blackbird", "blackbirds"])
        // Role words sort apart: `comp` stands for the word a creator's text has (`Allan, George, composer`), and
        // for no composer's role words.
        #expect(try index.indexedWords(completing: "comp", atMost: 32) == ["composer"])
        #expect(try index.indexedWords(completing: "0composerpal", atMost: 32) == ["0composerpaling"])
    }

    @Test(arguments: [
        "b", "bla", "blac", "blackbird", "dvor", "walt", "walt -wattle", "humo OR anza", "composer:pali", "lyr:harr",
        "arranger:alfr",
        "ANTONIN", "\"bye blac", "\"old folks at hom", "\"dance of the blackb", "bye blac", "publisher:alla",
    ])
    func aCompletedPrefixFindsWhatThePrefixFinds(_ text: String) throws {
        let index = try SearchIndex(SearchIndex.music)
        let query = SearchQuery(parsing: text)
        let outcome = try Searcher(index.index).find(text, limit: 100)
        let found = Set(try index.index.search(query.plan(), limit: 100).map(\.identifier))
        #expect(!found.isEmpty)
        #expect(Set(outcome.results.map(\.identifier)) == found)
    }

    @Test func aCompletedPrefixIsSoughtAsItsWords() throws {
        let index = try SearchIndex(SearchIndex.music)
        let outcome = try Searcher(index.index).find("blac", limit: 100)
        #expect(outcome.plan.match == "(- roles : ((\"blackbird\" OR \"blackbirds\")))")
        // A phrase still being typed: its last word.
        let phrase = try Searcher(index.index).find("\"bye blac", limit: 100)
        #expect(phrase.plan.match == "(- roles : ((\"bye blackbird\" OR \"bye blackbirds\")))")
        #expect(phrase.results.map(\.identifier) == ["blackbird"])
    }
}
