import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who holds a sync lock, as the holder writes it into the lock file: `pid 1234\nstarted 1767225600\n`
/// (seconds since 1970).
///
/// Only a record that is whole, names a running process and a start in the past is believed: a file
/// cut short, written by something else, or left by a holder that died says nothing rather than
/// something wrong.
struct LockHolder {
    var pid: pid_t
    /// Seconds since 1970.
    var started: Int

    static var current: LockHolder {
        LockHolder(pid: getpid(), started: Int(Date().timeIntervalSince1970))
    }

    init(pid: pid_t, started: Int) {
        self.pid = pid
        self.started = started
    }

    /// Reads the record from the start of the file; nil unless it is believable (see above).
    init?(readingFrom descriptor: Int32, now: Int) {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        guard count > 0, count < bytes.count,
            let match = String(decoding: bytes[..<count], as: UTF8.self).wholeMatch(
                of: /pid (\d{1,10})\nstarted (\d{1,12})\n/),
            let pid = pid_t(match.1), pid > 0, let started = Int(match.2), started <= now
        else { return nil }
        // A process that no longer runs held the lock before this one (EPERM: it runs, as another user).
        guard kill(pid, 0) == 0 || errno == EPERM else { return nil }
        self.init(pid: pid, started: started)
    }

    /// `pid 1234, running for 3 min 12 s`.
    func description(now: Int) -> String {
        "pid \(pid), running for \(Self.duration(now - started))"
    }

    /// Writes the record over the file's contents. A failure (a full disk) is ignored: the lock holds
    /// all the same, and a busy sync then names no holder.
    func write(to descriptor: Int32) {
        let record = Array("pid \(pid)\nstarted \(started)\n".utf8)
        guard pwrite(descriptor, record, record.count, 0) == record.count else { return }
        ftruncate(descriptor, off_t(record.count))
    }

    /// `42 s`, `3 min 12 s`, `2 h 5 min`, `3 d 4 h`.
    static func duration(_ seconds: Int) -> String {
        switch seconds {
        case ..<60: "\(seconds) s"
        case ..<3600: "\(seconds / 60) min \(seconds % 60) s"
        case ..<86400: "\(seconds / 3600) h \(seconds % 3600 / 60) min"
        default: "\(seconds / 86400) d \(seconds % 86400 / 3600) h"
        }
    }
}
