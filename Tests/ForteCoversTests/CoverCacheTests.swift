import Foundation
import Glibc
import Testing

@testable import ForteCovers

/// The cover cache as an attacker with write access to it, or a full disk, leaves it.
@Suite struct CoverCacheTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("forte-cache-\(UUID().uuidString)")
        .path

    func picture(_ count: Int) -> CoverCache.Entry {
        CoverCache.Entry(
            bytes: [0xFF, 0xD8, 0xFF] + Array(repeating: 1, count: count - 3), etag: nil, lastModified: nil)
    }

    func path(_ url: String, _ kind: String) -> String { "\(directory)/\(CoverCache.key(url)).\(kind)" }

    /// Staged files a crash left and `.about` files take room too: counted, and the oldest removed first.
    @Test func everyFileCountsTowardTheCapacity() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let leftover = path("lost", "image") + ".1234.5678"
        let orphan = path("gone", "about")
        try Data(count: 6_000).write(to: URL(fileURLWithPath: leftover))
        try Data("gone\n\n\n".utf8 + Data(count: 3_000)).write(to: URL(fileURLWithPath: orphan))
        for file in [leftover, orphan] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -100)], ofItemAtPath: file)
        }
        let cache = CoverCache(directory: directory, capacity: 5_000)
        try cache.store(picture(2_000), for: "kept")
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(!FileManager.default.fileExists(atPath: orphan))
        #expect(cache.entry(for: "kept") == picture(2_000))
    }

    /// A picture that cannot be written leaves neither its staged file nor its `.about` behind.
    @Test func aFailedWriteLeavesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A directory where the picture goes: the rename into place fails.
        try FileManager.default.createDirectory(
            atPath: path("blocked", "image") + "/x", withIntermediateDirectories: true)
        let cache = CoverCache(directory: directory)
        #expect(throws: (any Error).self) { try cache.store(picture(100), for: "blocked") }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory) == ["\(CoverCache.key("blocked")).image"])
    }

    /// A planted picture larger than any forte keeps is not read (it was read whole, 2 GB, then refused); a FIFO in its
    /// place does not hold the reader (it waited for a writer for good).
    @Test func aPlantedHugeFileOrFIFOIsPassedOver() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = CoverCache(directory: directory)
        try cache.store(picture(100), for: "huge")
        try cache.store(picture(100), for: "fifo")
        // Sparse: 30 MB of size on no disk.
        #expect(truncate(path("huge", "image"), 30 << 20) == 0)
        #expect(cache.entry(for: "huge") == nil)
        try FileManager.default.removeItem(atPath: path("fifo", "image"))
        #expect(mkfifo(path("fifo", "image"), 0o600) == 0)
        #expect(cache.entry(for: "fifo") == nil)
        try FileManager.default.removeItem(atPath: path("fifo", "about"))
        #expect(mkfifo(path("fifo", "about"), 0o600) == 0)
        #expect(cache.validators(for: "fifo") == nil)
    }
}
