import Foundation
import Synchronization

/// Pictures fetched, kept on disk in `directory` (`$XDG_CACHE_HOME/forte/covers/`, say), so that they survive
/// restarts and serve with no network: each as `KEY.image`, beside `KEY.about` (its URL and validators, a line
/// each). At most `capacity` bytes of pictures: past it, the least recently used go first (a picture's
/// modification time is when it was last used). Several forte processes may share it: every file is written
/// whole under another name, then renamed into place.
public final class CoverCache: Sendable {
    public let directory: String
    public let capacity: Int
    /// The bytes of pictures kept, counted when first needed.
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

    public init(directory: String, capacity: Int = CoverCache.defaultCapacity) {
        (self.directory, self.capacity) = (directory, capacity)
    }

    /// The picture kept for `url`, marked as used now; nil when none is (or what is there is another URL's).
    public func entry(for url: String) -> Entry? {
        let key = Self.key(url)
        guard let validators = validators(key, url), let bytes = FileManager.default.contents(atPath: path(key, "image")) else { return nil }
        touch(key)
        return Entry(bytes: [UInt8](bytes), etag: validators.etag, lastModified: validators.lastModified)
    }

    /// What a conditional request for `url` sends, when a picture is kept for it: its small file alone is read.
    public func validators(for url: String) -> (etag: String?, lastModified: String?)? {
        validators(Self.key(url), url)
    }

    private func validators(_ key: String, _ url: String) -> (etag: String?, lastModified: String?)? {
        guard let about = try? String(contentsOfFile: path(key, "about"), encoding: .utf8).components(separatedBy: "\n"),
              about.count >= 3, about[0] == url, FileManager.default.fileExists(atPath: path(key, "image")) else { return nil }
        return (about[1].isEmpty ? nil : about[1], about[2].isEmpty ? nil : about[2])
    }

    /// Keeps the picture for `url`, then makes room if the cache is over its capacity.
    public func store(_ entry: Entry, for url: String) throws {
        let key = Self.key(url)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let replaced = (try? FileManager.default.attributesOfItem(atPath: path(key, "image"))[.size] as? Int) ?? 0
        // Counted before this picture is written, which then counts once.
        size.withLock { if $0 == nil { $0 = countedSize() } }
        // Header values with line breaks would read back as other lines: a server's validator has none.
        let about = [url, entry.etag ?? "", entry.lastModified ?? ""].map { $0.filter { !$0.isNewline } }.joined(separator: "\n") + "\n"
        try write(Data(about.utf8), to: path(key, "about"))
        try write(Data(entry.bytes), to: path(key, "image"))
        let total = size.withLock { size in
            size! += entry.bytes.count - replaced
            return size!
        }
        if total > capacity { evict() }
    }

    /// Marks the picture for `url` as used now (a conditional request found it unchanged, say).
    public func markUsed(_ url: String) {
        touch(Self.key(url))
    }

    /// Removes the least recently used pictures until they take nine tenths of the capacity: not one at a time, which
    /// would list the directory again for every picture stored.
    private func evict() {
        let files = FileManager.default
        let pictures = ((try? files.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".image") }.compactMap { name -> (String, Date, Int)? in
            guard let attributes = try? files.attributesOfItem(atPath: directory + "/" + name),
                  let used = attributes[.modificationDate] as? Date, let bytes = attributes[.size] as? Int else { return nil }
            return (String(name.dropLast(".image".count)), used, bytes)
        }.sorted { $0.1 < $1.1 }
        var total = pictures.reduce(0) { $0 + $1.2 }
        for (key, _, bytes) in pictures where total > capacity * 9 / 10 {
            try? files.removeItem(atPath: path(key, "image"))
            try? files.removeItem(atPath: path(key, "about"))
            total -= bytes
        }
        size.withLock { $0 = total }
    }

    private func countedSize() -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".image") }.reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)[.size] as? Int) ?? 0)
        }
    }

    private func touch(_ key: String) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path(key, "image"))
    }

    private func write(_ data: Data, to path: String) throws {
        let staged = path + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
        try data.write(to: URL(fileURLWithPath: staged))
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
