import Foundation
import Testing

/// `tools/install` as a new user runs it (issue 26), into a temporary PREFIX with a temporary HOME: the installed
/// forte imports its demo catalog from PREFIX and browses it, its man page, completions and sync units are in
/// the standard places, and `--uninstall` leaves PREFIX as it was.
@Suite struct InstallTests {
    /// The package's root (this file is in Tests/ForteEndToEndTests).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let installed = [
        "bin/forte", "share/man/man1/forte.1", "share/bash-completion/completions/forte",
        "share/zsh/site-functions/_forte",
        "share/fish/vendor_completions.d/forte.fish", "share/systemd/user/forte-sync.service",
        "share/systemd/user/forte-sync.timer", "share/forte/catalog/page-0001.xml", "share/forte/catalog/page-0060.xml",
    ]

    /// Runs `tools/install arguments...` on the build the tests run (no release build in the suite).
    static func install(_ arguments: [String]) throws -> ForteProcess.Outcome {
        let buildDirectory = URL(fileURLWithPath: ForteProcess.executable).deletingLastPathComponent().path
        return try ForteProcess.run(
            arguments, executable: packageRoot + "/tools/install",
            environment: ["FORTE_BUILD_DIR": buildDirectory])
    }

    /// Every path under `directory`, relative to it, with each file's bytes.
    static func tree(_ directory: String) throws -> [String: Data?] {
        var tree: [String: Data?] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory) {
            tree[path] = FileManager.default.contents(atPath: directory + "/" + path)
        }
        return tree
    }

    @Test func theInstalledForteWorksAndUninstallLeavesThePrefixAsItWas() throws {
        let scratch = try IndexUnderTest()
        defer { scratch.remove() }
        let prefix = scratch.directory + "/prefix"
        let home = scratch.directory + "/home"
        // A prefix already in use: its own files and directories must outlive the uninstall.
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/share/man/man1", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "#!/bin/sh\n".write(toFile: prefix + "/bin/other", atomically: true, encoding: .utf8)
        let before = try Self.tree(prefix)

        let install = try Self.install([prefix])
        #expect(install.status == 0, "\(install.errors)")
        for path in Self.installed {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + path), "\(path)")
        }

        let forte = prefix + "/bin/forte"
        let environment = ["HOME": home, "XDG_DATA_HOME": "", "XDG_STATE_HOME": "", "FORTE_INDEX": ""]
        let stats = try ForteProcess.run(["stats"], executable: forte, environment: environment)
        #expect(stats.status == 0, "\(stats.errors)")
        #expect(stats.output.contains("Items      5890\n"))
        #expect(FileManager.default.fileExists(atPath: home + "/.local/share/forte/index.sqlite"))
        let sources = try ForteProcess.run(["sources"], executable: forte, environment: environment)
        #expect(sources.output.hasPrefix("bundled  bundled:demo  5890 items"), "\(sources.output)")

        if BrowseTmux.isAvailable {
            let tmux = try BrowseTmux(
                width: 100, height: 30, shell: "exec \"$FORTE\" browse",
                environment: environment.merging(["FORTE": forte]) { $1 })
            #expect(tmux.waitFor("Item 1 of 5,890"), "\(tmux.screen)")
            #expect(tmux.screen.contains("Gallery (demo) · All"), "\(tmux.screen)")
            try tmux.send("q")
        }

        let uninstall = try Self.install(["--uninstall", prefix])
        #expect(uninstall.status == 0, "\(uninstall.errors)")
        #expect(try Self.tree(prefix) == before)
    }

    @Test func theManPageAndCompletionsCoverEveryCommand() throws {
        let scratch = try IndexUnderTest()
        defer { scratch.remove() }
        #expect(try Self.install([scratch.directory]).status == 0)
        let manual = try String(contentsOfFile: scratch.directory + "/share/man/man1/forte.1", encoding: .utf8)
        let bash = try String(
            contentsOfFile: scratch.directory + "/share/bash-completion/completions/forte", encoding: .utf8)
        for command in [
            "browse", "list", "show", "search", "stats", "fav", "share", "sync", "sources", "identify", "export",
        ] {
            #expect(manual.contains(".It Em \(command)\n"), "\(command)")
            #expect(bash.contains(command), "\(command)")
        }
        #expect(manual.contains("Fl -index Ar path"))
        let syntax = try ForteProcess.run(
            ["-n", scratch.directory + "/share/bash-completion/completions/forte"], executable: "/bin/bash")
        #expect(syntax.status == 0, "\(syntax.errors)")
    }

    /// The man page as `man` renders it: every character of the help (generate-manual dropped all outside ASCII),
    /// a DESCRIPTION that starts with what forte is (not `--version`), sections for browse's keys, the environment,
    /// the files and the exit status with sync's codes (not the generic one), and no warning from groff.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"),
            "man is not installed (tools/install-deps)"))
    func theManPageRendersEveryCharacterAndItsSections() throws {
        let scratch = try IndexUnderTest()
        defer { scratch.remove() }
        #expect(try Self.install([scratch.directory]).status == 0)
        // Wide, so that no line is broken (or hyphenated) inside the phrases looked for.
        let man = try ForteProcess.run(
            ["-l", scratch.directory + "/share/man/man1/forte.1"], executable: "/usr/bin/man",
            environment: ["LC_ALL": "C.UTF-8", "MANWIDTH": "1000"])
        #expect(man.status == 0)
        #expect(man.errors.isEmpty, "\(man.errors)")
        let page = man.output
        for phrase in [
            "(Dvořák, Antonín (1841–1904))", "(blakbird → blackbird)",
            "\nDESCRIPTION\n     forte harvests a library's catalog", "\nBROWSE KEYS\n", "← → h l",
            "\nENVIRONMENT\n", "FORTE_IMAGES      how forte browse draws covers", "\nFILES\n",
            "$XDG_DATA_HOME/forte/index.sqlite", "\nEXIT STATUS\n", "64  wrong arguments",
            "75  another sync holds the index",
        ] {
            #expect(page.contains(phrase), "\(phrase)")
        }
        #expect(!page.contains("exits 0 on success"), "the generic exit status")
        // In an ASCII locale, letters without their accents, and no warning.
        let ascii = try ForteProcess.run(
            ["-l", scratch.directory + "/share/man/man1/forte.1"], executable: "/usr/bin/man",
            environment: ["LC_ALL": "C", "MANWIDTH": "1000"])
        #expect(ascii.errors.isEmpty, "\(ascii.errors)")
        #expect(ascii.output.contains("(Dvorak, Antonin (1841-1904))"))
        let help = try ForteProcess.run(["browse", "--help"])
        #expect(help.output.contains("Default:") && !help.output.contains("Default:  "), "\(help.output)")
    }

    /// Bash completion as a person meets it: values for `--images`, files for `--index` and a sync's path, the
    /// commands after `forte help` (swift-argument-parser's script offered none of these).
    @Test func bashCompletesValuesFilesAndTheCommandsAfterHelp() throws {
        let scratch = try IndexUnderTest()
        defer { scratch.remove() }
        #expect(try Self.install([scratch.directory + "/prefix"]).status == 0)
        try "".write(toFile: scratch.directory + "/catalog.sqlite", atomically: true, encoding: .utf8)
        // Calls the completion function as bash does after `forte LINE` (a trailing space: a new, empty word).
        let script = """
            cd "$2" && source "$1"
            complete_line() {
                COMP_LINE="forte $1"; COMP_POINT=${#COMP_LINE}
                read -ra COMP_WORDS <<< "$COMP_LINE"; [[ "$1" == *" " ]] && COMP_WORDS+=("")
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                _forte forte "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                echo "$1=> ${COMPREPLY[*]}"
            }
            complete_line "browse --images "
            complete_line "list --index cat"
            complete_line "sync cat"
            complete_line "help "
            complete_line "help sy"
            """
        let completion = scratch.directory + "/prefix/share/bash-completion/completions/forte"
        let run = try ForteProcess.run(["-c", script, "bash", completion, scratch.directory], executable: "/bin/bash")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(
            run.output == """
                browse --images => auto none kitty sixel iterm symbols
                list --index cat=> catalog.sqlite
                sync cat=> catalog.sqlite
                help => browse list show search stats fav share sync sources identify export covers news watch help
                help sy=> sync

                """, "\(run.output)")
    }

    /// `--help` prints the script's own comment (it once ran on, taking `--help` for PREFIX); another option is
    /// refused, not taken for a directory.
    @Test func theInstallerHasHelpAndRefusesUnknownOptions() throws {
        let help = try Self.install(["--help"])
        #expect(help.status == 0, "\(help.errors)")
        #expect(help.errors.isEmpty, "\(help.errors)")
        #expect(help.output.hasPrefix("Installs forte under PREFIX (default ~/.local;"), "\(help.output)")
        #expect(help.output.contains("\n  tools/install --uninstall [PREFIX]\n"), "\(help.output)")
        let unknown = try Self.install(["--prefix=/tmp/x"])
        #expect(unknown.status == 64)
        #expect(
            unknown.errors
                == "forte: tools/install takes [PREFIX] or --uninstall [PREFIX], not --prefix=/tmp/x (tools/install --help)\n"
        )
    }

    /// A PREFIX the install made (with its missing parents) goes with the uninstall, as every other directory it made.
    @Test func uninstallRemovesThePrefixItMade() throws {
        let scratch = try IndexUnderTest()
        defer { scratch.remove() }
        let prefix = scratch.directory + "/made/prefix"
        #expect(try Self.install([prefix]).status == 0)
        #expect(FileManager.default.fileExists(atPath: prefix + "/bin/forte"))
        let uninstall = try Self.install(["--uninstall", prefix])
        #expect(uninstall.status == 0, "\(uninstall.errors)")
        #expect(!FileManager.default.fileExists(atPath: scratch.directory + "/made"))
        #expect(FileManager.default.fileExists(atPath: scratch.directory))
    }

    /// The units as systemd reads them; `man forte` resolves their Documentation= in the installed prefix.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze"),
            "systemd-analyze is not installed"))
    func theSyncUnitsVerify() throws {
        let scratch = try IndexUnderTest()
        defer { scratch.remove() }
        #expect(try Self.install([scratch.directory]).status == 0)
        let units = scratch.directory + "/share/systemd/user"
        let verify = try ForteProcess.run(
            ["verify", units + "/forte-sync.service", units + "/forte-sync.timer"],
            executable: "/usr/bin/systemd-analyze",
            environment: ["MANPATH": scratch.directory + "/share/man"])
        #expect(verify.status == 0, "\(verify.errors)")
        #expect(verify.errors.isEmpty, "\(verify.errors)")
        let service = try String(contentsOfFile: units + "/forte-sync.service", encoding: .utf8)
        #expect(service.contains("\nExecStart=\(scratch.directory)/bin/forte sync\n"))
        // The prefix is in ExecStart, not in a comment's sentence ("writes this file with /usr/local/bin replaced").
        let naming = service.split(separator: "\n").filter { $0.contains(scratch.directory) }
        #expect(
            naming == [
                "ExecStart=\(scratch.directory)/bin/forte sync",
                "ExecStopPost=\(scratch.directory)/bin/forte news --mail --if-configured",
            ])
        let timer = try String(contentsOfFile: units + "/forte-sync.timer", encoding: .utf8)
        for line in ["OnCalendar=daily", "RandomizedDelaySec=1h", "Persistent=true", "WantedBy=timers.target"] {
            #expect(timer.contains("\n\(line)\n"), "\(line)")
        }
    }
}
