import Foundation
import ForteCatalog
import GRDB

/// Writes one harvested page into the record store, inside the caller's transaction.
///
/// Idempotent: an item whose record is unchanged only has its harvest noted, so a repeated page changes
/// nothing the projection derives. A page that changes items marks the projection's lists stale. It counts
/// what it changes as it goes, so the sync's summary costs no lookups of its own.
enum PageWriter {
    static func apply(_ prepared: PreparedBatch, to db: Database) throws -> IndexChanges {
        let batch = prepared.batch
        let source = batch.source.name
        let harvest = batch.source.harvestID
        try SourceTable.save(batch.source, in: db)
        try WindowTable.apply(batch, in: db)
        var changes = IndexChanges()
        var itemsChanged = false
        // Looked up once a page: GRDB finds a cached statement by hashing its SQL, which per item cost 1% of a sync.
        let insert = try DirectStatement(insertSQL, db)
        try prepared.bytes.withBound { bytes in
            for item in prepared.items {
                let upserted = try upsert(item, of: bytes, harvest: harvest, insert: insert, db)
                count(existed: upserted.existed, in: &changes)
                itemsChanged = itemsChanged || upserted.changed
            }
        }
        for raw in batch.rawRecords {
            count(existed: try upsert(raw, source: source, harvest: harvest, db), in: &changes)
        }
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
            try Projection.markStale(db)
        }
        return changes
    }

    private static func count(existed: Bool, in changes: inout IndexChanges) {
        if existed { changes.updated += 1 } else { changes.added += 1 }
    }

    /// Inserts or updates the item's row; says whether the source had it, and whether anything about it changed.
    ///
    /// It inserts first, as most items of a harvest are new: only when the source has the item already
    /// does it look the row up, to leave an unchanged record alone.
    private static func upsert(
        _ stored: StoredItem, of bytes: BoundBytes, harvest: String?, insert: DirectStatement, _ db: Database
    ) throws -> (existed: Bool, changed: Bool) {
        if try self.insert(stored, of: bytes, harvest: harvest, with: insert, db) {
            return (false, true)
        }

        let lookup = try DirectStatement("SELECT id, record, harvest FROM item WHERE identifier = ? AND source = ?", db)
        lookup.bind(1, text: stored.identifier, of: bytes)
        lookup.bind(2, text: stored.source, of: bytes)
        defer { lookup.reset() }
        guard try lookup.step() else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "item conflicts but is not found") }
        let id = lookup.int64(0)
        if lookup.column(1, equals: stored.record, of: bytes) {
            if !lookup.column(2, equals: harvest) {
                let note = try DirectStatement("UPDATE item SET harvest = ? WHERE id = ?", db)
                note.bind(1, harvest)
                note.bind(2, id)
                try note.run()
            }
            return (true, false)
        }
        lookup.reset()
        // Changed: written over under its id, so that it keeps its place in the lists until they are built again.
        let update = try DirectStatement(updateSQL, db)
        update.bind(13, id)
        try write(stored, of: bytes, harvest: harvest, with: update)
        return (true, true)
    }

    /// Both statements number their values alike, for `write`.
    private static let insertSQL = """
        INSERT INTO item (harvest, title, sortKey, decade, date, composers, record, identifier, source, recordFormat, year, roleWords)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) ON CONFLICT (identifier, source) DO NOTHING
        """
    private static let updateSQL = """
        UPDATE item SET harvest = ?1, title = ?2, sortKey = ?3, decade = ?4, date = ?5, composers = ?6, record = ?7,
            recordFormat = ?10, year = ?11, roleWords = ?12
        WHERE id = ?13 AND identifier = ?8 AND source = ?9
        """

    /// Inserts the item's row with `insert` (of `insertSQL`); false when the source has the item already.
    private static func insert(_ stored: StoredItem, of bytes: BoundBytes, harvest: String?, with insert: DirectStatement, _ db: Database) throws -> Bool {
        try write(stored, of: bytes, harvest: harvest, with: insert)
        return db.changesCount > 0
    }

    /// Runs `statement` (of `insertSQL` or `updateSQL`) with the item's values.
    private static func write(_ stored: StoredItem, of bytes: BoundBytes, harvest: String?, with statement: DirectStatement) throws {
        statement.bind(1, harvest)
        statement.bind(2, text: stored.title, of: bytes)
        statement.bind(3, text: stored.sortKey, of: bytes)
        statement.bind(4, Int64(stored.decade))
        if let date = stored.date { statement.bind(5, text: date, of: bytes) } else { statement.bind(5, nil as String?) }
        statement.bind(6, text: stored.composers, of: bytes)
        statement.bind(7, blob: stored.record, of: bytes)
        statement.bind(8, text: stored.identifier, of: bytes)
        statement.bind(9, text: stored.source, of: bytes)
        statement.bind(10, Int64(RecordCoding.format))
        statement.bind(11, Int64(stored.year))
        statement.bind(12, text: stored.roleWords, of: bytes)
        try statement.run()
    }

    /// Derives every item's columns again from its record, as this forte's rules derive them, a thousand items
    /// a step (an update under a cursor reading the same table is undefined in SQLite). The record is left as it
    /// is: no trigger of the projection's takes it for a change.
    static func rederive(_ db: Database) throws {
        // Numbered as `write` binds: the values it does not name (the record, the harvest, ...) are bound unused.
        let update = try DirectStatement("""
            UPDATE item SET title = ?2, sortKey = ?3, decade = ?4, date = ?5, composers = ?6, year = ?11, roleWords = ?12 WHERE id = ?13
            """, db)
        var after: Int64 = 0
        while true {
            let rows = try Row.fetchAll(db, sql: "SELECT id, recordFormat, record FROM item WHERE id > ? ORDER BY id LIMIT 1000", arguments: [after])
            guard let last = rows.last else { return }
            for row in rows {
                guard row[1] == RecordCoding.format, let item = (row[2] as Data).withUnsafeBytes(RecordCoding.decode) else {
                    throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "item \(row[0] as Int64) has no record forte reads")
                }
                var bytes = ColumnBytes(reservingCapacity: 1_024)
                let stored = StoredItem(item, into: &bytes)
                update.bind(13, row[0] as Int64)
                try bytes.withBound { try write(stored, of: $0, harvest: nil, with: update) }
            }
            after = last[0]
        }
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
