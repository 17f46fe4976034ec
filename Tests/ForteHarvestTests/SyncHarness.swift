import Foundation
import ForteCatalog
import ForteHarvest
import ForteIndex
import Logging
import OAIFixtureServer
import Synchronization

/// A fixture repository, a fresh index in a temporary directory, and a sync between them that
/// records its waits instead of sleeping.
final class SyncHarness: Sendable {
    let server: OAIFixtureServer
    let index: CatalogIndex
    let directory: String
    let waits = Mutex<[Double]>([])

    init(records: Int = 250, pageSize: Int = 100) throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<records, pageSize: pageSize))
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("forte-sync-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        index = try CatalogIndex(path: directory + "/index.sqlite", create: true)
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    var source: Source { Source(name: "fixture", url: server.baseURL) }

    func options(full: Bool = false, from: String? = nil, maxAttempts: Int = 8) -> SyncOptions {
        var http = HTTPConfiguration(userAgent: "forte/test")
        http.stallTimeout = 1
        var options = SyncOptions(http: http, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        options.full = full
        options.from = from
        options.retry.maxAttempts = maxAttempts
        options.retry.baseDelay = 0.001
        options.retry.sleep = { seconds in self.waits.withLock { $0.append(seconds) } }
        return options
    }

    @discardableResult
    func sync(full: Bool = false, from: String? = nil, maxAttempts: Int = 8) throws -> SyncSummary {
        try SourceSync(source: source, options: options(full: full, from: from, maxAttempts: maxAttempts)).run(into: index)
    }

    /// The identifiers in the index, sorted.
    func identifiers() throws -> [String] {
        var identifiers: [String] = []
        try index.forEachItem(source: nil) { identifiers.append($0.identifier) }
        return identifiers.sorted()
    }

    /// What the repository holds that is not deleted, sorted.
    func repositoryIdentifiers() -> [String] {
        server.current.records.filter { !$0.isDeleted }.map(\.identifier).sorted()
    }

    func listRequests() -> [FixtureRequest] {
        server.requests.filter { $0.arguments["verb"] == "ListRecords" }
    }

    var storedSource: Source? { try? index.source(named: "fixture") }
}

/// The real index as the sync's store, as the `forte` executable declares it.
extension CatalogIndex: SyncStore {}
