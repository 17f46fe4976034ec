import Foundation
import GRDBSQLite

/// The first bytes of a file and its length, read through SQLite's own file layer (its default VFS), as SQLite reads a
/// database. A process that closes any descriptor of a file loses every lock it holds on it (POSIX): a check that read
/// the index through a descriptor of its own, while a connection of the same process had it open, dropped that
/// connection's locks, and a writer in another process, closing last, then deleted the log under its reads. SQLite
/// keeps a descriptor open until its connections let go of the file, and so does a read through its file layer.
struct FileHead {
    var bytes: [UInt8]
    var length: Int

    /// Nil when the file cannot be opened to read.
    init?(of path: String, count: Int) {
        SQLiteLibrary.configure()  // before SQLite starts, which finding its file layer does
        guard let vfs = sqlite3_vfs_find(nil) else { return nil }
        guard let file = calloc(1, Int(vfs.pointee.szOsFile))?.bindMemory(to: sqlite3_file.self, capacity: 1) else {
            return nil
        }
        defer { free(file) }
        // SQLite keeps the name it opened a file by until the file closes.
        let read: (bytes: [UInt8], length: Int)? = path.withCString { name in
            guard vfs.pointee.xOpen(vfs, name, file, SQLITE_OPEN_READONLY | SQLITE_OPEN_MAIN_DB, nil) == SQLITE_OK,
                let methods = file.pointee.pMethods
            else { return nil }
            defer { _ = methods.pointee.xClose(file) }
            var length: sqlite3_int64 = 0
            guard methods.pointee.xFileSize(file, &length) == SQLITE_OK else { return nil }
            var bytes = [UInt8](repeating: 0, count: min(count, Int(length)))
            guard !bytes.isEmpty else { return (bytes, 0) }
            let status = bytes.withUnsafeMutableBytes {
                methods.pointee.xRead(file, $0.baseAddress, Int32($0.count), 0)
            }
            return status == SQLITE_OK ? (bytes, Int(length)) : nil
        }
        guard let read else { return nil }
        (bytes, length) = read
    }
}
