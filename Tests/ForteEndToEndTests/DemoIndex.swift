import Foundation

/// A real index of the bundled demo catalog (5,890 items), built once through forte's own import
/// and copied for each test, so a test's favourites and places are its own.
enum DemoIndex {
    private static let built: String? = {
        let directory = NSTemporaryDirectory() + "forte-e2e-demo-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard let outcome = try? firstRun(in: directory), outcome.status == 0 else { return nil }
        return directory + "/forte/index.sqlite"
    }()

    /// `forte stats` as a brand-new user runs it, with `dataHome` as `XDG_DATA_HOME`: on forte's own default
    /// index, which a first run makes from the bundled demo catalog (an index named by `--index` never is).
    static func firstRun(in dataHome: String, environment: [String: String] = [:]) throws -> ForteProcess.Outcome {
        try ForteProcess.run(
            ["stats"], environment: ["XDG_DATA_HOME": dataHome, "FORTE_INDEX": ""].merging(environment) { $1 })
    }

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
