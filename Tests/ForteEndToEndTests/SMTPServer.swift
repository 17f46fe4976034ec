import Foundation

/// `tools/smtp-test-server`, an SMTP server on 127.0.0.1 (aiosmtpd), started for one test and stopped with it:
/// what it accepted (each message's bytes and envelope) and how many connections it saw.
final class SMTPServer {
    struct Received: Decodable {
        var from: String
        var to: [String]
        /// Whether STARTTLS preceded the message.
        var tls: Bool
    }

    /// What the server does beyond accepting mail (`tools/smtp-test-server --help`).
    enum Behaviour {
        case startTLS(certificate: String, key: String)
        case authentication(user: String, password: String)
        case temporaryFailures(rcpt: Int, data: Int)
        case rejection(reason: String)
        case silence
        case endlessGreeting

        var arguments: [String] {
            switch self {
            case .startTLS(let certificate, let key): ["--tls", certificate, key]
            case .authentication(let user, let password): ["--auth", user, password]
            case .temporaryFailures(let rcpt, let data): ["--tempfail-rcpt", "\(rcpt)", "--tempfail-data", "\(data)"]
            case .rejection(let reason): ["--reject", reason]
            case .silence: ["--silent"]
            case .endlessGreeting: ["--endless-greeting"]
            }
        }
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tools/smtp-test-server").path

    /// Where the server saves what it accepts; a test's other files (certificates, settings) may go here too.
    let directory: String
    let port: Int
    private let pid: pid_t

    var url: String { "smtp://127.0.0.1:\(port)" }

    init(_ behaviours: [Behaviour] = []) throws {
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent("forte-smtp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/mail", withIntermediateDirectories: true)
        // Debian's python3, where python3-aiosmtpd installs.
        let arguments =
            ["/usr/bin/python3", Self.script, "--dir", directory + "/mail"] + behaviours.flatMap(\.arguments)
        var output: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { throw Failed(reason: "no pipe") }
        // Both ends close on exec (dup2 clears it on the server's stdout): no other program a test starts holds them.
        for end in output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        close(output[1])
        defer { close(output[0]) }
        guard spawned == 0 else { throw Failed(reason: "cannot start \(arguments[0]): \(spawned)") }
        self.pid = pid
        // The first line it prints is its port; it prints nothing else.
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(output[0], &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
            throw Failed(
                reason: "tools/smtp-test-server did not start (is python3-aiosmtpd installed? tools/install-deps)")
        }
        self.port = port
    }

    deinit {
        // SIGKILL: the test process may block SIGTERM, and the server holds nothing worth a clean exit.
        kill(pid, SIGKILL)
        while waitpid(pid, nil, 0) < 0, errno == EINTR {}
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The messages accepted, in order: each one's envelope and bytes as received.
    func messages() throws -> [(envelope: Received, message: String)] {
        var messages: [(Received, String)] = []
        while case let base = "\(directory)/mail/\(messages.count + 1)",
            FileManager.default.fileExists(atPath: base + ".json")
        {
            let envelope = try JSONDecoder().decode(
                Received.self, from: Data(contentsOf: URL(fileURLWithPath: base + ".json")))
            messages.append((envelope, try String(contentsOfFile: base + ".eml", encoding: .utf8)))
        }
        return messages
    }

    /// Connections the server has accepted.
    var connections: Int { lines(of: "connections").count }

    /// The users that tried AUTH, one for each attempt.
    var authenticationAttempts: [String] { lines(of: "auth") }

    private func lines(of log: String) -> [String] {
        ((try? String(contentsOfFile: directory + "/mail/" + log, encoding: .utf8)) ?? "").split(separator: "\n").map(
            String.init)
    }

    struct Failed: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}
