import ForteCatalog
import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// The local index: one SQLite database file, a `RecordStore` and its `Projection`, in WAL mode so that a
/// browse and a sync can run at once.
///
/// Every call is one transaction: a read sees one consistent state of the index (never half a page of a
/// sync, never half a projection), and `apply` is all or nothing. Failures are `IndexError`s.
public final class CatalogIndex: Sendable {
    public let path: String
    /// The page size of a new index: 32 KiB, where SQLite's default is 4. A sync writes thousands of rows
    /// a transaction, and larger pages take fewer syscalls, log frames and B-tree splits for them: the store takes
    /// less CPU, into a file as large (docs/PERFORMANCE.md, "Sync and its write path").
    static let pageSize = 32768
    /// A read-write index's pool, or a read-only index's one connection.
    let reader: any DatabaseReader
    private let writer: (any DatabaseWriter)?
    let checkpointer: LogCheckpointer?
    let listSchedule = Mutex(ListSchedule())
    /// What readers keep of the lists they read, for the next reads of the same (a browse key reads several).
    let kept = KeptReads()
    /// The readers of facets the pages of a sync are prepared with, one for each thread preparing one.
    let facetReaders = Mutex<[FacetReader]>([])

    /// Opens the index at `path` to read and write, creating it when `create` is true, and upgrading an
    /// index an earlier forte wrote (its record store migrated, its projection rebuilt). Throws `IndexError`
    /// for a missing, corrupt, unreadable or newer-schema file; never overwrites one it cannot read. `upgrading` is
    /// told before an upgrade, which takes minutes for a large index.
    public convenience init(path: String, create: Bool, upgrading: () -> Void = {}) throws {
        try self.init(path: path, create: create, preparingConnection: nil, upgrading: upgrading)
    }

    /// Opens the index at `path` only to read it: nothing is written to the file, or beside it, so that an
    /// index in a read-only file or directory can be read. An index an earlier forte wrote is upgraded
    /// first, once, which takes write access (`upgrading` is told before).
    public init(readingAt path: String, upgrading: () -> Void = {}) throws {
        self.path = path
        _ = try IndexFile.checkFile(path, create: false)
        var configuration = Self.configuration(preparingConnection: nil)
        configuration.readonly = true
        do {
            // The reader checks the schema itself: a connection of the check's own read it once more.
            var reader = try DatabaseQueue(path: IndexFile.readingName(path), configuration: configuration)
            if try reader.read({ try IndexFile.standing(of: $0, path: path) }) != .current {
                // Upgraded with no reader open: the writer, the last to close, folds its log into the file and
                // deletes it, where a reader left open would leave every later command the whole log to read.
                try reader.close()
                _ = try CatalogIndex(path: path, create: false, upgrading: upgrading)
                reader = try DatabaseQueue(path: IndexFile.readingName(path), configuration: configuration)
            }
            self.reader = reader
        } catch {
            throw IndexError(error, path: path)
        }
        (writer, checkpointer) = (nil, nil)
    }

    /// `preparingConnection` runs on every new connection (tests use it to limit the file's size).
    init(
        path: String, create: Bool, preparingConnection: (@Sendable (Database) throws -> Void)?,
        upgrading: () -> Void = {}
    ) throws {
        self.path = path
        let standing = try IndexFile.check(path, create: create)
        if standing == .earlier { upgrading() }
        do {
            let pool = try DatabasePool(
                path: path, configuration: Self.configuration(preparingConnection: preparingConnection))
            if standing != .current {
                try RecordStore.migrator.migrate(pool)
                try pool.write { db in if try !Projection.isCurrent(db) { try Projection.rebuild(db) } }
            }
            let checkpointer = try LogCheckpointer(path: path)
            pool.writeWithoutTransaction(checkpointer.attach)
            (reader, writer, self.checkpointer) = (pool, pool, checkpointer)
        } catch {
            throw IndexError(error, path: path)
        }
    }

    /// The functions of forte's own that the projection's SQL and triggers call, on a connection.
    static func installFunctions(in db: Database) {
        RecordTextFunction.install(in: db)
        ReversedIdentifierFunction.install(in: db)
        FacetText.install(in: db)
    }

    private static func configuration(preparingConnection: (@Sendable (Database) throws -> Void)?) -> Configuration {
        SQLiteLibrary.configure()
        var configuration = Configuration()
        configuration.busyMode = IndexFile.busyMode
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in
            installFunctions(in: db)
            // Readers ask for a screenful and keep SQLite's settings, so browse stays small, and so do a sync's
            // harvesting threads, a reader each (docs/PERFORMANCE.md, "Search").
            if !db.configuration.readonly {
                // In WAL mode, NORMAL survives any crash of the process; only a power loss can undo the
                // last pages, which the next sync harvests again.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                // Only SQLite making a new file takes it: an older index keeps its pages.
                try db.execute(sql: "PRAGMA page_size = \(Self.pageSize)")
                // Up to 8 MiB of pages in memory (SQLite's sorter takes as much again): 32 made a large sync's peak
                // memory much higher and no sync faster (docs/PERFORMANCE.md). (The log is folded into the file by
                // `LogCheckpointer`.)
                try db.execute(sql: "PRAGMA cache_size = -8192")
            }
            try preparingConnection?(db)
        }
        return configuration
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

    // MARK: Favourites

    /// Favourites are kept by identifier, so they survive re-harvests (and an item's deletion and return).
    /// Their lists are built again at once.
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
            try ListBuilder.buildOwnShelves(from: .favourites, db)
        }
    }

    public func isFavourite(_ identifier: String) throws -> Bool {
        try reading { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM favourite WHERE identifier = ?)", arguments: [identifier])
                ?? false
        }
    }

    private static func hasItem(_ identifier: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM item WHERE identifier = ?)", arguments: [identifier])
            ?? false
    }

    deinit {
        if let writer, let checkpointer { writer.writeWithoutTransaction(checkpointer.detach) }
    }

    // MARK: Transactions

    /// Runs `body` with every read it makes of this index in one transaction: an answer built from several
    /// reads (a listing read page by page, counts beside counts) is the index as it was after one whole page
    /// of a sync, never a mix of before and after. What `body` throws but the database's errors (a command's, a failed
    /// write of its output) comes out as it was thrown, not as an `IndexError`.
    public func readingTogether<T>(_ body: () throws -> T) throws -> T {
        var failure: (any Error)?
        do {
            return try reading { db in
                try Self.$pinned.withValue(PinnedReader(index: ObjectIdentifier(self), db: db)) {
                    do { return try body() } catch  where !(error is DatabaseError) {
                        failure = error
                        throw error
                    }
                }
            }
        } catch {
            throw failure ?? error
        }
    }

    /// `readingTogether`, its reads stopped as soon as `shouldStop` (asked every few microseconds of reading) says
    /// so: throws `CancellationError` then. For work a key waits for (a time passed) or that gives way to a key (one
    /// waiting).
    public func readingTogether<T>(stoppingWhen shouldStop: () -> Bool, _ body: () throws -> T) throws -> T {
        try readingTogether {
            guard let pinned = Self.pinned else { return try body() }
            return try ReadingStop.run(on: pinned.db, stoppingWhen: shouldStop, body)
        }
    }

    /// The transaction `readingTogether` holds on this thread, by index.
    @TaskLocal private static var pinned: PinnedReader?

    func reading<T>(_ body: (Database) throws -> T) throws -> T {
        if let pinned = Self.pinned, pinned.index == ObjectIdentifier(self) { return try body(pinned.db) }
        do { return try reader.read(body) } catch { throw IndexError(error, path: path) }
    }

    /// One read transaction for `read`, which hands each element it reads to `body`: what `body` throws
    /// ends the transaction and comes out as it was thrown, not as an `IndexError`.
    func streaming<Element>(
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

    /// Runs `body` with every write it makes to this index begun at once: while another process writes the index, a
    /// write throws `IndexError.busy` straight away, not after the busy timeout. For a write a person waits for at a
    /// key: a sync building the lists of ten million items holds the index for half a minute, and browse froze for the
    /// timeout's ten seconds, then failed all the same.
    public func writingAtOnce<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$writesAtOnce.withValue(true, operation: body)
    }

    /// Whether `writingAtOnce` runs on this thread (task).
    @TaskLocal private static var writesAtOnce = false

    func writing<T>(_ body: (Database) throws -> T) throws -> T {
        guard let writer else { throw IndexError.unwritable(path: path) }
        do {
            guard Self.writesAtOnce else { return try writer.write(body) }
            return try writer.writeWithoutTransaction { db in try Self.transactionBegunAtOnce(db, body) }
        } catch {
            throw IndexError(error, path: path)
        }
    }

    /// `body` in a transaction that takes the write lock at once or fails busy: SQLite's busy timeout is off while it
    /// runs (holding the lock, a writer waits for no one), and set back after.
    private static func transactionBegunAtOnce<T>(_ db: Database, _ body: (Database) throws -> T) throws -> T {
        sqlite3_busy_timeout(db.sqliteConnection, 0)
        defer { sqlite3_busy_timeout(db.sqliteConnection, Int32(IndexFile.busyTimeout * 1000)) }
        var result: T?
        try db.inTransaction(.immediate) {
            result = try body(db)
            return .commit
        }
        return result!
    }
}

/// A read transaction's connection, only ever used by the thread (task) that opened it.
private struct PinnedReader: @unchecked Sendable {
    let index: ObjectIdentifier
    let db: Database
}
