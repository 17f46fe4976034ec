import Glibc

/// Finding and running the programs that open links: by path, never through a shell, so nothing in
/// a link (which comes from the catalog) is ever read as a command.
public enum Opener {
    /// The program's path: itself when it names a path, else the first executable of that name on `path`.
    public static func locate(_ program: String, path: String) -> String? {
        guard !program.isEmpty else { return nil }
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
    }

    /// Runs `arguments` (a path first) to its end on the terminal; true when it exits with 0. The
    /// program gets the default handling of Ctrl-C and Ctrl-Z, whatever forte does with them. Given `input`, the
    /// program reads it as its standard input and writes nowhere (the screen is forte's).
    public static func run(_ arguments: [String], input: [UInt8]? = nil) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipe: [Int32] = [-1, -1]
        if let input {
            // The input waits in the pipe before the program starts, so no program that ends unread can make the
            // write end forte (SIGPIPE); what the pipe cannot hold at once is not given at all.
            guard Glibc.pipe(&pipe) == 0 else { return false }
            _ = fcntl(pipe[1], F_SETFL, O_NONBLOCK)
            let written = input.withUnsafeBytes { write(pipe[1], $0.baseAddress, $0.count) }
            close(pipe[1])
            guard written == input.count else {
                close(pipe[0])
                return false
            }
            posix_spawn_file_actions_adddup2(&actions, pipe[0], 0)
            posix_spawn_file_actions_addclose(&actions, pipe[0])
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTERM, SIGHUP, SIGCONT, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ) == 0
        if input != nil { close(pipe[0]) }
        guard spawned else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return false }
        }
        // Exited (not killed by a signal) with status 0.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }
}
