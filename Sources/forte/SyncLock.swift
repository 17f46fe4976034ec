#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ForteIndex

/// An exclusive `flock` on `<index>.lock`, held while a sync writes, so two syncs of one index never
/// run at once. The kernel releases it when the process dies, even by SIGKILL.
final class SyncLock {
    private let descriptor: Int32

    /// Takes the lock, waiting up to `wait` seconds for another sync to finish.
    ///
    /// The index is checked first (`creating`: whether the command may make a new one), so a path
    /// forte refuses gets no lock file beside it.
    init(indexPath: String, wait: Double, creating: Bool = true) throws {
        try CatalogIndex.check(path: indexPath, create: creating)
        let path = indexPath + ".lock"
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure("cannot create the lock file \(path): \(String(cString: strerror(errno))) (is the directory writable?)")
        }
        let deadline = Date().addingTimeInterval(wait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                throw CommandFailure("another forte sync is updating \(indexPath) (waited \(Int(wait)) s; try again when it is done, or pass --wait)",
                                     exitCode: ExitStatus.busy)
            }
            usleep(100_000)
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
