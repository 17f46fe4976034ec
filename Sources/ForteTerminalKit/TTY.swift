import Glibc

/// The real terminal: raw mode, the alternate screen, a hidden cursor, bracketed paste and (unless
/// turned off) mouse reports while it is open, and the terminal put back on every way out: `close()`
/// (q, Ctrl-C, a thrown error), SIGTERM, SIGHUP, SIGINT, and crashes (SIGSEGV, SIGILL, SIGTRAP, SIGABRT,
/// SIGBUS, SIGFPE) before the signal takes its course. Ctrl-Z (SIGTSTP) puts it back too, and `fg`
/// (SIGCONT) takes it again; see `TTYSignals.swift`.
public final class TTY: Terminal {
    public enum Event: Sendable, Hashable {
        case key(Key)
        /// A new size, or back from a suspension: the screen must be drawn whole.
        case resize
        /// The descriptor `nextEvents` was asked to watch became readable (a cover is ready).
        case wake
    }

    /// Standard input and output are not a terminal that can be put into browse mode (the executable names the
    /// command that needs none).
    public struct NotATerminal: Error, CustomStringConvertible {
        public var description: String { "standard input and output are not a terminal" }
    }

    private var decoder = KeyDecoder()
    private var isOpen = false

    /// Puts the terminal into browse mode. Throws `NotATerminal` when stdin or stdout is not a terminal.
    public init(capabilities: TerminalCapabilities, mouse: Bool) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw NotATerminal() }
        guard tcgetattr(STDIN_FILENO, &ttyState.saved) == 0 else { throw NotATerminal() }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw NotATerminal() }
        ttyState.resizePipe = (fds[0], fds[1])
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)

        var raw = ttyState.saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        // ISIG off: Ctrl-C and Ctrl-Z arrive as keys, so quitting and suspending take the ordinary, tidy path.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        ttyState.raw = raw
        // Mouse: clicks and the wheel (1000), reported as SGR (1006); bracketed paste (2004).
        let modes = "\u{1B}[?2004h" + (mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : "")
        ttyState.enter = StaticBytes(capabilities.enterScreen + capabilities.hideCursor + modes + "\u{1B}[H\u{1B}[2J")
        ttyState.leave = StaticBytes(
            "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m"
                + (capabilities.showCursor.isEmpty ? "\u{1B}[?25h" : capabilities.showCursor)
                + capabilities.leaveScreen)
        ttyState.hasSaved = true
        enterScreen()
        installHandlers()
        isOpen = true
    }

    deinit { close() }

    /// Puts the terminal back as it was. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        restoreTerminal()
        for signal in handledSignals { Glibc.signal(signal, SIG_DFL) }
        Glibc.close(ttyState.resizePipe.0)
        Glibc.close(ttyState.resizePipe.1)
    }

    public var size: Size {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return Size(width: 80, height: 24)
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeAll($0.baseAddress, $0.count) }
    }

    /// Raises SIGTSTP, whose handler gives the terminal back and stops; returns once `fg` continued us.
    public func suspend() {
        kill(getpid(), SIGTSTP)
        // A stop can be refused (an orphaned process group discards SIGTSTP): take the terminal back then.
        if ttyState.isSuspended { resumeTerminal() }
    }

    /// The terminal as the shell had it for `body`; Ctrl-C and Ctrl-Z go to the program `body` runs,
    /// which, sharing forte's process group, would otherwise stop or end forte too.
    public func handOver<T>(_ body: () -> T) -> T {
        restoreTerminal()
        Glibc.signal(SIGINT, SIG_IGN)
        Glibc.signal(SIGQUIT, SIG_IGN)
        Glibc.signal(SIGTSTP, SIG_DFL)
        defer {
            enterScreen()
            installHandlers()
        }
        return body()
    }

    /// Whether a key or a resize waits to be read: long work gives way to it.
    public func hasEventWaiting() -> Bool {
        var fds = eventDescriptors()
        return poll(&fds, nfds_t(fds.count), 0) > 0
    }

    /// What `poll` watches for events, in this order: the keys, the resize pipe, and `wake` (without one, -1, which
    /// `poll` passes over).
    private func eventDescriptors(wake: Int32? = nil) -> [pollfd] {
        [STDIN_FILENO, ttyState.resizePipe.0, wake ?? -1].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    }

    /// Waits for keys or a resize (or `wake` to become readable), up to `timeout` milliseconds (-1: as long as it
    /// takes; none come: no events). A lone ESC is the Esc key once 25 ms pass with nothing after it.
    public func nextEvents(waitingAtMost timeout: Int32 = -1, wake: Int32? = nil) -> [Event] {
        while true {
            var fds = eventDescriptors(wake: wake)
            let ready = poll(&fds, nfds_t(fds.count), decoder.isWaitingAfterEscape ? 25 : timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return [.key(.ctrl("c"))]
            }
            if ready == 0 { return decoder.isWaitingAfterEscape ? decoder.flushEscape().map(Event.key) : [] }
            var events: [Event] = []
            if fds[1].revents & Int16(POLLIN) != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                _ = read(ttyState.resizePipe.0, &drain, drain.count)
                events.append(.resize)
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                // The terminal went away: leave as if asked to.
                if count <= 0 { return events + [.key(.ctrl("c"))] }
                let now = MonotonicClock.nanoseconds() / 1_000_000
                events += decoder.decode(buffer[0..<count]).map { key in
                    guard case .mouse(var event) = key else { return .key(key) }
                    event.time = now
                    return .key(.mouse(event))
                }
            }
            // After the keys: a key's frame goes first, and draws the ready covers with it.
            if fds[2].revents & Int16(POLLIN) != 0 { events.append(.wake) }
            if !events.isEmpty { return events }
        }
    }
}
