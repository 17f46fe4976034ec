import Foundation
import OAIFixtureServer
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A sync that finds the index busy says who holds it and for how long, from what the holder wrote
/// into the lock file, and believes nothing else written there (issue 23).
@Suite struct SyncLockTests {
    /// Never contacted: every sync here stops at the lock.
    static let unreachable = "http://127.0.0.1:9/oai"

    static func busyMessage(_ path: String, holder: String = "") -> String {
        "forte: another forte sync is updating \(path) (\(holder)waited 0 s; try again when it is done, or pass --wait)\n"
    }

    @Test func aBusySyncNamesTheHoldersPidAndHowLongItHasRun() throws {
        let server = try OAIFixtureServer(FixtureState(generated: 0..<300, pageSize: 100))
        let index = try IndexUnderTest()
        defer { index.remove() }
        // The first sync is held inside its first page until the second has given up.
        let release = Mutex(false)
        server.beforeListRecords { _ in
            while !release.withLock({ $0 }) { usleep(10_000) }
        }
        let holder = Mutex<Int32?>(nil)
        let firstDone = DispatchSemaphore(value: 0)
        let first = Thread { [index, server] in
            _ = try? ForteProcess.run(["sync", server.baseURL, "--index", index.path]) { pid in
                holder.withLock { $0 = pid }
            }
            firstDone.signal()
        }
        first.start()
        while server.requests.isEmpty { usleep(10_000) }  // it holds the lock before its first request
        sleep(1)
        let second = try ForteProcess.run(["sync", server.baseURL, "--index", index.path, "--wait", "0"])
        release.withLock { $0 = true }
        firstDone.wait()
        #expect(second.status == 75)
        let pid = try #require(holder.withLock { $0 })
        let match = try #require(
            second.errors.wholeMatch(
                of:
                    /forte: another forte sync is updating (.+) \(pid (\d+), running for (\d+) s; waited 0 s; try again when it is done, or pass --wait\)\n/
            ),
            "\(second.errors)")
        #expect(String(match.1) == index.path)
        #expect(Int32(match.2) == pid)
        #expect((1...60).contains(Int(match.3) ?? 0), "running for \(match.3) s")
    }

    /// The test holds the lock itself, with anything in the file: only a whole record of a running
    /// process that started in the past names a holder; anything else adds nothing, and is left as it was.
    @Test func aGarbledOrStaleLockFileAddsNothing() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let now = Int(Date().timeIntervalSince1970)
        let me = getpid()
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let contents: [[UInt8]] =
            [
                "", "garbage\n", "pid \(me)\n", "pid \(me)\nstarted \(now)", "pid \(me)\nstarted \(now)\nmore\n",
                "pid \(ended.processIdentifier)\nstarted \(now - 5)\n",  // a holder that died
                "pid \(me)\nstarted \(now + 3600)\n",  // a start in the future
                "pid \(me)\nstarted 99999999999999999999999999\n", "pid \(me)\nstarted -5\n",
                "pid 0\nstarted \(now)\n", "pid -1\nstarted \(now)\n", "pid 99999999999\nstarted \(now)\n",
                "pid \(me)\nstarted \(now)\n" + String(repeating: " ", count: 1 << 20),
            ].map { Array($0.utf8) } + [[0xFF, 0xFE, 0x00, 0x0A], [UInt8](repeating: 0, count: 100)]
        let lockPath = index.path + ".lock"
        for bytes in contents {
            // Close-on-exec: a forte another test starts meanwhile would otherwise inherit the descriptor, and its
            // lock with it, past the close below, and the next round's lock would fail.
            let descriptor = open(lockPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            #expect(write(descriptor, bytes, bytes.count) == bytes.count)
            try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
            let outcome = try ForteProcess.run(["sync", Self.unreachable, "--index", index.path, "--wait", "0"])
            #expect(outcome.status == 75)
            #expect(
                outcome.errors == Self.busyMessage(index.path),
                "\(String(decoding: bytes.prefix(80), as: UTF8.self).debugDescription)")
            #expect(FileManager.default.contents(atPath: lockPath) == Data(bytes))
        }

        // The same way, a whole record names its holder: the format is what the lock file documents.
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer { close(descriptor) }
        let record = Array("pid \(me)\nstarted \(now - 125)\n".utf8)
        #expect(write(descriptor, record, record.count) == record.count)
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let outcome = try ForteProcess.run(["sync", Self.unreachable, "--index", index.path, "--wait", "0"])
        #expect(outcome.status == 75)
        #expect(
            outcome.errors.wholeMatch(of: /.*\(pid \d+, running for 2 min [5-9] s; waited 0 s; .*\n/) != nil,
            "\(outcome.errors)")
        #expect(outcome.errors.contains("(pid \(me), "))
    }

    /// The holder writes into the lock file: a link put in its place would have it write wherever the link points.
    @Test func aLockFileThatIsALinkIsNotWrittenThrough() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let victim = index.directory + "/notes.txt"
        try "keep me\n".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: index.path + ".lock", withDestinationPath: victim)
        let outcome = try ForteProcess.run(["sync", Self.unreachable, "--index", index.path])
        #expect(outcome.status == 1)
        #expect(
            outcome.errors
                == "forte: \(index.path).lock is a symbolic link; forte keeps its lock in a file of its own (remove the link)\n"
        )
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")
        #expect(!FileManager.default.fileExists(atPath: index.path))
    }
}
