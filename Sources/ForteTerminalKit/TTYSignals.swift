import Glibc

/// What signal handlers need to put the terminal back and take it again. Signal handlers cannot
/// capture context, so this one piece of state is global; it is written only while no handler is installed.
struct TTYState {
    var saved = termios()
    var raw = termios()
    var hasSaved = false
    /// Stopped by Ctrl-Z (or SIGTSTP), not yet continued.
    var isSuspended = false
    var resizePipe: (Int32, Int32) = (-1, -1)
    /// What enters and leaves browse mode (screen, cursor, paste, mouse), ready for a handler to write.
    var enter = StaticBytes("")
    var leave = StaticBytes("")
}

nonisolated(unsafe) var ttyState = TTYState()

/// Bytes that stay where they are for the life of the process: a signal handler may write them.
struct StaticBytes {
    let base: UnsafeMutablePointer<UInt8>
    let count: Int

    init(_ text: String) {
        let bytes = Array(text.utf8)
        base = .allocate(capacity: max(1, bytes.count))
        base.initialize(from: bytes, count: bytes.count)
        count = bytes.count
    }
}

/// The signals that end the browse screen: the terminal is restored before they take their course.
private let endingSignals = [SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGQUIT]
/// The signals the browse screen handles while it is open.
let handledSignals = endingSignals + [SIGWINCH, SIGTSTP, SIGCONT]

func installHandlers() {
    for signal in endingSignals {
        installHandler(signal, restoreAndReraise)
    }
    installHandler(SIGWINCH, noteResize)
    installHandler(SIGTSTP, suspendTerminal)
    installHandler(SIGCONT, continueTerminal)
}

/// Async-signal-safe, like everything below: only `write`, `tcsetattr`, `signal`, `raise` and `sigaction`.
func writeAll(_ base: UnsafeRawPointer?, _ count: Int) {
    guard let base else { return }
    var offset = 0
    while offset < count {
        let written = write(STDOUT_FILENO, base + offset, count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        offset += written
    }
}

/// Raw mode and the screen, mouse and paste modes.
func enterScreen() {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &ttyState.raw)
    writeAll(ttyState.enter.base, ttyState.enter.count)
}

/// The terminal as it was: modes off, cursor shown, the alternate screen left, cooked mode.
func restoreTerminal() {
    guard ttyState.hasSaved else { return }
    writeAll(ttyState.leave.base, ttyState.leave.count)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &ttyState.saved)
}

/// Back from a suspension: browse mode again, and a whole redraw asked for through the resize pipe.
func resumeTerminal() {
    ttyState.isSuspended = false
    enterScreen()
    noteResize(SIGCONT)
}

private func restoreAndReraise(_ signal: Int32) {
    restoreTerminal()
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// SIGTSTP: the terminal back to the shell, then the stop itself (pending until this handler returns).
private func suspendTerminal(_ signal: Int32) {
    restoreTerminal()
    ttyState.isSuspended = true
    Glibc.signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
}

/// SIGCONT: after our own stop, take the terminal again and ready the handler for the next Ctrl-Z.
private func continueTerminal(_ signal: Int32) {
    guard ttyState.isSuspended else { return }
    installHandler(SIGTSTP, suspendTerminal)
    resumeTerminal()
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
