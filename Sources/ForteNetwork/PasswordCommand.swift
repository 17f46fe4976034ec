import Glibc

/// A shell command that prints a password on its first line (`pass show mail`, `secret-tool lookup …`), run when
/// a message is about to go. Its output is never shown: a failure says only how it ended.
struct PasswordCommand {
    let command: String
    /// Output read at most: a password is a line.
    static let outputLimit = 64 << 10

    /// The first line of the command's output, without its line ending. Standard input and standard error stay the
    /// user's, so a command that asks (pinentry) can.
    func password() throws(SMTPError) -> String {
        func failed(_ why: String) -> SMTPError { SMTPError(kind: .credentials, server: "", detail: why) }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw failed("no pipe for its output") }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let arguments = ["/bin/sh", "-c", command]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        close(ends[1])
        defer { close(ends[0]) }
        guard spawned == 0 else { throw failed("/bin/sh could not be started") }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            // Read to the end (so the command never blocks on a full pipe), keeping only the start.
            if output.count < Self.outputLimit { output += buffer[..<count] }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if status & 0x7F != 0 { throw failed("the password command was killed by signal \(status & 0x7F)") }
        if (status >> 8) & 0xFF != 0 { throw failed("the password command exited with status \((status >> 8) & 0xFF)") }
        var line = output.prefix { $0 != UInt8(ascii: "\n") }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard !line.isEmpty else { throw failed("the password command printed no password") }
        return String(decoding: line, as: UTF8.self)
    }
}
