import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// Capabilities from terminfo, and the colours each terminal gets.
@Suite struct TerminalCapabilitiesTests {
    @Test func aDumbTerminalCannotAddressTheCursor() throws {
        let dumb = try #require(TerminalCapabilities.lookUp("dumb"))
        #expect(!dumb.canAddressCursor)
        #expect(dumb.colours == 0)
    }

    @Test func anUnknownTerminalHasNoCapabilities() {
        #expect(TerminalCapabilities.lookUp("no-such-terminal-forte") == nil)
        #expect(TerminalCapabilities.lookUp("") == nil)
    }

    /// A name terminfo does not know gets xterm's sequences; `dumb` and no name at all get nothing to draw with.
    @Test func aTerminalTerminfoDoesNotKnowIsDrawnTheANSIWay() throws {
        let unknown = try #require(TerminalCapabilities.named("no-such-terminal-forte"))
        #expect(unknown.canAddressCursor && unknown.colours == 256)
        #expect(unknown.enterScreen == "\u{1B}[?1049h" && unknown.leaveScreen == "\u{1B}[?1049l")
        #expect(unknown.hideCursor == "\u{1B}[?25l" && unknown.showCursor == "\u{1B}[?25h")
        #expect(TerminalCapabilities.named("xterm-256color") == TerminalCapabilities.lookUp("xterm-256color"))
        #expect(TerminalCapabilities.named("dumb")?.canAddressCursor == false)
        #expect(TerminalCapabilities.named("vt52")?.canAddressCursor == false)
        #expect(TerminalCapabilities.named("") == nil)
    }

    @Test func xtermsAddressTheCursorWithTheirColours() throws {
        let xterm256 = try #require(TerminalCapabilities.lookUp("xterm-256color"))
        #expect(xterm256.canAddressCursor)
        #expect(xterm256.colours == 256)
        #expect(xterm256.enterScreen.contains("\u{1B}[?1049h"))
        let xterm = try #require(TerminalCapabilities.lookUp("xterm"))
        #expect(xterm.colours == 8)
    }

    /// Eight colours get the eight colours' own codes, never 256-colour ones.
    @Test func eightColoursUseTheirOwnCodes() {
        let browse = BrowseHarness(MemoryCatalog(count: 10))
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24))
        let session = BrowseSession(
            catalog: MemoryCatalog(count: 10), terminal: terminal, palette: Palette(colours: 8),
            actions: BrowseActions(shareDirectory: nil, openers: []) { _ in true })
        session.start()
        let written = String(decoding: terminal.written, as: UTF8.self)
        #expect(!written.contains("38;5;"))
        #expect(!written.contains("48;5;"))
        #expect(written.contains(";30;43m"))
        #expect(String(decoding: browse.terminal.written, as: UTF8.self).contains("38;5;"))
    }
}
