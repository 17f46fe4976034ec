import Foundation
import ForteIndex
import GRDB
import OAIFixtureServer

/// The built `forte` executable, run as a script or a cron job runs it.
struct ForteProcess {
    /// The `forte` built beside the test bundle (`swift build` before `swift test`, as tools/test does).
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("forte").path

    struct Outcome {
        var status: Int32
        var reason: Process.TerminationReason
        var output: String
        var errors: String
    }

    /// Runs `forte arguments...` (the built one unless `executable` says another) to its end, in `directory` if given, with `environment` added to the
    /// test's own; `started` receives the process id as soon as it runs.
    static func run(_ arguments: [String], executable: String = executable, in directory: String? = nil,
                    environment: [String: String] = [:], started: (Int32) -> Void = { _ in }) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        started(process.processIdentifier)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, reason: process.terminationReason,
                       output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
    }
}

/// A temporary index file and checks on what it holds.
struct IndexUnderTest {
    let directory: String
    var path: String { directory + "/index.sqlite" }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("forte-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }

    /// `PRAGMA integrity_check` on the file as a crash left it.
    func integrity() throws -> String {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") ?? "" }
    }

    /// Differences between the index and the repository's live records, field by field; empty when exact.
    func differences(from records: [FixtureRecord]) throws -> [String] {
        let index = try CatalogIndex(path: path, create: false)
        let live = records.filter { !$0.isDeleted }
        var differences: [String] = []
        let stored = try index.summaries(.all, offset: 0, limit: 10_000_000).map(\.identifier)
        if stored.count != Set(stored).count { differences.append("duplicates among \(stored.count) items") }
        let extra = Set(stored).subtracting(live.map(\.identifier))
        if let example = extra.first { differences.append("\(extra.count) items the repository does not have, e.g. \(example)") }
        for record in live {
            guard let item = try index.item(record.identifier) else {
                differences.append("missing \(record.identifier)")
                continue
            }
            if item.metadata.title != [record.title] || item.metadata.creator != [record.creator]
                || item.metadata.date != [record.date] || item.datestamp != record.datestamp {
                differences.append("\(record.identifier) differs")
            }
        }
        return differences
    }
}
