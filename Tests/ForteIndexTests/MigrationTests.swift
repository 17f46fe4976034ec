import ForteCatalog
import Foundation
import GRDB
import Synchronization
import Testing
@testable import ForteIndex

/// An index an earlier forte wrote opens with everything in it, upgraded where it stands.
@Suite struct MigrationTests {
    /// v4 stopped copying search text: the text already indexed is indexed again from the records,
    /// and the queued items stay queued.
    @Test func searchTextIndexedAndQueuedBeforeV4IsKept() throws {
        let directory = try TemporaryDirectory()
        let indexed = SearchTests.item("indexed", title: "Evening song", creator: "Waltz, Anna", description: "A waltz")
        let queued = SearchTests.item("queued", title: "Morning march", subject: "Marches")
        do {
            let earlier = try DatabaseQueue(path: directory.indexPath)
            try Schema.migrator.migrate(earlier, upTo: "v3")
            try earlier.write { db in
                for (id, item) in [indexed, queued].enumerated() {
                    let title = item.displayTitle
                    try db.execute(sql: """
                        INSERT INTO item (id, identifier, source, harvest, title, sortKey, decade, composers, record)
                        VALUES (?, ?, 'test', 'h', ?, ?, 0, '', ?)
                        """, arguments: [id + 1, item.identifier, title, Title.sortKey(ofDisplayTitle: title), Data(RecordCoding.encode(item))])
                }
                try db.execute(sql: """
                    INSERT INTO itemText (rowid, title, creators, subjects, description, publisher)
                        VALUES (1, 'Evening song', 'Waltz, Anna', '', 'A waltz', '');
                    INSERT INTO pendingText VALUES (2, '', 'Marches', '', '');
                    """)
            }
        }

        let index = try CatalogIndex(path: directory.indexPath, create: false)
        #expect(try index.search("waltz", limit: 10).map(\.identifier) == ["indexed"])
        #expect(try index.search("march", limit: 10).isEmpty)
        try SearchTests.expectTextIndexMatchesTheItems(index)
        try index.apply(page([], source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil))
        #expect(try index.search("marches", limit: 10).map(\.identifier) == ["queued"])
        try SearchTests.expectTextIndexMatchesTheItems(index)
    }

    /// v5 queues items by id instead of by rows of their own: what a v4 index had queued, text and
    /// composer rows, stays queued and is indexed once the harvest completes.
    @Test func itemsQueuedBeforeV5StayQueued() throws {
        let directory = try TemporaryDirectory()
        let indexed = SearchTests.item("indexed", title: "Evening song", creator: "Waltz, Anna")
        let queued = SearchTests.item("queued", title: "Morning march", creator: "March, Mary")
        do {
            let earlier = try DatabaseQueue(path: directory.indexPath)
            earlier.writeWithoutTransaction { RecordTextFunction.install(in: $0) }
            try Schema.migrator.migrate(earlier, upTo: "v4")
            try earlier.write { db in
                for (id, item) in [indexed, queued].enumerated() {
                    let title = item.displayTitle
                    let composer = item.composers[0].name
                    try db.execute(sql: """
                        INSERT INTO item (id, identifier, source, harvest, title, sortKey, decade, composers, record)
                        VALUES (?, ?, 'test', 'h', ?, ?, 0, ?, ?)
                        """, arguments: [id + 1, item.identifier, title, Title.sortKey(ofDisplayTitle: title), composer,
                                         Data(RecordCoding.encode(item))])
                }
                try db.execute(sql: """
                    INSERT INTO itemText (rowid, title, creators, subjects, description, publisher)
                        VALUES (1, 'Evening song', 'Waltz, Anna', '', '', '');
                    INSERT INTO itemComposer SELECT id, composers, decade, sortKey FROM item WHERE id = 1;
                    INSERT INTO pendingText VALUES (2);
                    INSERT INTO pendingComposer SELECT id, composers, decade, sortKey FROM item WHERE id = 2;
                    """)
            }
        }

        let index = try CatalogIndex(path: directory.indexPath, create: false)
        #expect(try index.search("march", limit: 10).isEmpty)
        #expect(try index.summaries(CatalogFilter(composer: queued.composers[0].name), offset: 0, limit: 10).map(\.identifier) == ["queued"])
        try ApplyTests.expectComposerListsMatchTheItems(index)
        try index.apply(page([], source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil))
        #expect(try index.search("march", limit: 10).map(\.identifier) == ["queued"])
        #expect(try index.search("waltz", limit: 10).map(\.identifier) == ["indexed"])
        try SearchTests.expectTextIndexMatchesTheItems(index)
        try ApplyTests.expectComposerListsMatchTheItems(index)
    }

    /// v7 keys composer rows by composer: an indexed item's rows are kept, found on each composer's
    /// list, and leave with the item, one for each of its composers. (Its lists are stale, as the item
    /// came after they were numbered; v10 lists composers from the items then.)
    @Test func composerRowsIndexedBeforeV7AreKeptAndLeaveWithTheirItem() throws {
        let directory = try TemporaryDirectory()
        var item = SearchTests.item("two", title: "Duet", creator: "Waltz, Anna")
        item.metadata.creator.append("March, Mary")
        let composers = item.composers.map(\.name)
        do {
            let earlier = try DatabaseQueue(path: directory.indexPath)
            earlier.writeWithoutTransaction { RecordTextFunction.install(in: $0) }
            try Schema.migrator.migrate(earlier, upTo: "v6")
            try earlier.write { db in
                let title = item.displayTitle
                try db.execute(sql: """
                    INSERT INTO item (id, identifier, source, harvest, title, sortKey, decade, composers, record)
                    VALUES (1, ?, 'test', 'h', ?, ?, 0, ?, ?)
                    """, arguments: [item.identifier, title, Title.sortKey(ofDisplayTitle: title),
                                     composers.joined(separator: StoredItem.composerSeparator), Data(RecordCoding.encode(item))])
                try db.execute(sql: """
                    INSERT INTO itemText (rowid, title, creators, subjects, description, publisher)
                        SELECT id, title, recordText(record, 1), recordText(record, 2), recordText(record, 3), recordText(record, 4)
                        FROM item;
                    INSERT INTO itemComposer SELECT 1, ?, 0, sortKey FROM item;
                    INSERT INTO itemComposer SELECT 1, ?, 0, sortKey FROM item;
                    UPDATE indexedThrough SET itemId = 1;
                    UPDATE listState SET fresh = 0;
                    """, arguments: [composers[0], composers[1]])
            }
        }

        let index = try CatalogIndex(path: directory.indexPath, create: false)
        #expect(composers.count == 2)
        for composer in composers {
            #expect(try index.summaries(CatalogFilter(composer: composer), offset: 0, limit: 10).map(\.identifier) == ["two"])
        }
        try ApplyTests.expectComposerListsMatchTheItems(index)
        var deletion = page([], source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil)
        deletion.deletions = ["two"]
        try index.apply(deletion)
        for composer in composers {
            #expect(try index.summaries(CatalogFilter(composer: composer), offset: 0, limit: 10).isEmpty)
        }
        try ApplyTests.expectComposerListsMatchTheItems(index)
        try SearchTests.expectTextIndexMatchesTheItems(index)
    }

    /// v8 keyed positions without a rowid, and v9 keeps the lists as chunks of ids: lists numbered
    /// before either stay fresh and read as they were, and the next completed harvest numbers them again.
    @Test func listsNumberedBeforeV8AndV9AreKept() throws {
        let directory = try TemporaryDirectory()
        // Sorted: Alpha (id 2, 1920), Beta (id 1, 1890), Gamma (id 3, 1890).
        let dated = [("b", "Beta", 1890), ("a", "Alpha", 1920), ("c", "Gamma", 1890)]
        do {
            let earlier = try DatabaseQueue(path: directory.indexPath)
            earlier.writeWithoutTransaction { RecordTextFunction.install(in: $0) }
            try Schema.migrator.migrate(earlier, upTo: "v7")
            try earlier.write { db in
                for (id, (identifier, title, decade)) in dated.enumerated() {
                    let item = SearchTests.item(identifier, title: title)
                    try db.execute(sql: """
                        INSERT INTO item (id, identifier, source, harvest, title, sortKey, decade, composers, record)
                        VALUES (?, ?, 'test', 'h', ?, ?, ?, '', ?)
                        """, arguments: [id + 1, identifier, title, Title.sortKey(ofDisplayTitle: title), decade,
                                         Data(RecordCoding.encode(item))])
                }
                // As v7's numbering left them.
                try db.execute(sql: """
                    INSERT INTO position (allPosition, itemId, decade, decadePosition) VALUES (0, 2, 1920, 0), (1, 1, 1890, 0), (2, 3, 1890, 1);
                    INSERT INTO decadeCount (decade, count) VALUES (1890, 2), (1920, 1);
                    UPDATE listState SET fresh = 1;
                    """)
            }
        }

        let index = try CatalogIndex(path: directory.indexPath, create: false)
        let nineties = CatalogFilter(shelf: .decade(Decade(startYear: 1890)))
        let (fresh, chunks) = try DatabaseQueue(path: directory.indexPath).read { db in
            (try ListTables.areFresh(db), try Int.fetchOne(db, sql: "SELECT count(*) FROM listChunk"))
        }
        #expect(fresh && chunks == 3)
        #expect(try index.summaries(CatalogFilter(), offset: 0, limit: 10).map(\.identifier) == ["a", "b", "c"])
        #expect(try index.summaries(nineties, offset: 1, limit: 10).map(\.identifier) == ["c"])
        #expect(try index.position(of: "c", in: nineties) == 1)

        try index.apply(page([SearchTests.item("d", title: "Delta")], source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil))
        #expect(try index.summaries(CatalogFilter(), offset: 0, limit: 10).map(\.identifier) == ["a", "b", "d", "c"])
        #expect(try index.summaries(nineties, offset: 0, limit: 10).map(\.identifier) == ["b", "c"])
    }

    /// v10 keeps each composer's lists as chunks of ids, in place of composer rows: fresh lists are
    /// converted from the rows, and stay fresh; stale ones stay stale, and are scanned from the items.
    @Test(arguments: [true, false])
    func composerRowsBeforeV10BecomeLists(fresh: Bool) throws {
        let directory = try TemporaryDirectory()
        // Sorted: Alpha (id 2, 1920, March), Beta (id 1, 1890, Waltz and March), Gamma (id 3, 1890, none).
        let rows = [(1, "b", "Beta", 1890, ["Anna Waltz", "Mary March"]), (2, "a", "Alpha", 1920, ["Mary March"]),
                    (3, "c", "Gamma", 1890, [])]
        do {
            let earlier = try DatabaseQueue(path: directory.indexPath)
            earlier.writeWithoutTransaction { RecordTextFunction.install(in: $0) }
            try Schema.migrator.migrate(earlier, upTo: "v9")
            try earlier.write { db in
                for (id, identifier, title, decade, composers) in rows {
                    let item = SearchTests.item(identifier, title: title)
                    let sortKey = Title.sortKey(ofDisplayTitle: title)
                    try db.execute(sql: """
                        INSERT INTO item (id, identifier, source, harvest, title, sortKey, decade, composers, record)
                        VALUES (?, ?, 'test', 'h', ?, ?, ?, ?, ?)
                        """, arguments: [id, identifier, title, sortKey, decade, composers.joined(separator: "\u{1F}"),
                                         Data(RecordCoding.encode(item))])
                    for composer in composers {
                        try db.execute(sql: "INSERT INTO itemComposer (composer, sortKey, itemId, decade) VALUES (?, ?, ?, ?)",
                                       arguments: [composer, sortKey, id, decade])
                    }
                }
                // As v9's numbering left them.
                func chunk(_ ids: [Int64]) -> Data { ids.map(\.littleEndian).withUnsafeBytes { Data($0) } }
                try db.execute(sql: """
                    UPDATE indexedThrough SET itemId = 3;
                    INSERT INTO listChunk (list, chunk, itemIds) VALUES (-1, 0, ?), (1890, 0, ?), (1920, 0, ?);
                    INSERT INTO decadeCount (decade, count) VALUES (1890, 2), (1920, 1);
                    INSERT INTO composerCount (composer, composerKey, count) VALUES ('Anna Waltz', 'anna waltz', 1), ('Mary March', 'mary march', 2);
                    INSERT INTO composerDecadeCount (decade, composer, composerKey, count) VALUES
                        (1890, 'Anna Waltz', 'anna waltz', 1), (1890, 'Mary March', 'mary march', 1), (1920, 'Mary March', 'mary march', 1);
                    UPDATE listState SET fresh = ?;
                    """, arguments: [chunk([2, 1, 3]), chunk([1, 3]), chunk([2]), fresh])
            }
        }

        let index = try CatalogIndex(path: directory.indexPath, create: false)
        let (isFresh, chunks) = try DatabaseQueue(path: directory.indexPath).read { db in
            (try ListTables.areFresh(db), try Int.fetchOne(db, sql: "SELECT count(*) FROM listChunk"))
        }
        // All, two decades, and the composers' lists in sort order and by decade.
        #expect(isFresh == fresh && chunks == (fresh ? 5 : 3))
        let march = CatalogFilter(composer: "Mary March")
        let marchIn1890s = CatalogFilter(shelf: .decade(Decade(startYear: 1890)), composer: "Mary March")
        #expect(try index.summaries(march, offset: 0, limit: 10).map(\.identifier) == ["a", "b"])
        #expect(try index.summaries(marchIn1890s, offset: 0, limit: 10).map(\.identifier) == ["b"])
        #expect(try index.position(of: "b", in: march) == 1)
        #expect(try index.count(march) == 2 && index.count(marchIn1890s) == 1)
        #expect(try index.composerCounts(in: .decade(Decade(startYear: 1890))).map(\.value) == ["Anna Waltz", "Mary March"])
        try ApplyTests.expectComposerListsMatchTheItems(index)

        try index.apply(page([SearchTests.item("d", title: "Delta", creator: "March, Mary")],
                             source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil))
        #expect(try index.summaries(march, offset: 0, limit: 10).map(\.identifier) == ["a", "b", "d"])
        try ApplyTests.expectComposerListsMatchTheItems(index)
    }

    /// v6 has the full-text index merge its segments eight at a time, in an index made before as in a new one.
    @Test func textSegmentsMergeEightAtATime() throws {
        let directory = try TemporaryDirectory()
        try Self.makeIndex(at: directory.indexPath, upTo: "v5")
        let automerge = "SELECT v FROM itemText_config WHERE k = 'automerge'"
        let earlier = try CatalogIndex(path: directory.indexPath, create: false)
        let new = try TestIndex()
        for index in [earlier, new.index] {
            #expect(try DatabaseQueue(path: index.path).read { db in try Int.fetchOne(db, sql: automerge) } == 8)
        }
    }

    /// A new index has 32 KiB pages; one made before keeps its 4 KiB pages. Either folds its log into the
    /// file every 32 MiB.
    @Test func onlyANewIndexTakesLargePages() throws {
        let earlier = try TemporaryDirectory()
        try Self.makeIndex(at: earlier.indexPath, upTo: "v5")
        let new = try TemporaryDirectory()
        for (path, pageSize) in [(earlier.indexPath, 4096), (new.indexPath, CatalogIndex.pageSize)] {
            let checkpointPages = Mutex<Int?>(nil)
            _ = try CatalogIndex(path: path, create: true) { db in
                let pages = try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint")
                checkpointPages.withLock { $0 = pages }
            }
            #expect(try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } == pageSize)
            #expect(checkpointPages.withLock { $0 } == (32 << 20) / pageSize)
        }
    }

    /// v11 names harvests by forte's own stamp: a source's items keep the stamp of the harvest under way (or the
    /// last one), so that harvest still sweeps exactly what it did not see.
    @Test func aHarvestUnderWayBeforeV11SweepsWhatItDidNotSee() throws {
        let directory = try TemporaryDirectory()
        var factory = ItemFactory(seed: 11)
        let items = factory.items(6)
        try Self.makeIndex(at: directory.indexPath, upTo: "v10")
        do {
            let earlier = try DatabaseQueue(path: directory.indexPath)
            earlier.writeWithoutTransaction { RecordTextFunction.install(in: $0) }
            try earlier.write { db in
                try db.execute(sql: """
                    INSERT INTO source (name, url, metadataPrefix, lastCompleteHarvest, pendingToken, pendingHarvestStart)
                        VALUES ('test', 'http://127.0.0.1/oai', 'oai_dc', '2024-01-01T00:00:00Z', 'next', '2024-06-01T00:00:00Z')
                    """)
                for (number, item) in items.enumerated() {
                    // The first four were seen by the harvest under way, the last two only by the one before.
                    let harvest = number < 4 ? "2024-06-01T00:00:00Z" : "2024-01-01T00:00:00Z"
                    let title = item.displayTitle
                    try db.execute(sql: """
                        INSERT INTO item (identifier, source, harvest, title, sortKey, decade, composers, record)
                        VALUES (?, 'test', ?, ?, ?, 0, '', ?)
                        """, arguments: [item.identifier, harvest, title, Title.sortKey(ofDisplayTitle: title), Data(RecordCoding.encode(item))])
                }
            }
        }

        let index = try CatalogIndex(path: directory.indexPath, create: false)
        var source = try #require(try index.source(named: "test"))
        #expect(source.harvestID == "2024-06-01T00:00:00Z")
        (source.pendingToken, source.pendingHarvestStart, source.lastCompleteHarvest) = (nil, nil, "2024-06-01T00:00:00Z")
        try index.apply(IndexBatch(source: source, upserts: [items[0]], sweepUnseen: true))
        #expect(try index.summaries(.all, offset: 0, limit: 10).map(\.identifier).sorted() == items[0..<4].map(\.identifier).sorted())
    }

    /// An index as an earlier forte made it, migrated up to `version` with SQLite's own page size.
    static func makeIndex(at path: String, upTo version: String) throws {
        let earlier = try DatabaseQueue(path: path)
        earlier.writeWithoutTransaction { RecordTextFunction.install(in: $0) }
        try Schema.migrator.migrate(earlier, upTo: version)
    }
}
