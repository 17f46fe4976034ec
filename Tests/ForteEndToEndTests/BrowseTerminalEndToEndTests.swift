import Foundation
import Testing

/// `forte browse` on a real index in a real terminal (tmux): suspend and resume, bracketed paste,
/// mouse reports, resize, terminals that cannot draw it, and the place kept between runs (issue 27).
@Suite(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
struct BrowseTerminalEndToEndTests {
    static func script(_ index: String, _ arguments: String = "") -> String {
        BrowseEndToEndTests.script(index: index, arguments)
    }

    /// Ctrl-Z gives the shell a tidy terminal; fg takes the screen back and draws it whole. An
    /// interactive shell, as a person has: it is the one that does job control.
    @Test func ctrlZSuspendsAndFgResumes() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let tmux = try BrowseTmux(width: 80, height: 24, shell: "PS1='$ ' exec bash --norc --noprofile -i")
        let modes = "stty -a | tr ' ' '\\n' | grep -x -e '-\\?icanon' -e '-\\?echo' | tr '\\n' ' '; echo"
        try tmux.type("\"$FORTE\" browse --index '\(index)'; echo STOPPED $?; \(modes)")
        try tmux.send("Enter")
        #expect(tmux.waitFor("Item 1 of 5,890"))
        try tmux.send("Right")
        #expect(tmux.waitFor("Item 2 of 5,890"))
        try tmux.send("C-z")
        #expect(tmux.waitFor("STOPPED 148"))
        #expect(tmux.waitFor("icanon echo"))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag} #{mouse_sgr_flag}") == "0 1 0")
        try tmux.type("fg; echo EXITED $?")
        try tmux.send("Enter")
        #expect(tmux.waitFor("Timeline"))
        #expect(tmux.waitFor("Item 2 of 5,890"))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag} #{mouse_sgr_flag}") == "1 0 1")
        #expect(tmux.screen.contains("Composers · All"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
    }

    /// A paste after / is the query, newline and all; it never runs as keys (s, f, q are in it).
    @Test func pastedTextGoesIntoTheSearchAndRunsNothing() throws {
        let index = try DemoIndex.copy()
        let directory = (index as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tmux = try BrowseTmux(shell: Self.script(index), environment: ["FORTE_SHARE_DIR": directory])
        #expect(tmux.waitFor("Item 1 of 5,890"))
        try tmux.send("/")
        try tmux.paste("lyrebird\nsong of the q")
        #expect(tmux.waitFor("/lyrebird song of the q▏"))
        try tmux.paste("sfq")
        #expect(tmux.waitFor("/lyrebird song of the qsfq▏"))
        try tmux.send("Escape")
        #expect(tmux.waitFor("Item 1 of 5,890"))
        try tmux.paste("fsq")
        #expect(tmux.waitFor("press / first"))
        #expect(!tmux.screen.contains("EXITED"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).filter {
                $0.hasSuffix(".txt") || $0.hasSuffix(".eml")
            }.isEmpty)
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
    }

    /// SGR 1006 reports: a click selects a card, a double click opens it, the wheel scrolls; --no-mouse asks for none.
    @Test func mouseReportsSelectOpenAndScroll() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let tmux = try BrowseTmux(width: 80, height: 24, shell: Self.script(index))
        #expect(tmux.waitFor("Item 1 of 5,890"))
        #expect(try tmux.display("#{mouse_standard_flag} #{mouse_sgr_flag}") == "1 1")
        // Column 30, row 7 (1-based): the first card of the second row, item 3.
        try tmux.sendBytes("\u{1B}[<0;30;7M\u{1B}[<0;30;7m")
        #expect(tmux.waitFor("Item 3 of 5,890"))
        try tmux.sendBytes("\u{1B}[<65;30;7M")
        #expect(tmux.waitFor("Item 5 of 5,890"))
        try tmux.sendBytes("\u{1B}[<0;30;7M\u{1B}[<0;30;7m\u{1B}[<0;30;7M\u{1B}[<0;30;7m")
        #expect(tmux.waitFor("OAI id"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))

        let quiet = try BrowseTmux(width: 80, height: 24, shell: Self.script(index, "--no-mouse"))
        #expect(quiet.waitFor("Item 1 of 5,890"))
        #expect(try quiet.display("#{mouse_standard_flag} #{mouse_sgr_flag}") == "0 0")
    }

    /// From 40×12 to 80×24 and back: redrawn whole, the selection kept, wider for a wider window.
    @Test func resizeRedrawsWholeAndKeepsTheSelection() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let tmux = try BrowseTmux(width: 40, height: 12, shell: Self.script(index))
        #expect(tmux.waitFor("Item 1 of 5,890"))
        try tmux.send("5", "l")
        #expect(tmux.waitFor("Item 6 of 5,890"))
        try tmux.resize(width: 80, height: 24)
        #expect(tmux.waitFor("Gallery (demo) · All · title A–Z · page 1 of 589"))
        #expect(tmux.screen.contains("Item 6 of 5,890"))
        try tmux.resize(width: 40, height: 12)
        // The heading cut to the narrow gallery, with an ellipsis.
        #expect(tmux.waitFor("Gallery (demo) · All …"))
        #expect(tmux.screen.contains("Item 6"))
    }

    /// A terminal that terminfo says cannot move its cursor the ANSI way is refused in one line.
    @Test(arguments: ["dumb", "vt52"])
    func terminalsThatCannotDrawTheScreenAreRefused(term: String) throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let tmux = try BrowseTmux(shell: Self.script(index), environment: ["TERM": term])
        #expect(tmux.waitFor("EXITED 1"))
        #expect(
            tmux.screen.contains("forte: browse cannot draw on TERM=\(term): it cannot move the cursor; try forte list")
        )
        #expect(!tmux.screen.contains("Timeline"))
        #expect(try tmux.display("#{alternate_on}") == "0")
    }

    /// A terminal terminfo has no entry for (this host has none for kitty or foot) is drawn with xterm's sequences:
    /// the full screen, the gallery, the cursor hidden, and all of it given back on quitting.
    @Test(arguments: ["xterm-kitty", "foot"])
    func terminalsTerminfoDoesNotKnowAreDrawnTheANSIWay(term: String) throws {
        let entries = ["/usr/share/terminfo", "/lib/terminfo", "/etc/terminfo"].map {
            "\($0)/\(term.prefix(1))/\(term)"
        }
        try #require(
            !entries.contains(where: FileManager.default.fileExists), "this host has a terminfo entry for \(term)")
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        // tmux sets TERM inside its window: forte's own is set for it in the script.
        let tmux = try BrowseTmux(shell: Self.script(index), environment: ["TERM": term])
        #expect(tmux.waitFor("Item 1 of 5,890"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Gallery (demo) · All · title A–Z · page 1 of"))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "1 0")
        try tmux.send("Right")
        #expect(tmux.waitFor("Item 2 of 5,890"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    /// Inside tmux, whose `set-clipboard external` keeps OSC 52 to itself, `y` puts the link into tmux's own buffer.
    @Test func yCopiesTheLinkIntoTmuxsBuffer() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let tmux = try BrowseTmux(shell: Self.script(index))
        #expect(tmux.waitFor("Item 1 of 5,890"))
        try tmux.send("y")
        #expect(tmux.waitFor("Copied the link to tmux's paste buffer"), "\(tmux.screen)")
        let link = try tmux.pasteBuffer()
        #expect(link.hasPrefix("http"), "\(link)")
        #expect(tmux.screen.contains(link))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
    }

    /// Opened again, forte is where the person left it.
    @Test func opensWhereThePersonLeftIt() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let shell =
            "\"$FORTE\" browse --index '\(index)'; echo FIRST; read line; \"$FORTE\" browse --index '\(index)'; echo EXITED $?; sleep 60"
        let tmux = try BrowseTmux(shell: shell)
        #expect(tmux.waitFor("Item 1 of 5,890"))
        try tmux.send("Tab", "Down", "Down", "Tab", "Tab", "Right", "Right")
        #expect(tmux.waitFor("Item 3 of 235 · 1850s"))
        let before = tmux.screen.split(separator: "\n").last ?? ""
        try tmux.send("q")
        #expect(tmux.waitFor("FIRST"))
        try tmux.send("Enter")
        #expect(tmux.waitFor("Gallery (demo) · 1850s"))
        #expect(tmux.waitFor(String(before.prefix(40))))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
    }
}
