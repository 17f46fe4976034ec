import ForteCatalog
import GRDB
import Testing

@testable import ForteIndex

/// Lists, positions and facets against an oracle computed from the items, once a harvest completes; and
/// while one is under way, the lists as the last one left them.
@Suite struct ListTests {
    static let items: [Item] = {
        var factory = ItemFactory(seed: 7)
        return factory.items(400)
    }()

    @Test func listsFollowTheirOrderForEveryFilter() throws {
        let test = try TestIndex()
        try harvest(Self.items, into: test.index)
        let expected = ExpectedCatalog(items: Self.items)

        for filter in expected.orderedFilters {
            let list = expected.list(filter)
            #expect(try test.index.count(filter) == list.count, "\(filter)")
            let summaries = try test.index.summaries(filter, offset: 0, limit: 10_000)
            #expect(summaries.map(\.identifier) == list.map(\.identifier), "\(filter)")
            // Any window is the same slice of the list, the last one included.
            for offset in [0, 1, list.count / 2, max(list.count - 3, 0), list.count] {
                let window = try test.index.summaries(filter, offset: offset, limit: 7)
                #expect(
                    window.map(\.identifier) == list.dropFirst(offset).prefix(7).map(\.identifier),
                    "\(filter) at \(offset)")
            }
        }
    }

    @Test func positionsAreTheIndexInTheList() throws {
        let test = try TestIndex()
        try harvest(Self.items, into: test.index)
        let expected = ExpectedCatalog(items: Self.items)

        for filter in expected.orderedFilters {
            let list = expected.list(filter)
            for (position, item) in list.enumerated() {
                #expect(try test.index.position(of: item.identifier, in: filter) == position, "\(filter)")
            }
            let outside = Self.items.first { candidate in !list.contains { $0.identifier == candidate.identifier } }
            if let outside {
                #expect(try test.index.position(of: outside.identifier, in: filter) == nil, "\(filter)")
            }
        }
    }

    /// Within choices no list combines (two facets' values, or one within a decade), the items are found in common
    /// when read: each item's position, in every order, is its place among them, and an item outside them has none.
    @Test func positionsWithinChoicesAreTheirPlaceAmongTheItemsInCommon() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 23)
        let items = factory.items(300)
        try harvest(items, into: test.index)
        let language = try #require(try test.index.facetCounts(.language).max { $0.count < $1.count }).value.key
        let decade = try #require(try test.index.decadeCounts().max { $0.count < $1.count }).value
        let filters =
            try test.index.facetCounts(.publisher, within: CatalogFilter(facets: [.language: language]))
            .prefix(3).map { CatalogFilter(facets: [.language: language, .publisher: $0.value.key]) }
            + [CatalogFilter(shelf: .decade(decade), facets: [.language: language])]
        for var filter in filters {
            for order in ListOrder.allCases {
                filter.order = order
                let listed = try test.index.identifiers(filter, offset: 0, limit: items.count)
                #expect(listed.count > 1 && listed.count < items.count, "\(filter)")
                for (place, identifier) in listed.enumerated() {
                    #expect(try test.index.position(of: identifier, in: filter) == place, "\(filter)")
                }
                let outside = try #require(items.first { !listed.contains($0.identifier) })
                #expect(try test.index.position(of: outside.identifier, in: filter) == nil, "\(filter)")
            }
        }
    }

    /// Lists span several chunks of places (see `Projection.chunkSize`), and start anywhere in one: windows,
    /// places and letters are exact across the chunks' boundaries.
    @Test func longListsAreExactAcrossTheirChunks() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 21)
        let items = factory.items(6 * Projection.chunkSize + 100)
        try harvest(items, into: test.index, pageSize: 500)
        let expected = ExpectedCatalog(items: items)

        let longLists = expected.orderedFilters.filter { expected.list($0).count > 500 }
        #expect(longLists.contains { $0.composer != nil })
        for filter in longLists {
            let list = expected.list(filter)
            #expect(try test.index.count(filter) == list.count, "\(filter)")
            #expect(
                try test.index.summaries(filter, offset: 0, limit: list.count).map(\.identifier)
                    == list.map(\.identifier), "\(filter)")
            for offset in stride(from: 0, to: list.count, by: 61).map({ $0 }) + [list.count - 2] {
                let window = try test.index.summaries(filter, offset: offset, limit: 7)
                #expect(
                    window.map(\.identifier) == list.dropFirst(offset).prefix(7).map(\.identifier),
                    "\(filter) at \(offset)")
                #expect(
                    try test.index.position(of: list[offset].identifier, in: filter) == offset, "\(filter) at \(offset)"
                )
            }
            for letter in "0AEÉMRTZ~" {
                let key = Title.sortKey(String(letter))
                let position: Int? =
                    switch filter.order {
                    case .title: list.firstIndex { $0.sortKey >= key }
                    case .composer:
                        list.firstIndex { $0.composers.first.map { ComposerName.sortKey(of: $0.name) >= key } ?? true }
                    case .date, .added: nil
                    }
                #expect(try test.index.firstPosition(ofLetter: letter, in: filter) == position, "\(filter) \(letter)")
            }
        }
    }

    /// The first items of many composers read together (`forte list --composers`) are those of each composer's list
    /// read alone, across chunks; a name with no items has none.
    @Test func composersFirstItemsReadTogetherAreEachListsFirst() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 22)
        // Composers of 1 to 40 items each, two to an item, their first items in chunks far apart.
        let items = factory.items(3 * Projection.chunkSize).enumerated().map { number, item in
            var item = item
            item.metadata.creator = ["Composer \(number % 97), 1850-1920", "Composer \(number % 40 + 100)"]
            return item
        }
        try harvest(items, into: test.index, pageSize: 500)
        let names = try test.index.composerCounts(within: .all).map(\.value) + ["Nobody Ever"]
        #expect(names.count == 97 + 40 + 1)

        let firstItems = try test.index.firstItems(ofComposers: names)
        for name in names {
            let first = try test.index.identifiers(CatalogFilter(composer: name), offset: 0, limit: 1).first
            #expect(firstItems[name]?.identifier == first, "\(name)")
        }
        #expect(firstItems["Nobody Ever"] == nil)
        // Some of them (a decade's, the first of a listing): theirs alone.
        let some = Array(names.prefix(10))
        #expect(
            try test.index.firstItems(ofComposers: some).mapValues(\.identifier)
                == firstItems
                .filter { some.contains($0.key) }.mapValues(\.identifier))
    }

    /// Lists dealt a window of places at a time (a million items take several) are the lists dealt at once.
    @Test func listsDealtInWindowsAreTheSame() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 33)
        let items = factory.items(1_500)
        try harvest(items, into: test.index, pageSize: 500)
        try DatabaseQueue(path: test.index.path).write { db in
            try ListBuilder.build(db, window: 2 * Projection.chunkSize)
        }
        let expected = ExpectedCatalog(items: items)
        let index = try CatalogIndex(readingAt: test.index.path)
        // All alone takes more than one window.
        #expect(try index.count(.all) > 2 * Projection.chunkSize)
        for filter in expected.orderedFilters {
            #expect(
                try index.summaries(filter, offset: 0, limit: 10_000).map(\.identifier)
                    == expected.list(filter).map(\.identifier), "\(filter)")
        }
    }

    /// Lists built in many passes of the derived facets, each holding few of the items' lists (after a first that
    /// stops to count them), are those one pass builds, place for place.
    @Test func listsReadInPassesAreTheSame() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 35)
        try harvest(factory.items(1_500), into: test.index, pageSize: 500)
        func built(_ db: Database) throws -> [[DatabaseValue]] {
            let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('list') WHERE name <> 'id'")
            let lists = try Row.fetchAll(
                db, sql: "SELECT \(columns.joined(separator: ", ")) FROM list ORDER BY shelf, start, count")
            let entries = try Row.fetchAll(db, sql: "SELECT * FROM entry ORDER BY sortOrder, chunk")
            return (lists + entries).map { Array($0.databaseValues) }
        }
        let queue = try DatabaseQueue(path: test.index.path)
        let once = try queue.read(built)
        try queue.write { db in
            try db.execute(sql: "DELETE FROM entry")
            try ListBuilder.build(db, window: 2 * Projection.chunkSize, passBudget: 200)
        }
        #expect(try queue.read(built) == once)
    }

    /// While a harvest is under way, every list is as the last completed harvest left it: the items it adds
    /// appear when it completes, or when a long one's lists are due (see `ListSchedule`), and the items it
    /// removes are skipped at once, each shown item keeping its place.
    @Test func aHarvestUnderWayShowsTheLastCompleteLists() throws {
        let test = try TestIndex()
        let (first, added) = (Array(Self.items.prefix(300)), Array(Self.items.suffix(100)))
        try harvest(first, into: test.index)
        let built = ExpectedCatalog(items: first)
        try harvest(added, into: test.index, complete: false, harvest: "2024-03-01T00:00:00Z")
        var removal = page(
            [], source: Source(name: "test", url: "http://127.0.0.1/oai"), token: "more",
            harvest: "2024-03-01T00:00:00Z")
        removal.deletions = first.prefix(30).map(\.identifier)
        try test.index.apply(removal)
        try test.index.catchUp()

        let shown = ExpectedCatalog(items: Array(first.dropFirst(30)))
        for filter in built.filters {
            #expect(
                try test.index.summaries(filter, offset: 0, limit: 1_000).map(\.identifier)
                    == shown.list(filter).map(\.identifier), "\(filter)")
            #expect(try test.index.count(filter) == built.list(filter).count, "\(filter)")
            for item in shown.list(filter) {
                let place = try #require(try test.index.position(of: item.identifier, in: filter), "\(filter)")
                #expect(
                    try test.index.summaries(filter, offset: place, limit: 1).first?.identifier == item.identifier,
                    "\(filter)")
            }
            for item in first.prefix(30) {
                #expect(try test.index.position(of: item.identifier, in: filter) == nil, "\(filter)")
            }
        }

        // A long harvest's lists fall due: the sync builds them again while it waits for the network.
        test.index.listSchedule.withLock { $0.lastBuilt = .now - .seconds(3_600) }
        try test.index.catchUp()
        let now = ExpectedCatalog(items: shown.items + added)
        for filter in now.filters {
            #expect(
                try test.index.summaries(filter, offset: 0, limit: 1_000).map(\.identifier)
                    == now.list(filter).map(\.identifier), "\(filter)")
            #expect(try test.index.count(filter) == now.list(filter).count, "\(filter)")
        }
    }

    @Test func firstPositionOfALetterIsTheFirstSortKeyAtOrAfterIt() throws {
        let test = try TestIndex()
        try harvest(Self.items, into: test.index)
        let expected = ExpectedCatalog(items: Self.items)

        for filter in expected.filters {
            let list = expected.list(filter)
            for letter in "0AEÉRTZ~" {
                let key = Title.sortKey(String(letter))
                let position = list.firstIndex { $0.sortKey >= key }
                #expect(try test.index.firstPosition(ofLetter: letter, in: filter) == position, "\(filter) \(letter)")
            }
        }
    }

    @Test func facetsCountLiveItems() throws {
        let test = try TestIndex()
        try harvest(Self.items, into: test.index)
        let removed = Self.items.prefix(30).map(\.identifier)
        let source = Source(name: "test", url: "http://127.0.0.1/oai")
        try test.index.apply(IndexBatch(source: source, deletions: removed + ["oai:test:unknown"]))
        let expected = ExpectedCatalog(items: Array(Self.items.dropFirst(30)))

        let decades = try test.index.decadeCounts()
        #expect(decades.map(\.value) == expected.decades)
        #expect(decades.map(\.count) == expected.decades.map { expected.list(CatalogFilter(shelf: .decade($0))).count })
        #expect(try test.index.count(.all) == Self.items.count - 30)

        let shelves: [CatalogFilter.Shelf] = [.all] + expected.decades.map { .decade($0) }
        for shelf in shelves {
            let onShelf = ExpectedCatalog(items: expected.list(CatalogFilter(shelf: shelf)))
            let names = onShelf.composers.sorted {
                (ComposerName.sortKey(of: $0), $0) < (ComposerName.sortKey(of: $1), $1)
            }
            let counts = try test.index.composerCounts(in: shelf)
            #expect(counts.map(\.value) == names, "\(shelf)")
            #expect(counts.map(\.count) == names.map { onShelf.list(CatalogFilter(composer: $0)).count }, "\(shelf)")
        }
    }

    @Test func anUpdatedItemMovesAndItsCountsFollow() throws {
        let test = try TestIndex()
        var items = Self.items
        try harvest(items, into: test.index)
        // The same identifiers with new titles, dates and composers.
        var factory = ItemFactory(seed: 99)
        let changed = factory.items(100)
        items.replaceSubrange(0..<100, with: changed)
        try harvest(changed, into: test.index, harvest: "2024-03-01T00:00:00Z")
        let expected = ExpectedCatalog(items: items)

        for filter in expected.filters {
            #expect(
                try test.index.summaries(filter, offset: 0, limit: 10_000).map(\.identifier)
                    == expected.list(filter).map(\.identifier))
            #expect(try test.index.count(filter) == expected.list(filter).count)
        }
        #expect(try test.index.decadeCounts().map(\.value) == expected.decades)
    }

    /// Lists built again over those there were (a place's chunk written only where it changed) are those a new index
    /// builds from the same items: changed items move, deleted ones go, new ones come, and no chunk is left over.
    @Test func listsBuiltAgainAreThoseANewIndexBuilds() throws {
        var factory = ItemFactory(seed: 41)
        var items = factory.items(4 * Projection.chunkSize)
        let test = try TestIndex()
        try harvest(items, into: test.index, pageSize: 500)
        // New titles, dates and composers for 60 items here and there, 300 gone, 50 new.
        var changes = ItemFactory(seed: 42)
        let changed = stride(from: 7, to: items.count, by: 31).prefix(60).map { changes.item(items[$0].identifier) }
        for item in changed { items[items.firstIndex { $0.identifier == item.identifier }!] = item }
        let deleted = items.suffix(300).map(\.identifier)
        items.removeLast(300)
        let added = changes.items(50, prefix: "oai:new:")
        items += added
        try applyLaterHarvest(changed + added, deleting: deleted, to: test.index)

        let fresh = try expectListed(items, by: test.index)
        let chunks = { (index: CatalogIndex) in
            try DatabaseQueue(path: index.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") }
        }
        #expect(try chunks(test.index) == chunks(fresh.index))
    }

    /// Items whose ids begin far from 1 (the first items gone, others added since) are listed by their own ids, in
    /// every order, as a new index lists the same items: the builder holds each id as the distance from the least.
    @Test func itemsWhoseIdsBeginFarFromOneAreListedAsANewIndexLists() throws {
        var factory = ItemFactory(seed: 43)
        var items = factory.items(600)
        let test = try TestIndex()
        try harvest(items, into: test.index, pageSize: 300)
        let deleted = items.prefix(500).map(\.identifier)
        items.removeFirst(500)
        let added = factory.items(50, prefix: "oai:new:")
        items += added
        try applyLaterHarvest(added, deleting: deleted, to: test.index)

        try expectListed(items, by: test.index)
    }

    /// A later harvest's page of `items`, with `deleted` gone, applied to the index.
    private func applyLaterHarvest(_ items: [Item], deleting deleted: [String], to index: CatalogIndex) throws {
        var batch = page(
            items, source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil,
            harvest: "2024-03-01T00:00:00Z")
        batch.deletions = deleted
        try index.apply(batch)
    }

    /// Expects `index` to list `items` in every order as a new index harvested from them does, and gives that one.
    @discardableResult
    private func expectListed(_ items: [Item], by index: CatalogIndex) throws -> TestIndex {
        let fresh = try TestIndex()
        try harvest(items, into: fresh.index, pageSize: 500)
        for filter in ExpectedCatalog(items: items).orderedFilters {
            #expect(
                try index.summaries(filter, offset: 0, limit: 10_000)
                    == fresh.index.summaries(filter, offset: 0, limit: 10_000), "\(filter)")
        }
        return fresh
    }

    /// The same items give the same lists, counts and facets whatever order they were harvested in, and
    /// whatever pages they came in: ties of sort key fall to identifier and source, not to arrival; a value written
    /// two ways is shown as the first item in title order writes it, not the first harvested.
    @Test func theSameItemsGiveTheSameListsInWhateverOrderTheyCame() throws {
        var factory = ItemFactory(seed: 33)
        // Many share a sort key (the factory's titles are two words of fifteen).
        let items = factory.items(300)
        let (forwards, backwards) = (try TestIndex(), try TestIndex())
        try harvest(items, into: forwards.index, pageSize: 50)
        try harvest(items.reversed(), into: backwards.index, pageSize: 7)
        for filter in ExpectedCatalog(items: items).filters {
            #expect(
                try forwards.index.summaries(filter, offset: 0, limit: 1_000)
                    == backwards.index.summaries(filter, offset: 0, limit: 1_000), "\(filter)")
        }
        #expect(try forwards.index.decadeCounts() == backwards.index.decadeCounts())
        #expect(try forwards.index.composerCounts(in: .all) == backwards.index.composerCounts(in: .all))
        for facet in Facet.allCases {
            #expect(try forwards.index.facetCounts(facet) == backwards.index.facetCounts(facet), "\(facet)")
        }
    }

    /// A value written two ways (one key) is shown as the first item in title order writes it, whichever was
    /// harvested first: the derived facets' lists are read by id.
    @Test func aValueWrittenTwoWaysIsShownAsTheFirstItemInTitleOrderWritesIt() throws {
        var factory = ItemFactory(seed: 5)
        var (first, second) = (factory.item("oai:test:a"), factory.item("oai:test:b"))
        (first.metadata.title, first.metadata.relation) = (["Apple [music]"], ["Porgy and Bess"])
        (second.metadata.title, second.metadata.relation) = (["Zebra [music]"], ["PORGY AND BESS"])
        let test = try TestIndex()
        try harvest([second, first], into: test.index)
        #expect(try test.index.facetCounts(.show).map(\.value.display) == ["Porgy and Bess"])
        #expect(try test.index.facetCounts(.show).map(\.count) == [2])
    }

    /// The items that name no composer are a list of their own on every shelf, not a composer's.
    @Test func itemsNamingNoComposerAreAListOfTheirOwn() throws {
        let test = try TestIndex()
        try harvest(Self.items, into: test.index)
        let expected = ExpectedCatalog(items: Self.items)
        #expect(Self.items.contains { $0.composers.isEmpty })
        let shelves: [CatalogFilter.Shelf] = [.all] + expected.decades.map { .decade($0) }
        for shelf in shelves {
            let filter = CatalogFilter(shelf: shelf, composer: CatalogFilter.noComposer)
            let list = expected.list(CatalogFilter(shelf: shelf)).filter { $0.composers.isEmpty }
            #expect(
                try test.index.summaries(filter, offset: 0, limit: 1_000).map(\.identifier) == list.map(\.identifier),
                "\(shelf)")
            #expect(try test.index.count(filter) == list.count, "\(shelf)")
            for (place, item) in list.enumerated() {
                #expect(try test.index.position(of: item.identifier, in: filter) == place, "\(shelf)")
            }
            #expect(
                try !test.index.composerCounts(in: shelf).contains { $0.value == CatalogFilter.noComposer }, "\(shelf)")
            // Nor among the composers browse lists, which counts them apart.
            #expect(
                try !test.index.composerValues(within: CatalogFilter(shelf: shelf)).contains {
                    $0.value.display == CatalogFilter.noComposer
                }, "\(shelf)")
        }
    }

    /// A composer's name as the index keeps it is found by one seek, as it is among all the names read: not another
    /// case of it, a part of it, nor the items naming none.
    @Test func aComposerIsFoundByItsNameAsTheNamesAreRead() throws {
        let test = try TestIndex()
        try harvest(Self.items, into: test.index)
        let names = try test.index.composerNames().map(\.display)
        #expect(!names.isEmpty)
        for name in names {
            #expect(try test.index.hasComposer(named: name), "\(name)")
            #expect(try !test.index.hasComposer(named: name.uppercased()) || name == name.uppercased(), "\(name)")
            #expect(try !test.index.hasComposer(named: String(name.dropLast())), "\(name)")
        }
        #expect(try !test.index.hasComposer(named: CatalogFilter.noComposer))
        #expect(try !test.index.hasComposer(named: ""))
    }

    @Test func summariesCarryTheDerivedFields() throws {
        let test = try TestIndex()
        try harvest(Self.items, into: test.index)
        let summaries = try test.index.summaries(.all, offset: 0, limit: 10_000)
        let byIdentifier = Dictionary(uniqueKeysWithValues: Self.items.map { ($0.identifier, $0) })
        for summary in summaries {
            let item = try #require(byIdentifier[summary.identifier])
            #expect(summary.title == item.displayTitle)
            #expect(summary.decade == item.decade)
            #expect(summary.date == item.metadata.date.first)
            #expect(Set(summary.composers) == Set(item.composers.map(\.name)))
            #expect(!summary.isFavourite)
        }
    }

    /// Removing a source renumbers the lists: with another source's harvest unfinished, its items count too.
    @Test func removingASourceCountsTheComposersOfAnUnfinishedHarvest() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 16)
        let other = Source(name: "other", url: "http://127.0.0.1/other")
        try harvest(factory.items(50, prefix: "oai:other:"), into: test.index, source: other)
        let items = factory.items(200)
        try harvest(items, into: test.index, complete: false)
        try test.index.removeSource(named: "other")
        let expected = ExpectedCatalog(items: items)

        let counts = try test.index.composerCounts(in: .all)
        #expect(
            counts.map(\.value)
                == expected.composers.sorted { (ComposerName.sortKey(of: $0), $0) < (ComposerName.sortKey(of: $1), $1) }
        )
        #expect(counts.map(\.count) == counts.map { expected.list(CatalogFilter(composer: $0.value)).count })
        #expect(try test.index.count(.all) == items.count)
    }
}
