import Foundation

/// A file forte keeps under `$XDG_STATE_HOME/forte/`, written whole or not at all (a new file moved over
/// the old one), in a directory only its owner reads. Kept quietly: a file that cannot be written is no
/// reason to stop browsing.
enum StateFile {
    static func write(_ data: Data, to path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let staging = path + ".\(getpid()).tmp"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try data.write(to: URL(fileURLWithPath: staging))
            guard rename(staging, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
        }
    }
}
