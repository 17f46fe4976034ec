import Foundation
import Glibc

/// The built `forte` running in a real terminal: a tmux server of its own (its own socket), one window
/// of a given size, keys sent as a person types them, the screen read back as text.
final class BrowseTmux {
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var isAvailable: Bool { tmux != nil }

    static let forte = ForteProcess.executable

    private let socket = "forte-e2e-\(UUID().uuidString.prefix(8))"

    private let script = NSTemporaryDirectory() + "forte-e2e-\(UUID().uuidString).sh"

    /// Where forte keeps its state (the remembered place) in this window: never the user's own.
    let stateHome = NSTemporaryDirectory() + "forte-e2e-state-\(UUID().uuidString)"

    /// Starts `shell` (a shell script; `$FORTE` is the forte executable) in a window of the given size. Text cards
    /// unless `environment` says otherwise (`FORTE_IMAGES`): tmux would have forte draw covers as mosaics.
    init(width: Int = 100, height: Int = 30, shell: String, environment: [String: String] = [:]) throws {
        let exports =
            (["FORTE": Self.forte, "TERM": "xterm-256color", "XDG_STATE_HOME": stateHome, "FORTE_IMAGES": "none"]
            .merging(environment) { $1 })
            .map { "export \($0.key)='\($0.value)'\n" }.sorted().joined()
        try (exports + shell + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        try run("new-session", "-d", "-x", String(width), "-y", String(height), "sh " + script)
    }

    deinit {
        // The pane's processes go first and for certain: kill-server alone can leave a server
        // waiting on a pane that outlives it.
        if let pid = try? fortePID() { kill(pid, SIGKILL) }
        if let shell = try? display("#{pane_pid}"), let pid = Int32(shell) { kill(pid, SIGKILL) }
        _ = try? run("kill-server")
        try? FileManager.default.removeItem(atPath: script)
        try? FileManager.default.removeItem(atPath: stateHome)
    }

    func send(_ keys: String...) throws {
        try run(["send-keys"] + keys)
    }

    /// Sends text literally, character by character.
    func type(_ text: String) throws {
        try run("send-keys", "-l", text)
    }

    /// Pastes `text` as a terminal does, bracketed when the program asked for it.
    func paste(_ text: String) throws {
        try run("set-buffer", "--", text)
        try run("paste-buffer", "-p")
    }

    /// Sends bytes as the terminal would send them (a mouse report, say).
    func sendBytes(_ text: String) throws {
        try run(["send-keys", "-H"] + text.utf8.map { String($0, radix: 16) })
    }

    var screen: String { (try? run("capture-pane", "-p")) ?? "" }

    /// The screen with its attributes as SGR sequences, as tmux writes them.
    var styledScreen: String { (try? run("capture-pane", "-p", "-e")) ?? "" }

    /// What tmux's latest paste buffer holds.
    func pasteBuffer() throws -> String {
        try run("show-buffer")
    }

    func display(_ format: String) throws -> String {
        try run("display-message", "-p", format).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen shows `text` (or a generous limit passes: a hung binary fails, it does not hang the suite).
    @discardableResult
    func waitFor(_ text: String) -> Bool {
        for _ in 0..<100 {
            if screen.contains(text) { return true }
            usleep(50_000)
        }
        return false
    }

    /// From now on, every byte the program in the window writes is appended to `path`, as written (before tmux reads it).
    func recordOutput(to path: String) throws {
        try run("pipe-pane", "-O", "cat >> '\(path)'")
    }

    func resize(width: Int, height: Int) throws {
        try run("resize-window", "-x", String(width), "-y", String(height))
    }

    /// The pid of the shell's child: the running `forte`.
    func fortePID() throws -> Int32? {
        let shell = try display("#{pane_pid}")
        let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children?.split(separator: " ").first.flatMap { Int32($0) }
    }

    @discardableResult
    private func run(_ arguments: String...) throws -> String {
        try run(arguments)
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let outputPath = NSTemporaryDirectory() + "forte-e2e-out-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try Self.spawnAndWait(
            Self.tmux!, ["-L", socket, "-f", "/dev/null"] + arguments, output: outputPath)
        guard status == 0 || arguments.first == "kill-server" else {
            throw Failed(arguments: arguments, status: status)
        }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    struct Failed: Error {
        var arguments: [String]
        var status: Int32
    }

    /// Runs a program to its end with stdout to a file. Plain posix_spawn and waitpid: Foundation's
    /// Process can miss the exit of a tmux client whose server keeps running, and a pipe would never
    /// reach end of file while that server holds the client's descriptors.
    static func spawnAndWait(_ path: String, _ arguments: [String], output: String) throws -> Int32 {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The tmux server, and every shell and forte in it, start as from a person's terminal: no signal
        // blocked or ignored. Test threads block most of them, and a blocked SIGTSTP never stops forte.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failed(arguments: arguments, status: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (status >> 8) & 0xFF
    }
}
