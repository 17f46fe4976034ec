import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal a sync writes to, as one: the progress line on standard output, drawn over itself, and messages
/// on standard error, each written only once the line is cleared (and the line drawn again below it), so that no
/// message lands in the middle of the line. Messages come from the harvest's threads, the line from the caller's.
final class SyncConsole: Sendable {
    /// Off a terminal (cron, a pipe) no line is drawn.
    let showsProgress = isatty(STDOUT_FILENO) == 1
    /// The progress line on the screen, if any.
    private let shown = Mutex<String?>(nil)

    /// Draws `line` in place of the one shown.
    func showProgress(_ line: String) {
        guard showsProgress else { return }
        shown.withLock { shown in
            Self.write("\r\u{1B}[K" + line, to: .standardOutput)
            shown = line
        }
    }

    /// Removes the progress line, before a summary or an error line.
    func clearProgress() {
        shown.withLock { shown in
            if shown != nil { Self.write("\r\u{1B}[K", to: .standardOutput) }
            shown = nil
        }
    }

    /// Writes `line` (safe for a terminal) on standard error, with the progress line out of its way.
    func say(_ line: String) {
        shown.withLock { shown in
            if shown != nil { Self.write("\r\u{1B}[K", to: .standardOutput) }
            Self.write(line + "\n", to: .standardError)
            if let shown { Self.write(shown, to: .standardOutput) }
        }
    }

    /// A line or a warning that cannot be written does not stop the sync (`FileHandle.write(_:)` would end it): its
    /// exit code and summary still tell.
    private static func write(_ text: String, to file: FileHandle) {
        try? file.write(contentsOf: Data(text.utf8))
    }
}
