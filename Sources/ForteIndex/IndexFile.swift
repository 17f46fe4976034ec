import Foundation
import GRDB

/// Checks made before and right after SQLite opens a file, so that a file forte cannot use is
/// refused with a clear reason and never written to (SQLite would happily start a new database
/// in an empty file, or migrate a database another program made).
enum IndexFile {
    /// How long a connection waits for another's lock, in seconds: a sync holds the write lock for one transaction at
    /// a time, a page's, or a build of the lists (at ten million items, half a minute: see
    /// `CatalogIndex.writingAtOnce`).
    static let busyTimeout: TimeInterval = 10
    static let busyMode = Database.BusyMode.timeout(busyTimeout)

    /// What the file at a path is to this forte.
    enum Standing {
        /// An index this forte reads as it is.
        case current
        /// A new file, or none: an index is made there.
        case new
        /// An index an earlier forte wrote, whose record store is to be migrated or projection rebuilt.
        case earlier
    }

    @discardableResult
    static func check(_ path: String, create: Bool) throws -> Standing {
        try checkFile(path, create: create) ?? checkSchema(path)
    }

    /// The checks of `check` that read no more than the file's header: `.new` where an index is to be made there,
    /// nil where the file is a database whose schema is still to check (`standing(of:path:)`).
    static func checkFile(_ path: String, create: Bool) throws -> Standing? {
        let files = FileManager.default
        // `fileExists` follows links: a link to nothing (or a loop) would look like a new index here.
        if let target = try? files.destinationOfSymbolicLink(atPath: path), !files.fileExists(atPath: path) {
            throw IndexError.danglingLink(path: path, target: target)
        }
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
            guard create else { throw IndexError.missing(path: path) }
            try createDirectory(for: path)
            return .new
        }
        guard !isDirectory.boolValue else { throw IndexError.notAnIndex(path: path) }
        // Opening a FIFO waits for a writer that never comes; a device is no index either.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw IndexError.notAFile(path: path)
        }
        guard let head = FileHead(of: path, count: 100) else { throw IndexError.unreadable(path: path) }
        if head.bytes.isEmpty {
            // An empty file is a new database to SQLite; forte only takes it as one when asked to create.
            guard create else { throw IndexError.notAnIndex(path: path) }
            return .new
        }
        guard head.bytes.starts(with: Array("SQLite format 3\0".utf8)) else { throw IndexError.notAnIndex(path: path) }
        guard head.bytes.count == 100 else { throw IndexError.corrupt(path: path) }
        try checkLength(path, head)
        return nil
    }

    /// The name SQLite opens the index at `path` by, to read it. Reading an index in WAL mode takes SQLite's
    /// shared-memory file (`-shm`) beside it: where there is none to read and none can be made (another user's
    /// index in a read-only directory, closed cleanly, leaves none), the file is opened as immutable, as it is.
    static func readingName(_ path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        guard access(path + "-shm", R_OK) != 0, access(directory.isEmpty ? "." : directory, W_OK) != 0 else {
            return path
        }
        SQLiteLibrary.configure()
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?immutable=1"
    }

    /// Creates the directory that the index at `path` goes in, unless it is there.
    static func createDirectory(for path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(
                atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
        } catch {
            throw IndexError.unwritable(path: path)
        }
    }

    /// A file shorter than its header says is truncated, unless the missing pages sit in the write-ahead log.
    private static func checkLength(_ path: String, _ head: FileHead) throws {
        let bytes = head.bytes
        let rawPageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        let pageCount = bytes[28..<32].reduce(0) { $0 << 8 | Int($1) }
        // The page count is only valid when the version-valid-for number matches the change counter.
        guard bytes[24..<28].elementsEqual(bytes[92..<96]) else { return }
        var log = stat()
        let walLength = stat(path + "-wal", &log) == 0 ? Int(log.st_size) : 0
        if walLength == 0, pageCount > 0, head.length < pageSize * pageCount {
            throw IndexError.corrupt(path: path)
        }
    }

    /// Refuses a database forte did not make, and one a newer forte migrated or built the lists of (which this one
    /// would build again by its older rules, minutes of work each time the two take turns): this one must not touch
    /// either, not even to switch it to WAL mode, so it is read through a read-only connection.
    private static func checkSchema(_ path: String) throws -> Standing {
        var configuration = Configuration()
        configuration.readonly = true
        // Without it, opening the index while another connection sets up the log (a sync starting,
        // say) failed at once as busy.
        configuration.busyMode = busyMode
        do {
            return try DatabaseQueue(path: readingName(path), configuration: configuration).read { db in
                try standing(of: db, path: path)
            }
        } catch {
            throw IndexError(error, path: path)
        }
    }

    /// What the database open in `db`, the file at `path` that `checkFile` passed, is to this forte: on a read-only
    /// connection, never written to.
    static func standing(of db: Database, path: String) throws -> Standing {
        guard try checkSchema(db, path: path) else { return .new }
        return try RecordStore.migrator.hasCompletedMigrations(db) && Projection.isCurrent(db) ? .current : .earlier
    }

    /// Whether the database holds anything (false: an empty one, a new index's to make).
    private static func checkSchema(_ db: Database, path: String) throws -> Bool {
        let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        if tables > 0, try !db.tableExists("grdb_migrations") {
            throw IndexError.notAnIndex(path: path)
        }
        if try RecordStore.migrator.hasBeenSuperseded(db) || Projection.isNewer(db) {
            throw IndexError.newerSchema(path: path)
        }
        return tables > 0
    }
}

extension IndexError {
    /// The `IndexError` for a failure of SQLite (or of the checks above) on the index at `path`.
    init(_ error: any Error, path: String) {
        if let error = error as? IndexError {
            self = error
            return
        }
        guard let error = error as? DatabaseError else {
            self = .failed(path: path, message: "\(error)")
            return
        }
        switch error.resultCode {
        case .SQLITE_CORRUPT: self = .corrupt(path: path)
        case .SQLITE_NOTADB: self = .notAnIndex(path: path)
        case .SQLITE_FULL: self = .diskFull(path: path)
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: self = .unwritable(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
        default: self = .failed(path: path, message: error.message ?? "\(error)")
        }
    }
}
