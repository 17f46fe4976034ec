import ForteCatalog
import ForteSearch
import GRDB
import Testing

@testable import ForteIndex

/// A word still being typed that stands for many words, beside words of few items or at the end of a phrase, read from
/// FTS5's leaf pages (`WidePrefixSearch`): the same matches as FTS5's own search of the same expression.
@Suite struct WidePrefixSearchTests {
    /// Items whose words start with `w` (24 words: more than `WidePrefixSearch.minWords`, few enough for a plan to
    /// name them all) in every column, beside `rose` written with accents, capitals and punctuation.
    private static let items: [Item] =
        (0..<300).map { number in
            SearchTests.item("filler\(number)", title: "Song \(number) w\(number % 20)", description: "wood and wild")
        } + [
            SearchTests.item("accents", title: "Rosé Waltz"),
            SearchTests.item("capitals", title: "ROSE, WILD"),
            SearchTests.item("apostrophe", title: "Rose's waltz"),
            SearchTests.item("creator", title: "Song", creator: "Rose, Wälzer"),
            SearchTests.item("plural", title: "Song", subject: "Roses -- Wood"),
            SearchTests.item("lines", title: "Song", description: "a rose\nwood"),
            SearchTests.item("publisher", title: "Song", publisher: "Rose Wood Press"),
            SearchTests.item("columns", title: "Wild rose", creator: "Wood, Anna"),
            SearchTests.item("twice", title: "A rose, a rose, a rose w7"),
            SearchTests.item("alone", title: "Rose"),
            SearchTests.item("phrase", title: "Wild rose waltz"),
            SearchTests.item("composer", title: "Waltz w3", creator: "Dvořák, Antonín, 1841-1904"),
            SearchTests.item("composerRose", title: "Rose w4", creator: "Dvořák, Antonín, 1841-1904"),
            SearchTests.item("composerAlone", title: "Humoresque", creator: "Dvořák, Antonín, 1841-1904"),
            SearchTests.item("roseComposer", title: "Wood song", creator: "Rose, David"),
        ]

    private static let queries = [
        "\"rose w", "rose w", "w rose", "\"wild rose w", "composer:dvo w", "composer:dvořák w", "rose w -waltz",
        "title:\"rose w", "\"ROSE W", "composer:rose w", "\"rose wo", "rose wi", "rose w song", "\"rose z",
        "nowhere w", "\"nowhere w",
    ]

    private static let source = Source(name: "test", url: "http://127.0.0.1/oai")

    /// The items FTS5 finds for `plan`'s expression itself, with the plan's filter, in the index's order.
    private static func plainSearch(_ plan: SearchPlan, _ db: Database) throws -> [String] {
        let filter = SearchFilter(plan)
        return try String.fetchAll(
            db,
            sql: """
                SELECT item.identifier FROM itemText CROSS JOIN item ON item.id = itemText.rowid
                WHERE itemText MATCH ? AND \(filter.sql) ORDER BY itemText.rowid
                """, arguments: [plan.match] + filter.arguments)
    }

    private static func index(parts: Int) throws -> TestIndex {
        let test = try TestIndex()
        let size = (items.count + parts - 1) / parts
        for part in 0..<parts {
            try harvest(
                Array(items[part * size..<min(items.count, part * size + size)]), into: test.index,
                harvest: "2024-0\(part + 1)-01")
        }
        return test
    }

    @Test func theMatchesAreFTS5sOwn() throws {
        let test = try Self.index(parts: 2)
        try test.index.writing { db in try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')") }
        var wide = 0
        for query in Self.queries {
            let plan = try Searcher(test.index).plan(for: query)
            let found = try test.index.search(plan, limit: 1_000).map(\.identifier)
            try test.index.reading { db throws in
                #expect(found == (try Self.plainSearch(plan, db)), "\(query)")
                if try WidePrefixSearch(plan, db) != nil { wide += 1 }
            }
            let fromEnd = try test.index.search(plan, offset: 1, limit: 3, fromEnd: true).map(\.identifier)
            #expect(fromEnd == Array(found.reversed().dropFirst().prefix(3)), "\(query)")
        }
        // A last word that starts one word, or none (`z`), is left to FTS5; beside words of no item (`nowhere`),
        // nothing is read.
        #expect(wide == Self.queries.count - 3, "all but those whose last word stands for one word or none")
    }

    @Test func aPhraseFindsItsWordsInOrderInOneColumn() throws {
        let test = try Self.index(parts: 1)
        try test.index.writing { db in try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')") }
        let plan = try Searcher(test.index).plan(for: "\"rose w")
        try test.index.reading { db throws in #expect(try WidePrefixSearch(plan, db) != nil) }
        let found = try test.index.search(plan, limit: 100).map(\.identifier)
        #expect(found == ["accents", "capitals", "creator", "lines", "publisher", "twice", "phrase", "composerRose"])
        let wild = try test.index.search(try Searcher(test.index).plan(for: "\"wild rose w"), limit: 100)
        #expect(wild.map(\.identifier) == ["phrase"])
        let dvorak = try test.index.search(try Searcher(test.index).plan(for: "composer:dvo w"), limit: 100)
        #expect(dvorak.map(\.identifier) == ["composer", "composerRose"])
    }

    /// A prefix alone that stands for too many words to name (the plan seeks it itself) is read from the pages, over
    /// every item; one whose words the plan names is left to FTS5, which seeks each as far as the first matches.
    @Test func aPrefixAloneOfTooManyWordsIsReadOverEveryItem() throws {
        let test = try Self.index(parts: 2)
        for query in ["w", "title:w", "wo", "w -rose"] {
            let named = try Searcher(test.index).plan(for: query)
            var itself = named
            itself.completions = [:]
            try test.index.reading { db throws in
                #expect(try WidePrefixSearch(named, db) == nil, "\(query)")
                #expect((try WidePrefixSearch(itself, db) != nil) == !query.contains("-"), "\(query)")
            }
            let expected = try test.index.reading { db in try Self.plainSearch(itself, db) }
            #expect(expected.count > 300 || query.contains("-"), "\(query)")
            #expect(try test.index.search(itself, limit: 1_000).map(\.identifier) == expected, "\(query)")
            #expect(
                try test.index.search(itself, offset: 5, limit: 20).map(\.identifier)
                    == Array(expected.dropFirst(5).prefix(20)), "\(query)")
            #expect(
                try test.index.search(itself, offset: 3, limit: 10, fromEnd: true).map(\.identifier)
                    == Array(expected.reversed().dropFirst(3).prefix(10)), "\(query)")
            #expect(try test.index.searchCount(itself) == expected.count, "\(query)")
            #expect(try test.index.searchCount(itself, upTo: 7) == min(7, expected.count), "\(query)")
        }
    }

    /// A prefix of many words within years or a composer's items (`MatchesWithinList`), alone, beside a word or ending
    /// a phrase, read from the pages only as far as the matches asked for (a few at a time, from either end, so that
    /// each list is read on where it stopped): what the full-text table joined to each match's item finds, in its
    /// order, and as many counted; also when the plan seeks the prefix itself (too many words to name), and when items
    /// were added, changed and taken out since the fold (`revised`: in newer segments).
    @Test(
        arguments: [
            "year:1914 w", "decade:1910s w", "year:1914 rose w", "year:1914 \"rose w", "year:1913 title:w",
            "year:1914 w -rose", "w", "rose w", "decade:1910s zzz",
        ], [false, true])
    func aPrefixWithinAListFindsWhatItsItemsSay(query: String, revised: Bool) throws {
        let test = try TestIndex()
        // Words of `w` in every seventh item: the first matches are read on in more than one step; once revised (one
        // item in four, none of them odd), in none of those, and in one in three of the others. Strauss's items more than
        // `ScopedText.maxItems`: searched within the whole catalogue's full-text table.
        func item(_ number: Int, revised: Bool = false) -> Item {
            let hasW = number % 7 == 0 ? !revised || number % 2 == 1 : revised && number % 3 == 1
            var item = SearchTests.item(
                "i\(number)",
                title: "Song \(number)\(hasW ? " w\(number % 20)" : "")\(number % 3 == 0 ? " rose wood" : "")",
                creator: number % 2 == 0 ? "Strauss, Johann" : "Lanner, Joseph",
                description: number % 11 == 0 ? "wild wind" : "")
            item.metadata.date = ["\(1912 + number % 5)"]
            return item
        }
        try harvest((0..<4_400).map { item($0) }, into: test.index, pageSize: 500)
        try test.index.writing { db in try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')") }
        if revised {
            let changed = stride(from: 0, to: 4_400, by: 4).map { item($0, revised: true) }
            try harvest(changed + (4_400..<4_500).map { item($0) }, into: test.index, harvest: "2024-03-01")
            try test.index.apply(
                IndexBatch(source: Self.source, deletions: stride(from: 5, to: 4_400, by: 13).map { "i\($0)" }))
            try test.index.reading { db throws in #expect(try TextLeafPages.segmentsNewestFirst(db)!.count > 1) }
        }
        let strauss = try #require(try test.index.composerCounts(in: .all).first { $0.value.contains("Strauss") })
        var wide = 0
        for scope in [CatalogFilter.all, CatalogFilter(composer: strauss.value)] {
            let typed = try Searcher(test.index).findAsTyped(query, within: scope, limit: 10).plan
            var itself = typed
            itself.completions = [:]
            for plan in [typed, itself] {
                let expected = try test.index.reading { db in
                    if try WidePrefixSearch(plan, within: ItemSet(upTo: 0), db) != nil { wide += 1 }
                    return try Self.plainSearch(plan, db)
                }
                #expect(!expected.isEmpty || query.hasSuffix("zzz"), "\(query)")
                var found: [String] = []
                var fromEnd: [String] = []
                for offset in stride(from: 0, to: expected.count + 37, by: 37) {
                    found += try test.index.search(plan, offset: offset, limit: 37).map(\.identifier)
                    fromEnd += try test.index.search(plan, offset: offset, limit: 37, fromEnd: true).map(\.identifier)
                }
                #expect(found == expected, "\(query) \(scope)")
                #expect(fromEnd == expected.reversed(), "\(query) \(scope)")
                #expect(try test.index.searchCount(plan) == expected.count, "\(query) \(scope)")
                #expect(try test.index.searchCount(plan, upTo: 3) == min(3, expected.count), "\(query) \(scope)")
            }
        }
        // A prefix beside excluded words alone is left to FTS5, and so is one that starts no word (`zzz`), which FTS5
        // finds nothing for at once; the rest are read from the pages (a prefix the plan seeks itself may stand for any
        // number of words, none too).
        #expect(wide == (query.contains("-") ? 0 : query.hasSuffix("zzz") ? 2 : 4), "\(query)")
    }

    /// Items added, changed or taken out since the last fold are in newer segments, whose entries stand for the
    /// folded one's, as FTS5 reads them: an item that gained a word of `w` in one, lost it in the next, or was taken
    /// out is found as FTS5 finds it.
    @Test func newerSegmentsStandForTheFoldedOne() throws {
        let test = try Self.index(parts: 1)
        try test.index.writing { db in try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')") }
        try harvest(
            [
                SearchTests.item("accents", title: "Rosé song"), SearchTests.item("alone", title: "Rose wren"),
                SearchTests.item("added", title: "Rose wander"), SearchTests.item("filler3", title: "Song 3"),
                SearchTests.item("phrase", title: "Rose song"),
            ], into: test.index, harvest: "2024-03-01")
        try test.index.apply(IndexBatch(source: Self.source, deletions: ["capitals", "filler4"]))
        try harvest(
            [SearchTests.item("alone", title: "Rose"), SearchTests.item("accents", title: "Rosé wild waltz")],
            into: test.index, harvest: "2024-04-01")
        try test.index.reading { db throws in #expect(try TextLeafPages.segmentsNewestFirst(db)!.count >= 3) }
        var wide = 0
        for query in Self.queries {
            let plan = try Searcher(test.index).plan(for: query)
            let found = try test.index.search(plan, limit: 1_000).map(\.identifier)
            try test.index.reading { db throws in
                #expect(found == (try Self.plainSearch(plan, db)), "\(query)")
                if try WidePrefixSearch(plan, db) != nil { wide += 1 }
            }
            #expect(try test.index.searchCount(plan) == found.count, "\(query)")
        }
        #expect(wide == Self.queries.count - 3, "all but those whose last word stands for one word or none")
        let rose = try test.index.search(try Searcher(test.index).plan(for: "\"rose w"), limit: 100)
        #expect(
            rose.map(\.identifier) == ["accents", "creator", "lines", "publisher", "twice", "composerRose", "added"])
    }

    /// A key that comes while the search reads stops it (browse's `ReadingStop`), and nothing stopped it reads whole.
    @Test func aSearchIsStoppedWhenTheQuestionSaysSo() throws {
        let test = try TestIndex()
        let items = (0..<5_000).map {
            SearchTests.item("i\($0)", title: "Rose \($0 == 4_999 ? "wild" : "song") w\($0 % 20)")
        }
        try harvest(items, into: test.index, pageSize: 1_000)
        try test.index.writing { db in try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')") }
        let plan = try Searcher(test.index).plan(for: "\"rose w")
        try test.index.reading { db throws in #expect(try WidePrefixSearch(plan, db) != nil) }
        var questions = 0
        #expect(throws: CancellationError.self) {
            try test.index.readingTogether(stoppingWhen: {
                questions += 1
                return questions > 1
            }) { try test.index.search(plan, limit: 10) }
        }
        let whole = try test.index.readingTogether(stoppingWhen: { false }) { try test.index.search(plan, limit: 10) }
        #expect(whole.map(\.identifier) == ["i4999"])
    }
}
