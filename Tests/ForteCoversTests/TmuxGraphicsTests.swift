import ForteCovers
import Foundation
import Testing

@Suite struct TmuxGraphicsTests {
    /// Through tmux, the protocol of the terminal its client runs in, when tmux passes pictures through.
    @Test(
        arguments: [
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

    /// Only inside tmux is tmux asked: for `auto`, and whether a picture protocol named outright passes through.
    @Test func tmuxIsAskedOnlyWhenItMatters() {
        let inTmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
        let kitty = TmuxGraphics(allowsPassthrough: true, clientTerminal: "kitty(0.39.1) xterm-kitty")
        #expect(ImageSupport.chosen(nil, environment: inTmux) { kitty } == ImageChoice(.drawn(.kitty)))
        #expect(ImageSupport.chosen(nil, environment: inTmux) { nil } == ImageChoice(.drawn(.symbols)))
        #expect(ImageSupport.chosen(.drawn(.sixel), environment: inTmux) { kitty } == ImageChoice(.drawn(.sixel)))
        var asked = false
        #expect(
            ImageSupport.chosen(.drawn(.symbols), environment: inTmux) {
                asked = true; return kitty
            } == ImageChoice(.drawn(.symbols)))
        #expect(
            ImageSupport.chosen(nil, environment: ["TERM": "xterm-kitty"]) {
                asked = true; return nil
            } == ImageChoice(.drawn(.kitty)))
        #expect(!asked)
    }

    /// A tmux that passes no pictures through gets mosaics, and says why when the pictures could have been drawn:
    /// a protocol named outright, or `auto` in a terminal that draws them.
    @Test func withoutPassthroughMosaicsAndAWord() throws {
        let inTmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
        let closed = TmuxGraphics(allowsPassthrough: false, clientTerminal: "kitty(0.39.1) xterm-kitty")
        for named in [ImageProtocol.kitty, .sixel, .iterm] {
            let choice = ImageSupport.chosen(.drawn(named), environment: inTmux) { closed }
            #expect(choice.support == .drawn(.symbols))
            let notice = try #require(choice.notice)
            #expect(
                notice.contains("tmux passes no \(named.rawValue) pictures") && notice.contains("allow-passthrough on"))
        }
        let auto = ImageSupport.chosen(nil, environment: inTmux) { closed }
        #expect(auto.support == .drawn(.symbols) && auto.notice?.contains("no kitty pictures") == true)
        let plain = TmuxGraphics(allowsPassthrough: false, clientTerminal: "VTE(7600) xterm-256color")
        #expect(ImageSupport.chosen(nil, environment: inTmux) { plain } == ImageChoice(.drawn(.symbols)))
        // tmux not answering: the protocol named is taken at its word.
        #expect(ImageSupport.chosen(.drawn(.kitty), environment: inTmux) { nil } == ImageChoice(.drawn(.kitty)))
    }

    /// A real tmux server says whether it passes pictures through; with no client attached there is no terminal to
    /// draw for. No tmux answering (no server at the socket) is nil.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"),
            "tmux is not installed (run tools/install-deps)"))
    func aRealTmuxIsAsked() {
        let socket = NSTemporaryDirectory() + "forte-tmux-\(UUID().uuidString.prefix(8))"
        // Through the shell: `new-session` leaves its server running, and Foundation's Process never came back from
        // waiting for the client that started it.
        func tmux(_ arguments: String...) {
            _ = system(
                (["/usr/bin/tmux", "-S", socket, "-f", "/dev/null"] + arguments).joined(separator: " ")
                    + " >/dev/null 2>&1")
        }
        let environment = ["TMUX": "\(socket),1,0", "PATH": "/usr/bin:/bin"]
        #expect(TmuxGraphics.asked(environment: environment) == nil)
        tmux("new-session", "-d")
        defer { tmux("kill-server") }
        tmux("set-option", "-g", "allow-passthrough", "on")
        #expect(
            TmuxGraphics.asked(environment: environment) == TmuxGraphics(allowsPassthrough: true, clientTerminal: ""))
        tmux("set-option", "-g", "allow-passthrough", "off")
        #expect(TmuxGraphics.asked(environment: environment)?.allowsPassthrough == false)
    }
}
