import Foundation
import GRDB
import OAIFixtureServer
import Synchronization
import Testing

/// The lists' build where it cannot finish: killed with SIGKILL while it deals the items (its files of places open, see
/// `SpilledItems`), or with no directory to keep them in.
@Suite struct ListBuildFaultTests {
    /// Run again by the next command, a killed build makes exactly the lists the sync built, and left no file behind.
    @Test func aKilledBuildIsBuiltAgainExactly() throws {
        let server = try OAIFixtureServer(FixtureState(generated: 0..<20_000, pageSize: 1_000))
        let index = try IndexUnderTest()
        defer { server.stop(); index.remove() }
        let temporary = index.directory + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let environment = ["TMPDIR": temporary]
        let synced = try ForteProcess.run(["sync", server.baseURL, "--index", index.path], environment: environment)
        #expect(synced.status == 0, "\(synced.errors)")
        let queue = try DatabaseQueue(path: index.path)
        let built = try queue.read(Self.lists)

        try queue.write { try $0.execute(sql: "UPDATE projection SET stale = 1") }
        let killed = Mutex(false)
        let outcome = try ForteProcess.run(["stats", "--index", index.path], environment: environment) { pid in
            Thread {
                // Killed once a file of the build is open: the build is under way.
                while kill(pid, 0) == 0, !Self.hasSpilled(pid, temporary) {
                    usleep(200)
                }
                killed.withLock { $0 = kill(pid, SIGKILL) == 0 }
            }.start()
        }
        #expect(killed.withLock { $0 } && outcome.reason == .uncaughtSignal, "\(outcome.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])

        let again = try ForteProcess.run(["stats", "--index", index.path], environment: environment)
        #expect(again.status == 0, "\(again.errors)")
        #expect(try queue.read { try Bool.fetchOne($0, sql: "SELECT stale FROM projection") } == false)
        #expect(try queue.read(Self.lists) == built)
    }

    /// A sync whose lists cannot be built says why in one line and fails; the changes it stored are listed once the
    /// next command, given a directory, builds them.
    @Test func aBuildWithNoDirectoryForItsFilesSaysSo() throws {
        let server = try OAIFixtureServer(FixtureState(generated: 0..<2_000, pageSize: 500))
        let index = try IndexUnderTest()
        defer { server.stop(); index.remove() }
        #expect(try ForteProcess.run(["sync", server.baseURL, "--index", index.path]).status == 0)
        server.change { state in
            for number in stride(from: 0, to: state.records.count, by: 10) {
                state.records[number].title = "Changed \(number)"
                state.records[number].datestamp = "2026-02-01T00:00:00Z"
            }
            state.responseDate = "2026-02-02T00:00:00Z"
        }
        let missing = index.directory + "/missing"
        let failed = try ForteProcess.run(["sync", "--index", index.path], environment: ["TMPDIR": missing])
        #expect(failed.status == 1)
        #expect(
            failed.errors == "forte: 127.0.0.1: cannot write the files that building the lists keeps in \(missing); "
                + "the lists were left as they were (set TMPDIR to a directory forte may write)\n")
        // The changed items' text, indexed and committed before the lists read the items, is kept: only the lists wait.
        let queue = try DatabaseQueue(path: index.path)
        let waiting = try queue.read { db in
            try Row.fetchOne(
                db, sql: "SELECT stale, (SELECT count(*) FROM unindexed) AS unindexed FROM projection")
        }
        #expect(waiting?["stale"] == true && waiting?["unindexed"] == 0, "\(String(describing: waiting))")
        try queue.close()
        let listed = try ForteProcess.run(["list", "--limit", "5000", "--index", index.path])
        #expect(listed.status == 0, "\(listed.errors)")
        let lines = listed.output.split(separator: "\n")
        #expect(lines.count == 2_000)
        #expect(lines.count { $0.contains("Changed ") } == 200)
    }

    /// The lists' rows and places, every column.
    static func lists(_ db: Database) throws -> [[DatabaseValue]] {
        let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('list') WHERE name <> 'id'")
        let lists = try Row.fetchAll(
            db, sql: "SELECT \(columns.joined(separator: ", ")) FROM list ORDER BY shelf, start, count")
        let entries = try Row.fetchAll(db, sql: "SELECT * FROM entry ORDER BY sortOrder, chunk")
        return (lists + entries).map { Array($0.databaseValues) }
    }

    /// Whether the process holds a file it made in `directory` with no name there (`O_TMPFILE`), which Linux shows as
    /// `#` and its inode's number: not SQLite's own temporary files (`etilqs_…`).
    static func hasSpilled(_ pid: Int32, _ directory: String) -> Bool {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        return descriptors.contains { descriptor in
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")
            return target?.hasPrefix(directory + "/#") == true
        }
    }
}
