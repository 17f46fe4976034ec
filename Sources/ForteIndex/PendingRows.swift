import GRDB

/// Search text, written for thousands of items at once.
///
/// Written page by page, it cost a sync most of its time: each 100-item commit flushed another small
/// full-text segment for FTS5 to merge again and again. So a page's new and changed items wait
/// (`queuedItem`), and go into the full-text index in bulk: when the sync waits for the network with
/// `idleBatchSize` queued, or inside the transaction of the page that brings their number to `batchSize`
/// or that completes a harvest. Until then a queued item is listed and shown, but not yet found by search.
///
/// New items are queued by their ids, which are above every id the index has (`indexedThrough`): the
/// queue costs them nothing. An item changed under an id at or below it is queued in `pendingItem`.
/// Forgetting an item (deleted, or changed and inserted again) takes it out of the queue and the index
/// alike: the item table's trigger does it.
enum PendingRows {
    /// Queued items written out by the page that brings the queue to this many.
    static let batchSize = 10_000
    /// Queued items written out whenever the sync waits for the network, so that the page completing
    /// a harvest has few left to write, and nothing runs beside it. Fewer, and FTS5 merges many small
    /// segments again and again.
    static let idleBatchSize = 1_000

    /// The ids that new items take, each above every item's and above what the index has, so that it
    /// is queued (even where the highest items were deleted).
    struct NewIds {
        /// The highest id the index has items up to.
        let indexedThrough: Int64
        private(set) var next: Int64

        init(_ db: Database) throws {
            let row = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT itemId, max(itemId, coalesce((SELECT max(id) FROM item), 0)) + 1 FROM indexedThrough
                """))
            guard let row else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "indexedThrough has no row") }
            (indexedThrough, next) = (row[0], row[1])
        }

        mutating func take() { next += 1 }
    }

    /// Queues an item changed under `id`, unless its id queues it already.
    static func add(changed id: Int64, _ ids: NewIds, _ db: Database) throws {
        guard id <= ids.indexedThrough else { return }
        let add = try DirectStatement("INSERT INTO pendingItem (itemId) VALUES (?)", db)
        add.bind(1, id)
        try add.run()
    }

    /// Writes the queue once it holds `minimum` items. New items deleted since they were queued still
    /// count, and can only bring a write forward.
    static func write(ifQueued minimum: Int, _ db: Database) throws {
        let queued = try Int.fetchOne(db.cachedStatement(sql: """
            SELECT coalesce((SELECT max(id) FROM item), 0) - itemId + (SELECT count(*) FROM pendingItem) FROM indexedThrough
            """)) ?? 0
        if queued >= minimum { try write(db) }
    }

    /// Puts every queued item's text into the full-text index, and empties the queue.
    static func write(_ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO itemText (rowid, title, creators, subjects, description, publisher)
                SELECT id, title, recordText(record, 1), recordText(record, 2), recordText(record, 3), recordText(record, 4)
                FROM queuedItem
            """).execute()
        try db.cachedStatement(sql: "DELETE FROM pendingItem").execute()
        try db.cachedStatement(sql: """
            UPDATE indexedThrough SET itemId = max(itemId, coalesce((SELECT max(id) FROM item), 0))
            """).execute()
    }
}
