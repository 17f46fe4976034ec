import ArgumentParser
import CSQLite
import ForteHarvest
import Foundation

@main
struct Forte: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forte",
        abstract: "Index a library's digitised sheet music and browse it.",
        version: ForteVersion.withLibraries,
        subcommands: [
            Browse.self, List.self, Show.self, Search.self, Stats.self, Favourites.self,
            Share.self, Sync.self, Sources.self, Identify.self, Export.self, Covers.self, News.self, Watches.self,
        ],
        defaultSubcommand: Browse.self
    )

    /// Checks the first word before the parser does, which would hand an unknown one to browse.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let commands = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        if let unknown = UnknownCommand(arguments, commands: commands) {
            reportError(unknown.description)
            Self.exit(withError: ExitCode(ExitStatus.usage))
        }
        main(arguments)
    }
}

enum ForteVersion {
    static let current = "0.1.0"

    /// `forte --version`: forte's own, then the C libraries it runs with (a bug report needs them).
    static var withLibraries: String {
        "forte \(current)\nlibcurl \(LibraryVersions.curl), libxml2 \(LibraryVersions.libxml2), SQLite \(String(cString: sqlite3_libversion()))"
    }
}
