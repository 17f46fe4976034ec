import ForteCatalog
import GRDB

/// Search text, written for thousands of items at once.
///
/// Written page by page, it cost a sync most of its time: each 100-item commit flushed another small
/// full-text segment for FTS5 to merge again and again. So a page only queues the text of its new and
/// changed items in `pendingText`, and the queue goes into the full-text index in bulk, inside the
/// transaction of the page that fills it or that completes a harvest. Until then a queued item is listed,
/// shown and on its composers' shelves, but not yet found by search.
enum PendingText {
    /// Queued items written out by the page that brings the queue to this many.
    static let batchSize = 10_000

    static func add(_ text: SearchText, of bytes: BoundBytes, id: Int64, _ db: Database) throws {
        let queue = try DirectStatement("""
            INSERT OR REPLACE INTO pendingText (itemId, creators, subjects, description, publisher) VALUES (?, ?, ?, ?, ?)
            """, db)
        queue.bind(1, id)
        queue.bind(2, text: text.creators, of: bytes)
        queue.bind(3, text: text.subjects, of: bytes)
        queue.bind(4, text: text.description, of: bytes)
        queue.bind(5, text: text.publisher, of: bytes)
        try queue.run()
    }

    /// Takes a changed item's indexed text back out, before it is queued again.
    static func withdraw(id: Int64, _ db: Database) throws {
        let withdraw = try DirectStatement("DELETE FROM itemText WHERE rowid = ?", db)
        withdraw.bind(1, id)
        try withdraw.run()
    }

    static func writeIfFull(_ db: Database) throws {
        let queued = try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM pendingText")) ?? 0
        if queued >= batchSize { try write(db) }
    }

    /// Puts every queued item's text into the full-text index, and empties the queue.
    static func write(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO itemText (rowid, title, creators, subjects, description, publisher)
                SELECT item.id, item.title, p.creators, p.subjects, p.description, p.publisher
                FROM pendingText p JOIN item ON item.id = p.itemId ORDER BY p.itemId;
            DELETE FROM pendingText;
            """)
    }
}

/// The text an item is found by besides its title, as itemText's columns hold it: ranges of its
/// page's `ColumnBytes`.
struct SearchText: Sendable {
    var creators: Range<Int>
    var subjects: Range<Int>
    var description: Range<Int>
    var publisher: Range<Int>

    init(_ metadata: DublinCore, into bytes: inout ColumnBytes) {
        creators = bytes.append(metadata.creator, separator: "\n")
        subjects = bytes.append(metadata.subject, separator: "\n")
        description = bytes.append(metadata.description, separator: "\n")
        publisher = bytes.append(metadata.publisher, separator: "\n")
    }
}
