import Foundation

/// The places people left `forte browse` at, one for each index, in `$XDG_STATE_HOME/forte/browse.json`
/// (`~/.local/state/forte/browse.json`). Kept quietly: a file that cannot be read or written is no
/// reason to stop browsing, so every failure here means "no place".
public struct BrowsePlaces: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    private struct File: Codable {
        /// By the index file's path.
        var places: [String: BrowsePlace] = [:]
    }

    public func place(forIndex index: String) -> BrowsePlace? {
        read().places[index]
    }

    /// Writes the place whole or not at all (a new file moved over the old one).
    public func save(_ place: BrowsePlace, forIndex index: String) {
        var file = read()
        file.places[index] = place
        guard let data = try? JSONEncoder().encode(file) else { return }
        StateFile.write(data, to: path)
    }

    private func read() -> File {
        guard let data = FileManager.default.contents(atPath: path), let file = try? JSONDecoder().decode(File.self, from: data) else {
            return File()
        }
        return file
    }
}
