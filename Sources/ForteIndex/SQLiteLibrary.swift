import CSQLite

/// Settings of the SQLite library for the whole process. SQLite takes them only before its first
/// connection opens, so every index calls `configure` before it opens one.
enum SQLiteLibrary {
    /// Memory statistics off. With them on, each allocation SQLite makes locks a mutex of the whole
    /// library, dozens of times for every item a sync writes (docs/PERFORMANCE.md). forte never reads them.
    /// File names as URIs on.
    static func configure() { _ = configured }

    private static let configured: Void = {
        // SQLITE_MISUSE when a connection opened first (in a test process, say): it then keeps counting.
        _ = forte_sqlite3_config_memstatus(0)
        // File names may be URIs, for an index opened as immutable (`IndexFile.readingName`).
        _ = forte_sqlite3_config_uri(1)
    }()
}
