import Foundation
import Testing

/// Browse's own writes beside another process's (issue 48): a sync building the lists of ten million items holds the
/// index for half a minute, and `f` froze the screen for the busy timeout's ten seconds, then failed.
@Suite(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
struct BrowseWritesEndToEndTests {
    /// A write transaction another process holds on the index (Python's sqlite3), until `release`.
    final class HeldWrite {
        private let process = Process()
        private let input = Pipe()

        init(_ path: String) throws {
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", "-c",
                """
                import sqlite3, sys, time
                db = sqlite3.connect(sys.argv[1], isolation_level=None)
                for attempt in range(100):
                    try:
                        db.execute("BEGIN IMMEDIATE")
                        break
                    except sqlite3.OperationalError:
                        time.sleep(0.05)
                print("held", flush=True)
                sys.stdin.read()
                db.execute("COMMIT")
                """,
                path,
            ]
            (process.standardInput, process.standardOutput) = (input, output)
            try process.run()
            let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            guard line == "held\n" else { throw CocoaError(.fileLocking) }
        }

        func release() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    @Test func aFavouriteMarkedWhileAnotherProcessWritesSaysSoAtOnceAndIsMarkedAfter() throws {
        let sample = try SampleIndex(count: 100)
        defer { sample.remove() }
        let favourites = { try ForteProcess.run(["fav", "list", "--index", sample.path]).output }
        let tmux = try BrowseTmux(shell: BrowseEndToEndTests.script(sample))
        #expect(tmux.waitFor("Item 1 of 100"))

        let held = try HeldWrite(sample.path)
        try tmux.send("f")
        // Within `waitFor`'s few seconds: waiting for the lock would take the busy timeout's ten.
        #expect(tmux.waitFor("Could not change the favourites"))
        held.release()
        #expect(try favourites().isEmpty)

        try tmux.send("f")
        #expect(tmux.waitFor("Added to favourites"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
        #expect(try favourites().split(separator: "\n").count == 1)
    }
}
