import Logging
import Synchronization

/// The messages a logger was given, in order, for tests that check what a sync says.
final class LogCapture: Sendable {
    private let lines = Mutex<[String]>([])

    var messages: [String] { lines.withLock { $0 } }

    var logger: Logger {
        Logger(label: "test") { _ in Handler(capture: self) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var logLevel = Logger.Level.warning
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.lines.withLock { $0.append("\(event.level): \(event.message)") }
        }
    }
}
