import Foundation
import Testing

/// The search prompt of `forte browse` in a real terminal (tmux), on the demo catalog: true counts,
/// typos, matched words highlighted, search within a decade and Tab to widen it, and the history that
/// Up walks, kept under `$XDG_STATE_HOME/forte/` between runs (issue 28).
@Suite(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
struct BrowseSearchEndToEndTests {
    @Test func searchesHighlightsWidensAndRemembers() throws {
        let index = try DemoIndex.copy()
        let directory = (index as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = directory + "/state"
        let shell =
            "\"$FORTE\" browse --index '\(index)'; echo FIRST; read line; \"$FORTE\" browse --index '\(index)'; echo EXITED $?; sleep 60"
        let tmux = try BrowseTmux(shell: shell, environment: ["XDG_STATE_HOME": state])
        #expect(tmux.waitFor("Item 1 of 5,890"))

        // Everywhere: the true count, and the word found underlined in the cards.
        try tmux.send("/")
        try tmux.type("waltz")
        #expect(tmux.waitFor("Search “waltz” · 518 results"))
        #expect(Self.underlinedWords(tmux.styledScreen).contains { $0.lowercased() == "waltz" }, "\(tmux.styledScreen)")
        try tmux.send("Enter")

        // A typo: the nearest word of the catalog is searched instead, and the heading says so.
        try tmux.send("/")
        try tmux.type("waltx")
        #expect(tmux.waitFor("waltx → waltz · 518 results"))
        try tmux.send("Escape")

        // Within the decade selected (the timeline's third row: the 1850s), until Tab widens it.
        try tmux.send("Tab", "Down", "Down", "Tab", "Tab")
        #expect(tmux.waitFor("Gallery (demo) · 1850s"))
        try tmux.send("/")
        try tmux.type("waltz")
        #expect(tmux.waitFor("Search “waltz” in the 1850s · 21 results · Tab: everywhere"))
        try tmux.send("Tab")
        #expect(tmux.waitFor("Search “waltz” · 518 results"))
        try tmux.send("C-u")
        try tmux.type("hesitation")
        try tmux.send("Enter")
        try tmux.send("q")
        #expect(tmux.waitFor("FIRST"))
        let history = try String(contentsOfFile: state + "/forte/search-history", encoding: .utf8)
        #expect(history == "waltz\nhesitation\n")

        // Opened again: Up walks back through the queries kept with Enter, Down comes forward.
        try tmux.send("Enter")
        #expect(tmux.waitFor("Timeline"))
        try tmux.send("/", "Up")
        #expect(tmux.waitFor("/hesitation▏"))
        try tmux.send("Up")
        #expect(tmux.waitFor("/waltz▏"))
        try tmux.send("Down")
        #expect(tmux.waitFor("/hesitation▏"))
        try tmux.send("Escape", "Escape", "q")
        #expect(tmux.waitFor("EXITED 0"))
    }

    /// The words drawn underlined, from tmux's SGR sequences (4 turns underline on, 24 or 0 off).
    static func underlinedWords(_ styled: String) -> [String] {
        var words: [String] = []
        var underlined = false
        var word = ""
        var rest = Substring(styled)
        while let character = rest.first {
            if character == "\u{1B}", let end = rest.firstIndex(of: "m") {
                let parameters = rest.dropFirst(2)[..<end].split(separator: ";")
                if parameters.contains("4") { underlined = true }
                if parameters.isEmpty || parameters.contains("0") || parameters.contains("24") {
                    underlined = parameters.contains("4")
                }
                rest = rest[rest.index(after: end)...]
                continue
            }
            if underlined, character.isLetter {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
            rest = rest.dropFirst()
        }
        return words
    }
}
