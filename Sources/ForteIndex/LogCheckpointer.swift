import Foundation
import GRDB
import GRDBSQLite

/// Folds the write-ahead log into the index file on a thread and connection of its own. SQLite's automatic
/// checkpoint folds it inside the commit that fills it, so a sync's writer stopped there for the copy and two
/// fsyncs; here a commit wakes this thread when the log has grown a little, and the writer carries on.
/// A 100,000-record sync on loopback took 1.45–1.73 s against 1.71–1.87 (median three of five runs each,
/// same server); with fsync made a no-op it takes about 1.44.
final class LogCheckpointer: @unchecked Sendable {
    /// A commit that leaves the log this long wakes the thread ...
    static let foldBytes = 8 << 20
    /// ... and one that leaves it this long folds the rest in itself, as SQLite would have: the log starts over
    /// only at a commit that finds it all folded in, which a fold running beside a busy writer never leaves it
    /// (it grew to 108 MB for a 73 MB index). What is left for the writer is the little the thread has not
    /// folded yet.
    static let limitBytes = 32 << 20

    /// The two, in frames of the index's pages: set by `attach`, before any commit calls the hook.
    private var foldFrames = Int32.max
    private var limitFrames = Int32.max
    /// The log's length, in frames, when a commit last woke the thread: the next wakes it once `foldFrames` more are
    /// committed. Woken by every commit past `foldFrames`, the thread folded a page or two in at a time, with two fsyncs
    /// each: a 100,000-record sync made 343 fsyncs, not 45, and took 3.58 s of CPU, not 3.14 (medians of eight runs;
    /// 2.62 s against 2.26 on the clock). Only the hook, on the writer's thread, reads and writes it.
    private var wokenAtFrames: Int32 = 0
    private let connection: DatabaseQueue
    private let condition = NSCondition()
    private var isDue = false
    private var wakeCount = 0
    private var isStopped = false
    private var isRunning = true

    init(path: String) throws {
        connection = try DatabaseQueue(path: path)
    }

    /// Makes `db`, the index's writing connection, leave its log to this checkpointer (in place of SQLite's
    /// automatic checkpoint) until `detach`.
    func attach(to db: Database) throws {
        let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? CatalogIndex.pageSize
        (foldFrames, limitFrames) = (Int32(Self.foldBytes / pageSize), Int32(Self.limitBytes / pageSize))
        sqlite3_wal_hook(db.sqliteConnection, { context, db, name, frames in
            let checkpointer = Unmanaged<LogCheckpointer>.fromOpaque(context!).takeUnretainedValue()
            // A shorter log than at the last wake has started over.
            if frames < checkpointer.wokenAtFrames { checkpointer.wokenAtFrames = 0 }
            if frames >= checkpointer.limitFrames {
                sqlite3_wal_checkpoint_v2(db, name, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            } else if frames - checkpointer.wokenAtFrames >= checkpointer.foldFrames {
                checkpointer.wokenAtFrames = frames
                checkpointer.wake()
            }
            return SQLITE_OK
        }, Unmanaged.passUnretained(self).toOpaque())
        // Started only now: an index that failed to open before this leaves no thread waiting behind it.
        Thread { [self] in run() }.start()
    }

    /// Gives `db` its log back, ends the thread once a fold running now ends, and closes its connection: `db`, closing
    /// last, then folds in what is left, before whatever comes next does anything with the file (moves it, say).
    func detach(from db: Database) {
        sqlite3_wal_hook(db.sqliteConnection, nil, nil)
        condition.lock()
        isStopped = true
        condition.broadcast()
        while isRunning { condition.wait() }
        condition.unlock()
        try? connection.close()
    }

    /// How many commits have woken the thread.
    var wakes: Int {
        condition.lock()
        defer { condition.unlock() }
        return wakeCount
    }

    private func wake() {
        condition.lock()
        wakeCount += 1
        isDue = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        condition.lock()
        while true {
            while !isDue && !isStopped { condition.wait() }
            if isStopped { break }
            isDue = false
            condition.unlock()
            // Passive: it takes what is committed, and never waits for the writer or the readers. It fails when
            // another fold is running; the next commit wakes it again.
            try? connection.writeWithoutTransaction { db in _ = try db.checkpoint(.passive) }
            condition.lock()
        }
        isRunning = false
        condition.broadcast()
        condition.unlock()
    }
}
