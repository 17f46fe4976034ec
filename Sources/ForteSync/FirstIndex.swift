import BundledCatalog
import ForteHarvest
import ForteIndex
import Foundation
import Logging

/// A brand-new user's first index: browse, list and stats are what they run first, so for them a missing
/// index is made from the bundled demo catalog. The first real records replace it: generated records never stand
/// among real ones.
public enum FirstIndex {
    /// What `forte sync` takes to import the demo catalog, and what `forte sources` shows for it.
    public static let demoLocation = BundledCatalog.location

    /// Opens the index at `path`, only to read it unless `toWrite`; a missing, damaged or newer index is an
    /// `IndexError`. With `importingBundledCatalogIfMissing`, a missing one is first made from the bundled
    /// catalog, after `importing` (which may say so). An index an earlier forte wrote is upgraded, after `upgrading`.
    public static func open(
        path: String, importingBundledCatalogIfMissing: Bool = false, toWrite: Bool = false,
        importing: (String) -> Void = { _ in }, upgrading: (String) -> Void = { _ in }
    ) throws -> CatalogIndex {
        if importingBundledCatalogIfMissing, !FileManager.default.fileExists(atPath: path) {
            // A link to nothing is refused here, before the import stages a file beside it.
            try CatalogIndex.check(path: path, create: true)
            try importBundledCatalog(into: path, importing: importing)
        }
        func opened() throws -> CatalogIndex {
            try toWrite
                ? CatalogIndex(path: path, create: false, upgrading: { upgrading(path) })
                : CatalogIndex(readingAt: path, upgrading: { upgrading(path) })
        }
        var index: CatalogIndex? = try opened()
        // A sync killed (or failed) mid-harvest leaves items out of the lists until the next one completes: so that
        // every command shows every item stored, the lists are built first, when no sync runs and the index may be
        // written. Where it may not (another user's index, say), the commands show the lists as they stand.
        guard (try? index?.listsAreBehind()) == true, access(path, W_OK) == 0,
            let lock = try? SyncLock(indexPath: path, wait: 0, creating: false)
        else { return index! }
        withExtendedLifetime(lock) {
            // Built with no reader open: the build's writer, the last to close, folds its log into the file and
            // deletes it, where a reader left open would leave every later command the whole log to read.
            if !toWrite { index = nil }
            // Not done is no error: the lists stay as they were, and the next sync builds them.
            try? (index ?? CatalogIndex(path: path, create: false)).completeLists()
        }
        return try index ?? opened()
    }

    /// `forte sync bundled:demo`: the bundled catalog into an index that holds no real records (the demo is never mixed
    /// with them). Returns how many items it holds.
    public static func importDemo(into index: CatalogIndex) throws -> Int {
        let real = try SyncSources.remembered(index.sources())
        guard real.isEmpty else { throw DemoKeptApart(realSources: real.map(\.name)) }
        try importDemo(from: bundledResponses(), into: index)
        return try index.itemCount(source: BundledCatalog.sourceName)
    }

    /// After a real source's sync: the demo catalog goes, so that generated records never stand among real ones.
    /// Returns whether it was there.
    public static func removeDemo(from index: CatalogIndex) throws -> Bool {
        guard try index.source(named: BundledCatalog.sourceName) != nil else { return false }
        try index.removeSource(named: BundledCatalog.sourceName)
        return true
    }

    fileprivate static func importDemo(from responses: URL, into index: CatalogIndex) throws {
        let quiet = Logger(label: "forte.sync") { _ in SwiftLogNoOpLogHandler() }
        _ = try importSavedResponses(
            at: responses.path, into: index, sourceName: BundledCatalog.sourceName, logger: quiet)
        // Recorded as `bundled:demo`, not the directory it was read from: no machine path in the index.
        if var source = try index.source(named: BundledCatalog.sourceName) {
            source.url = BundledCatalog.location
            try index.saveSource(source)
        }
    }
}

/// Builds the first index from the bundled catalog beside `path` and moves it into place only when whole,
/// so an interrupted first run leaves no half-filled index behind (the next run simply starts again).
private func importBundledCatalog(into path: String, importing: (String) -> Void) throws {
    let responses = try bundledResponses()
    importing(path)
    let staging = path + ".importing"
    removeDatabase(at: staging)
    do {
        // The index closes (and checkpoints its WAL) when it goes out of scope, before the move.
        try FirstIndex.importDemo(from: responses, into: CatalogIndex(path: staging, create: true))
        try FileManager.default.moveItem(atPath: staging, toPath: path)
    } catch {
        removeDatabase(at: staging)
        throw error
    }
}

/// The bundled catalog's saved responses, installed beside the executable.
private func bundledResponses() throws -> URL {
    guard let responses = BundledCatalog.responses else {
        throw BundledCatalogMissing(executable: Bundle.main.executablePath ?? "forte")
    }
    return responses
}

private func removeDatabase(at path: String) {
    for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
    }
}
