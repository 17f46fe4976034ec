import GRDB

/// Search text and composer rows, written for thousands of items at once.
///
/// Written page by page, they cost a sync most of its time: each 100-item commit flushed another small
/// full-text segment for FTS5 to merge again and again, and put composer rows all over the composer
/// index, which sorts them by name, rewriting hundreds of its pages. So a page only queues its new and
/// changed items in `pendingText` and their composer rows in `pendingComposer`, and the queues go into
/// the full-text and composer indexes in bulk, inside the transaction of the page that fills them or that
/// completes a harvest. Until then a queued item is listed, shown and on its composers' shelves (readers
/// see both composer tables, see `ComposerRows`), but not yet found by search.
///
/// Forgetting an item (deleted, or changed and inserted again) takes it out of the queues and the
/// indexes alike: the item table's trigger does it.
enum PendingRows {
    /// Queued items written out by the page that brings the queue to this many.
    static let batchSize = 10_000

    static func add(
        _ stored: StoredItem, id: Int64, of bytes: BoundBytes, composerNames: [Range<Int>], _ db: Database
    ) throws {
        let addComposer = try DirectStatement(
            "INSERT INTO pendingComposer (itemId, composer, decade, sortKey) VALUES (?, ?, ?, ?)", db)
        for composer in composerNames[stored.composers] {
            addComposer.bind(1, id)
            addComposer.bind(2, text: composer, of: bytes)
            addComposer.bind(3, Int64(stored.decade))
            addComposer.bind(4, text: stored.sortKey, of: bytes)
            try addComposer.run()
        }
        let addText = try DirectStatement("INSERT INTO pendingText (itemId) VALUES (?)", db)
        addText.bind(1, id)
        try addText.run()
    }

    static func writeIfFull(_ db: Database) throws {
        let queued = try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM pendingText")) ?? 0
        if queued >= batchSize { try write(db) }
    }

    /// Puts every queued item's text and composer rows into their indexes, and empties the queues.
    static func write(_ db: Database) throws {
        // In index order, each index page is written once.
        try db.execute(sql: """
            INSERT INTO itemText (rowid, title, creators, subjects, description, publisher)
                SELECT item.id, item.title, recordText(item.record, 1), recordText(item.record, 2),
                    recordText(item.record, 3), recordText(item.record, 4)
                FROM pendingText p JOIN item ON item.id = p.itemId ORDER BY p.itemId;
            DELETE FROM pendingText;
            INSERT INTO itemComposer (itemId, composer, decade, sortKey)
                SELECT itemId, composer, decade, sortKey FROM pendingComposer ORDER BY composer, sortKey, itemId;
            DELETE FROM pendingComposer;
            """)
    }
}
