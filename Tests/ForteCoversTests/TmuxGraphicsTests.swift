import Foundation
import ForteCovers
import Testing

@Suite struct TmuxGraphicsTests {
    /// Through tmux, the protocol of the terminal its client runs in, when tmux passes pictures through.
    @Test(arguments: [
        (true, "kitty(0.39.1) xterm-kitty", ImageProtocol.kitty),
        (true, " xterm-ghostty", .kitty),
        (true, "iTerm2 3.5.0 xterm-256color", .iterm),
        (true, "WezTerm 20240203 xterm-256color", .iterm),
        (true, "foot(1.16.2) foot", .sixel),
        (true, "VTE(7600) xterm-256color", .symbols),
        (true, "", .symbols),
        (false, "kitty(0.39.1) xterm-kitty", .symbols),
    ] as [(Bool, String, ImageProtocol)])
    func theClientsTerminalDrawsWhenTmuxPassesThrough(passthrough: Bool, client: String, expected: ImageProtocol) {
        #expect(TmuxGraphics(allowsPassthrough: passthrough, clientTerminal: client).format == expected)
    }

    /// Only inside tmux, and only for `auto`, is tmux asked.
    @Test func tmuxIsAskedOnlyWhenItMatters() {
        let inTmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
        let kitty = TmuxGraphics(allowsPassthrough: true, clientTerminal: "kitty(0.39.1) xterm-kitty")
        #expect(ImageSupport.chosen(nil, environment: inTmux) { kitty } == .drawn(.kitty))
        #expect(ImageSupport.chosen(nil, environment: inTmux) { nil } == .drawn(.symbols))
        var asked = false
        #expect(ImageSupport.chosen(.drawn(.sixel), environment: inTmux) { asked = true; return kitty } == .drawn(.sixel))
        #expect(ImageSupport.chosen(nil, environment: ["TERM": "xterm-kitty"]) { asked = true; return nil } == .drawn(.kitty))
        #expect(!asked)
    }

    /// A real tmux server says whether it passes pictures through; with no client attached there is no terminal to
    /// draw for. No tmux answering (no server at the socket) is nil.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is not installed (run tools/install-deps)"))
    func aRealTmuxIsAsked() {
        let socket = NSTemporaryDirectory() + "forte-tmux-\(UUID().uuidString.prefix(8))"
        // Through the shell: `new-session` leaves its server running, and Foundation's Process never came back from
        // waiting for the client that started it.
        func tmux(_ arguments: String...) {
            _ = system((["/usr/bin/tmux", "-S", socket, "-f", "/dev/null"] + arguments).joined(separator: " ") + " >/dev/null 2>&1")
        }
        let environment = ["TMUX": "\(socket),1,0", "PATH": "/usr/bin:/bin"]
        #expect(TmuxGraphics.asked(environment: environment) == nil)
        tmux("new-session", "-d")
        defer { tmux("kill-server") }
        tmux("set-option", "-g", "allow-passthrough", "on")
        #expect(TmuxGraphics.asked(environment: environment) == TmuxGraphics(allowsPassthrough: true, clientTerminal: ""))
        tmux("set-option", "-g", "allow-passthrough", "off")
        #expect(TmuxGraphics.asked(environment: environment)?.allowsPassthrough == false)
    }
}
