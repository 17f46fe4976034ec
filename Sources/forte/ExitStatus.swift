import ForteIndex
import ForteSync

/// forte's exit codes, as `forte sync --help` lists them.
enum ExitStatus {
    static let success: Int32 = 0
    static let failed: Int32 = 1
    static let usage: Int32 = 64
    static let busy: Int32 = 75

    /// The exit code of a library's error: a busy index, a location that is no source and a watch named wrongly
    /// have codes of their own.
    static func of(_ error: any Error) -> Int32 {
        switch error {
        case SyncLockError.busy: busy
        case is UnknownLocation, is DemoKeptApart, IndexError.unknownWatch, IndexError.duplicateWatch: usage
        default: failed
        }
    }
}
