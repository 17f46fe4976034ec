import ForteCatalog
import Foundation
import GRDB
import Testing

@testable import ForteIndex

/// A file the index cannot use is refused with a one-line `IndexError`, and left byte for byte as it was.
@Suite struct BadFileTests {
    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// An index with some items, closed, for a test to damage.
    static func populatedIndex(in directory: TemporaryDirectory) throws {
        let index = try CatalogIndex(path: directory.indexPath, create: true)
        var factory = ItemFactory(seed: 1)
        try harvest(factory.items(300), into: index)
        // Fold the write-ahead log into the file, so that the file alone holds the index.
        try DatabasePool(path: directory.indexPath).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    static func expectRefused(_ path: String, create: Bool = false, with expected: IndexError) {
        let before = bytes(path)
        #expect(throws: expected) { try CatalogIndex(path: path, create: create) }
        #expect(bytes(path) == before, "the file was changed")
        #expect(!expected.description.contains("\n"))
    }

    @Test func aMissingFileIsNotCreatedUnlessAsked() throws {
        let directory = try TemporaryDirectory()
        Self.expectRefused(directory.indexPath, with: .missing(path: directory.indexPath))
        #expect(!FileManager.default.fileExists(atPath: directory.indexPath))
        _ = try CatalogIndex(path: directory.path + "/new/deeper/index.sqlite", create: true)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/new/deeper/index.sqlite"))
    }

    @Test(arguments: [true, false])
    func aFileThatIsNotSQLiteIsRefused(create: Bool) throws {
        let directory = try TemporaryDirectory()
        try Data("title,composer\nRose,Smith\n".utf8).write(to: URL(fileURLWithPath: directory.indexPath))
        Self.expectRefused(directory.indexPath, create: create, with: .notAnIndex(path: directory.indexPath))
    }

    @Test func anotherProgramsDatabaseIsRefused() throws {
        let directory = try TemporaryDirectory()
        try DatabaseQueue(path: directory.indexPath).write { db in
            try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        Self.expectRefused(directory.indexPath, create: true, with: .notAnIndex(path: directory.indexPath))
    }

    @Test func anEmptyFileIsOnlyANewIndexWhenAskedToCreate() throws {
        let directory = try TemporaryDirectory()
        #expect(FileManager.default.createFile(atPath: directory.indexPath, contents: Data()))
        Self.expectRefused(directory.indexPath, with: .notAnIndex(path: directory.indexPath))
        #expect(try CatalogIndex(path: directory.indexPath, create: true).count(.all) == 0)
    }

    @Test(arguments: [true, false])
    func aTruncatedFileIsRefused(create: Bool) throws {
        let directory = try TemporaryDirectory()
        try Self.populatedIndex(in: directory)
        let whole = try #require(Self.bytes(directory.indexPath))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: directory.indexPath))
        Self.expectRefused(directory.indexPath, create: create, with: .corrupt(path: directory.indexPath))
    }

    @Test func aFileCutInsideItsHeaderIsRefused() throws {
        let directory = try TemporaryDirectory()
        try Self.populatedIndex(in: directory)
        let whole = try #require(Self.bytes(directory.indexPath))
        try whole.prefix(40).write(to: URL(fileURLWithPath: directory.indexPath))
        Self.expectRefused(directory.indexPath, create: true, with: .corrupt(path: directory.indexPath))
    }

    @Test func aDamagedSchemaPageIsRefused() throws {
        let directory = try TemporaryDirectory()
        try Self.populatedIndex(in: directory)
        var damaged = try #require(Self.bytes(directory.indexPath))
        // Page 1 after the 100-byte file header holds the schema's b-tree.
        damaged.replaceSubrange(100..<600, with: Data(repeating: 0xA5, count: 500))
        try damaged.write(to: URL(fileURLWithPath: directory.indexPath))
        Self.expectRefused(directory.indexPath, create: true, with: .corrupt(path: directory.indexPath))
    }

    @Test func damagedItemPagesFailAsCorruptWhenRead() throws {
        let directory = try TemporaryDirectory()
        try Self.populatedIndex(in: directory)
        var damaged = try #require(Self.bytes(directory.indexPath))
        // Every page but the first (the schema): the index opens, then every read of the items fails.
        let rawPageSize = Int(damaged[16]) << 8 | Int(damaged[17])
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        for offset in stride(from: pageSize, to: damaged.count, by: pageSize) {
            damaged.replaceSubrange(offset..<offset + 64, with: Data(repeating: 0xA5, count: 64))
        }
        try damaged.write(to: URL(fileURLWithPath: directory.indexPath))
        let index: CatalogIndex
        do {
            index = try CatalogIndex(path: directory.indexPath, create: false)
        } catch {
            #expect(error as? IndexError == .corrupt(path: directory.indexPath))
            return
        }
        #expect(throws: IndexError.corrupt(path: directory.indexPath)) {
            try index.summaries(.all, offset: 0, limit: 300)
        }
    }

    /// An index a newer forte migrated (its records) or built the lists of (its projection) is refused, to write and
    /// to read: not migrated down, nor built again by this one's rules (two fortes taking turns on one index would each
    /// rebuild it, minutes at a million items, this one saying it upgrades it).
    @Test(arguments: [
        "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')", "UPDATE projection SET version = version + 1",
    ])
    func anIndexANewerForteWroteIsRefused(byChanging change: String) throws {
        let directory = try TemporaryDirectory()
        try Self.populatedIndex(in: directory)
        try DatabasePool(path: directory.indexPath).write { db in try db.execute(sql: change) }
        Self.expectRefused(directory.indexPath, create: true, with: .newerSchema(path: directory.indexPath))
        #expect(throws: IndexError.newerSchema(path: directory.indexPath)) {
            try CatalogIndex(readingAt: directory.indexPath)
        }
    }

    /// SQLite opens through a link, so a link to nothing would become a new index wherever it points.
    @Test(arguments: [true, false])
    func aLinkToNothingIsRefusedAndNothingIsCreated(create: Bool) throws {
        let directory = try TemporaryDirectory()
        let target = directory.path + "/elsewhere.sqlite"
        try FileManager.default.createSymbolicLink(atPath: directory.indexPath, withDestinationPath: target)
        Self.expectRefused(
            directory.indexPath, create: create, with: .danglingLink(path: directory.indexPath, target: target))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["index.sqlite"])
    }

    @Test func aDirectoryIsNotAnIndex() throws {
        let directory = try TemporaryDirectory()
        Self.expectRefused(directory.path, create: true, with: .notAnIndex(path: directory.path))
    }

    @Test func aFullDiskFailsTheWholeBatchAndKeepsTheIndex() throws {
        let directory = try TemporaryDirectory()
        _ = try CatalogIndex(path: directory.indexPath, create: true)
        // The file may grow by 256 KiB at most: a disk that is full.
        let (pages, pageSize) = try DatabaseQueue(path: directory.indexPath).read { db in
            (try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0, try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0)
        }
        let index = try CatalogIndex(path: directory.indexPath, create: false) { db in
            try db.execute(sql: "PRAGMA max_page_count = \(pages + (256 << 10) / pageSize)")
        }
        var factory = ItemFactory(seed: 2)
        try harvest(factory.items(20), into: index)
        let big = factory.items(2_000, prefix: "oai:big:")
        #expect(throws: IndexError.diskFull(path: directory.indexPath)) {
            try index.apply(page(big, source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil))
        }
        #expect(try index.count(.all) == 20)
        #expect(try index.summaries(.all, offset: 0, limit: 100).count == 20)
        let check = try DatabasePool(path: directory.indexPath).read { db in
            try String.fetchOne(db, sql: "PRAGMA integrity_check")
        }
        #expect(check == "ok")
    }

    @Test(.enabled(if: getuid() != 0, "root writes through directory permissions"))
    func anUnwritableDirectoryIsSaidSo() throws {
        let directory = try TemporaryDirectory()
        let locked = directory.path + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        #expect(throws: IndexError.unwritable(path: locked + "/index.sqlite")) {
            try CatalogIndex(path: locked + "/index.sqlite", create: true)
        }
        #expect(throws: IndexError.unwritable(path: locked + "/sub/index.sqlite")) {
            try CatalogIndex(path: locked + "/sub/index.sqlite", create: true)
        }
    }
}
