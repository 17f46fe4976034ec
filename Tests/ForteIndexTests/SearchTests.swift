import ForteCatalog
import ForteSearch
import GRDB
import Testing

@testable import ForteIndex

@Suite struct SearchTests {
    static func item(
        _ identifier: String, title: String, creator: String = "", subject: String = "", description: String = "",
        publisher: String = ""
    ) -> Item {
        var metadata = DublinCore()
        metadata.title = [title]
        metadata.creator = creator.isEmpty ? [] : [creator]
        metadata.subject = subject.isEmpty ? [] : [subject]
        metadata.description = description.isEmpty ? [] : [description]
        metadata.publisher = publisher.isEmpty ? [] : [publisher]
        return Item(identifier: identifier, source: "test", metadata: metadata)
    }

    static let items = [
        item("description", title: "Evening song", description: "A waltz for the Anzac ball, a waltz to remember."),
        item("title", title: "The Anzac waltz"),
        item("creator", title: "Morning song", creator: "Waltz, Anna, 1890-1950"),
        item("subject", title: "Night song", subject: "Waltzes"),
        item("publisher", title: "Noon song", publisher: "Ballarat : Wattle Press"),
        item("accents", title: "Élégie pour piano"),
    ]

    static func index() throws -> TestIndex {
        let test = try TestIndex()
        try harvest(items, into: test.index)
        return test
    }

    @Test func aTitleMatchRanksFirst() throws {
        let test = try Self.index()
        let hits = try test.index.search("anzac waltz", limit: 10).map(\.identifier)
        #expect(hits == ["title", "description"])
        #expect(try test.index.search("waltz", limit: 10).first?.identifier == "title")
    }

    @Test(arguments: [
        ("wattle", ["publisher"]),
        ("Anna", ["creator"]),
        ("waltzes", ["subject"]),
        ("wal", ["title", "creator", "description", "subject"]),
        ("elegie", ["accents"]),
        ("ÉLÉGIE", ["accents"]),
        ("remember anza", ["description"]),
        ("song noon", ["publisher"]),
    ])
    func findsWordsInEveryColumnAndPrefixesTheLastWord(query: String, expected: [String]) throws {
        let test = try Self.index()
        #expect(Set(try test.index.search(query, limit: 10).map(\.identifier)) == Set(expected))
    }

    /// An element's values are indexed as lines of one text: each is found, and none runs into the next.
    @Test func eachOfAnElementsValuesIsFoundOnItsOwn() throws {
        let test = try TestIndex()
        var item = Self.item("dances", title: "Dance album", subject: "Marches")
        item.metadata.subject.append("Polkas")
        item.metadata.creator = ["Reel, Rita", "Jig, Jack"]
        try harvest([item], into: test.index)
        for query in ["polkas", "marches polkas", "rita jack", "jig"] {
            #expect(try test.index.search(query, limit: 10).map(\.identifier) == ["dances"], "\(query)")
        }
        #expect(try test.index.search("marchespolkas", limit: 10).isEmpty)
        #expect(try test.index.search("ritajig", limit: 10).isEmpty)
        try Self.expectTextIndexMatchesTheItems(test.index)
    }

    @Test(arguments: [
        "", "   ", "\"", "\"\"", "'", "*", "-", "AND", "OR NOT", "NEAR(", "waltz)", "(waltz", "title:waltz",
        "^waltz", "waltz -anzac", "a\"b", "{title}", "…", "\u{1B}[2J", "+", "waltz*", "NOT waltz",
    ])
    func anyTextIsAValidQuery(query: String) throws {
        let test = try Self.index()
        _ = try test.index.search(query, limit: 10)
    }

    @Test func quotesAndOperatorsAreJustText() throws {
        let test = try Self.index()
        #expect(try test.index.search("\"anzac\" AND", limit: 10).isEmpty, "AND is a word to find, not an operator")
        #expect(try test.index.search("anzac\"", limit: 10).map(\.identifier) == ["title", "description"])
        #expect(try test.index.search("", limit: 10).isEmpty)
        #expect(try test.index.search("waltz", limit: 2).count == 2)
    }

    // MARK: Text written in bulk (see Projection.indexText)

    @Test func anUnfinishedHarvestIsFoundOnceItCompletes() throws {
        let test = try TestIndex()
        try harvest(Self.items, into: test.index, pageSize: 2, complete: false)
        #expect(try test.index.search("waltz", limit: 10).isEmpty)
        // Nor listed: the lists are as the last completed harvest left them.
        #expect(try test.index.count(.all) == 0)
        try test.index.apply(page([], source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil))
        #expect(
            Set(try test.index.search("waltz", limit: 10).map(\.identifier)) == [
                "title", "creator", "description", "subject",
            ])
    }

    /// Every match is reachable a page at a time after the first ones, which Searcher puts best first: none
    /// missed, none twice, within a decade too (issue 45).
    @Test func resultsPastTheFirstOnesComeAPageAtATime() throws {
        let test = try TestIndex()
        // The first 200 (as many as Searcher ranks), then more.
        let count = 237
        let items =
            (0..<count).map { Self.item("waltz-\($0)", title: "Waltz \($0)") } + [Self.item("march", title: "March")]
        try harvest(items, into: test.index)
        let searcher = Searcher(test.index)
        let outcome = try searcher.findAsTyped("waltz", limit: 200)
        #expect(outcome.results.count == 200)
        var found: [String] = []
        for start in stride(from: 0, to: count + 10, by: 9) {
            found += try searcher.results(outcome.results, of: outcome.plan, in: start..<start + 9).map(\.identifier)
        }
        #expect(found.count == count)
        #expect(Set(found) == Set((0..<count).map { "waltz-\($0)" }))
        #expect(try test.index.searchCount(outcome.plan) == count)
        // With the count known, the second half is read from the end, in the same order.
        var fromEnd: [String] = []
        for start in stride(from: 0, to: count, by: 9) {
            let page = start..<min(start + 9, count)
            fromEnd += try searcher.results(outcome.results, of: outcome.plan, in: page, total: count).map(\.identifier)
        }
        #expect(fromEnd == found)
    }

    /// Words within a list or one span of years (`MatchesWithinList`: the list's or the span's items as a set, tested
    /// against the full-text matches) find what the full-text table joined to each match's item finds, in its order, a
    /// page at a time from either end, and count as many: a prefix, a phrase ending in one, words ANDed, accents and
    /// punctuation, in each column; in the whole catalogue and within a composer.
    @Test(arguments: [
        "year:1914 waltz", "decade:1910s wal", "year:1914 \"rose w", "year:1914 rose w", "decade:1910s elegie",
        "decade:1910s o'brien", "year:1915 wattle", "year:1914 waltz -rose", "decade:1920s waltz", "waltz", "\"rose w",
        "rose w", "elegie", "wattle -rose",
    ])
    func wordsWithinAListOrYearsFindWhatTheirItemsSay(query: String) throws {
        let test = try TestIndex()
        let texts = [
            ("Waltz of the rose", "", "", ""), ("Rose waltz", "", "", ""), ("Élégie, op. 3", "", "", ""),
            ("Song", "O'Brien, Pat", "", ""), ("Song", "", "Waltzes", ""), ("Song", "", "", "Wattle Press"),
            ("The rose; waltzing", "", "", ""), ("March", "", "", ""),
        ]
        // Strauss's items more than `ScopedText.maxItems`: searched within the whole catalogue's full-text table.
        let items = (0..<2_400).map { number in
            let (title, creator, subject, publisher) = texts[number % texts.count]
            var item = Self.item(
                "i\(number)", title: title, creator: creator.isEmpty ? "Strauss, Johann" : creator,
                subject: subject, description: number % 5 == 0 ? "A waltz, a rose" : "", publisher: publisher)
            item.metadata.date = ["\(1912 + number % 5)"]
            return item
        }
        try harvest(items, into: test.index)
        let strauss = try #require(try test.index.composerCounts(in: .all).first { $0.value.contains("Strauss") })
        for scope in [CatalogFilter.all, CatalogFilter(composer: strauss.value)] {
            let plan = try Searcher(test.index).findAsTyped(query, within: scope, limit: 10).plan
            let filter = SearchFilter(plan)
            let expected = try test.index.reading { db in
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT item.identifier FROM itemText CROSS JOIN item ON item.id = itemText.rowid
                        WHERE itemText MATCH ? AND \(filter.sql) ORDER BY itemText.rowid
                        """, arguments: [plan.match] + filter.arguments)
            }
            #expect(!expected.isEmpty || query.hasPrefix("decade:1920s") || query.hasSuffix("o'brien"))
            var found: [String] = []
            var fromEnd: [String] = []
            for offset in stride(from: 0, to: expected.count + 97, by: 97) {
                found += try test.index.search(plan, offset: offset, limit: 97).map(\.identifier)
                fromEnd += try test.index.search(plan, offset: offset, limit: 97, fromEnd: true).map(\.identifier)
            }
            #expect(found == expected, "\(scope)")
            #expect(fromEnd == expected.reversed(), "\(scope)")
            #expect(try test.index.searchCount(plan) == expected.count, "\(scope)")
            #expect(try test.index.searchCount(plan, upTo: 3) == min(3, expected.count), "\(scope)")
        }
    }

    /// Words within years find an item whose text is indexed before the lists that hold it by its year are built.
    @Test func wordsWithinYearsFindALongHarvestBeforeItCompletes() throws {
        let test = try TestIndex()
        let items = (0..<CatalogIndex.textBatch).map { number in
            var item = Self.item("score-\(number)", title: "Song \(number)")
            item.metadata.date = ["1914"]
            return item
        }
        try harvest(items, into: test.index, pageSize: 1_000, complete: false)
        let last = CatalogIndex.textBatch - 1
        #expect(try test.index.search("year:1914 song \(last)", limit: 10).map(\.identifier) == ["score-\(last)"])
    }

    /// Words within a list or years while a sync has changed items since the lists were built: the list as built,
    /// which browse shows, and the items added since; an item moved to other years since stays where the lists hold
    /// it until they are built again.
    @Test func wordsWithinAListDuringASyncFindTheListAsBuiltAndTheItemsAddedSince() throws {
        let test = try TestIndex()
        func item(_ identifier: String, year: Int) -> Item {
            var item = Self.item(identifier, title: "Song \(identifier)", creator: "Strauss, Johann")
            item.metadata.date = ["\(year)"]
            return item
        }
        try harvest((0..<100).map { item("score-\($0)", year: 1914) }, into: test.index)
        let strauss = try #require(try test.index.composerCounts(in: .all).first?.value)
        func count(_ query: String, within scope: CatalogFilter = .all) throws -> Int {
            try test.index.searchCount(try Searcher(test.index).findAsTyped(query, within: scope, limit: 10).plan)
        }
        // A few added: a composer's few items are indexed apart (`ScopedText`) from their rows, at once.
        let added = (0..<CatalogIndex.textBatch).map { item("added-\($0)", year: 1914) }
        try harvest(Array(added.prefix(3)), into: test.index, complete: false, harvest: "2024-03-01")
        #expect(try test.index.reading { db in try Projection.isStale(db) })
        #expect(try count("song", within: CatalogFilter(composer: strauss)) == 103)
        // Many: in the full-text index once a batch is.
        let moved = item("score-0", year: 1941)
        try harvest(added + [moved], into: test.index, pageSize: 1_000, complete: false, harvest: "2024-03-01")
        // The moved item's text is in the full-text index again with the next batch: until then, no search finds it.
        #expect(try count("year:1914 song") == 99 + added.count)
        #expect(try count("song", within: CatalogFilter(composer: strauss)) == 99 + added.count)
        #expect(try count("year:1941 song") == 0)
        try harvest([moved], into: test.index, harvest: "2024-03-01")
        #expect(try count("year:1914 song") == 99 + added.count)
        #expect(try count("year:1941 song") == 1)
    }

    /// The span's items are kept between searches within the same years until the lists are built again.
    @Test func wordsWithinYearsFindTheItemsOfTheListsBuiltSince() throws {
        let test = try TestIndex()
        func dated(_ identifier: String) -> Item {
            var item = Self.item(identifier, title: "Waltz")
            item.metadata.date = ["1914"]
            return item
        }
        try harvest([dated("first")], into: test.index)
        #expect(try test.index.search("year:1914 waltz", limit: 10).map(\.identifier) == ["first"])
        try harvest([dated("second")], into: test.index, harvest: "2024-03-01T00:00:00Z")
        #expect(try test.index.search("year:1914 waltz", limit: 10).map(\.identifier) == ["first", "second"])
    }

    @Test func aLongHarvestIsFoundBeforeItCompletes() throws {
        let test = try TestIndex()
        let items = (0..<CatalogIndex.textBatch).map { Self.item("score-\($0)", title: "Song \($0)") }
        try harvest(items, into: test.index, pageSize: 1_000, complete: false)
        let last = CatalogIndex.textBatch - 1
        #expect(try test.index.search("song \(last)", limit: 10).map(\.identifier) == ["score-\(last)"])
        // The next page's item waits for the next batch.
        try test.index.apply(
            page(
                [Self.item("later", title: "Song later")], source: Source(name: "test", url: "http://127.0.0.1/oai"),
                token: "more"))
        #expect(try test.index.search("later", limit: 10).isEmpty)
    }

    /// While a sync waits for the network, queued items go into the indexes, once enough wait to be
    /// worth a bulk write: the page completing the harvest then has few left to write.
    @Test func whileTheSyncWaitsEnoughQueuedItemsAreIndexed() throws {
        let test = try TestIndex()
        let items = (0..<CatalogIndex.idleTextBatch).map {
            Self.item("score-\($0)", title: "Song \($0)", creator: "Smith, John")
        }
        try harvest(Array(items.dropLast()), into: test.index, pageSize: 100, complete: false)
        try test.index.catchUp()
        #expect(try test.index.search("song", limit: 10).isEmpty)
        try test.index.apply(
            page([items.last!], source: Source(name: "test", url: "http://127.0.0.1/oai"), token: "more"))
        try test.index.catchUp()
        let last = CatalogIndex.idleTextBatch - 1
        #expect(try test.index.search("song \(last)", limit: 10).map(\.identifier) == ["score-\(last)"])
        #expect(try test.index.search("song 0", limit: 10).map(\.identifier) == ["score-0"])
    }

    @Test func aChangedItemIsFoundByItsNewTextAlone() throws {
        let test = try Self.index()
        var changed = Self.items
        changed[1] = Self.item("title", title: "The Anzac polka")
        try harvest(changed, into: test.index, harvest: "2024-03-01T00:00:00Z")
        #expect(try test.index.search("polka", limit: 10).map(\.identifier) == ["title"])
        #expect(try !test.index.search("waltz", limit: 10).map(\.identifier).contains("title"))
        #expect(try test.index.search("anzac", limit: 10).count == 2)
    }

    @Test func anItemDeletedBeforeItsTextIsWrittenLeavesNoText() throws {
        let test = try TestIndex()
        let source = Source(name: "test", url: "http://127.0.0.1/oai")
        try harvest(Self.items, into: test.index, complete: false)
        var last = page([], source: source, token: nil)
        last.deletions = ["title"]
        try test.index.apply(last)
        #expect(try test.index.search("anzac", limit: 10).map(\.identifier) == ["description"])
        // Harvested again, it is found again, once.
        try harvest([Self.items[1]], into: test.index, harvest: "2024-03-01T00:00:00Z")
        #expect(try test.index.search("anzac", limit: 10).map(\.identifier).sorted() == ["description", "title"])
    }

    /// Items wait for the full-text index by their ids being above what it has: one harvested after the item
    /// with the highest id was deleted must not take that id again, or it would never be indexed.
    @Test func anItemHarvestedAfterTheLastIndexedOneIsDeletedIsIndexed() throws {
        let test = try Self.index()
        let source = Source(name: "test", url: "http://127.0.0.1/oai")
        var deletion = page([], source: source, token: nil, harvest: "2024-03-01T00:00:00Z")
        deletion.deletions = [Self.items.last!.identifier]
        try test.index.apply(deletion)
        let later = Self.item("later", title: "Later gavotte", creator: "Gavotte, Greta")
        try test.index.apply(page([later], source: source, token: nil, harvest: "2024-03-01T00:00:00Z"))
        #expect(try test.index.search("gavotte", limit: 10).map(\.identifier) == ["later"])
        #expect(
            try test.index.summaries(CatalogFilter(composer: later.composers[0].name), offset: 0, limit: 10).map(
                \.identifier) == ["later"])
        try Self.expectTextIndexMatchesTheItems(test.index)
        try ApplyTests.expectComposerListsMatchTheItems(test.index)
    }

    /// The full-text index holds what indexing every item's text afresh gives, and nothing else: an item
    /// forgotten with other text than it was indexed with, or indexed twice, leaves other entries (the
    /// index keeps no text to check itself against).
    static func expectTextIndexMatchesTheItems(
        _ index: CatalogIndex, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try DatabaseQueue(path: index.path).inDatabase { db in
            CatalogIndex.installFunctions(in: db)
            try db.execute(
                sql: """
                    INSERT INTO itemText (itemText, rank) VALUES ('integrity-check', 0);
                    \(Projection.textTable("temp.freshText"));
                    INSERT INTO temp.freshText (rowid, \(Projection.textColumns))
                        SELECT id, \(Projection.textValues("item"))
                        FROM item WHERE id <= (SELECT textThrough FROM projection) AND id NOT IN (SELECT itemId FROM unindexed);
                    CREATE VIRTUAL TABLE temp.indexedTerm USING fts5vocab (main, itemText, instance);
                    CREATE VIRTUAL TABLE temp.freshTerm USING fts5vocab (temp, freshText, instance);
                    """)
            let terms = { (table: String) in
                try Row.fetchAll(db, sql: "SELECT term, doc, col, offset FROM \(table) ORDER BY term, doc, col, offset")
            }
            #expect(try terms("temp.indexedTerm") == terms("temp.freshTerm"), sourceLocation: sourceLocation)
        }
    }

    @Test func theTextIndexForgetsChangedDeletedSweptAndRemovedItemsExactly() throws {
        let test = try Self.index()
        let source = Source(name: "test", url: "http://127.0.0.1/oai")
        try Self.expectTextIndexMatchesTheItems(test.index)

        // An indexed item changes; another changes twice before its new text is indexed; one is deleted.
        try test.index.apply(
            page(
                [Self.item("title", title: "The Anzac polka")], source: source, token: "1",
                harvest: "2024-03-01T00:00:00Z"))
        try test.index.apply(
            page(
                [Self.item("creator", title: "Morning march")], source: source, token: "2",
                harvest: "2024-03-01T00:00:00Z"))
        try Self.expectTextIndexMatchesTheItems(test.index)
        var last = page(
            [Self.item("creator", title: "Morning reel", creator: "Reel, Rita")], source: source, token: nil,
            harvest: "2024-03-01T00:00:00Z")
        last.deletions = ["subject"]
        try test.index.apply(last)
        try Self.expectTextIndexMatchesTheItems(test.index)
        #expect(try test.index.search("reel", limit: 10).map(\.identifier) == ["creator"])
        #expect(try test.index.search("march", limit: 10).isEmpty)

        // A full harvest sweeps what it did not see, and removing the source takes the rest.
        var full = page(
            [Self.item("accents", title: "Élégie pour piano")], source: source, token: nil,
            harvest: "2024-04-01T00:00:00Z")
        full.sweepUnseen = true
        try test.index.apply(full)
        try Self.expectTextIndexMatchesTheItems(test.index)
        #expect(try test.index.search("song", limit: 10).isEmpty)
        try test.index.removeSource(named: "test")
        try Self.expectTextIndexMatchesTheItems(test.index)
    }

    /// A page's changed items are written together, after their text is forgotten together: one the page names
    /// again ends as its last record says, even when that is the record it had before the page.
    @Test func aPageThatNamesAnItemAgainKeepsItsLastRecord() throws {
        let test = try Self.index()
        let source = Source(name: "test", url: "http://127.0.0.1/oai")
        let changes = try test.index.apply(
            page(
                [
                    Self.item("title", title: "The Anzac polka"), Self.item("title", title: "The Anzac reel"),
                    Self.item("creator", title: "Morning march"),
                    Self.item("creator", title: "Morning song", creator: "Waltz, Anna, 1890-1950"),
                    Self.item("subject", title: "Night march"), Self.item("accents", title: "Élégie pour violon"),
                ], source: source, token: nil, harvest: "2024-03-01T00:00:00Z"))
        #expect(changes.updated == 6 && changes.added == 0)
        #expect(try test.index.item("title")?.metadata.title == ["The Anzac reel"])
        #expect(try test.index.item("creator")?.metadata.title == ["Morning song"])
        #expect(try test.index.search("reel", limit: 10).map(\.identifier) == ["title"])
        #expect(try test.index.search("polka", limit: 10).isEmpty)
        #expect(Set(try test.index.search("march", limit: 10).map(\.identifier)) == ["subject"])
        #expect(try test.index.search("violon", limit: 10).map(\.identifier) == ["accents"])
        try Self.expectTextIndexMatchesTheItems(test.index)
    }
}
