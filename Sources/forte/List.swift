import ArgumentParser
import ForteCatalog
import ForteIndex

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List items A to Z by title (or by date, composer or when added), optionally of one decade, composer, letter or the favourites."
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

    @Option(help: "The order: title (A to Z), date (oldest first, undated last), composer (A to Z, by the first composer), added (the latest first).")
    var sort: ListOrder = .title

    // Unconditional, so that `--limit -1` is read as a number and refused as one, not as an unknown option.
    @Option(parsing: .unconditional, help: "At most this many items (1 or more).")
    var limit: Int?

    @Flag(help: "One JSON object a line.")
    var json = false

    static let pageSize = 500

    func validate() throws {
        if favourites, decade != nil {
            throw ValidationError("choose one of --decade and --favourites")
        }
        if let limit, limit < 1 {
            throw ValidationError("--limit must be positive, not \(limit)")
        }
        if let letter, letterRange(letter) == nil {
            throw ValidationError("--letter takes one letter, A to Z")
        }
        if letter != nil, sort != .title, sort != .composer {
            throw ValidationError("--letter needs --sort title or --sort composer: the \(sort.rawValue) order is not by letter")
        }
    }

    var filter: CatalogFilter {
        let shelf: CatalogFilter.Shelf = favourites ? .favourites : decade.map { .decade($0.decade) } ?? .all
        return CatalogFilter(shelf: shelf, composer: composer, order: sort)
    }

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index, importingBundledCatalogIfMissing: true)
            let filter = self.filter
            // One transaction: pages read one by one while a sync writes would repeat or skip items.
            try catalog.readingTogether {
                var range = 0..<(try catalog.count(filter))
                if let letter, let (first, next) = letterRange(letter) {
                    let start = try catalog.firstPosition(ofLetter: first, in: filter) ?? range.upperBound
                    let end = try next.flatMap { try catalog.firstPosition(ofLetter: $0, in: filter) } ?? range.upperBound
                    range = start..<max(start, end)
                }
                if let limit {
                    range = range.prefix(limit)
                }
                let output = SummaryOutput(json: json)
                for offset in stride(from: range.lowerBound, to: range.upperBound, by: Self.pageSize) {
                    try output.print(catalog.summaries(filter, offset: offset, limit: min(Self.pageSize, range.upperBound - offset)))
                }
            }
        }
    }

    /// The letter and the one after it (nil after Z): the items of a letter lie between their positions.
    private func letterRange(_ text: String) -> (Character, Character?)? {
        guard text.count == 1, let scalar = text.uppercased().unicodeScalars.first, ("A"..."Z").contains(scalar) else { return nil }
        let next = scalar == "Z" ? nil : Unicode.Scalar(scalar.value + 1).map(Character.init)
        return (Character(scalar), next)
    }
}

extension ListOrder: ExpressibleByArgument {}
