import Foundation
import Glibc

/// What tmux says of the pictures it passes on, asked of tmux itself: inside it, the environment names tmux, not the
/// terminal tmux runs in. tmux passes a picture's sequences through to that terminal only when `allow-passthrough`
/// is on; forte then draws for the terminal the client runs in (`client_termtype`, `client_termname`).
public struct TmuxGraphics: Sendable, Equatable {
    public var allowsPassthrough: Bool
    /// `#{client_termtype} #{client_termname}`: `kitty(0.39.1) xterm-kitty`, say; empty with no client attached.
    public var clientTerminal: String

    public init(allowsPassthrough: Bool, clientTerminal: String) {
        (self.allowsPassthrough, self.clientTerminal) = (allowsPassthrough, clientTerminal)
    }

    /// The protocol of the client's terminal when tmux passes pictures through to it; mosaics otherwise, which tmux
    /// draws as any text.
    public var format: ImageProtocol {
        guard allowsPassthrough else { return .symbols }
        let terminal = clientTerminal.lowercased()
        if terminal.contains("kitty") || terminal.contains("ghostty") { return .kitty }
        if terminal.contains("iterm") || terminal.contains("wezterm") { return .iterm }
        if terminal.contains("foot") || terminal.contains("mlterm") { return .sixel }
        return .symbols
    }

    /// Asked of the tmux server `environment`'s `TMUX` names; nil when it does not answer (no tmux on the path, say).
    public static func asked(environment: [String: String]) -> TmuxGraphics? {
        guard let passthrough = tmux(["show-options", "-gv", "allow-passthrough"], environment),
            let client = tmux(["display-message", "-p", "#{client_termtype} #{client_termname}"], environment)
        else { return nil }
        return TmuxGraphics(allowsPassthrough: passthrough == "on" || passthrough == "all", clientTerminal: client)
    }

    /// Runs tmux (found on forte's path, never through a shell) with `arguments` in `environment`; what it writes, when
    /// it exits with 0.
    private static func tmux(_ arguments: [String], _ environment: [String: String]) -> String? {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { return nil }
        // Not for any other program started meanwhile: one that kept the pipe open would keep this read waiting.
        for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, argv, envp) == 0
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count > 0 {
                output += buffer[..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // Exited (not killed by a signal) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
