import Foundation
import Testing

/// Browse's own writes beside another process's (issue 48): a sync building the lists of ten million items holds the
/// index for half a minute, and `f` froze the screen for the busy timeout's ten seconds, then failed.
@Suite(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
struct BrowseWritesEndToEndTests {
    /// A write transaction another process (Python's sqlite3) holds on the index for `seconds`, from when `init` returns:
    /// no pipe to it, which another process started meanwhile could keep open.
    final class HeldWrite {
        private let process = Process()

        init(_ path: String, seconds: Int) throws {
            let held = path + ".held"
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", "-c",
                """
                import sqlite3, sys, time
                db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=60)
                db.execute("BEGIN IMMEDIATE")
                open(sys.argv[2], "w").close()
                time.sleep(int(sys.argv[3]))
                db.execute("COMMIT")
                """,
                path, held, String(seconds),
            ]
            (process.standardOutput, process.standardError) = (FileHandle.nullDevice, FileHandle.nullDevice)
            try process.run()
            while !FileManager.default.fileExists(atPath: held) {
                guard process.isRunning else { throw CocoaError(.fileLocking) }
                usleep(20_000)
            }
        }

        /// Waits for the other process to let go.
        func end() {
            process.waitUntilExit()
        }
    }

    @Test func aFavouriteMarkedWhileAnotherProcessWritesSaysSoAtOnceAndIsMarkedAfter() throws {
        let sample = try SampleIndex(count: 100)
        defer { sample.remove() }
        let favourites = { try ForteProcess.run(["fav", "list", "--index", sample.path]).output }
        let tmux = try BrowseTmux(shell: BrowseEndToEndTests.script(sample))
        #expect(tmux.waitFor("Item 1 of 100"))

        // Held for longer than the busy timeout: a write that waited would fail after it, later than `waitFor`'s few
        // seconds.
        let held = try HeldWrite(sample.path, seconds: 15)
        try tmux.send("f")
        #expect(tmux.waitFor("Could not change the favourites"))
        held.end()
        #expect(try favourites().isEmpty)

        try tmux.send("f")
        #expect(tmux.waitFor("Added to favourites"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
        #expect(try favourites().split(separator: "\n").count == 1)
    }
}
