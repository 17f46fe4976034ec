import Foundation
import Testing

/// An index path forte refuses leaves no file anywhere (issue 23): no lock file beside it, no staged
/// import, nothing created through a link.
@Suite struct IndexPathTests {
    /// Every command that opens the index, from the one that may create it to those that only read it.
    static let commands = [
        ["sync", "http://127.0.0.1:9/oai"], ["sync"], ["sources"], ["sources", "remove", "anything"], ["list"],
        ["stats"],
        ["show", "oai:test:1"], ["search", "waltz"], ["fav", "add", "oai:test:1"], ["export"],
    ]

    /// The names in `directory` and what each file holds (a link as where it points).
    static func contents(of directory: String) throws -> [String: String] {
        let files = FileManager.default
        var contents: [String: String] = [:]
        for name in try files.contentsOfDirectory(atPath: directory) {
            let path = directory + "/" + name
            contents[name] =
                (try? files.destinationOfSymbolicLink(atPath: path)).map { "→ " + $0 }
                ?? files.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "(unreadable)"
        }
        return contents
    }

    @Test func aFileThatIsNotAnIndexGetsNoLockFileBesideIt() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let hostname = index.directory + "/hostname"
        try "forte-builder\n".write(toFile: hostname, atomically: true, encoding: .utf8)
        for command in Self.commands {
            let outcome = try ForteProcess.run(command, environment: ["FORTE_INDEX": hostname])
            #expect(outcome.status == 1, "\(command)")
            #expect(
                outcome.errors
                    == "forte: \(hostname) is not a forte index; it was left untouched (use --index to choose another file)\n",
                "\(command)")
            #expect(try Self.contents(of: index.directory) == ["hostname": "forte-builder\n"], "\(command)")
        }
    }

    /// A FIFO as the index: every command refuses it at once, where opening it waited for a writer for ever.
    @Test func aFIFOAsTheIndexIsRefusedByEveryCommand() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let fifo = index.directory + "/fifo.sqlite"
        #expect(mkfifo(fifo, 0o644) == 0)
        for command in Self.commands {
            let outcome = try ForteProcess.run(command, environment: ["FORTE_INDEX": fifo])
            #expect(outcome.status == 1, "\(command)")
            #expect(
                outcome.errors == "forte: \(fifo) is not a regular file; it was left untouched "
                    + "(use --index to choose another file)\n", "\(command)")
            let names = try FileManager.default.contentsOfDirectory(atPath: index.directory)
            #expect(names == ["fifo.sqlite"], "\(command)")
        }
    }

    @Test(arguments: ["target.sqlite", "gone/target.sqlite"])
    func aLinkToNothingAsTheIndexCreatesNothing(target: String) throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        let destination = index.directory + "/" + target
        try FileManager.default.createSymbolicLink(atPath: index.path, withDestinationPath: destination)
        for command in Self.commands {
            let outcome = try ForteProcess.run(command, environment: ["FORTE_INDEX": index.path])
            #expect(outcome.status == 1, "\(command)")
            #expect(
                outcome.errors == "forte: \(index.path) is a symbolic link to \(destination), which does not exist; "
                    + "nothing was created (point the link at an index, or use --index to choose another file)\n",
                "\(command)")
            #expect(try Self.contents(of: index.directory) == ["index.sqlite": "→ " + destination], "\(command)")
        }
    }
}
