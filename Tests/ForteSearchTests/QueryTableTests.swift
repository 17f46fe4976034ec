import ForteCatalog
import ForteIndex
import ForteSearch
import Foundation
import Testing

/// Queries as typed, against a real index: the items each must find, and those it must not.
@Suite struct QueryTableTests {
    static let all: Set<String> = Set(SearchIndex.music.map(\.identifier))

    @Test(
        arguments: [
            // Every word is the start of a word, in any position.
            ("bye blackbird", ["blackbird"], ["dance"]),
            ("blackbird bye", ["blackbird"], ["dance"]),
            ("bla bye", ["blackbird"], ["dance"]),
            ("bye bla", ["blackbird"], ["dance"]),
            ("black", ["blackbird", "dance"], []),
            ("bird", [], ["blackbird", "dance"]),
            // A word that ends in punctuation is whole.
            ("blackbird,", ["blackbird"], []),
            ("black,", [], ["blackbird", "dance"]),
            ("hum dvo", ["dvorak"], []),
            // Case and diacritics never matter.
            ("dvorak", ["dvorak"], []),
            ("DVOŘÁK antonín", ["dvorak"], []),
            ("ANTONIN", ["dvorak"], []),
            // Phrases: the words together, in order; an unclosed one still being typed.
            ("\"bye blackbird\"", ["blackbird"], ["dance"]),
            ("\"blackbird bye\"", [], ["blackbird"]),
            ("\"bye black", ["blackbird"], []),
            ("\"of the bush\"", ["bush"], ["dance"]),
            // Exclusions.
            ("waltz -wattle", ["dance", "folks"], ["wattle"]),
            ("waltz -\"wattle waltz\"", ["dance", "folks"], ["wattle"]),
            ("-waltz", ["blackbird", "dvorak", "anzac", "bush"], ["wattle", "dance", "folks"]),
            // Either.
            ("humoresque OR anzac", ["dvorak", "anzac"], ["blackbird"]),
            ("humoresque OR anzac march", ["anzac"], ["dvorak"]),
            ("humoresque or anzac", [], ["dvorak", "anzac"]),
            // Fields.
            ("composer:paling", ["wattle", "dance"], ["bush"]),
            ("composer:allan", ["bush"], ["anzac"]),
            ("publisher:allan", ["anzac", "bush"], []),
            ("PUBLISHER:allan composer:smith", ["anzac"], ["bush"]),
            ("title:waltz", ["wattle", "dance"], ["folks"]),
            ("subject:marches", ["anzac"], []),
            ("subject:\"piano music\"", ["dvorak"], ["anzac"]),
            ("composer:dvořák", ["dvorak"], []),
            ("-composer:paling waltz", ["folks"], ["wattle", "dance"]),
            // Roles: a creator is found in the role the catalogue gives it, any relator term or code naming it.
            ("lyricist:harrington", ["lyrics"], []),
            ("lyr:harr", ["lyrics"], []),
            ("composer:harrington", [], ["lyrics"]),
            ("composer:allan", ["bush", "lyrics"], ["anzac"]),
            ("arr:lee", ["lyrics"], []),
            ("arranger:alf", ["lyrics"], []),
            ("lyricist:allan", [], ["lyrics", "bush"]),
            ("lyricist:foster", [], ["folks"]),
            ("harrington", ["lyrics"], []),
            // A word of no field is not a role's word: `comp` is no composer's.
            ("composerpal", [], ["wattle", "dance"]),
            ("lyricistharr", [], ["lyrics"]),
            // Dates.
            ("decade:1910s", ["wattle", "anzac"], ["bush"]),
            ("decade:1910", ["wattle", "anzac"], ["bush"]),
            ("decade:undated", ["folks"], ["wattle"]),
            ("year:1914", ["wattle"], ["anzac"]),
            ("year:1910..1925", ["wattle", "anzac", "bush", "dance"], ["blackbird", "folks", "dvorak"]),
            ("year:1925..1910", ["wattle", "anzac", "bush", "dance"], ["blackbird"]),
            ("year:1922.. waltz", ["dance"], ["wattle", "folks"]),
            ("decade:1920s waltz", ["dance"], ["wattle", "folks"]),
            ("-decade:1910s waltz", ["dance", "folks"], ["wattle"]),
            ("decade:1890s OR decade:undated", ["dvorak", "folks"], ["wattle"]),
            // Not fields, not dates: words.
            ("year:abc", [], ["wattle"]),
            ("home:", [], []),
        ] as [(String, [String], [String])])
    func findsWhatItMust(query: String, mustFind: [String], mustNotFind: [String]) throws {
        let found = try SearchIndex(SearchIndex.music).find(query)
        #expect(found.isSuperset(of: mustFind), "\(query) found \(found.sorted())")
        #expect(found.isDisjoint(with: mustNotFind), "\(query) found \(found.sorted())")
    }

    /// A hundred and fifty exclusions are a query like any other, where FTS5's parser overflowed its stack.
    @Test func manyExclusionsAreAQuery() throws {
        let index = try SearchIndex(SearchIndex.music)
        let exclusions = (0..<150).map { " -nothing\($0)" }.joined()
        #expect(try index.find("waltz" + exclusions) == index.find("waltz"))
        #expect(try index.find("waltz -paling" + exclusions) == index.find("waltz -paling"))
    }

    @Test func searchesWithinAScope() throws {
        let index = try SearchIndex(SearchIndex.music)
        #expect(try index.find("waltz", within: CatalogFilter(shelf: .decade(Decade(startYear: 1920)))) == ["dance"])
        #expect(try index.find("waltz", within: CatalogFilter(shelf: .decade(nil))) == ["folks"])
        #expect(try index.find("waltz", within: CatalogFilter(composer: "W. H. Paling")) == ["wattle"])
        #expect(
            try index.find("waltz", within: CatalogFilter(composer: "Paling")).isEmpty, "a composer is a whole name")
    }

    /// A scope small enough to be searched through a full-text index of its own (`ScopedText`) finds, and counts,
    /// what the whole index finds in it; on an index opened only to read, too, which stays as it was.
    @Test func aScopeFindsWhatTheWholeIndexFindsInIt() throws {
        let index = try SearchIndex(SearchIndex.music)
        let readOnly = try CatalogIndex(readingAt: index.index.path)
        let before = try Data(contentsOf: URL(fileURLWithPath: index.index.path))
        let scopes = [
            CatalogFilter(shelf: .decade(Decade(startYear: 1920))),
            CatalogFilter(shelf: .decade(Decade(startYear: 1910))),
            CatalogFilter(shelf: .decade(nil)), CatalogFilter(composer: "W. H. Paling"),
            CatalogFilter(composer: "George Allan"),
        ]
        let queries = [
            "waltz", "wal", "w", "bl", "\"the wattle\"", "songs OR march", "waltz -wattle", "composer:allan",
            "lyricist:harr",
            "year:1910..1925 s", "home",
        ]
        for scope in scopes {
            let members = Set(try index.index.summaries(scope, offset: 0, limit: 100).map(\.identifier))
            #expect(!members.isEmpty)
            for query in queries {
                let everywhere = try index.find(query).intersection(members)
                #expect(try index.find(query, within: scope) == everywhere, "\(query) in \(scope)")
                let found = try Searcher(readOnly).find(query, within: scope, limit: 100)
                #expect(Set(found.results.map(\.identifier)) == everywhere, "\(query) in \(scope), read-only")
                #expect(try readOnly.searchCount(found.plan) == everywhere.count, "\(query) in \(scope)")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: index.index.path)) == before)
    }

    /// A scope's own full-text index is made again once a sync has changed the index: changed items are found by
    /// their new text (the lists, laid out by title, are as they were), and new items are found.
    @Test func aScopeSearchedAfterASyncFindsWhatItChanged() throws {
        let index = try SearchIndex(SearchIndex.music)
        let readOnly = try CatalogIndex(readingAt: index.index.path)
        let scope = CatalogFilter(composer: "W. H. Paling")
        let find = { (text: String) in
            Set(try Searcher(readOnly).find(text, within: scope, limit: 10).results.map(\.identifier))
        }
        let source = Source(name: "test", url: "http://127.0.0.1/oai")
        #expect(try find("waltz") == ["wattle"])
        var wattle = SearchIndex.music.first { $0.identifier == "wattle" }!
        wattle.metadata.subject = ["Golden songs"]
        try index.index.apply(IndexBatch(source: source, upserts: [wattle]))
        #expect(try find("golden") == ["wattle"])
        let polka = SearchIndex.item("polka", title: "Paling's polka waltz", creator: ["Paling, W. H. (William Henry)"])
        try index.index.apply(IndexBatch(source: source, upserts: [polka]))
        #expect(try find("waltz") == ["wattle", "polka"])
    }

    @Test func countsEveryMatch() throws {
        let index = try SearchIndex(SearchIndex.music)
        for (query, count) in [
            ("waltz", 3), ("-waltz", 5), ("decade:1910s", 2), ("year:1910..1925 -composer:paling", 2),
        ] {
            #expect(try index.index.searchCount(SearchQuery(parsing: query).plan()) == count, "\(query)")
        }
        let limited = try Searcher(index.index).find("waltz", limit: 1)
        #expect(limited.results.count == 1)
        #expect(try index.index.searchCount(limited.plan) == 3)
    }

    /// Dates alone are read from the catalog's list in date order, as `forte list --sort date` gives them: oldest first,
    /// by title within a year, a page at a time from either end.
    @Test func datesAloneAreFoundOldestFirst() throws {
        let index = try SearchIndex(SearchIndex.music)
        let plan = SearchQuery(parsing: "year:1910..1925").plan()
        func page(_ offset: Int, _ limit: Int, fromEnd: Bool = false) throws -> [String] {
            try index.index.search(plan, offset: offset, limit: limit, fromEnd: fromEnd).map(\.identifier)
        }
        #expect(try page(0, 10) == ["wattle", "anzac", "dance", "bush"])
        #expect(try page(1, 2) == ["anzac", "dance"])
        #expect(try page(0, 3, fromEnd: true) == ["bush", "dance", "anzac"])
        #expect(try page(3, 10, fromEnd: true) == ["wattle"])
        #expect(try page(4, 10).isEmpty && page(9, 10, fromEnd: true).isEmpty)
        #expect(try index.index.searchCount(plan) == 4)
        let undated = SearchQuery(parsing: "decade:undated").plan()
        #expect(try index.index.search(undated, limit: 10).map(\.identifier) == ["lyrics", "folks"])
    }

    /// Counted up to a bound (`forte search`'s note), a count is the whole one's up to it, whether the words, the
    /// filters or both ask.
    @Test func countsUpToABound() throws {
        let index = try SearchIndex(SearchIndex.music)
        for query in ["waltz", "-waltz", "decade:1910s", "waltz year:1890..1925", "song OR waltz -composer:paling"] {
            let plan = try Searcher(index.index).find(query, limit: 1).plan
            let count = try index.index.searchCount(plan)
            #expect(count > 1, "\(query)")
            for cap in 1...count + 1 {
                #expect(try index.index.searchCount(plan, upTo: cap) == min(cap, count), "\(query) up to \(cap)")
            }
        }
    }
}
