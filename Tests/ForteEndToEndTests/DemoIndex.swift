import Foundation

/// A real index of the bundled demo catalog (5,890 items), built once through forte's own import
/// and copied for each test, so a test's favourites and places are its own.
enum DemoIndex {
    private static let built: String? = {
        let directory = NSTemporaryDirectory() + "forte-e2e-demo-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/index.sqlite"
        // `forte stats` on a missing index imports the demo catalog first.
        guard let outcome = try? ForteProcess.run(["stats", "--index", path]), outcome.status == 0 else { return nil }
        return path
    }()

    /// A fresh copy in a directory of its own; the caller removes the directory.
    static func copy() throws -> String {
        guard let built else { throw Missing() }
        let directory = NSTemporaryDirectory() + "forte-e2e-index-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: built, toPath: directory + "/index.sqlite")
        return directory + "/index.sqlite"
    }

    struct Missing: Error {}
}
