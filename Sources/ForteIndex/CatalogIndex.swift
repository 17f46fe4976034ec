import ForteCatalog
import Foundation
import GRDB

/// The local index: one SQLite database file, opened in WAL mode so a browse and a sync can run at once.
///
/// Every call is one transaction: a read sees one consistent state of the index (never half a page
/// of a sync), and `apply` is all or nothing. Failures are `IndexError`s.
public final class CatalogIndex: Sendable {
    public let path: String
    /// The page size of a new index: 32 KiB, where SQLite's default is 4. A sync writes thousands of rows
    /// a transaction, and larger pages take fewer syscalls, log frames and B-tree splits for them: syncing
    /// 100,000 records took the store 0.16 s (14%) less CPU, into a file as large. Browse reads more bytes
    /// for each row it looks up (50 summaries among a million items: 0.39 ms, from 0.14) and walks
    /// composer lists faster (to the end of the longest: 7.4 ms, from 8.8).
    static let pageSize = 32768
    private let pool: DatabasePool

    /// Opens the index at `path`, creating it (and running migrations) when `create` is true.
    /// Throws `IndexError` for a missing, corrupt, unreadable or newer-schema file; never overwrites one it cannot read.
    public convenience init(path: String, create: Bool) throws {
        try self.init(path: path, create: create, preparingConnection: nil)
    }

    /// `preparingConnection` runs on every new connection (tests use it to limit the file's size).
    init(path: String, create: Bool, preparingConnection: (@Sendable (Database) throws -> Void)?) throws {
        self.path = path
        SQLiteLibrary.configure()
        let isCurrent = try IndexFile.check(path, create: create)
        var configuration = Configuration()
        configuration.busyMode = IndexFile.busyMode
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in
            // In WAL mode, NORMAL survives any crash of the process; only a power loss can
            // undo the last pages, which the next sync harvests again.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // A sync rewrites index pages all over the file: keep them in memory (up to 32 MiB on the
            // writer; readers ask for a screenful and keep SQLite's 2 MiB, so browse stays small), and
            // fold the log into the file every 32 MiB rather than every 1,000 pages. Readers never
            // commit, so they fold nothing and keep SQLite's setting.
            if !db.configuration.readonly {
                // Only SQLite making a new file takes it: an older index keeps its pages.
                try db.execute(sql: "PRAGMA page_size = \(Self.pageSize)")
                try db.execute(sql: "PRAGMA cache_size = -32768")
                let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? Self.pageSize
                try db.execute(sql: "PRAGMA wal_autocheckpoint = \((32 << 20) / pageSize)")
            }
            RecordTextFunction.install(in: db)
            try preparingConnection?(db)
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            if !isCurrent {
                try Schema.migrator.migrate(pool)
            }
        } catch {
            throw IndexError(error, path: path)
        }
    }

    /// Creates the directory that the index at `path` goes in, unless it is there (for files kept beside it).
    public static func createDirectory(for path: String) throws {
        try IndexFile.createDirectory(for: path)
    }

    /// Refuses a path that is not an index (nor, with `create`, a new one) before anything is made beside
    /// it: a lock file, a staged import. Makes only the directory, when `create` and the file is missing.
    public static func check(path: String, create: Bool) throws {
        try IndexFile.check(path, create: create)
    }

    // MARK: Sync

    /// Applies harvested pages in order, each with the source's state after it, in one transaction:
    /// all or none. Says what they changed.
    @discardableResult
    public func apply(_ batches: [PreparedBatch]) throws -> IndexChanges {
        try writing { db in
            try batches.reduce(into: IndexChanges()) { changes, batch in changes += try BatchApply.apply(batch, to: db) }
        }
    }

    @discardableResult
    public func apply(_ batch: IndexBatch) throws -> IndexChanges {
        try apply([prepare(batch)])
    }

    /// Writes queued items to the search and composer indexes, if enough wait to be worth a bulk write
    /// (see `PendingRows`). A sync calls it while it waits for the network.
    public func catchUp() throws {
        try writing { db in try PendingRows.write(ifQueued: PendingRows.idleBatchSize, db) }
    }

    public func prepare(_ batch: IndexBatch) -> PreparedBatch {
        PreparedBatch(batch)
    }

    public func sources() throws -> [Source] {
        try reading(SourceTable.fetchAll)
    }

    public func source(named name: String) throws -> Source? {
        try reading { db in try SourceTable.fetch(named: name, in: db) }
    }

    /// Saves a new or changed source without touching its items.
    public func saveSource(_ source: Source) throws {
        try writing { db in try SourceTable.save(source, in: db) }
    }

    /// Removes the source and all its items.
    public func removeSource(named name: String) throws {
        try writing { db in
            try db.execute(sql: "DELETE FROM item WHERE source = ?", arguments: [name])
            if db.changesCount > 0 {
                try ListTables.markStale(db)
            }
            try db.execute(sql: "DELETE FROM rawRecord WHERE source = ?", arguments: [name])
            try db.execute(sql: "DELETE FROM source WHERE name = ?", arguments: [name])
            try ListTables.rebuildIfStale(db)
        }
    }

    public func itemCount(source name: String) throws -> Int {
        try reading { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE source = ?", arguments: [name]) ?? 0
        }
    }

    /// The records a source harvested in a format other than oai_dc kept (see `forEachRawRecord`).
    public func rawRecordCount(source name: String) throws -> Int {
        try reading { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM rawRecord WHERE source = ?", arguments: [name]) ?? 0
        }
    }

    // MARK: Export

    /// Every item, or every item of one source, in identifier order, one at a time (memory stays flat
    /// for any size of index). All are read in one transaction, so that an export taken while a sync
    /// runs is the index as it stood after one whole page. What `body` throws comes out as it is.
    public func forEachItem(source: String?, _ body: (Item) throws -> Void) throws {
        try streaming(to: body) { db, hand in
            // The order of the (identifier, source) key: read along it, the items need no sorting.
            let items = try DirectStatement("SELECT record FROM item WHERE ?1 IS NULL OR source = ?1 ORDER BY identifier, source", db)
            items.bind(1, source)
            defer { items.reset() }
            while try items.step() {
                guard let item = RecordCoding.decode(items.blob(0)) else { throw IndexError.corrupt(path: path) }
                try hand(item)
            }
        }
    }

    /// The records in other metadata formats that a source's harvests kept, in identifier order, one at a
    /// time, read as `forEachItem` reads items.
    public func forEachRawRecord(source name: String, metadataPrefix: String, _ body: (RawRecord) throws -> Void) throws {
        try streaming(to: body) { db, hand in
            let records = try Row.fetchCursor(db, sql: """
                SELECT identifier, datestamp, metadataPrefix, xml FROM rawRecord
                WHERE source = ? AND metadataPrefix = ? ORDER BY identifier
                """, arguments: [name, metadataPrefix])
            while let row = try records.next() {
                try hand(RawRecord(identifier: row[0], datestamp: row[1], metadataPrefix: row[2], xml: row[3]))
            }
        }
    }

    // MARK: Browse and list

    public func count(_ filter: CatalogFilter) throws -> Int {
        try reading { db in try ListQuery.count(filter, db) }
    }

    public func summaries(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [ItemSummary] {
        guard limit > 0 else { return [] }
        return try reading { db in try ListQuery(filter, db).summaries(offset: max(offset, 0), limit: limit, db) }
    }

    /// Every decade with live items, oldest first, undated (`nil`) last.
    public func decadeCounts() throws -> [FacetCount<Decade?>] {
        try reading { db in
            let sql = try ListTables.areFresh(db)
                ? "SELECT decade, count FROM decadeCount ORDER BY decade = 0, decade"
                : "SELECT decade, count(*) FROM item GROUP BY decade ORDER BY decade = 0, decade"
            return try Row.fetchAll(db, sql: sql).map { FacetCount(DecadeColumn.decade($0[0]), count: $0[1]) }
        }
    }

    /// Composers on a shelf, A to Z by name (by the folded key of the name, as titles sort).
    public func composerCounts(in shelf: CatalogFilter.Shelf) throws -> [FacetCount<String>] {
        try reading { db in
            let fresh = try ListTables.areFresh(db)
            switch shelf {
            case .all where fresh:
                return try Self.facetCounts(db, sql: "SELECT composer, count FROM composerCount ORDER BY composerKey, composer")
            case .decade(let decade) where fresh:
                return try Self.facetCounts(db, sql: """
                    SELECT composer, count FROM composerDecadeCount WHERE decade = ? ORDER BY composerKey, composer
                    """, arguments: [DecadeColumn.value(decade)])
            case .all:
                return try Self.composerCounts(db, amongItems: "item", where: "1")
            case .decade(let decade):
                return try Self.composerCounts(db, amongItems: "item", where: "item.decade = ?", arguments: [DecadeColumn.value(decade)])
            case .favourites:
                return try Self.composerCounts(db, amongItems: "favourite CROSS JOIN item ON item.identifier = favourite.identifier",
                                               where: "1")
            }
        }
    }

    private static func facetCounts(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> [FacetCount<String>] {
        // A cursor reads thousands of composers without copying a row for each.
        try Array(Row.fetchCursor(db, sql: sql, arguments: arguments).map { FacetCount($0[0], count: $0[1]) })
    }

    /// The composers of the items `from` and `condition` select, counted from their rows: the favourites,
    /// a few, or any shelf while the counts are stale.
    private static func composerCounts(
        _ db: Database, amongItems from: String, where condition: String, arguments: StatementArguments = []
    ) throws -> [FacetCount<String>] {
        var counts: [String: Int] = [:]
        let lists = try String.fetchCursor(db, sql: """
            SELECT item.composers FROM \(from) WHERE \(condition) AND item.composers <> ''
            """, arguments: arguments)
        while let composers = try lists.next() {
            for composer in composers.split(separator: StoredItem.composerSeparator) {
                counts[String(composer), default: 0] += 1
            }
        }
        // A to Z as the stored counts are ordered: by `composerKey`, then by name, comparing bytes.
        return counts.map { (key: Title.sortKey($0.key), facet: FacetCount($0.key, count: $0.value)) }
            .sorted { $0.key == $1.key ? $0.facet.value.utf8.lexicographicallyPrecedes($1.facet.value.utf8)
                                       : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            .map(\.facet)
    }

    public func position(of identifier: String, in filter: CatalogFilter) throws -> Int? {
        try reading { db in try ListQuery(filter, db).position(of: identifier, db) }
    }

    /// The position of the first item whose sort title starts with `letter` (or the next letter that has one):
    /// the first whose sort key is at least the letter's.
    public func firstPosition(ofLetter letter: Character, in filter: CatalogFilter) throws -> Int? {
        try reading { db in
            try ListQuery(filter, db).position(ofFirstSortKeyFrom: Title.sortKey(String(letter)), db)
        }
    }

    /// The item with this OAI identifier, with every Dublin Core value as harvested
    /// (from the first source by name, should two sources share an identifier).
    public func item(_ identifier: String) throws -> Item? {
        try reading { db in
            let record = try Data.fetchOne(db, sql: "SELECT record FROM item WHERE identifier = ? ORDER BY source LIMIT 1",
                                           arguments: [identifier])
            guard let record else { return nil }
            guard let item = record.withUnsafeBytes(RecordCoding.decode) else { throw IndexError.corrupt(path: path) }
            return item
        }
    }

    /// Full-text search over title, creators, subjects, description and publisher, best match first.
    /// Any text is a valid query; the last word matches as a prefix.
    ///
    /// Ranking costs time for every match, so only the first `FullTextQuery.rankedMatches` matches (in
    /// index order) are ranked: exact for any query narrower than that, and fast as you type a broad one.
    public func search(_ query: String, limit: Int) throws -> [ItemSummary] {
        guard let match = FullTextQuery.matching(query), limit > 0 else { return [] }
        return try reading { db in
            try Row.fetchAll(db, sql: """
                SELECT \(ItemSummary.columns) FROM (
                    SELECT rowid, score FROM (
                        SELECT rowid, \(FullTextQuery.rank) AS score FROM itemText WHERE itemText MATCH ? LIMIT ?
                    ) ORDER BY score LIMIT ?
                ) AS hit JOIN item ON item.id = hit.rowid
                ORDER BY hit.score, item.sortKey, item.id
                """, arguments: [match, FullTextQuery.rankedMatches, limit])
                .map(ItemSummary.init(row:))
        }
    }

    // MARK: Favourites

    /// Favourites are kept by identifier, so they survive re-harvests (and an item's deletion and return).
    public func setFavourite(_ identifier: String, _ isFavourite: Bool) throws {
        try writing { db in
            if isFavourite {
                guard try Self.hasItem(identifier, db) else { throw IndexError.unknownItem(identifier: identifier) }
                try db.execute(sql: "INSERT OR IGNORE INTO favourite (identifier) VALUES (?)", arguments: [identifier])
            } else {
                try db.execute(sql: "DELETE FROM favourite WHERE identifier = ?", arguments: [identifier])
                if db.changesCount == 0, try !Self.hasItem(identifier, db) {
                    throw IndexError.unknownItem(identifier: identifier)
                }
            }
        }
    }

    public func isFavourite(_ identifier: String) throws -> Bool {
        try reading { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM favourite WHERE identifier = ?)", arguments: [identifier]) ?? false
        }
    }

    private static func hasItem(_ identifier: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM item WHERE identifier = ?)", arguments: [identifier]) ?? false
    }

    // MARK: Transactions

    /// Runs `body` with every read it makes of this index in one transaction: an answer built from several
    /// reads (a listing read page by page, counts beside counts) is the index as it was after one whole page
    /// of a sync, never a mix of before and after.
    public func readingTogether<T>(_ body: () throws -> T) throws -> T {
        try reading { db in try Self.$pinned.withValue(PinnedReader(index: ObjectIdentifier(self), db: db), operation: body) }
    }

    /// The transaction `readingTogether` holds on this thread, by index.
    @TaskLocal private static var pinned: PinnedReader?

    private func reading<T>(_ body: (Database) throws -> T) throws -> T {
        if let pinned = Self.pinned, pinned.index == ObjectIdentifier(self) { return try body(pinned.db) }
        do { return try pool.read(body) } catch { throw IndexError(error, path: path) }
    }

    /// One read transaction for `read`, which hands each element it reads to `body`: what `body` throws
    /// ends the transaction and comes out as it was thrown, not as an `IndexError`.
    private func streaming<Element>(
        to body: (Element) throws -> Void, _ read: (_ db: Database, _ hand: (Element) throws -> Void) throws -> Void
    ) throws {
        var failure: (any Error)?
        do {
            try withoutActuallyEscaping(body) { body in
                try reading { db in
                    try read(db) { element in
                        do { try body(element) } catch {
                            failure = error
                            throw CancellationError()
                        }
                    }
                }
            }
        } catch {
            throw failure ?? error
        }
    }

    private func writing<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try pool.write(body) } catch { throw IndexError(error, path: path) }
    }
}

/// A read transaction's connection, only ever used by the thread (task) that opened it.
private struct PinnedReader: @unchecked Sendable {
    let index: ObjectIdentifier
    let db: Database
}
