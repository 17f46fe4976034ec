import Foundation
import Testing

/// The commands that only read never write the index: the file stays byte for byte as it was, and an index
/// in a read-only file and directory serves them all.
@Suite struct ReadOnlyIndexTests {
    static let readCommands: [[String]] = [
        ["stats"], ["stats", "--json"], ["list", "--limit", "5"], ["list", "--decade", "1890s", "--json"],
        // A composer of the demo catalog (an unknown one is an error now), named as typed, and the composers.
        ["list", "--composer", "helene aroha smith"], ["list", "--composers"], ["search", "waltz"],
        ["search", "waltx"], ["show", CommandsEndToEndTests.knownID],
        ["fav", "list"], ["sources"], ["export", "--format", "csv"],
        ["share", "--format", "mailto", CommandsEndToEndTests.knownID],
    ]

    /// A copy of the bundled catalog's index, with a favourite, in a directory of its own.
    static func index() throws -> IndexUnderTest {
        let index = try IndexUnderTest()
        try FileManager.default.copyItem(atPath: CommandsEndToEndTests.bundled.path, toPath: index.path)
        #expect(try ForteProcess.run(["fav", "add", CommandsEndToEndTests.knownID, "--index", index.path]).status == 0)
        return index
    }

    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func readsLeaveTheFileByteForByteAsItWas() throws {
        let index = try Self.index()
        defer { index.remove() }
        let before = try Self.bytes(index.path)
        for command in Self.readCommands {
            let outcome = try ForteProcess.run(command + ["--index", index.path])
            #expect(outcome.status == 0, "\(command): \(outcome.errors)")
            #expect(try Self.bytes(index.path) == before, "\(command) changed the file")
        }
        // SQLite's log, which a reader may open beside the file for its locks, holds nothing.
        let log = try? FileManager.default.attributesOfItem(atPath: index.path + "-wal")
        #expect((log?[.size] as? Int ?? 0) == 0)
    }

    /// Root reads as nobody (`setpriv`), for whom permissions hold; anyone else as themselves.
    static let canReadAsAnotherUser = getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    /// As another user than root, for whom permissions would not hold; with SQLite's `-wal` and `-shm` files that
    /// readers leave beside the index, and without them, as a sync's clean close leaves it.
    @Test(
        .enabled(if: canReadAsAnotherUser, "running as root without setpriv(1): no other user to read as"),
        arguments: [true, false])
    func anIndexInAReadOnlyDirectoryServesEveryReadCommand(leftovers: Bool) throws {
        let index = try Self.index()
        defer {
            chmod(index.directory, 0o755)
            index.remove()
        }
        let before = try Self.bytes(index.path)
        let expected = try Self.readCommands.map { try ForteProcess.run($0 + ["--index", index.path]).output }
        if !leftovers {
            // The readers' log holds nothing: without it and its shared memory, the index is as a clean close left it.
            let log = try FileManager.default.attributesOfItem(atPath: index.path + "-wal")
            #expect(log[.size] as? Int == 0)
            for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: index.path + suffix) }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: index.directory).sorted()
        #expect(files.contains("index.sqlite-shm") == leftovers)
        #expect(chmod(index.path, 0o444) == 0 && chmod(index.directory, 0o555) == 0)
        let asUser =
            (getuid() == 0 ? ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] : [])
            + [ForteProcess.executable]

        for (command, output) in zip(Self.readCommands, expected) {
            let outcome = try Self.run(asUser + command + ["--index", index.path])
            #expect(outcome.status == 0, "\(command): \(outcome.errors)")
            #expect(outcome.output == output, "\(command)")
        }
        let write = try Self.run(asUser + ["fav", "remove", CommandsEndToEndTests.knownID, "--index", index.path])
        #expect(write.status == 1)
        #expect(
            write.errors == "forte: cannot write \(index.path) (check the permissions of the file and its directory)\n")
        #expect(try Self.bytes(index.path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: index.directory).sorted() == files)
    }

    private static func run(_ command: [String]) throws -> ForteProcess.Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let (output, errors) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (output, errors)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ForteProcess.Outcome(
            status: process.terminationStatus, reason: process.terminationReason,
            output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
    }
}
