import Foundation

/// The demo catalog shipped with forte: saved OAI-PMH responses that a brand-new
/// user's first `forte browse` imports, so there is music to see without a network.
public enum BundledCatalog {
    /// The directory of saved `ListRecords` responses, found from the running executable: installed
    /// (tools/install) in `PREFIX/share/forte/catalog` beside `PREFIX/bin`, or SwiftPM's resources beside a
    /// built one. Never SwiftPM's `Bundle.module`, which ends the process when the build folder is gone.
    public static var responses: URL? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let directory = executable.deletingLastPathComponent()
        let candidates = [
            directory.appendingPathComponent("../share/forte/catalog").standardizedFileURL,
            directory.appendingPathComponent("forte_BundledCatalog.resources/responses"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The source name the bundled items are filed under.
    public static let sourceName = "bundled"

    /// The location the bundled source records: the same on every machine, and no path of this one.
    public static let location = "bundled:demo"
}
