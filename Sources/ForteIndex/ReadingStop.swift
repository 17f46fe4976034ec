import GRDB
import GRDBSQLite

/// Reads stopped when a question says so (a time passed, a key waiting): a progress handler on the reading connection
/// that asks it every so many of SQLite's steps, and work on what was read that asks it as often (`stopIfAsked`).
enum ReadingStop {
    /// SQLite's virtual machine steps between two questions: a few microseconds of reading.
    static let stepsBetweenQuestions: Int32 = 1_000

    /// Runs `body` with the reads it makes on `db` stopped once `shouldStop` says so; throws `CancellationError` when
    /// they were.
    static func run<T>(on db: Database, stoppingWhen shouldStop: () -> Bool, _ body: () throws -> T) throws -> T {
        try withoutActuallyEscaping(shouldStop) { shouldStop in
            let question = Question(shouldStop)
            sqlite3_progress_handler(
                db.sqliteConnection, stepsBetweenQuestions,
                { context in Unmanaged<Question>.fromOpaque(context!).takeUnretainedValue().ask() ? 1 : 0 },
                Unmanaged.passUnretained(question).toOpaque())
            // The question is not asked past here.
            defer { sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
            do {
                return try withExtendedLifetime(question) { try $asked.withValue(question) { try body() } }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
                throw CancellationError()
            }
        }
    }

    /// Throws `CancellationError` when the question of the reads this work is part of says they stop: for work on what
    /// was read that takes longer than a key may wait (each item's lists laid out, `ListCounts.CatalogItems`).
    static func stopIfAsked() throws {
        if let asked, asked.ask() { throw CancellationError() }
    }

    /// The question of the reads running on this thread (`run`).
    @TaskLocal private static var asked: Question?

    /// The question, where the progress handler's context finds it; asked only on the thread of the reads it stops.
    private final class Question: @unchecked Sendable {
        let ask: () -> Bool

        init(_ ask: @escaping () -> Bool) {
            self.ask = ask
        }
    }
}
