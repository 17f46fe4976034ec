import ForteHarvest
import ForteTerminal
import ForteTerminalKit
import Foundation

/// The progress line (`ProgressLine`) a person sees on a terminal, drawn at most ten times a second through the
/// sync's `SyncConsole`, which keeps log lines out of it. Off the terminal (cron, a pipe) it draws nothing.
final class SyncProgressBar {
    private let console: SyncConsole
    private let started = Date()
    private var lastDrawn = Date.distantPast

    init(console: SyncConsole) {
        self.console = console
    }

    func update(_ progress: SyncProgress) {
        // The last page's line is drawn whenever it comes: it stays for as long as the lists take.
        guard console.showsProgress, progress.isCompleting || Date().timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = Date()
        console.showProgress(
            ProgressLine.text(
                records: progress.records, expected: progress.expected,
                elapsed: Date().timeIntervalSince(started), completing: progress.isCompleting))
    }

    /// Removes the bar before a summary or an error line.
    func clear() {
        console.clearProgress()
    }
}
