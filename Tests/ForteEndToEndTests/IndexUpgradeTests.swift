import Foundation
import GRDB
import Testing

/// An index an earlier forte wrote is upgraded when a command first opens it, which on a large index takes minutes
/// before any output: one line on stderr says so first, and the command then does what it was asked.
@Suite struct IndexUpgradeTests {
    /// A copy of the bundled catalog's index whose last migration is undone, as an earlier forte left it.
    static func earlierIndex() throws -> IndexUnderTest {
        let index = try IndexUnderTest()
        try FileManager.default.copyItem(atPath: CommandsEndToEndTests.bundled.path, toPath: index.path)
        try DatabaseQueue(path: index.path).write { db in
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'namesMisreadAsWindows1252'")
        }
        return index
    }

    @Test(arguments: [["stats"], ["sync", "bundled:demo"]])
    func anUpgradeIsSaidBeforeItRunsOnce(command: [String]) throws {
        let index = try Self.earlierIndex()
        defer { index.remove() }
        let first = try ForteProcess.run(command + ["--index", index.path])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.errors.hasPrefix("forte: upgrading the index at \(index.path)"), "\(first.errors)")
        let second = try ForteProcess.run(command + ["--index", index.path])
        #expect(second.status == 0)
        #expect(!second.errors.contains("upgrading"), "\(second.errors)")
    }

    /// A command that only reads upgrades with its reader closed, so that the upgrade's writer, the last to close,
    /// folds its log into the file: left, every later command would read it all through (a rebuild's log of ten million
    /// items is 2.5 GB).
    @Test func aReadingCommandsUpgradeLeavesNoLog() throws {
        let index = try Self.earlierIndex()
        defer { index.remove() }
        let upgraded = try ForteProcess.run(["stats", "--index", index.path])
        #expect(upgraded.status == 0, "\(upgraded.errors)")
        #expect(try Self.logSize(index) == 0)
    }

    /// So, too, a reading command that builds the lists a killed sync left behind: with its reader open, the build's
    /// writer left the log (1.1 GB at ten million items) for every later command to read through.
    @Test func aReadingCommandsCompletionLeavesNoLog() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        try FileManager.default.copyItem(atPath: CommandsEndToEndTests.bundled.path, toPath: index.path)
        try DatabaseQueue(path: index.path).write { db in
            try db.execute(sql: "UPDATE projection SET stale = 1")
            try db.execute(sql: "DELETE FROM entry")
        }
        let completed = try ForteProcess.run(["stats", "--index", index.path])
        #expect(completed.status == 0, "\(completed.errors)")
        // The log first: a connection of the test's own, the last to close, would fold it in.
        #expect(try Self.logSize(index) == 0)
        #expect(
            try DatabaseQueue(path: index.path).read { try Bool.fetchOne($0, sql: "SELECT stale FROM projection") }
                == false)
    }

    /// The index's write-ahead log's size in bytes, 0 when there is none.
    static func logSize(_ index: IndexUnderTest) throws -> Int {
        let log = index.path + "-wal"
        guard FileManager.default.fileExists(atPath: log) else { return 0 }
        return try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int ?? 0
    }
}
