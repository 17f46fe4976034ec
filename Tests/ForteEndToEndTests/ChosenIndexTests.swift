import Foundation
import Testing

/// An index the person names (`--index`, `FORTE_INDEX`) is never made up (issue 26): a mistyped path is an
/// error for every command but sync, and only forte's own default index is made from the demo catalog.
@Suite struct ChosenIndexTests {
    /// Every command that opens the index, but sync and browse (which needs a terminal first: see below).
    static let commands = [
        ["sources"], ["sources", "remove", "anything"], ["list"], ["stats"], ["show", "oai:test:1"],
        ["search", "waltz"], ["fav", "add", "oai:test:1"], ["fav", "list"], ["export"],
        ["share", "oai:test:1"],
    ]

    @Test(arguments: [true, false])
    func aMissingChosenIndexIsAnErrorAndNothingIsCreated(byOption: Bool) throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let path = index.directory + "/nodir/x.sqlite"
        for command in Self.commands {
            let outcome = try ForteProcess.run(
                byOption ? command + ["--index", path] : command,
                environment: byOption ? [:] : ["FORTE_INDEX": path])
            #expect(outcome.status == 1, "\(command)")
            #expect(
                outcome.errors == "forte: no index at \(path) (run forte sync URL --index \(path) to make one)\n",
                "\(command)")
            #expect(outcome.output.isEmpty, "\(command)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: index.directory).isEmpty, "\(command)")
        }
    }

    @Test(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
    func browseInATerminalNeedsTheChosenIndexToo() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let path = index.directory + "/nodir/x.sqlite"
        let tmux = try BrowseTmux(width: 300, shell: "\"$FORTE\" browse --index '\(path)'; echo EXITED $?; sleep 60")
        #expect(tmux.waitFor("EXITED 1"))
        #expect(
            tmux.screen.contains("forte: no index at \(path) (run forte sync URL --index \(path) to make one)"),
            "\(tmux.screen)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: index.directory).isEmpty)
    }

    @Test func anEmptyIndexPathIsAUsageError() throws {
        for command in Self.commands + [["sync"], ["browse"]] {
            let outcome = try ForteProcess.run(command + ["--index", ""])
            #expect(outcome.status == 64, "\(command)")
            // One line, as every refusal is.
            #expect(
                outcome.errors == "forte: --index needs a file's path (leave it out for the default index)"
                    + " (--help lists the options)\n", "\(command)")
        }
    }

}
