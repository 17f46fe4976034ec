import GRDB
import GRDBSQLite

/// A time a read may take before SQLite stops it: a progress handler on the reading connection that, every so many
/// of SQLite's steps, asks whether the time has passed.
final class ReadingBudget: Sendable {
    /// SQLite's virtual machine steps between two looks at the clock: a few microseconds of reading.
    static let stepsBetweenLooks: Int32 = 1_000

    private let deadline: ContinuousClock.Instant

    init(_ budget: Duration) {
        deadline = .now + budget
    }

    /// Runs `body` with the reads it makes on `db` stopped once the budget has passed; throws `CancellationError`
    /// when they were.
    func run<T>(on db: Database, _ body: () throws -> T) throws -> T {
        sqlite3_progress_handler(
            db.sqliteConnection, Self.stepsBetweenLooks,
            { context in
                Unmanaged<ReadingBudget>.fromOpaque(context!).takeUnretainedValue().hasPassed ? 1 : 0
            }, Unmanaged.passUnretained(self).toOpaque())
        defer { sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
        do {
            return try withExtendedLifetime(self) { try body() }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
            throw CancellationError()
        }
    }

    private var hasPassed: Bool { ContinuousClock.now >= deadline }
}
