#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ForteHarvest

/// The progress line a person sees on a terminal: a bar from `completeListSize`, items, rate, ETA.
/// Off the terminal (cron, a pipe) it draws nothing.
final class SyncProgressBar {
    let isEnabled = isatty(STDOUT_FILENO) == 1
    private let started = Date()
    private var lastDrawn = Date.distantPast
    private var drawn = false

    func update(_ progress: SyncProgress) {
        guard isEnabled, Date().timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = Date()
        let elapsed = max(0.001, Date().timeIntervalSince(started))
        let rate = Double(progress.records) / elapsed
        var line = "\(progress.records) items  \(Int(rate))/s"
        if let expected = progress.expected, expected > 0 {
            let fraction = min(1, Double(progress.records) / Double(expected))
            let filled = Int(fraction * 30)
            let remaining = rate > 0 ? Int(Double(max(0, expected - progress.records)) / rate) : 0
            line = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 30 - filled) + "] "
                + "\(progress.records)/\(expected) items  \(Int(rate))/s  ETA \(remaining / 60):\(String(format: "%02d", remaining % 60))"
        }
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
