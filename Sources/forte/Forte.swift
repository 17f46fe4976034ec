import ArgumentParser
import CMalloc
import CSQLite
import ForteHarvest
import Foundation

@main
struct Forte: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forte",
        abstract: "Index a library's digitised sheet music and browse it.",
        discussion: ForteHelp.root,
        version: ForteVersion.parsersWords,
        subcommands: [
            Browse.self, List.self, Show.self, Search.self, Stats.self, Favourites.self,
            Share.self, Sync.self, Sources.self, Identify.self, Export.self, Covers.self, News.self, Watches.self,
        ],
        defaultSubcommand: Browse.self
    )

    /// Checks the words that name commands before the parser does, which would hand an unknown one to browse, or to
    /// a group's default command, as an argument; and says what it could not parse without browse's usage when no
    /// command was named.
    static func main() {
        // Buffers of more than this go back to the system when freed. By default glibc raises the bound to the largest
        // freed (up to 32 MB), and then keeps what a sync's list builds freed as the process's own, in pieces.
        _ = forte_mallopt_mmap_threshold(256 * 1024)
        let arguments = IndexBeforeCommand.moved(Array(CommandLine.arguments.dropFirst()))
        if let unknown = UnknownCommand(arguments, root: Self.self) {
            reportError(unknown.description)
            Self.exit(withError: ExitCode(ExitStatus.usage))
        }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            // `forte -v`: browse, the default command, parsed the words, but the person named no command, and browse's
            // usage would point the wrong way. (An error in browse's own options gets browse's usage.)
            let message = message(for: error)
            if message == ForteVersion.parsersWords {
                print(ForteVersion.withLibraries)
                Self.exit()
            }
            if arguments.first?.hasPrefix("-") == true, message.hasPrefix("Unknown option") {
                reportError(
                    message.prefix(1).lowercased() + message.dropFirst()
                        + " (forte --help lists the commands, forte browse --help the options forte takes alone)")
                Self.exit(withError: ExitCode(ExitStatus.usage))
            }
            // One line, as every other refusal is, not the parser's three.
            if exitCode(for: error) == .validationFailure, let line = message.split(separator: "\n").first {
                reportError(line.prefix(1).lowercased() + line.dropFirst() + " (--help lists the options)")
                Self.exit(withError: ExitCode(ExitStatus.usage))
            }
            Self.exit(withError: error)
        }
        do {
            try command.run()
        } catch {
            Self.exit(withError: error)
        }
    }
}

enum ForteVersion {
    static let current = "0.1.0"

    /// What the parser is given to print for `--version`, which `main` replaces with `withLibraries`: read at every
    /// start, the libraries' versions would load libcurl for commands that make no transfer (docs/PERFORMANCE.md,
    /// "Process start").
    static let parsersWords = "forte \(current)"

    /// `forte --version`: forte's own, then the C libraries it runs with (a bug report needs them).
    static var withLibraries: String {
        "forte \(current)\nlibcurl \(LibraryVersions.curl), libxml2 \(LibraryVersions.libxml2), SQLite \(String(cString: sqlite3_libversion()))"
    }
}
