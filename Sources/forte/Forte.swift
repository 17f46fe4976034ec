import ArgumentParser

@main
struct Forte: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forte",
        abstract: "Index a library's digitised sheet music and browse it.",
        version: ForteVersion.current,
        subcommands: [
            Browse.self, List.self, Show.self, Search.self, Stats.self, Favourites.self,
            Share.self, Sync.self, Sources.self, Identify.self, Export.self,
        ],
        defaultSubcommand: Browse.self
    )
}

enum ForteVersion {
    static let current = "0.1.0"
}
