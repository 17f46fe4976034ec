import ForteIndex
import Foundation
import GRDB
import OAIFixtureServer

/// The built `forte` executable, run as a script or a cron job runs it.
struct ForteProcess {
    /// The `forte` built beside the test bundle (`swift build` before `swift test`, as tools/test does).
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("forte").path

    struct Outcome {
        var status: Int32
        var reason: Process.TerminationReason
        var output: String
        var errors: String
    }

    /// Runs `forte arguments...` (the built one unless `executable` says another) to its end, in `directory` if given, with `environment` added to the
    /// test's own; `started` receives the process id as soon as it runs. Through posix_spawn, not Foundation's
    /// Process: with many tests starting programs at once, the test process crashed now and then beside Process's
    /// own thread. The program starts as from a shell: no signal blocked or ignored. `files` opens descriptors (1 or 2)
    /// on files to write instead of the pipes read into `output` and `errors`, as `> /dev/full` does.
    static func run(
        _ arguments: [String], executable: String = executable, in directory: String? = nil,
        environment: [String: String] = [:], files: [Int32: String] = [:],
        started: (Int32) -> Void = { _ in }
    ) throws -> Outcome {
        // `env -C` changes into the directory: posix_spawn cannot, portably.
        let command = directory.map { ["/usr/bin/env", "-C", $0, executable] } ?? [executable]
        var outputPipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else { throw Failed(arguments: arguments, status: errno) }
        for end in outputPipe + errorPipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for (descriptor, path) in files { posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp =
            ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { strdup("\($0.key)=\($0.value)") } + [
                nil
            ]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        close(outputPipe[1])
        close(errorPipe[1])
        defer { close(outputPipe[0]); close(errorPipe[0]) }
        guard spawned == 0 else { throw Failed(arguments: arguments, status: spawned) }
        started(pid)
        let (output, errors) = readBoth(outputPipe[0], errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // As Process says it: the signal that ended it, else its exit status.
        let signal = status & 0x7F
        return Outcome(
            status: signal != 0 ? signal : (status >> 8) & 0xFF, reason: signal != 0 ? .uncaughtSignal : .exit,
            output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self))
    }

    struct Failed: Error {
        var arguments: [String]
        var status: Int32
    }

    /// Everything written to the two descriptors until both are closed, read as it comes (so that neither fills
    /// while the other is waited on).
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var bytes: [[UInt8]] = [[], []]
        var open = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(where: { $0.fd >= 0 }) {
            guard poll(&open, nfds_t(open.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in open.indices where open[index].fd >= 0 && open[index].revents != 0 {
                let count = read(open[index].fd, &buffer, buffer.count)
                if count > 0 {
                    bytes[index] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    open[index].fd = -1
                }
            }
        }
        return (bytes[0], bytes[1])
    }
}

/// A temporary index file and checks on what it holds.
struct IndexUnderTest {
    let directory: String
    var path: String { directory + "/index.sqlite" }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("forte-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }

    /// `PRAGMA integrity_check` on the file as a crash left it.
    func integrity() throws -> String {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") ?? "" }
    }

    /// Differences between the index and the repository's live records, field by field; empty when exact.
    func differences(from records: [FixtureRecord]) throws -> [String] {
        let index = try CatalogIndex(path: path, create: false)
        let live = records.filter { !$0.isDeleted }
        var differences: [String] = []
        let stored = try index.summaries(.all, offset: 0, limit: 10_000_000).map(\.identifier)
        if stored.count != Set(stored).count { differences.append("duplicates among \(stored.count) items") }
        let extra = Set(stored).subtracting(live.map(\.identifier))
        if let example = extra.first {
            differences.append("\(extra.count) items the repository does not have, e.g. \(example)")
        }
        for record in live {
            guard let item = try index.item(record.identifier) else {
                differences.append("missing \(record.identifier)")
                continue
            }
            if item.metadata.title != [record.title] || item.metadata.creator != [record.creator]
                || item.metadata.date != [record.date] || item.datestamp != record.datestamp
            {
                differences.append("\(record.identifier) differs")
            }
        }
        return differences
    }
}
