import Foundation
import Glibc
import Synchronization

/// Pictures fetched, kept on disk in `directory` (`$XDG_CACHE_HOME/forte/covers/`, say), so that they survive
/// restarts and serve with no network: each as `KEY.image`, beside `KEY.about` (its URL and validators, a line
/// each). At most `capacity` bytes of files, every file in it counted: past it, the least recently used pictures go
/// first (a picture's modification time is when it was last used), and what no picture goes with (a staged file a
/// crash left, an `.about` alone). Several forte processes may share it: every file is written whole under another
/// name, then renamed into place. What is there is read as untrusted: regular files only, never one past what a
/// picture may be.
public final class CoverCache: Sendable {
    public let directory: String
    public let capacity: Int
    /// The bytes of files kept, counted when first needed.
    private let size = Mutex<Int?>(nil)

    /// A picture as kept, with what a conditional request sends to ask whether it changed.
    public struct Entry: Sendable, Equatable {
        public var bytes: [UInt8]
        public var etag: String?
        public var lastModified: String?

        public init(bytes: [UInt8], etag: String?, lastModified: String?) {
            (self.bytes, self.etag, self.lastModified) = (bytes, etag, lastModified)
        }
    }

    /// 500 MB.
    public static let defaultCapacity = 500 << 20
    /// The most megabytes a capacity may be given in: more does not fit in a count of bytes.
    public static let largestCapacityInMegabytes = Int.max >> 20
    /// An `.about` file holds a URL and two header values: past this, it is not one forte wrote.
    private static let aboutLimit = 4 << 20

    public init(directory: String, capacity: Int = CoverCache.defaultCapacity) {
        (self.directory, self.capacity) = (directory, capacity)
    }

    /// The picture kept for `url`, marked as used now; nil when none is (or what is there is another URL's).
    public func entry(for url: String) -> Entry? {
        let key = Self.key(url)
        guard let validators = validators(key, url),
            let bytes = Self.contents(of: path(key, "image"), limit: ImageLimits.standard.bytes)
        else { return nil }
        touch(key)
        return Entry(bytes: bytes, etag: validators.etag, lastModified: validators.lastModified)
    }

    /// What a conditional request for `url` sends, when a picture is kept for it: its small file alone is read.
    public func validators(for url: String) -> (etag: String?, lastModified: String?)? {
        validators(Self.key(url), url)
    }

    private func validators(_ key: String, _ url: String) -> (etag: String?, lastModified: String?)? {
        guard
            let about = Self.contents(of: path(key, "about"), limit: Self.aboutLimit)
                .map({ String(decoding: $0, as: UTF8.self).components(separatedBy: "\n") }),
            about.count >= 3, about[0] == url, FileManager.default.fileExists(atPath: path(key, "image"))
        else { return nil }
        return (about[1].isEmpty ? nil : about[1], about[2].isEmpty ? nil : about[2])
    }

    /// Keeps the picture for `url`, then makes room if the cache is over its capacity.
    public func store(_ entry: Entry, for url: String) throws {
        let key = Self.key(url)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let replaced = ["image", "about"].reduce(0) { $0 + Self.size(of: path(key, $1)) }
        // Counted before this picture is written, which then counts once.
        size.withLock { if $0 == nil { $0 = countedSize() } }
        // Header values with line breaks would read back as other lines: a server's validator has none.
        let about =
            [url, entry.etag ?? "", entry.lastModified ?? ""].map { $0.filter { !$0.isNewline } }.joined(
                separator: "\n") + "\n"
        try write(Data(about.utf8), to: path(key, "about"))
        do { try write(Data(entry.bytes), to: path(key, "image")) } catch {
            // An `.about` with no picture would take room for nothing.
            try? FileManager.default.removeItem(atPath: path(key, "about"))
            throw error
        }
        let total = size.withLock { size in
            size! += about.utf8.count + entry.bytes.count - replaced
            return size!
        }
        if total > capacity { evict() }
    }

    /// Marks the picture for `url` as used now (a conditional request found it unchanged, say).
    public func markUsed(_ url: String) {
        touch(Self.key(url))
    }

    /// Removes the least recently used pictures, with their `.about` files, and files that go with no picture, until
    /// all take nine tenths of the capacity: not one at a time, which would list the directory again for every picture
    /// stored.
    private func evict() {
        let files = FileManager.default
        // By key (a file's name up to its first dot): a picture, its `.about`, staged files being or left written.
        var groups: [String: (picture: Bool, used: Date, bytes: Int, names: [String])] = [:]
        for name in (try? files.contentsOfDirectory(atPath: directory)) ?? [] {
            guard let attributes = try? files.attributesOfItem(atPath: directory + "/" + name),
                let modified = attributes[.modificationDate] as? Date, let bytes = attributes[.size] as? Int
            else { continue }
            let key = String(name.prefix { $0 != "." })
            var group = groups[key] ?? (false, .distantPast, 0, [])
            // A picture is as recent as its last use; files with none, as when they were last written.
            if name.hasSuffix(".image") {
                (group.picture, group.used) = (true, modified)
            } else if !group.picture {
                group.used = max(group.used, modified)
            }
            group.bytes += bytes
            group.names.append(name)
            groups[key] = group
        }
        // Files with no picture by when they were written: a crash's leftovers are old, another write's under way new.
        let byUse = groups.values.sorted { $0.used < $1.used }
        var total = byUse.reduce(0) { $0 + $1.bytes }
        for group in byUse where total > capacity * 9 / 10 {
            for name in group.names { try? files.removeItem(atPath: directory + "/" + name) }
            total -= group.bytes
        }
        size.withLock { $0 = total }
    }

    private func countedSize() -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.reduce(0) { $0 + Self.size(of: directory + "/" + $1) }
    }

    private static func size(of path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    /// The bytes of the regular file at `path`, when it has at most `limit`: its size is asked of the open file before
    /// anything is read, and it is opened without blocking (a FIFO planted there would wait for a writer for good).
    private static func contents(of path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= limit else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count)
            }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { return nil }
            count += read
        }
        return bytes
    }

    private func touch(_ key: String) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path(key, "image"))
    }

    private func write(_ data: Data, to path: String) throws {
        let staged = path + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
        do { try data.write(to: URL(fileURLWithPath: staged)) } catch {
            // What a full disk let through would otherwise stay for good.
            try? FileManager.default.removeItem(atPath: staged)
            throw error
        }
        guard rename(staged, path) == 0 else {
            try? FileManager.default.removeItem(atPath: staged)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    private func path(_ key: String, _ kind: String) -> String { "\(directory)/\(key).\(kind)" }

    /// A file name for the URL: two 64-bit FNV-1a hashes of it (128 bits); the URL kept beside tells a collision.
    static func key(_ url: String) -> String {
        [FNV1a.offsetBasis, 0x6C62_272E_07BB_0142].map { seed in
            let hex = String(FNV1a.hash(url, seed: seed), radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
