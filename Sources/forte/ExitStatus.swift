import ForteIndex
import ForteNetwork
import ForteShare
import ForteSync

/// forte's exit codes, as `forte sync --help` lists them.
enum ExitStatus {
    static let success: Int32 = 0
    static let failed: Int32 = 1
    static let usage: Int32 = 64
    static let busy: Int32 = 75

    /// The exit code of a library's error: a busy index, a location that is no source, a watch named wrongly and mail
    /// not sent have codes of their own (75 as sendmail's: try again later).
    static func of(_ error: any Error) -> Int32 {
        switch error {
        case SyncLockError.busy: busy
        case let error as SMTPError: error.isTemporary ? busy : error.isBadSettings ? usage : failed
        case is ShareError: usage
        case is UnknownLocation, is DemoKeptApart, IndexError.unknownWatch, IndexError.duplicateWatch: usage
        default: failed
        }
    }
}
