import Dispatch
import GRDB
import GRDBSQLite
import Synchronization

/// Folds the write-ahead log into the index file on a queue and a connection of its own. SQLite's automatic
/// checkpoint folds it inside the commit that fills it, so a sync's writer stopped there for the copy and two
/// fsyncs; here a commit hands the fold to the queue when the log has grown a little, and the writer carries on.
/// What it saves a sync is in docs/PERFORMANCE.md ("The log folded beside the writer").
final class LogCheckpointer: Sendable {
    /// A commit that leaves the log this much longer than at the last hand-off hands a fold to the queue ...
    static let foldBytes = 8 << 20
    /// ... and one that leaves it this long folds the rest in itself, as SQLite would have: the log starts over
    /// only at a commit that finds it all folded in, which a fold running beside a busy writer never leaves it.
    /// What is left for the writer is the little the queue has not folded yet.
    static let limitBytes = 32 << 20

    /// The two, in frames of the index's pages.
    private let foldFrames: Int32
    private let limitFrames: Int32
    /// The log's length, in frames, at the last hand-off. Handed a fold at every commit past `foldFrames`, the queue
    /// folded a page or two in at a time, with two fsyncs each. Only the hook, on the writer's thread, uses it.
    private let handedAtFrames = Atomic<Int32>(0)
    private let handed = Atomic<Int>(0)
    /// Whether commits hand their folds to the queue however long the log (see `handingFoldsAside`).
    private let handsFoldsAside = Atomic<Bool>(false)
    private let queue = DispatchQueue(label: "forte.log-checkpointer")
    private let connection: DatabaseQueue

    init(path: String) throws {
        // Opened as the index's own connections are, waiting while another closes (its last checkpoint locks the
        // file): opened without, it failed at once, `database is locked`.
        var configuration = Configuration()
        configuration.busyMode = IndexFile.busyMode
        connection = try DatabaseQueue(path: path, configuration: configuration)
        let pageSize =
            try connection.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } ?? CatalogIndex.pageSize
        (foldFrames, limitFrames) = (Int32(Self.foldBytes / pageSize), Int32(Self.limitBytes / pageSize))
    }

    /// Makes `db`, the index's writing connection, leave its log to this checkpointer (in place of SQLite's
    /// automatic checkpoint) until `detach`.
    func attach(to db: Database) {
        sqlite3_wal_hook(
            db.sqliteConnection,
            { context, db, name, frames in
                Unmanaged<LogCheckpointer>.fromOpaque(context!).takeUnretainedValue().committed(frames, db, name)
                return SQLITE_OK
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Gives `db` its log back, waits for the folds handed to the queue, and closes its connection: `db`, closing
    /// last, then folds in what is left, before whatever comes next does anything with the file (moves it, say).
    func detach(from db: Database) {
        sqlite3_wal_hook(db.sqliteConnection, nil, nil)
        waitForFolds()
        try? connection.close()
    }

    /// Waits for the folds handed to the queue so far.
    func waitForFolds() {
        queue.sync {}
    }

    /// How many folds commits have handed to the queue.
    var folds: Int { handed.load(ordering: .relaxed) }

    private func committed(_ frames: Int32, _ db: OpaquePointer?, _ name: UnsafePointer<CChar>?) {
        var handedAt = handedAtFrames.load(ordering: .relaxed)
        // A shorter log than at the last hand-off has started over.
        if frames < handedAt { handedAt = 0 }
        if frames >= limitFrames, !handsFoldsAside.load(ordering: .relaxed) {
            sqlite3_wal_checkpoint_v2(db, name, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        } else if frames - handedAt >= foldFrames {
            handedAt = frames
            foldAside()
        }
        handedAtFrames.store(handedAt, ordering: .relaxed)
    }

    /// Runs `body`, whose commits hand their folds to the queue however long they leave the log: the writer then goes
    /// on with its next transaction while its last one's pages are folded in (see `CatalogIndex.refreshProjection`).
    func handingFoldsAside<Result>(_ body: () throws -> Result) rethrows -> Result {
        handsFoldsAside.store(true, ordering: .relaxed)
        defer { handsFoldsAside.store(false, ordering: .relaxed) }
        return try body()
    }

    /// Hands the queue a fold of what is committed: by a commit past `foldFrames`, or by a writer whose commit a
    /// reader's transaction, now ended, kept from folding its pages in (see `CatalogIndex.refreshProjection`).
    func foldAside() {
        handed.add(1, ordering: .relaxed)
        // Passive: it takes what is committed, and never waits for the writer or the readers. It fails when another
        // fold is running; a later commit hands it again.
        queue.async { [connection] in
            try? connection.writeWithoutTransaction { db in _ = try db.checkpoint(.passive) }
        }
    }
}
