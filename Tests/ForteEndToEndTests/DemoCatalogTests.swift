import Foundation
import OAIFixtureServer
import Testing

/// The bundled demo catalog says what it is (issue 26): generated data, filed as `bundled` with no path of the
/// machine it was imported on, called `demo` while it is all there is, and never asked for updates.
@Suite struct DemoCatalogTests {
    @Test func theBundledSourceHasNoMachinePath() throws {
        let outcome = try ForteProcess.run(["sources", "--index", CommandsEndToEndTests.bundled.path])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("bundled  bundled:demo  5890 items  last sync "), "\(outcome.output)")
        #expect(!outcome.output.contains("/"), "\(outcome.output)")
    }

    @Test func statsSayDemoWhileOnlyTheDemoIsThere() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        try FileManager.default.copyItem(atPath: CommandsEndToEndTests.bundled.path, toPath: index.path)
        let demo = "Catalog    demo: generated data, not real records (forte sync URL loads a real catalog)\n"
        let before = try ForteProcess.run(["stats", "--index", index.path])
        #expect(before.status == 0)
        #expect(before.output.hasPrefix(demo + "Items      5890\n"), "\(before.output)")

        // The first real records replace the demo, and say so (issue 46): generated records among real ones, unlabelled,
        // linked to a site that does not exist.
        let server = try OAIFixtureServer(FixtureState(generated: 0..<10, pageSize: 100))
        let sync = try ForteProcess.run(["sync", server.baseURL, "--index", index.path])
        #expect(sync.status == 0)
        #expect(
            sync.errors == "forte: replaced the demo catalog with 127.0.0.1's records "
                + "(forte sync bundled:demo --index PATH makes a demo index of its own)\n")
        let after = try ForteProcess.run(["stats", "--index", index.path])
        #expect(after.output.hasPrefix("Items      10\n"), "\(after.output)")
        #expect(!after.output.contains(demo) && !after.output.contains("bundled"))
        #expect(try ForteProcess.run(["sync", server.baseURL, "--index", index.path]).errors.isEmpty)

        // The demo comes back in an index of its own, never among real records.
        let mixed = try ForteProcess.run(["sync", "bundled:demo", "--index", index.path])
        #expect(mixed.status == 64)
        #expect(
            mixed.errors == "forte: the demo catalog is kept apart from real records, and this index holds 127.0.0.1 "
                + "(forte sync bundled:demo --index PATH makes an index of its own for it)\n")
        let demoIndex = index.directory + "/demo.sqlite"
        let again = try ForteProcess.run(["sync", "bundled:demo", "--index", demoIndex])
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.output == "imported the demo catalog: 5890 generated items, not real records\n")
        #expect(try ForteProcess.run(["stats", "--index", demoIndex]).output.hasPrefix(demo + "Items      5890\n"))
    }

    @Test func syncWithNoArgumentLeavesTheDemoAlone() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        try FileManager.default.copyItem(atPath: CommandsEndToEndTests.bundled.path, toPath: index.path)
        let outcome = try ForteProcess.run(["sync", "--index", index.path])
        #expect(outcome.status == 64)
        #expect(outcome.errors == "forte: no source to sync yet (forte sync URL adds one)\n")
    }

    /// `forte sync` run first, with nothing to sync, makes no index (issue 46): an empty one would have kept the demo
    /// catalog from the next command, which then called the catalog empty.
    @Test func syncWithNothingToSyncOnAFreshHomeMakesNoIndex() throws {
        let home = try IndexUnderTest()
        defer { home.remove() }
        let environment = ["HOME": home.directory, "XDG_DATA_HOME": "", "FORTE_INDEX": ""]
        let sync = try ForteProcess.run(["sync"], environment: environment)
        #expect(sync.status == 64)
        #expect(sync.errors == "forte: no source to sync yet (forte sync URL adds one)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.directory).isEmpty)
        let mistyped = try ForteProcess.run(["sync", home.directory + "/no-such-responses"], environment: environment)
        #expect(mistyped.status == 64)
        #expect(
            mistyped.errors.hasPrefix("forte: ") && mistyped.errors.contains("no-such-responses"), "\(mistyped.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.directory).isEmpty)
        let stats = try ForteProcess.run(["stats"], environment: environment)
        #expect(stats.status == 0)
        #expect(stats.output.hasPrefix("Catalog    demo: "), "\(stats.output)")
    }

    /// A binary copied on its own finds no catalog beside it, and says so: never a crash, never the build folder's.
    @Test func aBinaryWithoutItsCatalogSaysSo() throws {
        let home = try IndexUnderTest()
        defer { home.remove() }
        let binary = home.directory + "/bin/forte"
        try FileManager.default.createDirectory(atPath: home.directory + "/bin", withIntermediateDirectories: true)
        try Self.copyExecutable(ForteProcess.executable, to: binary)
        let outcome = try ForteProcess.run(
            ["stats"], executable: binary,
            environment: ["HOME": home.directory, "XDG_DATA_HOME": "", "FORTE_INDEX": ""])
        #expect(outcome.status == 1)
        #expect(
            outcome.errors == "forte: the bundled demo catalog is not installed beside \(binary) (install forte with "
                + "tools/install, or load a real catalog with forte sync URL)\n")
        #expect(!FileManager.default.fileExists(atPath: home.directory + "/.local/share/forte/index.sqlite"))
    }

    /// Copies a program through a descriptor no other process inherits. FileManager's copy left its descriptor to a
    /// process another test started meanwhile, and running the copy failed while that one ran (ETXTBSY).
    static func copyExecutable(_ source: String, to destination: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
        let file = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard file >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(file) }
        try bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(file, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                written += count
            }
        }
    }
}
