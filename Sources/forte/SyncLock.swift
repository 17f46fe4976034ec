#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ForteIndex

/// An exclusive `flock` on `<index>.lock`, held while a sync writes, so two syncs of one index never
/// run at once. The kernel releases it when the process dies, even by SIGKILL. The holder writes its
/// pid and start time into the file, so that a sync finding it busy can say who holds it and since when.
final class SyncLock {
    private let descriptor: Int32

    /// Takes the lock, waiting up to `wait` seconds for another sync to finish.
    ///
    /// The index is checked first (`creating`: whether the command may make a new one), so a path
    /// forte refuses gets no lock file beside it.
    init(indexPath: String, wait: Double, creating: Bool = true) throws {
        do {
            try CatalogIndex.check(path: indexPath, create: creating)
        } catch IndexError.unwritable {
            // Not a verdict on the file: making the lock file below says why with the system's reason
            // (a read-only file system, say).
        }
        let path = indexPath + ".lock"
        // No following links: the holder writes into this file, never into one a link points to.
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            if errno == ELOOP {
                throw CommandFailure("\(path) is a symbolic link; forte keeps its lock in a file of its own (remove the link)")
            }
            throw CommandFailure("cannot create the lock file \(path): \(String(cString: strerror(errno))) (is the directory writable?)")
        }
        let deadline = Date().addingTimeInterval(wait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                let now = Int(Date().timeIntervalSince1970)
                let holder = LockHolder(readingFrom: descriptor, now: now).map { "\($0.description(now: now)); " } ?? ""
                close(descriptor)
                throw CommandFailure("another forte sync is updating \(indexPath) (\(holder)waited \(Int(wait)) s; try again when it is done, or pass --wait)",
                                     exitCode: ExitStatus.busy)
            }
            usleep(100_000)
        }
        LockHolder.current.write(to: descriptor)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
