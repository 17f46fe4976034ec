import ForteCatalog
import Foundation
import GRDB
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
        try ApplyTests.expectComposerRowsMatchTheItems(index)
        try index.apply(page([], source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil))
        #expect(try index.search("march", limit: 10).map(\.identifier) == ["queued"])
        #expect(try index.search("waltz", limit: 10).map(\.identifier) == ["indexed"])
        try SearchTests.expectTextIndexMatchesTheItems(index)
        try ApplyTests.expectComposerRowsMatchTheItems(index)
    }

    /// v6 has the full-text index merge its segments eight at a time, in an index made before as in a new one.
    @Test func textSegmentsMergeEightAtATime() throws {
        let directory = try TemporaryDirectory()
        do {
            let earlier = try DatabaseQueue(path: directory.indexPath)
            earlier.writeWithoutTransaction { RecordTextFunction.install(in: $0) }
            try Schema.migrator.migrate(earlier, upTo: "v5")
        }
        let automerge = "SELECT v FROM itemText_config WHERE k = 'automerge'"
        let earlier = try CatalogIndex(path: directory.indexPath, create: false)
        let new = try TestIndex()
        for index in [earlier, new.index] {
            #expect(try DatabaseQueue(path: index.path).read { db in try Int.fetchOne(db, sql: automerge) } == 8)
        }
    }
}
