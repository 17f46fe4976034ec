import ArgumentParser
import ForteCatalog
import ForteIndex

struct Favourites: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fav",
        abstract: "Add, remove and list favourites (kept by identifier, so they survive a re-sync).",
        subcommands: [AddFavourites.self, RemoveFavourites.self, ListFavourites.self]
    )
}

struct AddFavourites: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Mark items as favourites.")

    @OptionGroup var index: IndexOptions

    @Argument(help: "OAI identifiers of the items.")
    var ids: [String]

    func run() async throws {
        try reportingFailure {
            let catalog = try openIndex(for: index)
            for id in ids { try catalog.setFavourite(id, true) }
        }
    }
}

struct RemoveFavourites: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Unmark favourites.")

    @OptionGroup var index: IndexOptions

    @Argument(help: "OAI identifiers of the items.")
    var ids: [String]

    func run() async throws {
        try reportingFailure {
            let catalog = try openIndex(for: index)
            for id in ids { try catalog.setFavourite(id, false) }
        }
    }
}

struct ListFavourites: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the favourites A to Z.")

    @OptionGroup var index: IndexOptions

    @Flag(help: "One JSON object a line.")
    var json = false

    func run() async throws {
        try reportingFailure {
            let catalog = try openIndex(for: index)
            let favourites = CatalogFilter(shelf: .favourites)
            try SummaryOutput(json: json).print(catalog.summaries(favourites, offset: 0, limit: catalog.count(favourites)))
        }
    }
}
