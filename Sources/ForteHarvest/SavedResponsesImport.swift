import ForteCatalog
import ForteNetwork
import Logging

/// Imports saved responses (a file, or a directory of `*.xml`) as the source `sourceName`, e.g. the
/// catalog bundled with forte on first run. Like every sync it is resumable and removes items the
/// responses no longer hold.
public func importSavedResponses(
    at path: String, into store: some SyncStore, sourceName: String,
    logger: Logger = Logger(label: "forte.sync")
) throws -> SyncSummary {
    let options = SyncOptions(http: HTTPConfiguration(userAgent: "forte"), logger: logger)
    return try SourceSync(source: Source(name: sourceName, url: path), options: options).run(into: store)
}
