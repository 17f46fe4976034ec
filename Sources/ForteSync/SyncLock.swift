import ForteIndex
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on `<index>.lock`, held while a sync writes, so two syncs of one index never
/// run at once. The kernel releases it when the process dies, even by SIGKILL. The holder writes its
/// pid and start time into the file, so that a sync finding it busy can say who holds it and since when.
public final class SyncLock {
    private let descriptor: Int32

    /// Takes the lock, waiting up to `wait` seconds for another sync to finish.
    ///
    /// The index is checked first (`creating`: whether the command may make a new one), so a path
    /// forte refuses gets no lock file beside it.
    public init(indexPath: String, wait: Double, creating: Bool = true) throws {
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
                throw SyncLockError.symbolicLink(path: path)
            }
            throw SyncLockError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        let deadline = Date().addingTimeInterval(wait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                let now = Int(Date().timeIntervalSince1970)
                let holder = LockHolder(readingFrom: descriptor, now: now).map { "\($0.description(now: now)); " } ?? ""
                close(descriptor)
                throw SyncLockError.busy(indexPath: indexPath, holder: holder, waited: Int(wait))
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
