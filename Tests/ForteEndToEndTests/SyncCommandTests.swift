import ForteIndex
import Foundation
import OAIFixtureServer
import Synchronization
import Testing

/// `forte sync` as a cron job sees it: quiet output, one-line errors, exit codes, the lock.
struct SyncCommandTests {
    let server: OAIFixtureServer
    let index: IndexUnderTest

    init() throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<300, pageSize: 100))
        index = try IndexUnderTest()
    }

    @Test func offATerminalItPrintsOneSummaryLine() throws {
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--index", index.path])
        #expect(outcome.status == 0)
        #expect(outcome.output.wholeMatch(of: /added 300, updated 0, deleted 0 in \d+\.\d s\n/) != nil)
        #expect(outcome.errors.isEmpty)
        let sources = try ForteProcess.run(["sources", "--index", index.path])
        #expect(sources.output.contains("127.0.0.1  \(server.baseURL)  300 items  last sync "))
        index.remove()
    }

    /// The harvester's own tests sync into a store in memory; here a sync's changes go through the real index.
    @Test func incrementalAndFullSyncsLeaveTheIndexExactlyTheRepository() throws {
        #expect(try ForteProcess.run(["sync", server.baseURL, "--index", index.path]).status == 0)
        server.change {
            $0.change(
                revising: [3, 4, 5], deleting: 9, adding: 1000, at: "2026-01-02T00:00:00Z",
                respondingOn: "2026-01-03T00:00:00Z")
        }
        let incremental = try ForteProcess.run(["sync", "--index", index.path])
        #expect(
            incremental.output.wholeMatch(of: /added 1, updated 3, deleted 1 in \d+\.\d s\n/) != nil,
            "\(incremental.output)")
        #expect(
            server.requests.last { $0.arguments["verb"] == "ListRecords" }?.arguments["from"] == "2026-01-01T00:00:00Z")
        #expect(try index.differences(from: server.current.records) == [])

        server.change {
            $0.records.removeLast(30)
            $0.responseDate = "2026-02-01T00:00:00Z"
        }
        let full = try ForteProcess.run(["sync", "--full", "--index", index.path])
        #expect(full.output.wholeMatch(of: /added 0, updated 270, deleted 30 in \d+\.\d s\n/) != nil, "\(full.output)")
        #expect(try index.differences(from: server.current.records) == [])
        index.remove()
    }

    @Test func anIndexNamedWithoutADirectoryIsInTheWorkingDirectory() throws {
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--index", "index.sqlite"], in: index.directory)
        #expect(outcome.status == 0)
        #expect(outcome.errors.isEmpty)
        #expect(try CatalogIndex(path: index.path, create: false).count(.all) == 300)
        index.remove()
    }

    @Test func anIndexWhereNoDirectoryCanBeMadeIsOneLine() throws {
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--index", "/proc/forte-test/index.sqlite"])
        #expect(outcome.status != 0)
        #expect(
            outcome.errors
                == "forte: cannot write /proc/forte-test/index.sqlite (check the permissions of the file and its directory)\n"
        )
        index.remove()
    }

    @Test func htmlInsteadOfXMLIsOneLineAndExitCode1() throws {
        server.change { $0.misbehaviour.html = true }
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--index", index.path])
        #expect(outcome.status == 1)
        #expect(
            outcome.errors.hasPrefix(
                "forte: 127.0.0.1: \(server.baseURL)?verb=Identify did not return an OAI-PMH document"))
        #expect(outcome.errors.filter { $0 == "\n" }.count == 1)
        // A URL that is not a repository is not remembered.
        let sources = try ForteProcess.run(["sources", "--index", index.path])
        #expect(!sources.output.contains(server.baseURL))
        index.remove()
    }

    /// forte opens libcurl at its first transfer, not at its start (CCurl): one that cannot be opened (here a file of
    /// that name, found first) is the sync's one-line error, and `--version` says so; the server is never reached.
    @Test func aLibcurlThatCannotBeOpenedIsOneLineAndExitCode1() throws {
        let libraries = index.directory + "/libraries"
        try FileManager.default.createDirectory(atPath: libraries, withIntermediateDirectories: true)
        try "not a library".write(toFile: libraries + "/libcurl.so.4", atomically: true, encoding: .utf8)
        let environment = ["LD_LIBRARY_PATH": libraries]
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--index", index.path], environment: environment)
        #expect(outcome.status == 1)
        #expect(
            outcome.errors.hasPrefix(
                "forte: 127.0.0.1: cannot fetch \(server.baseURL)?verb=Identify: cannot open libcurl: \(libraries)/libcurl.so.4: "
            ))
        #expect(outcome.errors.filter { $0 == "\n" }.count == 1)
        #expect(server.requests.isEmpty)
        let version = try ForteProcess.run(["--version"], environment: environment)
        #expect(version.output.contains("\nlibcurl unknown, libxml2 "))
        index.remove()
    }

    @Test func aFirstSyncKilledBeforeItsFirstPageIsRememberedAndResumed() throws {
        let victim = Mutex<Int32>(0)
        server.beforeListRecords { _ in
            kill(victim.withLock { $0 }, SIGKILL)
            usleep(20_000)  // the answer must not reach it
        }
        let killed = try ForteProcess.run(["sync", server.baseURL, "--index", index.path]) { pid in
            victim.withLock { $0 = pid }
        }
        #expect(killed.reason == .uncaughtSignal)
        server.beforeListRecords { _ in }
        let resumed = try ForteProcess.run(["sync", "--index", index.path])
        #expect(resumed.status == 0, "\(resumed.errors)")
        #expect(resumed.output.hasPrefix("added 300, "))
        index.remove()
    }

    @Test func aSecondSyncOfTheSameIndexWaitsThenSaysWhy() throws {
        // The first sync is held inside its first page until the second has given up.
        let release = Mutex(false)
        server.beforeListRecords { _ in
            while !release.withLock({ $0 }) { usleep(10_000) }
        }
        let firstDone = DispatchSemaphore(value: 0)
        let first = Thread { [index, server] in
            _ = try? ForteProcess.run(["sync", server.baseURL, "--index", index.path])
            firstDone.signal()
        }
        first.start()
        while server.requests.isEmpty { usleep(10_000) }
        let second = try ForteProcess.run(["sync", server.baseURL, "--index", index.path, "--wait", "0.3"])
        release.withLock { $0 = true }
        firstDone.wait()
        #expect(second.status == 75)
        #expect(second.errors.hasPrefix("forte: another forte sync is updating \(index.path)"))
        index.remove()
    }

    /// A repository's refusal says what to do in the command line's words: the command that lists its formats.
    @Test func aFormatTheRepositoryRefusesPointsToIdentify() throws {
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--prefix", "mods", "--index", index.path])
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix("forte: 127.0.0.1:mods: the repository refused "), "\(outcome.errors)")
        #expect(
            outcome.errors.hasSuffix(
                ": cannotDisseminateFormat: Only oai_dc (see the formats with forte identify URL)\n"),
            "\(outcome.errors)")
        index.remove()
    }

    @Test func textInAnErrorCannotDriveTheTerminal() throws {
        server.change {
            $0.misbehaviour.serviceUnavailable = 100; $0.misbehaviour.retryAfter = "99999"
        }
        let outcome = try ForteProcess.run(["sync", server.baseURL + "?x=\u{1B}]52;c;AAAA\u{7}", "--index", index.path])
        #expect(outcome.status == 1)
        #expect(!outcome.errors.contains("\u{1B}"))
        #expect(outcome.errors.contains("␛]52;c;AAAA␇"))
        index.remove()
    }

    /// `--timeout` bounds the whole request: a server that asks again and again to wait 1 s is asked at most three
    /// times under `--timeout 2`, where the retries came after the timeout (eight attempts).
    @Test(arguments: [("sync", "127.0.0.1: "), ("identify", "")])
    func theTimeoutBoundsTheRetriesAndTheirWaits(command: String, source: String) throws {
        server.change {
            $0.misbehaviour.serviceUnavailable = 100; $0.misbehaviour.retryAfter = "1"
        }
        let outcome = try ForteProcess.run([command, server.baseURL, "--index", index.path, "--timeout", "2"])
        #expect(outcome.status == 1)
        #expect(
            outcome.errors
                == "forte: \(source)\(server.baseURL)?verb=Identify asks to retry in 1 s (run forte sync again later)\n"
        )
        #expect((1...3).contains(server.requests.count), "\(server.requests.count) requests")
        index.remove()
    }
}
