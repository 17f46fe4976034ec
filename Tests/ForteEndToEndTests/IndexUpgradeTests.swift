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
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'particlesBeforeSurnames'")
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
}
