#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ForteHarvest
import ForteTerminal

/// The progress line (`ProgressLine`) a person sees on a terminal, drawn at most ten times a second.
/// Off the terminal (cron, a pipe) it draws nothing.
final class SyncProgressBar {
    let isEnabled = isatty(STDOUT_FILENO) == 1
    private let started = Date()
    private var lastDrawn = Date.distantPast
    private var drawn = false

    func update(_ progress: SyncProgress) {
        guard isEnabled, Date().timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = Date()
        let line = ProgressLine.text(records: progress.records, expected: progress.expected,
                                     elapsed: Date().timeIntervalSince(started))
        write("\r\u{1B}[K" + line)
        drawn = true
    }

    /// Removes the bar before a summary or an error line.
    func clear() {
        guard drawn else { return }
        write("\r\u{1B}[K")
        drawn = false
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
