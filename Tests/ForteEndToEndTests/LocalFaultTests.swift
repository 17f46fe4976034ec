import ForteIndex
import Foundation
import OAIFixtureServer
import Synchronization
import Testing

/// Faults around the index as the commands meet them (issue 6, parts 2, 3 and 8): readers beside a
/// writing sync, a TLS handshake with a plain HTTP server, a read-only file system, a full disk.
@Suite(.serialized) struct LocalFaultTests {
    /// Mounting needs root and a sandbox that lets it mount; elsewhere the mount tests are skipped.
    static let canMount: Bool = {
        guard let probe = try? IndexUnderTest() else { return false }
        defer { probe.remove() }
        guard mountFileSystem(["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.directory]) else { return false }
        return mountFileSystem(["-o", "remount,ro", probe.directory]) && unmount(probe.directory)
    }()

    @discardableResult
    static func mountFileSystem(_ arguments: [String]) -> Bool { run("/bin/mount", arguments) }

    @discardableResult
    static func unmount(_ directory: String) -> Bool { run("/bin/umount", [directory]) }

    private static func run(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func listAndStatsDuringALargeSyncAreNeverLockedNorTorn() throws {
        let server = try OAIFixtureServer(FixtureState(generated: 0..<100, pageSize: 100))
        let index = try IndexUnderTest()
        defer { index.remove() }
        #expect(try ForteProcess.run(["sync", server.baseURL, "--index", index.path]).status == 0)
        // 20,000 records, the first 100 changed: every later page adds 100 items to the 100 there are.
        server.change {
            $0.records = (0..<20_000).map { FixtureRecord.generated($0, datestamp: "2027-01-01T00:00:00Z") }
        }
        server.beforeListRecords { _ in usleep(10_000) }  // slow enough for readers to see many pages land

        let syncDone = Atomic(false)
        let syncErrors = Mutex<String?>(nil)
        let sync = Thread { [index, server] in
            let outcome = try? ForteProcess.run(["sync", server.baseURL, "--index", index.path])
            syncErrors.withLock { $0 = outcome?.errors ?? "did not run" }
            syncDone.store(true, ordering: .sequentiallyConsistent)
        }
        sync.start()
        var listCounts: [Int] = []
        var statsCounts: [Int] = []
        while !syncDone.load(ordering: .sequentiallyConsistent) {
            let list = try ForteProcess.run(["list", "--json", "--index", index.path])
            #expect(list.status == 0 && list.errors.isEmpty, "list: \(list.errors)")
            let identifiers = list.output.split(separator: "\n").map { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String ?? ""
            }
            #expect(Set(identifiers).count == identifiers.count, "list repeated items: a torn read across pages")
            listCounts.append(identifiers.count)

            let stats = try ForteProcess.run(["stats", "--json", "--index", index.path])
            #expect(stats.status == 0 && stats.errors.isEmpty, "stats: \(stats.errors)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
            let items = try #require(object["items"] as? Int)
            let decades = try #require(object["decades"] as? [String: Int])
            #expect(decades.values.reduce(0, +) == items, "stats counted decades and items in different states")
            statsCounts.append(items)
        }
        #expect(syncErrors.withLock { $0 } == "")
        #expect(listCounts.count > 2, "the sync ended before the readers saw it write")
        for counts in [listCounts, statsCounts] {
            #expect(counts.allSatisfy { $0 % 100 == 0 }, "not whole pages: \(counts)")
            #expect(counts == counts.sorted(), "counts went down: \(counts)")
        }
        #expect(try index.differences(from: server.current.records).isEmpty)
        print(
            "list and stats run \(listCounts.count) times each during a sync of 20,000 records: counts \(statsCounts.first ?? 0)…\(statsCounts.last ?? 0)"
        )
    }

    /// A process that closes any descriptor of a file loses every lock it holds on it (POSIX). A reader that opens the
    /// index again (as `forte list` does, to complete the lists a killed sync left) must keep the lock that tells a
    /// writer in another process, closing last, that readers remain: else that writer folds the whole log into the file
    /// and deletes it, under a read of an older state (a sync ending while `forte list` read saw a damaged index).
    @Test func aReaderThatOpensTheIndexAgainKeepsTheLogFromBeingDeletedUnderIt() throws {
        let sample = try SampleIndex(count: 100)
        defer { sample.remove() }
        let reader = try CatalogIndex(readingAt: sample.path)
        try reader.readingTogether {
            #expect(try reader.count(.all) == 100)
            _ = try CatalogIndex(readingAt: sample.path)
            let writer = try ForteProcess.run(["fav", "add", SampleIndex.identifier(1), "--index", sample.path])
            #expect(writer.status == 0, "\(writer.errors)")
            #expect(
                FileManager.default.fileExists(atPath: sample.path + "-wal"),
                "a writer in another process deleted the log while a reader here read")
        }
        #expect(try reader.count(.all) == 100)
    }

    @Test func tlsWithAPlainHTTPServerIsOneLineAndNothingIsRemembered() throws {
        let server = try OAIFixtureServer(FixtureState(generated: 0..<300, pageSize: 100))
        let index = try IndexUnderTest()
        defer { index.remove() }
        let url = "https://127.0.0.1:\(server.port)/oai"
        let outcome = try ForteProcess.run(["sync", url, "--index", index.path])
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix("forte: 127.0.0.1: no secure connection to \(url)"), "\(outcome.errors)")
        #expect(outcome.errors.filter { $0 == "\n" }.count == 1)
        #expect(server.requests.isEmpty, "a request went out in clear text")
        let sources = try ForteProcess.run(["sources", "--index", index.path])
        #expect(!sources.output.contains(url))
    }

    @Test(.enabled(if: canMount, "needs root and a sandbox that allows mount"))
    func aReadOnlyFileSystemIsOneLineAndTheIndexIsUntouched() throws {
        let server = try OAIFixtureServer(FixtureState(generated: 0..<300, pageSize: 100))
        let index = try IndexUnderTest()
        defer { index.remove() }
        try #require(Self.mountFileSystem(["-t", "tmpfs", "-o", "size=8m", "tmpfs", index.directory]))
        defer { Self.unmount(index.directory) }
        #expect(try ForteProcess.run(["sync", server.baseURL, "--index", index.path]).status == 0)
        server.change {
            $0.records += (300..<400).map { FixtureRecord.generated($0, datestamp: "2027-01-01T00:00:00Z") }
        }
        try #require(Self.mountFileSystem(["-o", "remount,ro", index.directory]))
        let files = try FileManager.default.contentsOfDirectory(atPath: index.directory).sorted()
        let before = files.map { Self.bytes(index.directory + "/" + $0) }

        let sync = try ForteProcess.run(["sync", "--index", index.path])
        #expect(sync.status != 0)
        #expect(sync.errors.hasPrefix("forte: "), "\(sync.errors)")
        #expect(sync.errors.lowercased().contains("read-only file system"), "\(sync.errors)")
        #expect(sync.errors.filter { $0 == "\n" }.count == 1, "\(sync.errors)")
        let created = try ForteProcess.run(["sync", server.baseURL, "--index", index.directory + "/new/index.sqlite"])
        #expect(created.status != 0)
        #expect(created.errors.filter { $0 == "\n" }.count == 1, "\(created.errors)")

        #expect(try FileManager.default.contentsOfDirectory(atPath: index.directory).sorted() == files)
        #expect(files.map { Self.bytes(index.directory + "/" + $0) } == before, "the index was changed")
    }

    @Test(.enabled(if: canMount, "needs root and a sandbox that allows mount"))
    func aFullDiskStopsTheSyncWithWholePagesKept() throws {
        let records = (0..<20_000).map { FixtureRecord.generated($0) }
        let server = try OAIFixtureServer(FixtureState(records: records, pageSize: 100))
        let index = try IndexUnderTest()
        defer { index.remove() }
        // 4 MB: creating the index logs about 2 MB of 32 KiB pages, and the harvest fills the rest.
        try #require(Self.mountFileSystem(["-t", "tmpfs", "-o", "size=4m", "tmpfs", index.directory]))
        defer { Self.unmount(index.directory) }

        let full = try ForteProcess.run(["sync", server.baseURL, "--index", index.path])
        #expect(full.status == 1)
        #expect(full.errors.hasPrefix("forte: "), "\(full.errors)")
        #expect(full.errors.contains("no space left to write \(index.path)"), "\(full.errors)")
        #expect(full.errors.filter { $0 == "\n" }.count == 1, "\(full.errors)")
        #expect(try index.integrity() == "ok")
        // Every record it kept (the lists show them once a harvest completes).
        let export = try ForteProcess.run(["export", "--index", index.path])
        #expect(export.status == 0, "\(export.errors)")
        let items = export.output.split(separator: "\n").count
        #expect(items > 0 && items < records.count && items % 100 == 0, "\(items) items")
    }
}
