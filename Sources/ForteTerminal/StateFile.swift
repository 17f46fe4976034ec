import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file forte keeps under `$XDG_STATE_HOME/forte/`, written whole or not at all (a new file moved over
/// the old one), in a directory only its owner reads. Kept quietly: a file that cannot be written is no
/// reason to stop browsing.
enum StateFile {
    static func write(_ data: Data, to path: String) {
        let staging = path + ".\(getpid()).tmp"
        do {
            try makeDirectory(for: path)
            try data.write(to: URL(fileURLWithPath: staging))
            guard rename(staging, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
        }
    }

    /// Runs `body` holding an exclusive `flock` on `PATH.lock`, so that two browses reading, changing and writing
    /// the file take turns. The kernel releases it when the process dies. A lock that cannot be had (a directory
    /// that cannot be written, say) is no reason to stop: `body` then runs unlocked.
    static func locked<Result>(_ path: String, _ body: () -> Result) -> Result {
        try? makeDirectory(for: path)
        // No following links: a link planted there would have forte create or lock a file elsewhere.
        let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        return body()
    }

    private static func makeDirectory(for path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
    }
}
