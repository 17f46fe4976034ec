import Glibc

/// Finding and running the programs that open links: by path, never through a shell, so nothing in
/// a link (which comes from the catalog) is ever read as a command.
enum Opener {
    /// The program's path: itself when it names a path, else the first executable of that name on `path`.
    static func locate(_ program: String, path: String) -> String? {
        guard !program.isEmpty else { return nil }
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
    }

    /// Runs `arguments` (a path first) to its end on the terminal; true when it exits with 0. The
    /// program gets the default handling of Ctrl-C and Ctrl-Z, whatever forte does with them.
    static func run(_ arguments: [String]) -> Bool {
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
        guard posix_spawn(&pid, arguments[0], nil, &attributes, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return false }
        }
        // Exited (not killed by a signal) with status 0.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }
}
