import ForteCatalog
import Foundation
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
        let harvestNumber = try HarvestTable.number(of: batch.source, db)
        let harvest: DirectStatement.Value = harvestNumber.map { .integer($0) } ?? .string(nil)
        var arrivals = try ArrivalLog(source: source, db)
        try SourceTable.save(batch.source, in: db)
        try WindowTable.apply(batch, in: db)
        var changes = IndexChanges()
        var itemsChanged = false
        // Items the source has more (fewer) after the page: kept in its row, for its count.
        var itemCountChange = 0
        // Looked up once a page: GRDB finds a cached statement by hashing its SQL, which per item cost 1% of a sync.
        let insert = try DirectStatement(insertSQL, db)
        var changed = ChangedItems()
        for item in prepared.items {
            switch try upsert(item, of: prepared.bytes, harvest: harvest, insert: insert, changed: &changed, db) {
            case .added(let id):
                arrivals.add(id)
                changes.added += 1
                itemCountChange += 1
                itemsChanged = true
            case .changed(let id):
                arrivals.change(id)
                changes.updated += 1
                itemsChanged = true
            case .unchanged:
                changes.updated += 1
            }
        }
        try changed.write(of: prepared.bytes, harvest: harvest, db)
        for raw in batch.rawRecords {
            if try upsert(raw, source: source, harvest: harvestNumber, db) {
                changes.updated += 1
            } else {
                changes.added += 1
            }
        }
        // After the upserts: a record the page reports deleted stays deleted. In one statement a table: each statement
        // that forgets text makes FTS5 write what it holds as a segment of its own (see `ChangedItems`).
        if !batch.deletions.isEmpty {
            let identifiers = String(decoding: try JSONEncoder().encode(batch.deletions), as: UTF8.self)
            try arrivals.withdraw(where: "identifier IN (SELECT value FROM json_each(?))", [identifiers], db)
            for table in ["item", "rawRecord"] {
                try db.execute(
                    sql: "DELETE FROM \(table) WHERE source = ? AND identifier IN (SELECT value FROM json_each(?))",
                    arguments: [source, identifiers])
                if table == "item" {
                    itemsChanged = itemsChanged || db.changesCount > 0
                    itemCountChange -= db.changesCount
                }
                changes.deleted += db.changesCount
            }
        }
        if batch.sweepUnseen {
            try arrivals.withdraw(where: HarvestTable.unseenItems, [harvestNumber, harvestNumber], db)
            try db.execute(
                sql: "DELETE FROM item WHERE source = ? AND \(HarvestTable.unseenItems)",
                arguments: [source, harvestNumber, harvestNumber])
            itemsChanged = itemsChanged || db.changesCount > 0
            itemCountChange -= db.changesCount
            changes.deleted += db.changesCount
            try db.execute(
                sql: "DELETE FROM rawRecord WHERE source = ? AND harvest IS NOT ?", arguments: [source, harvestNumber])
            changes.deleted += db.changesCount
            try HarvestTable.forget(harvestsOf: source, but: harvestNumber, db)
        }
        try arrivals.write(db)
        if itemCountChange != 0 {
            // Cached: compiled afresh for every page, it cost a sync about as much as the page's other statements.
            try db.cachedStatement(sql: "UPDATE source SET items = items + ? WHERE name = ?")
                .execute(arguments: [itemCountChange, source])
        }
        if itemsChanged {
            try Projection.markStale(db)
        }
        return changes
    }

    private enum Upserted { case added(Int64), changed(Int64), unchanged }

    /// The page's items whose records changed, written over together: first their text goes from the full-text index in
    /// one statement, then each row is updated (its trigger finds the text gone). Each update forgetting its own item's
    /// text made FTS5 write a segment for every item, at the statement's savepoint, and an incremental sync that found
    /// every record changed took several times as long as harvesting them afresh (docs/PERFORMANCE.md).
    private struct ChangedItems {
        private var ids: [Int64] = []
        private var items: [StoredItem] = []

        mutating func append(_ id: Int64, _ item: StoredItem) {
            ids.append(id)
            items.append(item)
        }

        /// A page holds a hundred records or so: searched in place, the ids need no set beside them.
        func contains(_ id: Int64) -> Bool { ids.contains(id) }

        /// Writes the items over their rows, and forgets them.
        mutating func write(of bytes: ColumnBytes, harvest: DirectStatement.Value, _ db: Database) throws {
            guard !ids.isEmpty else { return }
            try Projection.forgetText(ofItems: ids, db)
            let update = try DirectStatement(updateSQL, db)
            for (id, item) in zip(ids, items) {
                try PageWriter.write(item, of: bytes, harvest: harvest, id: id, with: update)
            }
            (ids, items) = ([], [])
        }
    }

    /// Inserts the item's row, or notes it among the `changed` when the source has it with another record.
    ///
    /// It inserts first, as most items of a harvest are new: only when the source has the item already
    /// does it look the row up, to leave an unchanged record alone.
    private static func upsert(
        _ stored: StoredItem, of bytes: ColumnBytes, harvest: DirectStatement.Value, insert: DirectStatement,
        changed: inout ChangedItems, _ db: Database
    ) throws -> Upserted {
        if try self.insert(stored, of: bytes, harvest: harvest, with: insert, db) {
            return .added(db.lastInsertedRowID)
        }
        let lookup = try DirectStatement("SELECT id, record, harvest FROM item WHERE identifier = ? AND source = ?", db)
        let found = try lookup.firstRow([.text(stored.identifier), .text(stored.source)], of: bytes) { row in
            (
                id: row.int64(0), isUnchanged: row.column(1, equals: .blob(stored.record)),
                isNoted: row.column(2, equals: harvest)
            )
        }
        guard let found else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "item conflicts but is not found")
        }
        let id = found.id
        // The page named it before, with a change not written yet: written now, to compare this record with the last.
        if changed.contains(id) {
            try changed.write(of: bytes, harvest: harvest, db)
            return try upsert(stored, of: bytes, harvest: harvest, insert: insert, changed: &changed, db)
        }
        if found.isUnchanged {
            if !found.isNoted {
                let note = try DirectStatement("UPDATE item SET harvest = ? WHERE id = ?", db)
                try note.run([harvest, .integer(id)])
            }
            return .unchanged
        }
        // Changed: written over under its id, so that it keeps its place in the lists until they are built again.
        changed.append(id, stored)
        return .changed(id)
    }

    /// Both statements number their values alike, for `write`.
    private static let insertSQL = """
        INSERT INTO item (harvest, title, sortKey, decade, date, composers, record, identifier, source, recordFormat, year, roleWords,
            facets)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13) ON CONFLICT (identifier, source) DO NOTHING
        """
    private static let updateSQL = """
        UPDATE item SET harvest = ?1, title = ?2, sortKey = ?3, decade = ?4, date = ?5, composers = ?6, record = ?7,
            recordFormat = ?10, year = ?11, roleWords = ?12, facets = ?13
        WHERE id = ?14 AND identifier = ?8 AND source = ?9
        """

    /// Inserts the item's row with `insert` (of `insertSQL`); false when the source has the item already.
    private static func insert(
        _ stored: StoredItem, of bytes: ColumnBytes, harvest: DirectStatement.Value, with insert: DirectStatement,
        _ db: Database
    ) throws -> Bool {
        try write(stored, of: bytes, harvest: harvest, id: nil, with: insert)
        return db.changesCount > 0
    }

    /// Runs `statement` (of `insertSQL` or `updateSQL`) with the item's values, and the row's `id` for an update.
    private static func write(
        _ stored: StoredItem, of bytes: ColumnBytes, harvest: DirectStatement.Value, id: Int64?,
        with statement: DirectStatement
    ) throws {
        var values: [DirectStatement.Value] = [
            harvest, .text(stored.title), .text(stored.sortKey), .integer(Int64(stored.decade)),
            stored.date.map { .text($0) } ?? .string(nil), .text(stored.composers), .blob(stored.record),
            .text(stored.identifier), .text(stored.source), .integer(Int64(RecordCoding.format)),
            .integer(Int64(stored.year)), .text(stored.roleWords), .text(stored.facets),
        ]
        if let id { values.append(.integer(id)) }
        try statement.run(values, of: bytes)
    }

    /// Derives every item's columns again from its record, as this forte's rules derive them, a thousand items
    /// a step (an update under a cursor reading the same table is undefined in SQLite). The record is left as it
    /// is: no trigger of the projection's takes it for a change.
    static func rederive(_ db: Database) throws {
        // Numbered as `write` binds: the values it does not name (the record, the harvest, ...) are bound unused.
        let update = try DirectStatement(
            """
            UPDATE item SET title = ?2, sortKey = ?3, decade = ?4, date = ?5, composers = ?6, year = ?11, roleWords = ?12,
                facets = ?13
            WHERE id = ?14
            """, db)
        var after: Int64 = 0
        var facetReader = FacetReader()
        while true {
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, recordFormat, record FROM item WHERE id > ? ORDER BY id LIMIT 1000",
                arguments: [after])
            guard let last = rows.last else { return }
            for row in rows {
                guard row[1] == RecordCoding.format, let item = (row[2] as Data).withUnsafeBytes(RecordCoding.decode)
                else {
                    throw DatabaseError(
                        resultCode: .SQLITE_CORRUPT, message: "item \(row[0] as Int64) has no record forte reads")
                }
                var bytes = ColumnBytes(reservingCapacity: 1_024)
                let stored = StoredItem(item, into: &bytes, facetReader: &facetReader)
                try write(stored, of: bytes, harvest: .string(nil), id: row[0], with: update)
            }
            after = last[0]
        }
    }

    /// Inserts or replaces the raw record; says whether the source had it.
    private static func upsert(_ raw: RawRecord, source: String, harvest: Int64?, _ db: Database) throws -> Bool {
        let existed = try exists("rawRecord", raw.identifier, source: source, db)
        try db.cachedStatement(
            sql: """
                INSERT INTO rawRecord (source, identifier, metadataPrefix, datestamp, harvest, xml) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, identifier, metadataPrefix) DO UPDATE SET
                    datestamp = excluded.datestamp, harvest = excluded.harvest, xml = excluded.xml
                """
        ).execute(arguments: [source, raw.identifier, raw.metadataPrefix, raw.datestamp, harvest, raw.xml])
        return existed
    }

    private static func exists(_ table: String, _ identifier: String, source: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE identifier = ? AND source = ?)"),
            arguments: [identifier, source]) ?? false
    }
}
