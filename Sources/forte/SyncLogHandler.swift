import ForteText
import Foundation
import Logging

/// swift-log to standard error, one line a message, with repository text (URLs, tokens) made safe
/// for a terminal, through the `SyncConsole` that keeps it out of the progress line.
struct SyncLogHandler: LogHandler {
    var logLevel: Logger.Level
    let console: SyncConsole
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = metadata.merging(event.metadata ?? [:]) { $1 }.sorted { $0.key < $1.key }.map {
            "\($0.key)=\($0.value)"
        }
        let text =
            "forte: \(event.level): \(event.message)" + (fields.isEmpty ? "" : " " + fields.joined(separator: " "))
        console.say(VisibleText.escaping(text))
    }

    /// A logger that says warnings only, or everything with `--verbose`.
    static func logger(verbose: Bool, console: SyncConsole = SyncConsole()) -> Logger {
        Logger(label: "forte.sync") { _ in SyncLogHandler(logLevel: verbose ? .debug : .warning, console: console) }
    }
}
