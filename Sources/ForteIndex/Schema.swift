import Foundation
import GRDB

/// The index's tables, created and upgraded by migrations (never downgraded: see `CatalogIndex.init`).
///
/// Decades are stored as their first year, with 0 for undated, so that they can key facet rows.
/// Items are ordered by `(sortKey, id)` everywhere: `id` (the rowid, kept by upserts) breaks ties.
enum Schema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createV1)
        migrator.registerMigration("v2", migrate: deferSearchText)
        migrator.registerMigration("v3", migrate: deferComposerRows)
        migrator.registerMigration("v4", migrate: indexTextFromRecords)
        migrator.registerMigration("v5", migrate: queueNewItemsByTheirIds)
        migrator.registerMigration("v6", migrate: mergeTextSegmentsLessOften)
        migrator.registerMigration("v7", migrate: keyComposerRowsByComposer)
        migrator.registerMigration("v8", migrate: keyPositionsWithoutRowid)
        migrator.registerMigration("v9", migrate: chunkLists)
        migrator.registerMigration("v10", migrate: chunkComposerLists)
        migrator.registerMigration("v11", migrate: nameHarvestsApartFromTheServerClock)
        return migrator
    }()

    private static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE source (
                name TEXT PRIMARY KEY NOT NULL,
                url TEXT NOT NULL,
                setSpec TEXT,
                metadataPrefix TEXT NOT NULL,
                lastCompleteHarvest TEXT,
                granularity TEXT,
                pendingToken TEXT,
                pendingHarvestStart TEXT,
                pendingFrom TEXT,
                lastSyncedAt TEXT
            );

            -- One row per (identifier, source). `harvest` names the harvest that last upserted the item
            -- (for sweepUnseen); the derived columns are what lists sort and filter by; `record` is the
            -- whole Item in RecordCoding's form, so every Dublin Core value comes back.
            CREATE TABLE item (
                id INTEGER PRIMARY KEY,
                identifier TEXT NOT NULL,
                source TEXT NOT NULL,
                harvest TEXT,
                title TEXT NOT NULL,
                sortKey TEXT NOT NULL,
                decade INTEGER NOT NULL,
                date TEXT,
                composers TEXT NOT NULL,
                record BLOB NOT NULL,
                UNIQUE (identifier, source)
            );
            CREATE INDEX item_source ON item (source, harvest);

            -- The composers of each item (names as ComposerName gives them), for composer lists: a composer's
            -- list is short enough (2% of the items at most) to be paged and counted through its index.
            CREATE TABLE itemComposer (
                itemId INTEGER NOT NULL,
                composer TEXT NOT NULL,
                decade INTEGER NOT NULL,
                sortKey TEXT NOT NULL,
                PRIMARY KEY (itemId, composer)
            ) WITHOUT ROWID;
            CREATE INDEX itemComposer_order ON itemComposer (composer, sortKey, itemId, decade);

            CREATE VIRTUAL TABLE itemText USING fts5 (
                title, creators, subjects, description, publisher,
                tokenize = 'unicode61 remove_diacritics 2'
            );

            -- Facet counts and stored list positions (0-based), rebuilt when a harvest completes (see ListTables),
            -- so that facets are one read and any page of a million-item list is one index lookup. `fresh` is
            -- 0 while items changed since then: readers then count and scan, which is slower but exact.
            CREATE TABLE listState (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                fresh INTEGER NOT NULL
            );
            INSERT INTO listState VALUES (1, 1);
            CREATE TABLE decadeCount (
                decade INTEGER PRIMARY KEY NOT NULL,
                count INTEGER NOT NULL
            );
            CREATE TABLE composerCount (
                composer TEXT PRIMARY KEY NOT NULL,
                composerKey TEXT NOT NULL,
                count INTEGER NOT NULL
            );
            -- The composer lists read name and count from the index alone (covering): a decade's list is
            -- read whole each time the timeline moves.
            CREATE INDEX composerCount_order ON composerCount (composerKey, composer, count);
            CREATE TABLE composerDecadeCount (
                decade INTEGER NOT NULL,
                composer TEXT NOT NULL,
                composerKey TEXT NOT NULL,
                count INTEGER NOT NULL,
                PRIMARY KEY (decade, composer)
            ) WITHOUT ROWID;
            CREATE INDEX composerDecadeCount_order ON composerDecadeCount (decade, composerKey, composer, count);
            -- All in sort order, keyed by the position in All: the item table has no index in sort order,
            -- which every page of a harvest would write all over. An item's position is found by
            -- bisection (see ListQuery.Ranked), so that renumbering writes one index besides the rows.
            CREATE TABLE position (
                allPosition INTEGER PRIMARY KEY,
                itemId INTEGER NOT NULL,
                decade INTEGER NOT NULL,
                decadePosition INTEGER NOT NULL
            );
            CREATE UNIQUE INDEX position_decade ON position (decade, decadePosition);

            CREATE TABLE favourite (
                identifier TEXT PRIMARY KEY NOT NULL
            ) WITHOUT ROWID;

            CREATE TABLE rawRecord (
                source TEXT NOT NULL,
                identifier TEXT NOT NULL,
                metadataPrefix TEXT NOT NULL,
                datestamp TEXT NOT NULL,
                harvest TEXT,
                xml TEXT NOT NULL,
                PRIMARY KEY (source, identifier, metadataPrefix)
            ) WITHOUT ROWID;

            -- Whatever deletes an item (a deletion, a sweep, removing a source) deletes its composers and text.
            CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
                DELETE FROM itemComposer WHERE itemId = old.id;
                DELETE FROM itemText WHERE rowid = old.id;
            END;
            """)
    }

    /// Search text indexed thousands of items at a time (see `PendingRows`): page by page, it cost a
    /// sync most of its time.
    private static func deferSearchText(_ db: Database) throws {
        try db.execute(sql: """
            -- The search text of items not yet in itemText, but for the title (the item row has it).
            CREATE TABLE pendingText (
                itemId INTEGER PRIMARY KEY,
                creators TEXT NOT NULL,
                subjects TEXT NOT NULL,
                description TEXT NOT NULL,
                publisher TEXT NOT NULL
            );

            DROP TRIGGER item_deleted;
            CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
                DELETE FROM itemComposer WHERE itemId = old.id;
                DELETE FROM itemText WHERE rowid = old.id;
                DELETE FROM pendingText WHERE itemId = old.id;
            END;
            """)
    }

    /// Composer rows indexed thousands at a time too (see `PendingRows`): page by page, they rewrote
    /// the composer index all over.
    private static func deferComposerRows(_ db: Database) throws {
        try db.execute(sql: """
            -- The composer rows of items not yet in itemComposer. No index by composer: a composer's
            -- list reads all of these (thousands at most, see ComposerRows), and rows go in in item order.
            CREATE TABLE pendingComposer (
                itemId INTEGER NOT NULL,
                composer TEXT NOT NULL,
                decade INTEGER NOT NULL,
                sortKey TEXT NOT NULL,
                PRIMARY KEY (itemId, composer)
            ) WITHOUT ROWID;

            DROP TRIGGER item_deleted;
            CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
                DELETE FROM itemComposer WHERE itemId = old.id;
                DELETE FROM pendingComposer WHERE itemId = old.id;
                DELETE FROM itemText WHERE rowid = old.id;
                DELETE FROM pendingText WHERE itemId = old.id;
            END;
            """)
    }

    /// The full-text index keeps no copy of the text (`content = ''`): it reads each item's text from its
    /// record to index it, and again to forget it (see `RecordTextFunction`). The copies cost a sync
    /// each item's text written twice more, into the queue and into FTS5's content table.
    private static func indexTextFromRecords(_ db: Database) throws {
        try db.execute(sql: """
            DROP TRIGGER item_deleted;
            DROP TABLE itemText;
            CREATE VIRTUAL TABLE itemText USING fts5 (
                title, creators, subjects, description, publisher,
                content = '', tokenize = 'unicode61 remove_diacritics 2'
            );
            -- The queue names its items alone.
            ALTER TABLE pendingText DROP COLUMN creators;
            ALTER TABLE pendingText DROP COLUMN subjects;
            ALTER TABLE pendingText DROP COLUMN description;
            ALTER TABLE pendingText DROP COLUMN publisher;
            INSERT INTO itemText (rowid, title, creators, subjects, description, publisher)
                SELECT id, title, recordText(record, 1), recordText(record, 2), recordText(record, 3), recordText(record, 4)
                FROM item WHERE id NOT IN (SELECT itemId FROM pendingText);

            -- The index forgets an item by being given the text it indexed, exactly (PendingRows.write
            -- indexes it so), unless that text is still queued.
            CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
                DELETE FROM itemComposer WHERE itemId = old.id;
                DELETE FROM pendingComposer WHERE itemId = old.id;
                INSERT INTO itemText (itemText, rowid, title, creators, subjects, description, publisher)
                    SELECT 'delete', old.id, old.title, recordText(old.record, 1), recordText(old.record, 2),
                        recordText(old.record, 3), recordText(old.record, 4)
                    WHERE NOT EXISTS (SELECT 1 FROM pendingText WHERE itemId = old.id);
                DELETE FROM pendingText WHERE itemId = old.id;
            END;
            """)
    }

    /// New items are queued by their ids alone (see `PendingRows`): a row of their own in each queue
    /// cost a sync more than writing the item. Only an item changed under an id the indexes have takes
    /// a queue row, and its composer rows, like those of every queued item, are read from its row.
    private static func queueNewItemsByTheirIds(_ db: Database) throws {
        try db.execute(sql: """
            DROP TRIGGER item_deleted;
            -- Every item queued in pendingText had its composer rows queued too.
            DROP TABLE pendingComposer;
            ALTER TABLE pendingText RENAME TO pendingItem;

            -- The text and composer indexes have every item up to this id, but for those in pendingItem.
            CREATE TABLE indexedThrough (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                itemId INTEGER NOT NULL
            );
            INSERT INTO indexedThrough VALUES (1, (SELECT coalesce(max(id), 0) FROM item));

            -- The items waiting for the text and composer indexes, in id order.
            CREATE VIEW queuedItem AS
                SELECT item.id, item.title, item.sortKey, item.decade, item.composers, item.record
                FROM pendingItem CROSS JOIN item ON item.id = pendingItem.itemId
                UNION ALL
                SELECT id, title, sortKey, decade, composers, record FROM item
                WHERE id > (SELECT itemId FROM indexedThrough);
            -- Their composer rows, as itemComposer will have them: the composers column split at U+001F.
            -- Most items have one composer or none, and need no splitting, which costs 3 µs an item.
            CREATE VIEW queuedComposer (itemId, composer, decade, sortKey) AS
                WITH RECURSIVE split (itemId, composer, decade, sortKey, rest) AS (
                    SELECT id, NULL, decade, sortKey, composers || char(31) FROM queuedItem
                    WHERE instr(composers, char(31)) > 0
                    UNION ALL
                    SELECT itemId, substr(rest, 1, instr(rest, char(31)) - 1), decade, sortKey,
                        substr(rest, instr(rest, char(31)) + 1)
                    FROM split WHERE rest <> ''
                )
                SELECT id, composers, decade, sortKey FROM queuedItem
                WHERE composers <> '' AND instr(composers, char(31)) = 0
                UNION ALL
                SELECT itemId, composer, decade, sortKey FROM split WHERE composer IS NOT NULL;

            -- An item's composer rows and text leave the indexes with it; a queued item has no text there.
            CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
                DELETE FROM itemComposer WHERE itemId = old.id;
                INSERT INTO itemText (itemText, rowid, title, creators, subjects, description, publisher)
                    SELECT 'delete', old.id, old.title, recordText(old.record, 1), recordText(old.record, 2),
                        recordText(old.record, 3), recordText(old.record, 4)
                    WHERE old.id <= (SELECT itemId FROM indexedThrough)
                        AND NOT EXISTS (SELECT 1 FROM pendingItem WHERE itemId = old.id);
                DELETE FROM pendingItem WHERE itemId = old.id;
            END;
            """)
    }

    /// FTS5 merges a level's segments into one when there are `automerge` of them (4 by default). A sync
    /// writes search text ten thousand items at a time, and merging at 8 takes 3.5% of the instructions
    /// off a 100,000-item index build (callgrind). Searches read at most twice as many segments.
    private static func mergeTextSegmentsLessOften(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO itemText (itemText, rank) VALUES ('automerge', 8)")
    }

    /// Composer rows in one B-tree, keyed as composer lists read them, in place of a table keyed by item
    /// and an index by composer: every row was written twice. It took 7% off a sync of 100,000 records
    /// (median of 8 interleaved runs, 1.94 against 2.10 s) and 9% off the file. An item's rows are found
    /// by its composers, split from its row as `queuedComposer` splits them, when it is deleted.
    private static func keyComposerRowsByComposer(_ db: Database) throws {
        try db.execute(sql: """
            DROP TRIGGER item_deleted;
            -- The key's columns first: SQLite 3.40's integrity check misreads a WITHOUT ROWID table whose
            -- key columns come in another order.
            CREATE TABLE composerRow (
                composer TEXT NOT NULL,
                sortKey TEXT NOT NULL,
                itemId INTEGER NOT NULL,
                decade INTEGER NOT NULL,
                PRIMARY KEY (composer, sortKey, itemId)
            ) WITHOUT ROWID;
            INSERT INTO composerRow (composer, sortKey, itemId, decade)
                SELECT composer, sortKey, itemId, decade FROM itemComposer ORDER BY composer, sortKey, itemId;
            DROP TABLE itemComposer;
            ALTER TABLE composerRow RENAME TO itemComposer;

            CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
                DELETE FROM itemComposer WHERE composer IN (
                    WITH RECURSIVE split (composer, rest) AS (
                        SELECT NULL, old.composers || char(31) WHERE old.composers <> ''
                        UNION ALL
                        SELECT substr(rest, 1, instr(rest, char(31)) - 1), substr(rest, instr(rest, char(31)) + 1)
                        FROM split WHERE rest <> ''
                    )
                    SELECT composer FROM split WHERE composer IS NOT NULL
                ) AND sortKey = old.sortKey AND itemId = old.id;
                INSERT INTO itemText (itemText, rowid, title, creators, subjects, description, publisher)
                    SELECT 'delete', old.id, old.title, recordText(old.record, 1), recordText(old.record, 2),
                        recordText(old.record, 3), recordText(old.record, 4)
                    WHERE old.id <= (SELECT itemId FROM indexedThrough)
                        AND NOT EXISTS (SELECT 1 FROM pendingItem WHERE itemId = old.id);
                DELETE FROM pendingItem WHERE itemId = old.id;
            END;
            """)
    }

    /// Positions keyed without a rowid: a value given for an INTEGER PRIMARY KEY might not be an
    /// integer, so a statement inserting many made SQLite journal every page it changed (see
    /// `BulkInsert`). Kept as they are, so the lists stay fresh.
    private static func keyPositionsWithoutRowid(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE keyedPosition (
                allPosition INTEGER PRIMARY KEY,
                itemId INTEGER NOT NULL,
                decade INTEGER NOT NULL,
                decadePosition INTEGER NOT NULL
            ) WITHOUT ROWID;
            INSERT INTO keyedPosition SELECT allPosition, itemId, decade, decadePosition FROM position ORDER BY allPosition;
            DROP TABLE position;
            ALTER TABLE keyedPosition RENAME TO position;
            CREATE UNIQUE INDEX position_decade ON position (decade, decadePosition);
            """)
    }

    /// The lists as chunks of item ids (see `ListChunks`) in place of a row an item, which numbering
    /// 100,000 items wrote as 200,000 B-tree entries. Lists numbered before are converted, so that they
    /// stay fresh; the conversion writes the chunks itself, as they were first defined, so that it does
    /// not change if `ListChunks` does.
    private static func chunkLists(_ db: Database) throws {
        try db.execute(sql: """
            -- All (list -1) and each decade (list: the decade's column value), in sort order, 512 item ids
            -- to a chunk, each a little-endian 64-bit integer.
            CREATE TABLE listChunk (
                list INTEGER NOT NULL,
                chunk INTEGER NOT NULL,
                itemIds BLOB NOT NULL,
                PRIMARY KEY (list, chunk)
            ) WITHOUT ROWID;
            """)
        let all = try Row.fetchCursor(db, sql: "SELECT -1, itemId FROM position ORDER BY allPosition")
        try writeChunks(all, db)
        let decades = try Row.fetchCursor(db, sql: "SELECT decade, itemId FROM position ORDER BY decade, decadePosition")
        try writeChunks(decades, db)
        try db.execute(sql: "DROP TABLE position")
    }

    /// Writes rows of (list, item id), each list's in order, as v9's chunks.
    private static func writeChunks(_ rows: RowCursor, _ db: Database) throws {
        var list: Int64?
        var ids: [Int64] = []
        var chunk = 0
        func write() throws {
            guard let list, !ids.isEmpty else { return }
            try db.execute(sql: "INSERT INTO listChunk (list, chunk, itemIds) VALUES (?, ?, ?)",
                           arguments: [list, chunk, ids.map(\.littleEndian).withUnsafeBytes { Data($0) }])
            chunk += 1
            ids.removeAll()
        }
        while let row = try rows.next() {
            let (rowList, id): (Int64, Int64) = (row[0], row[1])
            if rowList != list {
                try write()
                (list, chunk) = (rowList, 0)
            }
            ids.append(id)
            if ids.count == 512 { try write() }
        }
        try write()
    }

    /// Each composer's lists stored as chunks of ids like All's, numbered when a harvest completes, in
    /// place of composer rows kept in composer order. A harvest wrote those thousands at a time, and each
    /// write touched nearly every page of their B-tree: a third of a 100,000-record sync's log. Lists
    /// numbered before are converted from those rows, so that they stay fresh.
    private static func chunkComposerLists(_ db: Database) throws {
        let isFresh = try Bool.fetchOne(db, sql: """
            SELECT fresh AND NOT EXISTS (SELECT 1 FROM queuedComposer) FROM listState
            """) ?? false
        try db.execute(sql: """
            DROP TRIGGER item_deleted;
            DROP VIEW queuedComposer;
            DROP VIEW queuedItem;
            CREATE VIEW queuedItem AS
                SELECT item.id, item.title, item.record
                FROM pendingItem CROSS JOIN item ON item.id = pendingItem.itemId
                UNION ALL
                SELECT id, title, record FROM item WHERE id > (SELECT itemId FROM indexedThrough);
            -- An item's text leaves the index with it; a queued item has no text there.
            CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
                INSERT INTO itemText (itemText, rowid, title, creators, subjects, description, publisher)
                    SELECT 'delete', old.id, old.title, recordText(old.record, 1), recordText(old.record, 2),
                        recordText(old.record, 3), recordText(old.record, 4)
                    WHERE old.id <= (SELECT itemId FROM indexedThrough)
                        AND NOT EXISTS (SELECT 1 FROM pendingItem WHERE itemId = old.id);
                DELETE FROM pendingItem WHERE itemId = old.id;
            END;

            -- A composer's items, in sort order, are the `count` places of the stored list of composers
            -- (-2) from `start`; in a decade, those of the stored list of composers by decade (-3).
            ALTER TABLE composerCount RENAME TO v9ComposerCount;
            CREATE TABLE composerCount (
                composer TEXT PRIMARY KEY NOT NULL,
                composerKey TEXT NOT NULL,
                count INTEGER NOT NULL,
                start INTEGER NOT NULL
            );
            DROP INDEX composerCount_order;
            CREATE INDEX composerCount_order ON composerCount (composerKey, composer, count);
            ALTER TABLE composerDecadeCount RENAME TO v9ComposerDecadeCount;
            CREATE TABLE composerDecadeCount (
                decade INTEGER NOT NULL,
                composer TEXT NOT NULL,
                composerKey TEXT NOT NULL,
                count INTEGER NOT NULL,
                start INTEGER NOT NULL,
                PRIMARY KEY (decade, composer)
            ) WITHOUT ROWID;
            DROP INDEX composerDecadeCount_order;
            CREATE INDEX composerDecadeCount_order ON composerDecadeCount (decade, composerKey, composer, count);
            """)
        if isFresh {
            // Composer after composer, by name.
            try db.execute(sql: """
                INSERT INTO composerCount (composer, composerKey, count, start)
                    SELECT composer, composerKey, count,
                        coalesce(sum(count) OVER (ORDER BY composer ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
                    FROM v9ComposerCount;
                INSERT INTO composerDecadeCount (decade, composer, composerKey, count, start)
                    SELECT decade, composer, composerKey, count,
                        coalesce(sum(count) OVER (ORDER BY composer, decade ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
                    FROM v9ComposerDecadeCount;
                """)
            try writeChunks(Row.fetchCursor(db, sql: """
                SELECT -2, itemId FROM itemComposer ORDER BY composer, sortKey, itemId
                """), db)
            try writeChunks(Row.fetchCursor(db, sql: """
                SELECT -3, itemId FROM itemComposer ORDER BY composer, decade, sortKey, itemId
                """), db)
        } else {
            try db.execute(sql: "UPDATE listState SET fresh = 0")
        }
        try db.execute(sql: """
            DROP TABLE v9ComposerCount;
            DROP TABLE v9ComposerDecadeCount;
            DROP TABLE itemComposer;
            """)
    }

    /// A harvest is named by forte's own stamp, `harvestID`, no longer by the server's `responseDate`, so that a
    /// server whose clock stands still cannot make two full harvests look like one (and keep what the second
    /// no longer saw). The items already stamped keep their stamp: it becomes their harvest's name.
    private static func nameHarvestsApartFromTheServerClock(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE source ADD COLUMN harvestID TEXT;
            UPDATE source SET harvestID = coalesce(pendingHarvestStart, lastCompleteHarvest);
            """)
    }
}
