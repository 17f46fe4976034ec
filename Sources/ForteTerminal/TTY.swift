import Glibc

/// The real terminal: raw mode, the alternate screen and a hidden cursor while it is open, and the
/// terminal put back on every way out: `close()` (q, Ctrl-C, a thrown error), SIGTERM, SIGHUP, SIGINT,
/// and crashes (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE) before the signal takes its course.
public final class TTY: Terminal {
    public enum Event: Sendable, Hashable {
        case key(Key)
        case resize
    }

    public struct NotATerminal: Error, CustomStringConvertible {
        public var description: String { "forte browse needs a terminal; try forte list" }
    }

    private var decoder = KeyDecoder()
    private var isOpen = false

    /// Puts the terminal into browse mode. Throws `NotATerminal` when stdin or stdout is not a terminal.
    public init() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw NotATerminal() }
        guard tcgetattr(STDIN_FILENO, &ttyState.saved) == 0 else { throw NotATerminal() }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw NotATerminal() }
        ttyState.resizePipe = (fds[0], fds[1])
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        ttyState.hasSaved = true

        var raw = ttyState.saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        // ISIG off: Ctrl-C arrives as a key, so quitting takes the ordinary, tidy path.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGQUIT] {
            installHandler(signal, restoreAndReraise)
        }
        installHandler(SIGWINCH, noteResize)
        write(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8))
        isOpen = true
    }

    deinit { close() }

    /// Puts the terminal back as it was. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        restoreTerminal()
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGQUIT, SIGWINCH] {
            Glibc.signal(signal, SIG_DFL)
        }
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
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Waits for keys or a resize. A lone ESC is the Esc key once 25 ms pass with nothing after it.
    public func nextEvents() -> [Event] {
        while true {
            var fds = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: ttyState.resizePipe.0, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, decoder.isWaitingAfterEscape ? 25 : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return [.key(.ctrl("c"))]
            }
            if ready == 0 { return decoder.flushEscape().map(Event.key) }
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
                events += decoder.decode(buffer[0..<count]).map(Event.key)
            }
            if !events.isEmpty { return events }
        }
    }
}

/// What a signal handler needs to put the terminal back. Signal handlers cannot capture context,
/// so this one piece of state is global; it is written only while no handler is installed.
private struct TTYState {
    var saved = termios()
    var hasSaved = false
    var resizePipe: (Int32, Int32) = (-1, -1)
}

nonisolated(unsafe) private var ttyState = TTYState()

/// Show the cursor, leave the alternate screen, reset attributes. A C string: async-signal-safe to write.
private let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

/// Async-signal-safe: only `write` and `tcsetattr`.
private func restoreTerminal() {
    guard ttyState.hasSaved else { return }
    _ = write(STDOUT_FILENO, restoreSequence.utf8Start, restoreSequence.utf8CodeUnitCount)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &ttyState.saved)
}

private func restoreAndReraise(_ signal: Int32) {
    restoreTerminal()
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

private func noteResize(_ signal: Int32) {
    var byte: UInt8 = 1
    _ = write(ttyState.resizePipe.1, &byte, 1)
}

private func installHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
}
