import ForteCatalog
import Foundation
import GRDB
import Testing

@testable import ForteIndex

/// An index an earlier forte wrote opens with everything in it; a projection of an earlier version is rebuilt.
@Suite struct MigrationTests {
    /// The index `Fixtures/index-v11.sql` holds, as forte wrote it at schema v11: two items, one a favourite.
    static func makeEarlierIndex(at path: String) throws {
        let dump = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/index-v11.sql")
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: String(contentsOf: dump, encoding: .utf8))
        }
    }

    @Test func anIndexOfTheLastSchemaOpensWithItsItemsFavouritesAndSources() throws {
        let directory = try TemporaryDirectory()
        try Self.makeEarlierIndex(at: directory.indexPath)
        // The demo catalog as an earlier forte recorded it: by the path it was read from.
        try DatabaseQueue(path: directory.indexPath).write { db in
            try db.execute(
                sql:
                    "INSERT INTO source (name, url, metadataPrefix) VALUES ('bundled', '/home/me/forte/.build/release/catalog', 'oai_dc')"
            )
        }

        let index = try CatalogIndex(path: directory.indexPath, create: false)
        #expect(try index.source(named: "bundled")?.url == "bundled:demo")
        #expect(
            try index.summaries(.all, offset: 0, limit: 10).map(\.identifier) == [
                "oai:example.org:mus-3", "oai:example.org:mus-1",
            ])
        // Years, which v11 did not keep, are derived from the records: the dated item comes first by date.
        #expect(
            try index.summaries(CatalogFilter(order: .date), offset: 0, limit: 10).map(\.identifier)
                == ["oai:example.org:mus-1", "oai:example.org:mus-3"])
        #expect(
            try index.summaries(CatalogFilter(shelf: .favourites), offset: 0, limit: 10).map(\.identifier) == [
                "oai:example.org:mus-1"
            ])
        #expect(try index.item("oai:example.org:mus-1")?.composers.map(\.name) == ["A. B. Paterson", "Marie Cowan"])
        #expect(try index.search("matilda", limit: 10).map(\.identifier) == ["oai:example.org:mus-1"])
        // As a library files them: Cowan, Marie before Paterson, A. B.
        #expect(try index.composerCounts(in: .all).map(\.value) == ["Marie Cowan", "A. B. Paterson"])
        let source = try #require(try index.source(named: "list-records-oai-dc.xml"))
        #expect(source.harvestID == source.lastCompleteHarvest)
        #expect(try index.itemCount(source: source.name) == 2)
        try SearchTests.expectTextIndexMatchesTheItems(index)

        // Harvested again, nothing changes: the records are the same, in the same format.
        let item = try #require(try index.item("oai:example.org:mus-3"))
        var page = IndexBatch(source: source, upserts: [item])
        page.source.pendingToken = "more"
        #expect(try index.apply(page) == IndexChanges(updated: 1))
        #expect(try index.summaries(.all, offset: 0, limit: 10).count == 2)
    }

    /// Before v11 a source had no harvest name of its own: the harvest under way (or the last one) gives it, so
    /// that a harvest under way still sweeps exactly what it did not see.
    @Test func anIndexFromBeforeV11NamesItsHarvestsAsV11Did() throws {
        let directory = try TemporaryDirectory()
        try Self.makeEarlierIndex(at: directory.indexPath)
        try DatabaseQueue(path: directory.indexPath).write { db in
            try db.execute(
                sql: """
                    ALTER TABLE source DROP COLUMN harvestID;
                    DELETE FROM grdb_migrations WHERE identifier = 'v11';
                    UPDATE source SET pendingToken = 'next', pendingHarvestStart = '2030-01-01T00:00:00Z';
                    UPDATE item SET harvest = '2030-01-01T00:00:00Z' WHERE identifier = 'oai:example.org:mus-1';
                    """)
        }
        let index = try CatalogIndex(path: directory.indexPath, create: false)
        var source = try #require(try index.sources().first)
        #expect(source.harvestID == "2030-01-01T00:00:00Z")
        source.pendingToken = nil
        try index.apply(IndexBatch(source: source, sweepUnseen: true))
        #expect(try index.summaries(.all, offset: 0, limit: 10).map(\.identifier) == ["oai:example.org:mus-1"])
    }

    /// One of a newer version is refused (`BadFileTests.anIndexANewerForteWroteIsRefused`).
    @Test func aProjectionOfAnEarlierVersionIsRebuilt() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 5)
        let items = factory.items(60)
        try harvest(items, into: test.index)
        try DatabaseQueue(path: test.index.path).write { db in
            try db.execute(
                sql:
                    "UPDATE projection SET version = version - 1; DELETE FROM list; DELETE FROM entry; INSERT INTO itemText (itemText) VALUES ('delete-all')"
            )
        }

        let index = try CatalogIndex(readingAt: test.index.path)
        let expected = ExpectedCatalog(items: items)
        for filter in expected.orderedFilters {
            #expect(
                try index.summaries(filter, offset: 0, limit: 100).map(\.identifier)
                    == expected.list(filter).map(\.identifier))
        }
        #expect(try !index.search("waltz", limit: 100).isEmpty)
        try SearchTests.expectTextIndexMatchesTheItems(index)
    }

    /// A record store from before items had years (the last session's) gets them, and its projection is built again.
    @Test func aRecordStoreWithoutYearsGetsThem() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 9)
        let items = factory.items(80)
        try harvest(items, into: test.index)
        try DatabaseQueue(path: test.index.path).write { db in
            try db.execute(
                sql: "ALTER TABLE item DROP COLUMN year; DELETE FROM grdb_migrations WHERE identifier = 'itemYear'")
        }

        let index = try CatalogIndex(readingAt: test.index.path)
        let expected = ExpectedCatalog(items: items)
        for filter in expected.orderedFilters where filter.order == .date {
            #expect(
                try index.summaries(filter, offset: 0, limit: 100).map(\.identifier)
                    == expected.list(filter).map(\.identifier))
        }
        try SearchTests.expectTextIndexMatchesTheItems(index)
    }

    /// A record store from before sources kept their items' count counts them once, then keeps them.
    @Test func aRecordStoreWithoutSourceCountsCountsThem() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 11)
        try harvest(factory.items(70), into: test.index)
        try DatabaseQueue(path: test.index.path).write { db in
            try db.execute(
                sql:
                    "ALTER TABLE source DROP COLUMN items; DELETE FROM grdb_migrations WHERE identifier = 'sourceItems'"
            )
        }

        let index = try CatalogIndex(path: test.index.path, create: false)
        #expect(try index.itemCount(source: "test") == 70)
        try harvest(factory.items(5, prefix: "oai:test:more:"), into: index)
        #expect(try index.itemCount(source: "test") == 75)
    }

    /// A record store from before creators had roles listed lyricists as composers: they leave the composers' lists.
    @Test func aRecordStoreFromBeforeRolesListsOnlyComposers() throws {
        let test = try TestIndex()
        var item = Item(identifier: "oai:test:song")
        item.metadata.title = ["A song"]
        item.metadata.creator = ["Lee, Alfred, composer", "Hughes, Henry, words by"]
        try harvest([item], into: test.index)
        #expect(try test.index.composerCounts(in: .all).map(\.value) == ["Alfred Lee"])
        let stale = try DatabaseQueue(path: test.index.path).write { db in
            try db.execute(
                sql:
                    "UPDATE item SET composers = 'Alfred Lee' || char(31) || 'Henry Hughes'; DELETE FROM grdb_migrations WHERE identifier = 'itemFacets'"
            )
            CatalogIndex.installFunctions(in: db)
            try Projection.rebuild(db)
            return try Int.fetchOne(
                db, sql: "SELECT count(*) FROM list WHERE decade IS NULL AND composer <> '' AND shelf = 0")
        }
        #expect(stale == 2)

        let index = try CatalogIndex(path: test.index.path, create: false)
        #expect(try index.composerCounts(in: .all).map(\.value) == ["Alfred Lee"])
        #expect(try index.summaries(.all, offset: 0, limit: 1).first?.composers == ["Alfred Lee"])
    }

    /// An index of `item`, its record store set back to before `migration`: `undoing` run on its items, its projection
    /// built from them.
    private func recordStore(of item: Item, before migration: String, undoing: String) throws -> TestIndex {
        let test = try TestIndex()
        try harvest([item], into: test.index)
        try DatabaseQueue(path: test.index.path).write { db in
            try db.execute(sql: undoing)
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = ?", arguments: [migration])
            CatalogIndex.installFunctions(in: db)
            try Projection.rebuild(db)
        }
        return test
    }

    /// A record store whose facets were derived before the media grew to LCMPT's has them derived again.
    @Test func aRecordStoreFromBeforeTheMediaGrewIsDerivedAgain() throws {
        var item = Item(identifier: "oai:test:raga")
        item.metadata.title = ["A raga"]
        item.metadata.subject = ["Sitar music"]
        let test = try recordStore(of: item, before: "mediaAndNames", undoing: "UPDATE item SET facets = ''")

        let index = try CatalogIndex(path: test.index.path, create: false)
        #expect(try index.facetCounts(.instrument).map(\.value.display) == ["sitar"])
        #expect(try index.facetCounts(.genre).isEmpty)
    }

    /// A record store whose people were shown in direct order (`Lorenz Hart`) has them headed as composers are.
    @Test func aRecordStoreFromBeforePeopleHeadingsIsDerivedAgain() throws {
        var item = Item(identifier: "oai:test:lover")
        item.metadata.title = ["Lover"]
        item.metadata.contributor = ["Hart, Lorenz, 1895-1943 (lyricist)"]
        let test = try recordStore(
            of: item, before: "peopleHeadings",
            undoing: "UPDATE item SET facets = replace(facets, 'Hart, Lorenz (1895–1943)', 'Lorenz Hart')")
        #expect(try test.index.facetCounts(.lyricist).map(\.value.display) == ["Lorenz Hart"])

        var upgrades = 0
        let index = try CatalogIndex(path: test.index.path, create: false, upgrading: { upgrades += 1 })
        #expect(try index.facetCounts(.lyricist).map(\.value.display) == ["Hart, Lorenz (1895–1943)"])
        _ = try CatalogIndex(path: test.index.path, create: false, upgrading: { upgrades += 1 })
        #expect(upgrades == 1)
    }

    /// A record store that filed `Esser van, J.W.J.` under `van` has the particle put before the surname.
    @Test func aRecordStoreFromBeforeParticlesBeforeSurnamesIsDerivedAgain() throws {
        var item = Item(identifier: "oai:test:esser")
        item.metadata.title = ["Epstein-Barr virus lymphoproliferative disease"]
        item.metadata.creator = ["Esser van, J.W.J."]
        let test = try recordStore(
            of: item, before: "particlesBeforeSurnames", undoing: "UPDATE item SET composers = 'J. W. J. Esser van'")
        #expect(try test.index.composerCounts(in: .all).map(\.value) == ["J. W. J. Esser van"])

        let index = try CatalogIndex(path: test.index.path, create: false)
        #expect(try index.composerCounts(in: .all).map(\.value) == ["J. W. J. van Esser"])
        #expect(try index.composerValues(within: .all).map(\.value.key) == ["esser, j. w. j. van"])
    }

    /// A record store that listed `PogÃ¡ny, Willy` as harvested has the name read as it was written.
    @Test func aRecordStoreFromBeforeNamesMisreadAsWindows1252IsDerivedAgain() throws {
        var item = Item(identifier: "oai:test:pogany")
        item.metadata.title = ["The blue bird"]
        item.metadata.contributor = ["PogÃ¡ny, Willy, 1882-1955 (illustrator)"]
        let test = try recordStore(
            of: item, before: "namesMisreadAsWindows1252",
            undoing: "UPDATE item SET facets = replace(facets, 'Pogány', 'PogÃ¡ny')")
        #expect(try test.index.facetCounts(.illustrator).map(\.value.display) == ["PogÃ¡ny, Willy (1882–1955)"])

        let index = try CatalogIndex(path: test.index.path, create: false)
        #expect(try index.facetCounts(.illustrator).map(\.value.display) == ["Pogány, Willy (1882–1955)"])
    }

    /// A record store whose harvests had no first item gets the column, empty: a full harvest under way then sweeps
    /// every item it did not see, and keeps those it added before the upgrade.
    @Test func harvestsWithoutFirstItemsSweepEveryItem() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 14)
        let items = factory.items(8)
        let source = Source(name: "test", url: "http://127.0.0.1/oai")
        try harvest(Array(items[0..<5]), into: test.index, source: source, harvest: "2024-01-01T00:00:00Z")
        // A second full harvest, killed after its first page: it saw items 0 and 1, and added 5.
        let second = "2024-06-01T00:00:00Z"
        try test.index.apply(page([items[0], items[1], items[5]], source: source, token: "next", harvest: second))
        try DatabaseQueue(path: test.index.path).write { db in
            try db.execute(sql: "ALTER TABLE harvest DROP COLUMN firstItem")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'harvestFirstItems'")
        }

        let index = try CatalogIndex(path: test.index.path, create: false)
        let firstItems = try DatabaseQueue(path: test.index.path).read { db in
            try Int64?.fetchAll(db, sql: "SELECT firstItem FROM harvest")
        }
        #expect(firstItems == [nil, nil])
        var last = page([items[6]], source: source, token: nil, harvest: second)
        last.sweepUnseen = true
        try index.apply(last)
        #expect(
            try index.summaries(.all, offset: 0, limit: 100).map(\.identifier).sorted()
                == [0, 1, 5, 6].map { items[$0].identifier }.sorted())
    }

    /// A record store whose items and raw records named the harvest that last saw them gets each harvest's number, and
    /// a full harvest under way then sweeps exactly what it did not see.
    @Test func aRecordStoreOfHarvestNamesNumbersThemAndAHarvestUnderWaySweepsAsBefore() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 13)
        let items = factory.items(10)
        var source = Source(name: "test", url: "http://127.0.0.1/oai")
        try harvest(items, into: test.index, source: source, harvest: "2024-01-01T00:00:00.001Z")
        source = try #require(try test.index.source(named: "test"))
        let raw = RawRecord(identifier: "oai:test:9", datestamp: "2024-01-01", metadataPrefix: "marcxml", xml: "<old/>")
        try test.index.apply(IndexBatch(source: source, rawRecords: [raw]))
        // A second full harvest, killed after its first page.
        try test.index.apply(
            page(Array(items[0..<4]), source: source, token: "next", harvest: "2024-06-01T00:00:00.123Z"))
        let before = try test.index.summaries(.all, offset: 0, limit: 100)
        try DatabaseQueue(path: test.index.path).write { db in
            CatalogIndex.installFunctions(in: db)
            for table in ["item", "rawRecord"] {
                try db.execute(
                    sql: """
                        ALTER TABLE \(table) ADD COLUMN harvestName TEXT;
                        UPDATE \(table) SET harvestName = (SELECT name FROM harvest WHERE id = \(table).harvest);
                        ALTER TABLE \(table) DROP COLUMN harvest;
                        ALTER TABLE \(table) RENAME COLUMN harvestName TO harvest;
                        """)
            }
            try db.execute(sql: "DROP TABLE harvest; DELETE FROM grdb_migrations WHERE identifier = 'harvestNumbers'")
        }

        let index = try CatalogIndex(path: test.index.path, create: false)
        #expect(try index.summaries(.all, offset: 0, limit: 100) == before)
        let numbers = try DatabaseQueue(path: test.index.path).read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT harvest.name, count(*) AS items FROM item JOIN harvest ON harvest.id = item.harvest
                    WHERE typeof(item.harvest) = 'integer' GROUP BY harvest.id ORDER BY harvest.name
                    """
            ).map { [$0["name"] as String: $0["items"] as Int] }
        }
        #expect(numbers == [["2024-01-01T00:00:00.001Z": 6], ["2024-06-01T00:00:00.123Z": 4]])

        // The harvest resumes: a page it saw again changes nothing, and its last page sweeps items 7 to 9 and the raw
        // record, which it did not see.
        var resumed = try #require(try index.source(named: "test"))
        #expect(try index.apply(IndexBatch(source: resumed, upserts: Array(items[2..<4]))) == IndexChanges(updated: 2))
        resumed.pendingToken = nil
        try index.apply(IndexBatch(source: resumed, upserts: Array(items[4..<7]), sweepUnseen: true))
        #expect(
            try index.summaries(.all, offset: 0, limit: 100).map(\.identifier).sorted()
                == items[0..<7].map(\.identifier).sorted())
        #expect(try index.rawRecordCount(source: "test") == 0)
        #expect(try index.itemCount(source: "test") == 7)
        let harvests = try DatabaseQueue(path: test.index.path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM harvest")
        }
        #expect(harvests == ["2024-06-01T00:00:00.123Z"])
    }

    /// A new index has 32 KiB pages; one made before keeps its 4 KiB pages. Either merges text segments
    /// eight at a time.
    @Test func onlyANewIndexTakesLargePages() throws {
        let earlier = try TemporaryDirectory()
        try Self.makeEarlierIndex(at: earlier.indexPath)
        let new = try TemporaryDirectory()
        for (path, pageSize) in [(earlier.indexPath, 4096), (new.indexPath, CatalogIndex.pageSize)] {
            _ = try CatalogIndex(path: path, create: true)
            let (pages, merging) = try DatabaseQueue(path: path).read { db in
                (
                    try Int.fetchOne(db, sql: "PRAGMA page_size"),
                    try Int.fetchOne(db, sql: "SELECT v FROM itemText_config WHERE k = 'automerge'")
                )
            }
            #expect(pages == pageSize && merging == 8)
        }
    }
}
