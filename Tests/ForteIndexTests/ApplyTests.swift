import ForteCatalog
import GRDB
import Testing

@testable import ForteIndex

@Suite struct ApplyTests {
    let source = Source(name: "test", url: "http://127.0.0.1/oai")

    /// Every row of every table the index keeps (the full-text index's through the tables FTS5 keeps it in), as text.
    static func dump(_ index: CatalogIndex) throws -> [String] {
        let pool = try DatabasePool(path: index.path)
        return try pool.read { db in
            try [
                "item", "itemText_data", "itemText_idx", "identifierTail", "projection", "list", "entry", "favourite",
                "rawRecord", "source",
            ].flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map { "\(table) \($0)" }
            }
        }.sorted()
    }

    @Test func applyingAPageTwiceChangesNothing() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 3)
        let items = factory.items(120)
        var batch = page(items, source: source, token: nil)
        batch.deletions = ["oai:test:500"]
        batch.rawRecords = [
            RawRecord(identifier: "oai:test:1", datestamp: "2024-01-01", metadataPrefix: "marcxml", xml: "<record/>")
        ]
        try test.index.apply(batch)
        let once = try Self.dump(test.index)
        try test.index.apply(batch)
        #expect(try Self.dump(test.index) == once)
        #expect(try test.index.count(.all) == 120)
    }

    @Test func deletionsRemoveItemsAndIgnoreUnknownIdentifiers() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 4)
        let items = factory.items(10)
        try harvest(items, into: test.index)
        try test.index.apply(IndexBatch(source: source, deletions: ["oai:test:2", "oai:test:5", "oai:elsewhere:1"]))
        #expect(try test.index.count(.all) == 8)
        #expect(try test.index.item("oai:test:2") == nil)
        #expect(try test.index.search("piano", limit: 100).count == 8)
        #expect(try test.index.itemCount(source: "test") == 8)
    }

    /// A page's deletions go in one statement, their identifiers passed as a JSON array: quotes, backslashes,
    /// slashes (which JSON may escape) and letters beyond ASCII name the same items they named in the page.
    @Test func deletionsNameTheirItemsWhateverTheirIdentifiersHold() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 9)
        let identifiers = [
            "oai:test:a/b", "oai:test:\"quoted\"", "oai:test:back\\slash", "oai:test:Dvořák", "oai:test:kept",
        ]
        try harvest(identifiers.map { factory.item($0) }, into: test.index)
        try test.index.apply(IndexBatch(source: source, deletions: Array(identifiers.dropLast()) + ["oai:test:"]))
        #expect(try test.index.summaries(.all, offset: 0, limit: 10).map(\.identifier) == ["oai:test:kept"])
    }

    @Test func aDeletionInTheSamePageWinsOverTheUpsert() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 5)
        var batch = page(factory.items(3), source: source, token: nil)
        batch.deletions = ["oai:test:1"]
        try test.index.apply(batch)
        #expect(
            try test.index.summaries(.all, offset: 0, limit: 10).map(\.identifier).sorted() == [
                "oai:test:0", "oai:test:2",
            ])
    }

    @Test func theLastPageOfAFullHarvestSweepsWhatTheHarvestDidNotSee() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 6)
        let items = factory.items(10)
        try harvest(items, into: test.index, harvest: "2024-01-01T00:00:00Z")
        try test.index.apply(
            IndexBatch(
                source: source,
                rawRecords: [
                    RawRecord(
                        identifier: "oai:test:9", datestamp: "2024-01-01", metadataPrefix: "marcxml", xml: "<old/>")
                ]))

        // A second full harvest that no longer has items 7, 8 and 9, over two pages; the last one
        // carries the finished harvest as lastCompleteHarvest, as the sync records it.
        var second = source
        second.pendingHarvestStart = "2024-06-01T00:00:00Z"
        second.harvestID = "2024-06-01T00:00:00.123Z"
        second.pendingToken = "next"
        try test.index.apply(IndexBatch(source: second, upserts: Array(items[0..<4])))
        #expect(try test.index.count(.all) == 10, "nothing is swept before the last page")
        second.pendingToken = nil
        second.pendingHarvestStart = nil
        second.lastCompleteHarvest = "2024-06-01T00:00:00Z"
        try test.index.apply(IndexBatch(source: second, upserts: Array(items[4..<7]), sweepUnseen: true))

        #expect(
            try test.index.summaries(.all, offset: 0, limit: 100).map(\.identifier).sorted()
                == items[0..<7].map(\.identifier).sorted())
        var rawRecordsLeft = 0
        try test.index.forEachRawRecord(source: "test", metadataPrefix: "marcxml") { _ in rawRecordsLeft += 1 }
        #expect(rawRecordsLeft == 0)
        #expect(try test.index.source(named: "test")?.lastCompleteHarvest == "2024-06-01T00:00:00Z")
    }

    @Test func aSweepLeavesOtherSourcesAlone() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 8)
        let other = Source(name: "other", url: "http://127.0.0.1/other")
        try harvest(factory.items(5, prefix: "oai:other:"), into: test.index, source: other, harvest: "2020-01-01")
        var batch = page(factory.items(3), source: source, token: nil, harvest: "2024-01-01")
        batch.sweepUnseen = true
        try test.index.apply(batch)
        #expect(try test.index.itemCount(source: "other") == 5)
        #expect(try test.index.itemCount(source: "test") == 3)
    }

    /// A full harvest keeps the first id an item it adds can have, and its sweep reads only the items before it (a
    /// first harvest's, none): it still removes exactly what the harvest did not see, whatever another source's sync
    /// added while it was under way.
    @Test func aSweepReadsOnlyTheItemsBeforeTheHarvestsFirst() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 10)
        let items = factory.items(6)
        try harvest(Array(items[0..<4]), into: test.index, harvest: "2024-01-01T00:00:00Z")
        let pool = try DatabasePool(path: test.index.path)
        let lastBefore = try pool.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM item") } ?? 0
        // A second full harvest: its first page sees items 0 and 1 and adds 4; another source's items come while it
        // is under way; its last page adds 5, and sweeps.
        let second = "2024-06-01T00:00:00Z"
        try test.index.apply(page([items[0], items[1], items[4]], source: source, token: "next", harvest: second))
        let other = Source(name: "other", url: "http://127.0.0.1/other")
        try harvest(factory.items(3, prefix: "oai:other:"), into: test.index, source: other)
        var last = page([items[5]], source: source, token: nil, harvest: second)
        last.sweepUnseen = true
        try test.index.apply(last)

        let kept = try test.index.summaries(.all, offset: 0, limit: 100).map(\.identifier)
        #expect(
            kept.filter { !$0.hasPrefix("oai:other:") }.sorted()
                == [0, 1, 4, 5].map { items[$0].identifier }.sorted())
        #expect(try test.index.itemCount(source: "other") == 3)
        try pool.read { db in
            CatalogIndex.installFunctions(in: db)
            // One past the last item before the harvest: what it adds comes after.
            let firstItem = try Int64.fetchOne(
                db, sql: "SELECT firstItem FROM harvest WHERE name = ?", arguments: [second])
            let added = try Int64.fetchAll(
                db, sql: "SELECT id FROM item WHERE identifier IN (?, ?)",
                arguments: [items[4].identifier, items[5].identifier])
            #expect(firstItem == lastBefore + 1)
            #expect(added.count == 2 && added.allSatisfy { $0 >= lastBefore + 1 })
            let plan = try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN DELETE FROM item WHERE source = ? AND \(HarvestTable.unseenItems)",
                arguments: ["test", 2, 2]
            ).map { $0["detail"] as String }.joined(separator: "; ")
            #expect(plan.contains("SEARCH item USING INTEGER PRIMARY KEY (rowid<?)"), "\(plan)")
        }
    }

    @Test func theSameIdentifierInTwoSourcesIsTwoItems() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 9)
        let item = factory.item("oai:shared:1")
        try test.index.apply(page([item], source: Source(name: "a", url: "http://127.0.0.1/a"), token: nil))
        try test.index.apply(page([item], source: Source(name: "b", url: "http://127.0.0.1/b"), token: nil))
        #expect(try test.index.count(.all) == 2)
        try test.index.removeSource(named: "a")
        #expect(try test.index.count(.all) == 1)
        #expect(try test.index.item("oai:shared:1")?.source == "b")
        #expect(try test.index.sources().map(\.name) == ["b"])
    }

    @Test func itemGivesBackEveryDublinCoreValue() throws {
        let test = try TestIndex()
        var metadata = DublinCore()
        for (number, name) in DublinCore.elementNames.enumerated() {
            metadata[element: name] = ["\(name) one \u{1B}[2J", "\(name) two & <three> \(number)", "ünïcödé ♪"]
        }
        let item = Item(
            identifier: "oai:test:dc", datestamp: "2024-05-06T07:08:09Z", setSpecs: ["a", "b"], source: "test",
            metadata: metadata)
        try test.index.apply(page([item], source: source, token: nil))
        #expect(try test.index.item("oai:test:dc") == item)
        #expect(try test.index.item("oai:test:none") == nil)
    }

    @Test func sourcesKeepTheirSyncState() throws {
        let test = try TestIndex()
        var saved = Source(name: "nla", url: "https://127.0.0.1/oai", set: "music", metadataPrefix: "oai_dc")
        saved.lastCompleteHarvest = "2024-01-01"
        saved.granularity = "YYYY-MM-DDThh:mm:ssZ"
        saved.pendingToken = "abc"
        saved.pendingHarvestStart = "2024-02-02T00:00:00Z"
        saved.pendingFrom = "2024-01-01"
        saved.lastSyncedAt = "2024-01-01T10:00:00Z"
        saved.harvestID = "2024-02-02T00:00:01.234Z"
        try test.index.saveSource(saved)
        #expect(try test.index.source(named: "nla") == saved)
        saved.pendingToken = nil
        try test.index.saveSource(saved)
        #expect(try test.index.sources() == [saved])
        #expect(try test.index.source(named: "none") == nil)
    }

    @Test func favouritesSurviveReharvestsAndDeletions() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 10)
        let items = factory.items(20)
        try harvest(items, into: test.index)
        try test.index.setFavourite("oai:test:3", true)
        try test.index.setFavourite("oai:test:3", true)
        try test.index.setFavourite("oai:test:4", true)
        #expect(try test.index.count(CatalogFilter(shelf: .favourites)) == 2)

        // Re-harvested with changed records, then deleted and harvested again.
        var changed = ItemFactory(seed: 11)
        try harvest(changed.items(20), into: test.index, harvest: "2024-05-01")
        try test.index.apply(IndexBatch(source: source, deletions: ["oai:test:3"]))
        #expect(
            try test.index.summaries(CatalogFilter(shelf: .favourites), offset: 0, limit: 10).map(\.identifier) == [
                "oai:test:4"
            ])
        try harvest([items[3]], into: test.index, harvest: "2024-06-01")
        #expect(try test.index.isFavourite("oai:test:3"))
        let favourites = try test.index.summaries(CatalogFilter(shelf: .favourites), offset: 0, limit: 10)
        #expect(Set(favourites.map(\.identifier)) == ["oai:test:3", "oai:test:4"])
        #expect(favourites.allSatisfy { $0.isFavourite })

        try test.index.setFavourite("oai:test:4", false)
        #expect(try test.index.isFavourite("oai:test:4") == false)
        #expect(throws: IndexError.unknownItem(identifier: "oai:test:none")) {
            try test.index.setFavourite("oai:test:none", true)
        }
        #expect(throws: IndexError.unknownItem(identifier: "oai:test:none")) {
            try test.index.setFavourite("oai:test:none", false)
        }
    }

    @Test(arguments: [true, false])
    func favouritesFilterByComposerAndCountComposers(harvestComplete: Bool) throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 12)
        let items = factory.items(60)
        try harvest(items, into: test.index, complete: harvestComplete)
        let favourites = Set(items.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.identifier))
        for identifier in favourites { try test.index.setFavourite(identifier, true) }
        let expected = ExpectedCatalog(items: items)

        let shelf = CatalogFilter(shelf: .favourites)
        #expect(
            try test.index.summaries(shelf, offset: 0, limit: 100).map(\.identifier)
                == expected.list(shelf, favourites: favourites).map(\.identifier))
        let onShelf = ExpectedCatalog(items: expected.list(shelf, favourites: favourites))
        let counts = try test.index.composerCounts(in: .favourites)
        #expect(Set(counts.map(\.value)) == Set(onShelf.composers))
        for composer in onShelf.composers {
            let filter = CatalogFilter(shelf: .favourites, composer: composer)
            let list = expected.list(filter, favourites: favourites)
            #expect(try test.index.summaries(filter, offset: 0, limit: 100).map(\.identifier) == list.map(\.identifier))
            #expect(try test.index.count(filter) == list.count)
            #expect(counts.first { $0.value == composer }?.count == list.count)
            for (position, item) in list.enumerated() {
                #expect(try test.index.position(of: item.identifier, in: filter) == position)
            }
        }
    }

    /// Every composer's list, counted and whole, as the item rows name their composers: in sort order,
    /// each item once, once the harvest completes.
    static func expectComposerListsMatchTheItems(
        _ index: CatalogIndex, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let items = try DatabasePool(path: index.path).read { db in
            try Row.fetchAll(db, sql: "SELECT identifier, composers FROM item ORDER BY sortKey, identifier, source")
        }
        var lists: [String: [String]] = [:]
        for item in items {
            for composer in JoinedValues.split(item[1] as String) {
                lists[String(composer), default: []].append(item[0])
            }
        }
        let counts = try index.composerCounts(in: .all)
        #expect(
            Dictionary(uniqueKeysWithValues: counts.map { ($0.value, $0.count) }) == lists.mapValues(\.count),
            sourceLocation: sourceLocation)
        for (composer, identifiers) in lists {
            let filter = CatalogFilter(composer: composer)
            #expect(
                try index.summaries(filter, offset: 0, limit: 100_000).map(\.identifier) == identifiers,
                sourceLocation: sourceLocation)
        }
    }

    @Test func composerListsFollowChangedDeletedSweptAndRemovedItems() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 13)
        try harvest(factory.items(120), into: test.index)
        try Self.expectComposerListsMatchTheItems(test.index)

        // New composers for listed items, twice for some in one harvest; a deletion.
        var changes = ItemFactory(seed: 14)
        try test.index.apply(page(changes.items(40), source: source, token: "1", harvest: "2024-03-01T00:00:00Z"))
        try test.index.apply(page(changes.items(40), source: source, token: "2", harvest: "2024-03-01T00:00:00Z"))
        var deletion = page([], source: source, token: "3", harvest: "2024-03-01T00:00:00Z")
        deletion.deletions = ["oai:test:7", "oai:test:100"]
        try test.index.apply(deletion)
        try test.index.apply(page([], source: source, token: nil, harvest: "2024-03-01T00:00:00Z"))
        try Self.expectComposerListsMatchTheItems(test.index)

        // A full harvest that sees a few items, unfinished and then finished, and the source's removal.
        var full = page(changes.items(10), source: source, token: "more", harvest: "2024-04-01T00:00:00Z")
        try test.index.apply(full)
        full.source.pendingToken = nil
        full.sweepUnseen = true
        try test.index.apply(full)
        try Self.expectComposerListsMatchTheItems(test.index)
        #expect(try test.index.count(.all) == 10)
        try test.index.removeSource(named: "test")
        try Self.expectComposerListsMatchTheItems(test.index)
    }
}
