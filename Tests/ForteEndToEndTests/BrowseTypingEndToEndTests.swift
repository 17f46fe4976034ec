import Foundation
import Testing

/// Typing in `forte browse`'s composers pane, in a real terminal (tmux) on the demo catalog: letters are the
/// filter's text and never run commands (issue 45).
@Suite(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
struct BrowseTypingEndToEndTests {
    /// `s` would write a share file, `f` mark a favourite, `o` open a link, `q` quit: in the composers pane they are
    /// letters of a name.
    @Test func typingAComposersNameRunsNoCommand() throws {
        let index = try DemoIndex.copy()
        let directory = (index as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tmux = try BrowseTmux(
            shell: BrowseEndToEndTests.script(index: index),
            environment: ["FORTE_SHARE_DIR": directory])
        #expect(tmux.waitFor("Item 1 of 5,890"))
        try tmux.send("Tab", "Tab")
        #expect(tmux.waitFor("type to filter · Enter: gallery"))
        try tmux.type("smith")
        #expect(tmux.waitFor("Composers · smith▏"))
        try tmux.type("foq")
        #expect(tmux.waitFor("Composers · smithfoq▏"))
        #expect(!tmux.screen.contains("EXITED"))
        #expect(!tmux.screen.contains("favourites"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".txt") }.isEmpty)
        // Enter leaves for the gallery, where the letters are commands again.
        try tmux.send("Escape", "Enter", "q")
        #expect(tmux.waitFor("EXITED 0"))
    }
}
