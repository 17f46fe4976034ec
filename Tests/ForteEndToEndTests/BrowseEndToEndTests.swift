import Foundation
import Testing

/// `forte browse` as a person sees it, in tmux. Skipped only when tmux is missing (tools/install-deps installs it).
@Suite(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
struct BrowseEndToEndTests {
    /// After forte exits, the shell reports its status and the terminal's modes, then waits.
    static func script(_ sample: SampleIndex) -> String {
        script(index: sample.path)
    }

    static func script(index path: String, _ arguments: String = "") -> String {
        "\"$FORTE\" browse --index '\(path)' \(arguments); echo EXITED $?; stty -a | tr ' ' '\\n' | grep -x -e '-\\?icanon' -e '-\\?echo' | tr '\\n' ' '; echo; sleep 60"
    }

    @Test func browsesWrapsAndQuitsRestoringTheTerminal() throws {
        let sample = try SampleIndex(count: 1000)
        defer { sample.remove() }
        let tmux = try BrowseTmux(shell: Self.script(sample))
        #expect(tmux.waitFor("Item 1 of 1,000"))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "1 0")
        #expect(tmux.screen.contains("Timeline"))
        #expect(tmux.screen.contains("Gallery · All · title A–Z · page 1 of"))
        try tmux.send("Left")
        #expect(tmux.waitFor("Item 1,000 of 1,000"))
        try tmux.send("Right")
        #expect(tmux.waitFor("Item 1 of 1,000"))
        try tmux.send("End")
        #expect(tmux.waitFor("Item 1,000 of 1,000"))
        try tmux.send("PageDown")
        #expect(tmux.waitFor("· page 1 of"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
        #expect(tmux.waitFor("icanon echo"))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
        #expect(!tmux.screen.contains("Timeline"))
    }

    /// A first run's notice that it imported the demo catalog is on the first frame's status line (issue 46): printed
    /// before the full screen, it was seen only after quitting.
    @Test func theFirstRunsNoticeIsOnTheScreen() throws {
        let home = try IndexUnderTest()
        defer { home.remove() }
        let tmux = try BrowseTmux(
            shell: "\"$FORTE\" browse; echo EXITED $?; sleep 60",
            environment: ["XDG_DATA_HOME": home.directory, "FORTE_INDEX": ""])
        // The import takes seconds.
        #expect((0..<4).contains { _ in tmux.waitFor("Imported the demo catalog: generated, not real records") })
        #expect(try tmux.display("#{alternate_on}") == "1")
        try tmux.send("Right")
        #expect(tmux.waitFor("Item 2 of 5,890"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
        #expect(!tmux.screen.contains("demo catalog"), "\(tmux.screen)")
    }

    /// Browsing makes no transfer, so libcurl and the thirty libraries it needs are not loaded: forte opens libcurl at
    /// its first transfer, not at every command's start (CCurl).
    @Test func browsingLeavesLibcurlUnloaded() throws {
        let sample = try SampleIndex(count: 100)
        defer { sample.remove() }
        let tmux = try BrowseTmux(shell: Self.script(sample))
        #expect(tmux.waitFor("Item 1 of 100"))
        let pid = try #require(try tmux.fortePID())
        // Read to its end: a file of /proc has no size, and String(contentsOfFile:) stopped after its first read.
        let maps = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps"))
        let libraries = String(decoding: try maps.readToEnd() ?? Data(), as: UTF8.self)
        #expect(libraries.contains("libsqlite3"))
        #expect(!libraries.contains("libcurl"))
        try tmux.send("q")
        #expect(tmux.waitFor("EXITED 0"))
    }

    /// SIGTERM and SIGHUP, and SIGSEGV standing for a crash: each restores the terminal, then takes its course.
    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGSEGV, 139)])
    func aSignalRestoresTheTerminal(signal: Int32, status: Int) throws {
        let sample = try SampleIndex(count: 100)
        defer { sample.remove() }
        let tmux = try BrowseTmux(shell: Self.script(sample))
        #expect(tmux.waitFor("Item 1 of 100"))
        let pid = try #require(try tmux.fortePID())
        kill(pid, signal)
        #expect(tmux.waitFor("EXITED \(status)"))
        #expect(tmux.waitFor("icanon echo"))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    @Test func ctrlCQuitsTidily() throws {
        let sample = try SampleIndex(count: 100)
        defer { sample.remove() }
        let tmux = try BrowseTmux(shell: Self.script(sample))
        #expect(tmux.waitFor("Item 1 of 100"))
        try tmux.send("C-c")
        #expect(tmux.waitFor("EXITED 0"))
        #expect(tmux.waitFor("icanon echo"))
    }

    @Test func searchLetterJumpDetailAndHelpOnARealTerminal() throws {
        let sample = try SampleIndex(count: 2600)
        defer { sample.remove() }
        let tmux = try BrowseTmux(shell: Self.script(sample))
        #expect(tmux.waitFor("Item 1 of 2,600"))
        try tmux.send("'", "m")
        #expect(tmux.waitFor("Item 1,201 of 2,600"))
        try tmux.send("/")
        try tmux.type("no. 2599")
        #expect(tmux.waitFor("Search “no. 2599” · 1 result"))
        try tmux.send("Enter", "Enter")
        #expect(tmux.waitFor("Identifier"))
        #expect(tmux.screen.contains("http://fixture.test/\(SampleIndex.identifier(2598))"))
        try tmux.send("Escape", "Tab")
        #expect(tmux.waitFor("Search “no. 2599”"))
        try tmux.send("BTab")
        // Esc: back to the whole catalog the search started from, on the result.
        try tmux.send("Escape")
        #expect(tmux.waitFor("of 2,600 · 1960s · Composer 518"))
        try tmux.send("?")
        #expect(tmux.waitFor("forte · keys"))
        try tmux.send("q")
        #expect(tmux.waitFor("of 2,600 · 1960s · Composer 518"))
    }

    /// `S` steps through the orders, the selected item staying selected in each (at its line in `forte list --sort`);
    /// Back returns to the order before.
    @Test func sortOrdersKeepTheSelectedItem() throws {
        let sample = try SampleIndex(count: 1000)
        defer { sample.remove() }
        func place(of identifier: String, sortedBy order: String) throws -> String {
            let lines = try ForteProcess.run(["list", "--index", sample.path, "--sort", order]).output.split(
                separator: "\n")
            let line = try #require(lines.firstIndex { $0.hasPrefix(identifier + " ") })
            return
                "Item \((line + 1).formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_AU")))) of 1,000"
        }
        let third = try #require(
            ForteProcess.run(["list", "--index", sample.path, "--limit", "3"]).output.split(separator: "\n").last)
        let identifier = String(third.prefix { $0 != " " })
        let tmux = try BrowseTmux(shell: Self.script(sample))
        #expect(tmux.waitFor("Item 1 of 1,000"))
        try tmux.send("Right", "Right")
        #expect(tmux.waitFor("Item 3 of 1,000"))
        for (order, heading) in [
            ("date", "oldest first"), ("composer", "by composer"), ("added", "recently added"), ("title", "title A–Z"),
        ] {
            try tmux.send("S")
            #expect(tmux.waitFor("Gallery · All · \(heading)"))
            #expect(tmux.waitFor(try place(of: identifier, sortedBy: order)), "\(order)")
        }
        #expect(tmux.screen.contains("Item 3 of 1,000"))
        try tmux.send("S", "S", "S")
        #expect(tmux.waitFor("Gallery · All · recently added"))
        try tmux.send("'")
        #expect(tmux.waitFor("Letters jump in title and composer order"))
        // Harvested in item order: the last harvested is the first added.
        try tmux.send("Home", "S")
        #expect(tmux.waitFor("Gallery · All · title A–Z"))
        #expect(tmux.waitFor(try place(of: SampleIndex.identifier(999), sortedBy: "title")))
        try tmux.send("BSpace")
        #expect(tmux.waitFor("Gallery · All · recently added"))
        #expect(tmux.waitFor("Item 1 of 1,000"))
    }

    @Test func resizeRedrawsAndKeepsTheSelection() throws {
        let sample = try SampleIndex(count: 5000)
        defer { sample.remove() }
        let tmux = try BrowseTmux(width: 80, height: 24, shell: Self.script(sample))
        #expect(tmux.waitFor("Item 1 of 5,000"))
        try tmux.send("PageDown", "PageDown", "Right")
        #expect(tmux.waitFor("Item 22 of 5,000"))
        try tmux.resize(width: 200, height: 50)
        #expect(tmux.waitFor("page 1 of"))
        #expect(tmux.screen.contains("Item 22 of 5,000"))
        // The key hint sits at the right end of the status line, now 200 columns wide.
        #expect(tmux.screen.split(separator: "\n").last { $0.contains("q quit") }.map { $0.count == 199 } == true)
    }

    @Test func refusesPolitelyWithoutATerminal() throws {
        let output = NSTemporaryDirectory() + "forte-e2e-refusal-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        // stdout to a file, stderr to stdout's file too: what a pipe into `less` or a cron job would see.
        let status = try BrowseTmux.spawnAndWait(
            "/bin/sh", ["-c", "\"$0\" browse --index \"$1\" 2>&1", BrowseTmux.forte, output + ".sqlite"],
            output: output)
        #expect(status != 0)
        #expect(
            try String(contentsOfFile: output, encoding: .utf8) == "forte: browse needs a terminal; try forte list\n")
    }
}
