/// Why a sync (or `forte sources remove`) could not take an index's lock. Each description is one line in the sync's
/// words; the executable words them for its command line (which option to use).
public enum SyncLockError: Error, Sendable, CustomStringConvertible {
    /// The lock file is a symbolic link, which forte never writes through.
    case symbolicLink(path: String)
    /// The lock file could not be made; `reason` is the system's.
    case cannotCreate(path: String, reason: String)
    /// Another sync held the lock for all of `waited` seconds; `holder` says who, and since when, as
    /// `pid 1234, running for 3 min 12 s; ` (empty when the lock file does not say).
    case busy(indexPath: String, holder: String, waited: Int)

    public var description: String {
        switch self {
        case .symbolicLink(let path):
            "\(path) is a symbolic link; forte keeps its lock in a file of its own (remove the link)"
        case .cannotCreate(let path, let reason):
            "cannot create the lock file \(path): \(reason) (is the directory writable?)"
        case .busy(let indexPath, let holder, let waited):
            "another forte sync is updating \(indexPath) (\(holder)waited \(waited) s; try again when it is done)"
        }
    }
}
