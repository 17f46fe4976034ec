import Foundation
import Testing

/// An index the person names (`--index`, `FORTE_INDEX`) is never made up (issue 26): a mistyped path is an
/// error for every command but sync, and only forte's own default index is made from the demo catalog.
@Suite struct ChosenIndexTests {
    /// Every command that opens the index, but sync.
    static let commands = [
        ["sources"], ["sources", "remove", "anything"], ["list"], ["stats"], ["browse"], ["show", "oai:test:1"],
        ["search", "waltz"], ["fav", "add", "oai:test:1"], ["fav", "list"], ["export"],
        ["share", "oai:test:1"],
    ]

    @Test(arguments: [true, false])
    func aMissingChosenIndexIsAnErrorAndNothingIsCreated(byOption: Bool) throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let path = index.directory + "/nodir/x.sqlite"
        for command in Self.commands {
            let outcome = try ForteProcess.run(byOption ? command + ["--index", path] : command,
                                               environment: byOption ? [:] : ["FORTE_INDEX": path])
            #expect(outcome.status == 1, "\(command)")
            #expect(outcome.errors == "forte: no index at \(path) (run forte sync URL --index \(path) to make one)\n", "\(command)")
            #expect(outcome.output.isEmpty, "\(command)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: index.directory).isEmpty, "\(command)")
        }
    }

    @Test func anEmptyIndexPathIsAUsageError() throws {
        for command in Self.commands + [["sync"]] {
            let outcome = try ForteProcess.run(command + ["--index", ""])
            #expect(outcome.status == 64, "\(command)")
            #expect(outcome.errors.hasPrefix("Error: --index needs a file's path (leave it out for the default index)\n"), "\(command)")
        }
    }

}
