import ForteText
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The places people left `forte browse` at, one for each index, in `$XDG_STATE_HOME/forte/browse.json`
/// (`~/.local/state/forte/browse.json`). A file that cannot be read or written is no reason to stop browsing,
/// nor to lose the places it keeps for other indexes: one that cannot be read as places is set aside beside it
/// (`browse.json.corrupt`) and begun anew; one that cannot be read at all is left alone, and places go unsaved.
/// Either is said once, by `notice`. Browses that close together each add their place (read, added to, written
/// under a lock), so neither loses the other's.
public struct BrowsePlaces: Sendable {
    public let path: String
    /// One line for browse's first frame when the file was set aside, or cannot be read; nil when all is well.
    public let notice: String?
    /// False when the file is there but cannot be read: writing over it would lose what it keeps.
    private let keeping: Bool

    /// Opens the places kept at `path`, setting aside a file that cannot be read as places.
    public init(path: String) {
        self.path = path
        (notice, keeping) = StateFile.locked(path) { [path] in
            switch Self.read(path) {
            case .places:
                return (nil, true)
            case .unreadable(let reason):
                let shown = VisibleText.escaping(path)
                return (
                    "Saved places cannot be read (\(reason): \(shown)); where you leave browse will not be kept",
                    false
                )
            case .damaged:
                do throws(SystemError) {
                    let aside = try Self.setAside(path)
                    return ("Saved places could not be read: kept as \(VisibleText.escaping(aside)), begun anew", true)
                } catch {
                    let shown = VisibleText.escaping(path)
                    return (
                        "Saved places are damaged and could not be set aside (\(error.reason): \(shown)); "
                            + "where you leave browse will not be kept", false
                    )
                }
            }
        }
    }

    private struct File: Codable {
        /// By the index file's path.
        var places: [String: BrowsePlace] = [:]
    }

    private enum Contents {
        case places([String: BrowsePlace])
        case unreadable(reason: String)
        /// Read, but not as places.
        case damaged
    }

    private struct SystemError: Error {
        let reason: String
    }

    public func place(forIndex index: String) -> BrowsePlace? {
        guard case .places(let places) = Self.read(path) else { return nil }
        return places[index]
    }

    /// Adds the place to those kept, the file written whole or not at all (a new file moved over the old one).
    public func save(_ place: BrowsePlace, forIndex index: String) {
        guard keeping else { return }
        StateFile.locked(path) {
            var places: [String: BrowsePlace]
            switch Self.read(path) {
            case .places(let kept): places = kept
            case .unreadable: return
            case .damaged:
                // Damaged while this browse ran: set aside as at the start.
                guard (try? Self.setAside(path)) != nil else { return }
                places = [:]
            }
            places[index] = place
            guard let data = try? JSONEncoder().encode(File(places: places)) else { return }
            StateFile.write(data, to: path)
        }
    }

    /// Opened without blocking, and only a regular file read: a FIFO put there would wait for a writer for good.
    private static func read(_ path: String) -> Contents {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .places([:]) : .unreadable(reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .unreadable(reason: "not a file")
        }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            return .unreadable(reason: error.localizedDescription)
        }
        guard !data.isEmpty else { return .places([:]) }
        guard let file = try? JSONDecoder().decode(File.self, from: data) else { return .damaged }
        return .places(file.places)
    }

    /// Moves the file to the first of `NAME.corrupt`, `NAME.corrupt.2`, … that is free (looked for under the lock,
    /// so that no browse moves a file over one set aside before), and returns where it went.
    private static func setAside(_ path: String) throws(SystemError) -> String {
        var number = 1
        while true {
            let aside = path + ".corrupt" + (number == 1 ? "" : ".\(number)")
            var status = stat()
            if lstat(aside, &status) != 0, errno == ENOENT {
                guard rename(path, aside) == 0 else { throw SystemError(reason: String(cString: strerror(errno))) }
                return aside
            }
            number += 1
        }
    }
}
