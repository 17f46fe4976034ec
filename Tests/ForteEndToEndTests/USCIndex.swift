import Foundation

/// The USC catalogue rendered (`USCRendering`) and synced by the built `forte` from its saved pages into an index of
/// its own: once a rendering, for every test that reads it (none writes to it).
enum USCIndex {
    /// The catalogue's records by record number.
    static let records: [String: USCCatalogue.Record] = {
        let records = (try? USCCatalogue.records()) ?? []
        return Dictionary(records.map { ($0.mid, $0) }, uniquingKeysWith: { first, _ in first })
    }()

    private static let dublinCore = sync(.dublinCore)
    private static let marc = sync(.marc)

    /// The index synced from the rendering.
    static func path(_ rendering: USCRendering) throws -> String {
        try (rendering == .dublinCore ? dublinCore : marc).get()
    }

    /// `forte ARGUMENTS --index` the rendering's index.
    static func run(_ arguments: [String], _ rendering: USCRendering) throws -> ForteProcess.Outcome {
        try ForteProcess.run(arguments + ["--index", path(rendering)])
    }

    struct SyncFailed: Error, CustomStringConvertible {
        var description: String
    }

    private static func sync(_ rendering: USCRendering) -> Result<String, SyncFailed> {
        Result {
            let directory = NSTemporaryDirectory() + "forte-e2e-usc-\(rendering)-\(UUID().uuidString)"
            let pages = directory + "/pages"
            try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: true)
            try rendering.write(records.values.sorted { Int($0.mid)! < Int($1.mid)! }, to: pages)
            let outcome = try ForteProcess.run(["sync", pages, "--index", directory + "/index.sqlite"])
            try? FileManager.default.removeItem(atPath: pages)
            guard outcome.status == 0 else { throw SyncFailed(description: "sync of \(rendering): \(outcome.errors)") }
            return directory + "/index.sqlite"
        }.mapError { $0 as? SyncFailed ?? SyncFailed(description: "sync of \(rendering): \($0)") }
    }
}
