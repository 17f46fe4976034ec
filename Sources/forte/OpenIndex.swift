import BundledCatalog
import Foundation
import ForteHarvest
import ForteIndex
import Logging

/// Opens the index the options point to, only to read it unless `toWrite`; a missing, damaged or newer index
/// is an `IndexError`.
///
/// `importingBundledCatalogIfMissing`: browse, list and stats are what a brand-new user runs first, so for
/// them a missing index is made from the bundled demo catalog before opening, with one line on stderr.
func openIndex(for options: IndexOptions, importingBundledCatalogIfMissing: Bool = false, toWrite: Bool = false) throws -> CatalogIndex {
    let path = options.path
    if importingBundledCatalogIfMissing, !FileManager.default.fileExists(atPath: path) {
        // A link to nothing is refused here, before the import stages a file beside it.
        try CatalogIndex.check(path: path, create: true)
        try importBundledCatalog(into: path)
    }
    return try toWrite ? CatalogIndex(path: path, create: false) : CatalogIndex(readingAt: path)
}

/// Builds the first index from the bundled catalog beside `path` and moves it into place only when whole,
/// so an interrupted first run leaves no half-filled index behind (the next run simply starts again).
private func importBundledCatalog(into path: String) throws {
    guard let responses = BundledCatalog.responses else {
        throw IndexError.missing(path: path)
    }
    FileHandle.standardError.write(Data("forte: no index yet, importing the bundled demo catalog into \(path)\n".utf8))
    let staging = path + ".importing"
    removeDatabase(at: staging)
    do {
        // The index closes (and checkpoints its WAL) when it goes out of scope, before the move.
        try {
            let index = try CatalogIndex(path: staging, create: true)
            let quiet = Logger(label: "forte.sync") { _ in SwiftLogNoOpLogHandler() }
            _ = try importSavedResponses(at: responses.path, into: index, sourceName: BundledCatalog.sourceName, logger: quiet)
        }()
        try FileManager.default.moveItem(atPath: staging, toPath: path)
    } catch {
        removeDatabase(at: staging)
        throw error
    }
}

private func removeDatabase(at path: String) {
    for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
    }
}
