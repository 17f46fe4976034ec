import Foundation
import ForteText
import Logging

/// swift-log to standard error, one line a message, with repository text (URLs, tokens) made safe
/// for a terminal.
struct SyncLogHandler: LogHandler {
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = metadata.merging(event.metadata ?? [:]) { $1 }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let text = "forte: \(event.level): \(event.message)" + (fields.isEmpty ? "" : " " + fields.joined(separator: " "))
        FileHandle.standardError.write(Data((VisibleText.escaping(text) + "\n").utf8))
    }

    /// A logger that says warnings only, or everything with `--verbose`.
    static func logger(verbose: Bool) -> Logger {
        Logger(label: "forte.sync") { _ in SyncLogHandler(logLevel: verbose ? .debug : .warning) }
    }
}
