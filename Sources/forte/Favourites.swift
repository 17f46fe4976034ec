import ArgumentParser
import ForteCatalog
import ForteIndex
import ForteText

struct Favourites: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fav",
        abstract: "Add, remove and list favourites (kept by identifier, so they survive a re-sync).",
        subcommands: [AddFavourites.self, RemoveFavourites.self, ListFavourites.self]
    )
}

struct AddFavourites: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Mark items as favourites.")

    @OptionGroup var marking: FavouriteMarking

    func run() throws {
        try marking.mark(asFavourite: true)
    }
}

struct RemoveFavourites: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Unmark favourites.",
        aliases: ["rm"])

    @OptionGroup var marking: FavouriteMarking

    func run() throws {
        try marking.mark(asFavourite: false)
    }
}

/// The items `fav add` and `fav remove` act on. Every identifier is checked first, so a typo in one
/// changes nothing rather than some of them.
struct FavouriteMarking: ParsableArguments {
    @OptionGroup var index: IndexOptions

    @Argument(
        help:
            "The items: their OAI identifiers, or short forms unambiguous in the index (a tail after : / . or -, such as an0001810; or its number, 1810)."
    )
    var ids: [String]

    func mark(asFavourite isFavourite: Bool) throws {
        try reportingFailures {
            let catalog = try openIndex(for: index, toWrite: true)
            let identifiers = try ids.map { id in
                // A favourite outlives its item's deletion from the catalog, and can still be removed by its identifier.
                if !isFavourite, try catalog.isFavourite(id) { return id }
                return try catalog.item(named: id).identifier
            }
            for identifier in identifiers { try catalog.setFavourite(identifier, isFavourite) }
            let unique = Set(identifiers)
            let items = unique.count == 1 ? unique.first! : "\(unique.count) items"
            try StandardOutput.print(
                VisibleText.escaping(
                    isFavourite
                        ? "added \(items) to the favourites"
                        : "removed \(items) from the favourites"))
        }
    }
}

struct ListFavourites: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the favourites A to Z.")

    @OptionGroup var index: IndexOptions

    @Flag(help: "One JSON object a line.")
    var json = false

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index)
            let favourites = CatalogFilter(shelf: .favourites)
            try SummaryOutput(json: json).print(
                catalog.summaries(favourites, offset: 0, limit: catalog.count(favourites)))
        }
    }
}
