import ArgumentParser
import ForteCatalog
import ForteIndex

struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List items A to Z by title, optionally of one decade, composer, letter or the favourites."
    )

    @OptionGroup var index: IndexOptions

    @Option(help: "Only items of this decade (1910s), or undated ones (undated).")
    var decade: DecadeArgument?

    @Option(help: ArgumentHelp("Only items by this composer, named as forte shows them (John Smith).", valueName: "name"))
    var composer: String?

    @Option(help: "Only items whose sort title starts with this letter (A to Z).")
    var letter: String?

    @Flag(help: "Only favourites.")
    var favourites = false

    @Option(help: "At most this many items.")
    var limit: Int?

    @Flag(help: "One JSON object a line.")
    var json = false

    static let pageSize = 500

    func validate() throws {
        if favourites, decade != nil {
            throw ValidationError("choose one of --decade and --favourites")
        }
        if let limit, limit < 0 {
            throw ValidationError("--limit must be 0 or more")
        }
        if let letter, letterRange(letter) == nil {
            throw ValidationError("--letter takes one letter, A to Z")
        }
    }

    var filter: CatalogFilter {
        let shelf: CatalogFilter.Shelf = favourites ? .favourites : decade.map { .decade($0.decade) } ?? .all
        return CatalogFilter(shelf: shelf, composer: composer)
    }

    func run() async throws {
        try reportingFailures {
            let catalog = try openIndex(for: index, importingBundledCatalogIfMissing: true)
            let filter = self.filter
            var offset = 0
            var limit = self.limit
            if let letter, let (first, next) = letterRange(letter) {
                let count = try catalog.count(filter)
                let start = try catalog.firstPosition(ofLetter: first, in: filter) ?? count
                let end = try next.flatMap { try catalog.firstPosition(ofLetter: $0, in: filter) } ?? count
                offset = start
                limit = min(max(0, end - start), limit ?? .max)
            }
            let output = SummaryOutput(json: json)
            // One read for the whole listing: pages read one by one while a sync writes would repeat or skip items.
            try catalog.summaries(filter, offset: offset, limit: limit, pageSize: Self.pageSize) { try output.print($0) }
        }
    }

    /// The letter and the one after it (nil after Z): the items of a letter lie between their positions.
    private func letterRange(_ text: String) -> (Character, Character?)? {
        guard text.count == 1, let scalar = text.uppercased().unicodeScalars.first, ("A"..."Z").contains(scalar) else { return nil }
        let next = scalar == "Z" ? nil : Unicode.Scalar(scalar.value + 1).map(Character.init)
        return (Character(scalar), next)
    }
}
