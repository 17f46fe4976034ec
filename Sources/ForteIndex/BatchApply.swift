import Foundation
import ForteCatalog
import GRDB

/// Applies one harvested page inside the caller's transaction, with cached prepared statements.
///
/// Idempotent: an item whose record is unchanged only has its harvest noted, so a repeated page
/// rewrites no text or composer rows and leaves the list tables fresh. It counts what it changes as it
/// goes, so the sync's summary costs no lookups of its own.
enum BatchApply {
    static func apply(_ batch: IndexBatch, to db: Database) throws -> IndexChanges {
        let source = batch.source.name
        // The harvest this page belongs to. The last page of a harvest may already carry it as
        // `lastCompleteHarvest`, its pending fields cleared.
        let harvest = batch.source.pendingHarvestStart ?? batch.source.lastCompleteHarvest
        try SourceTable.save(batch.source, in: db)
        var changes = IndexChanges()
        var changed: [(id: Int64, item: StoredItem)] = []
        for item in batch.upserts {
            let (existed, change) = try upsert(item, source: source, harvest: harvest, db)
            count(existed: existed, in: &changes)
            if let change { changed.append(change) }
        }
        // FTS5 flushes its pending terms to a new segment whenever a statement opens a savepoint
        // (every statement that fires a trigger does): so the text goes in after all the item rows.
        for (id, item) in changed {
            try index(item, id: id, db)
        }
        for raw in batch.rawRecords {
            count(existed: try upsert(raw, source: source, harvest: harvest, db), in: &changes)
        }
        var itemsChanged = !changed.isEmpty
        // After the upserts: a record the page reports deleted stays deleted.
        for identifier in batch.deletions {
            try db.cachedStatement(sql: "DELETE FROM item WHERE identifier = ? AND source = ?")
                .execute(arguments: [identifier, source])
            itemsChanged = itemsChanged || db.changesCount > 0
            changes.deleted += db.changesCount
            try db.cachedStatement(sql: "DELETE FROM rawRecord WHERE identifier = ? AND source = ?")
                .execute(arguments: [identifier, source])
            changes.deleted += db.changesCount
        }
        if batch.sweepUnseen {
            try db.execute(sql: "DELETE FROM item WHERE source = ? AND harvest IS NOT ?", arguments: [source, harvest])
            itemsChanged = itemsChanged || db.changesCount > 0
            changes.deleted += db.changesCount
            try db.execute(sql: "DELETE FROM rawRecord WHERE source = ? AND harvest IS NOT ?", arguments: [source, harvest])
            changes.deleted += db.changesCount
        }
        if itemsChanged {
            try ListTables.markStale(db)
        }
        // No token follows: the harvest is complete, so lists get their counts and positions back.
        if batch.source.pendingToken == nil {
            try ListTables.rebuildIfStale(db)
        }
        return changes
    }

    private static func count(existed: Bool, in changes: inout IndexChanges) {
        if existed { changes.updated += 1 } else { changes.added += 1 }
    }

    /// Inserts or updates the item's row and composers; says whether the source had it, and gives its id
    /// when its text is to be (re)indexed.
    private static func upsert(_ item: Item, source: String, harvest: String?, _ db: Database) throws
        -> (existed: Bool, change: (id: Int64, item: StoredItem)?)
    {
        var item = item
        item.source = source
        let record = Data(RecordCoding.encode(item))

        try db.cachedStatement(sql: "UPDATE item SET harvest = ? WHERE identifier = ? AND source = ? AND record = ?")
            .execute(arguments: [harvest, item.identifier, source, record])
        if db.changesCount > 0 { return (true, nil) }
        let existed = try exists("item", item.identifier, source: source, db)
        // Derived only now: a repeated or re-harvested unchanged record costs one encoding and one lookup.
        let stored = StoredItem(item, record: record)

        let id = try Int64.fetchOne(db.cachedStatement(sql: """
            INSERT INTO item (identifier, source, harvest, title, sortKey, decade, date, composers, record)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (identifier, source) DO UPDATE SET
                harvest = excluded.harvest, title = excluded.title, sortKey = excluded.sortKey,
                decade = excluded.decade, date = excluded.date,
                composers = excluded.composers, record = excluded.record
            RETURNING id
            """), arguments: [
                item.identifier, source, harvest, stored.title, stored.sortKey,
                stored.decade, stored.date, stored.composersColumn, stored.record,
            ])!

        try db.cachedStatement(sql: "DELETE FROM itemComposer WHERE itemId = ?").execute(arguments: [id])
        let addComposer = try db.cachedStatement(sql: """
            INSERT INTO itemComposer (itemId, composer, decade, sortKey) VALUES (?, ?, ?, ?)
            """)
        for composer in stored.composers {
            try addComposer.execute(arguments: [id, composer, stored.decade, stored.sortKey])
        }
        return (existed, (id, stored))
    }

    private static func index(_ stored: StoredItem, id: Int64, _ db: Database) throws {
        let metadata = stored.item.metadata
        try db.cachedStatement(sql: "DELETE FROM itemText WHERE rowid = ?").execute(arguments: [id])
        try db.cachedStatement(sql: """
            INSERT INTO itemText (rowid, title, creators, subjects, description, publisher) VALUES (?, ?, ?, ?, ?, ?)
            """).execute(arguments: [
                id, stored.title, metadata.creator.joined(separator: "\n"), metadata.subject.joined(separator: "\n"),
                metadata.description.joined(separator: "\n"), metadata.publisher.joined(separator: "\n"),
            ])
    }

    /// Inserts or replaces the raw record; says whether the source had it.
    private static func upsert(_ raw: RawRecord, source: String, harvest: String?, _ db: Database) throws -> Bool {
        let existed = try exists("rawRecord", raw.identifier, source: source, db)
        try db.cachedStatement(sql: """
            INSERT INTO rawRecord (source, identifier, metadataPrefix, datestamp, harvest, xml) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (source, identifier, metadataPrefix) DO UPDATE SET
                datestamp = excluded.datestamp, harvest = excluded.harvest, xml = excluded.xml
            """).execute(arguments: [source, raw.identifier, raw.metadataPrefix, raw.datestamp, harvest, raw.xml])
        return existed
    }

    private static func exists(_ table: String, _ identifier: String, source: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE identifier = ? AND source = ?)"),
                          arguments: [identifier, source]) ?? false
    }
}
