import ForteCatalog
import ForteHarvest
import ForteNetwork
import Foundation
import Logging
import OAIFixtureServer
import Synchronization

/// A fixture repository, a store in memory, and a sync between them that records its waits instead
/// of sleeping; a temporary directory for files a test saves.
final class SyncHarness: Sendable {
    let server: OAIFixtureServer
    let store = MemoryStore()
    let directory: String
    let waits = Mutex<[Double]>([])

    convenience init(records: Int = 250, pageSize: Int = 100) throws {
        try self.init(FixtureState(generated: 0..<records, pageSize: pageSize))
    }

    init(_ state: FixtureState) throws {
        server = try OAIFixtureServer(state)
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent("forte-sync-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    var source: Source { Source(name: "fixture", url: server.baseURL) }

    func options(full: Bool = false, from: String? = nil, maxAttempts: Int = 8, connections: Int = 1) -> SyncOptions {
        var http = HTTPConfiguration(userAgent: "forte/test")
        http.stallTimeout = 1
        var options = SyncOptions(http: http, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        options.full = full
        options.from = from
        options.retry.maxAttempts = maxAttempts
        options.connections = connections
        options.retry.baseDelay = 0.001
        options.retry.sleep = { seconds in self.waits.withLock { $0.append(seconds) } }
        return options
    }

    @discardableResult
    func sync(full: Bool = false, from: String? = nil, maxAttempts: Int = 8, connections: Int = 1) throws -> SyncSummary
    {
        try SourceSync(
            source: source, options: options(full: full, from: from, maxAttempts: maxAttempts, connections: connections)
        )
        .run(into: store)
    }

    /// The identifiers in the store, sorted.
    func identifiers() throws -> [String] {
        try store.identifiers()
    }

    /// What the repository holds that is not deleted, sorted.
    func repositoryIdentifiers() -> [String] {
        server.current.records.filter { !$0.isDeleted }.map(\.identifier).sorted()
    }

    func listRequests() -> [FixtureRequest] {
        server.requests.filter { $0.arguments["verb"] == "ListRecords" }
    }

    var storedSource: Source? { try? store.source(named: "fixture") }
}
