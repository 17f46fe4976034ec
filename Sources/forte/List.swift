import ArgumentParser
import ForteCatalog
import ForteExport
import ForteIndex
import ForteSearch
import ForteTerminal
import ForteText

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract:
            "List items A to Z by title (or by date, composer or when added), optionally of one decade, composer, letter, the favourites or any facet's value; or a facet's values."
    )

    @OptionGroup var index: IndexOptions

    @Option(help: "Only items of this decade (1910s), or undated ones (undated).")
    var decade: DecadeArgument?

    @Option(
        help: ArgumentHelp(
            "Only items by this composer: the name (any case, accents or not), or the surname alone when one composer has it.",
            valueName: "name"))
    var composer: String?

    @Flag(help: "List the composers instead, as a library files them (Dvořák, Antonín (1841–1904)), with their items.")
    var composers = false

    @OptionGroup var facets: FacetOptions

    @Option(
        help: ArgumentHelp(
            "List this facet's values instead, with their items within the other options: \(Self.facetNames.joined(separator: ", ")).",
            valueName: "name"))
    var facet: String?

    @Option(help: "Only items whose sort title starts with this letter (A to Z).")
    var letter: String?

    @Flag(help: "Only favourites.")
    var favourites = false

    @Option(
        help:
            "The order: title (A to Z), date (oldest first, undated last), composer (A to Z, by the first composer), added (the latest first)."
    )
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
        if composers, composer != nil || letter != nil || limit != nil {
            throw ValidationError("--composers lists every composer: it takes --decade or --favourites alone")
        }
        if facet != nil, composers || letter != nil {
            throw ValidationError("--facet lists a facet's values: it takes no --composers or --letter")
        }
        if let letter, letterRange(letter) == nil {
            throw ValidationError("--letter takes one letter, A to Z")
        }
        if letter != nil, sort != .title, sort != .composer {
            throw ValidationError(
                "--letter needs --sort title or --sort composer: the \(sort.rawValue) order is not by letter")
        }
    }

    var shelf: CatalogFilter.Shelf {
        favourites ? .favourites : decade.map { .decade($0.decade) } ?? .all
    }

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index, importingBundledCatalogIfMissing: true)
            if try catalog.count(.all) == 0 { return reportNote("the index is empty (forte sync URL loads a catalog)") }
            if composers { return try listComposers(catalog) }
            let filter = CatalogFilter(
                shelf: shelf, composer: try composer.map { try ComposerArgument.resolve($0, in: catalog) },
                facets: try facets.chosen(in: catalog), order: sort)
            if let facet { return try listValues(of: facet, within: filter, catalog) }
            // One transaction: pages read one by one while a sync writes would repeat or skip items.
            try catalog.readingTogether {
                var range = 0..<(try catalog.count(filter))
                if let letter, let (first, next) = letterRange(letter) {
                    let start = try catalog.firstPosition(ofLetter: first, in: filter) ?? range.upperBound
                    let end =
                        try next.flatMap { try catalog.firstPosition(ofLetter: $0, in: filter) } ?? range.upperBound
                    range = start..<max(start, end)
                }
                if let limit {
                    range = range.prefix(limit)
                }
                let output = SummaryOutput(json: json)
                for offset in stride(from: range.lowerBound, to: range.upperBound, by: Self.pageSize) {
                    try output.print(
                        catalog.summaries(filter, offset: offset, limit: min(Self.pageSize, range.upperBound - offset)))
                }
            }
        }
    }

    /// The shelf's composers as a library files them, each with their life dates and how many items they have.
    private func listComposers(_ catalog: CatalogIndex) throws {
        try catalog.readingTogether {
            let composers = try catalog.composerCounts(in: shelf).filter { $0.value != CatalogFilter.noComposer }
            var headings = ComposerHeadings()
            let json = json  // Read once (see `listValues`).
            for (composer, heading) in zip(composers, try headings.headings(composers.map(\.value), in: catalog)) {
                if json {
                    try StandardOutput.print(
                        JSONLine.write { json in
                            json.object {
                                $0.field("heading", heading)
                                $0.field("items", composer.count)
                                $0.field("name", composer.value)
                            }
                        })
                } else {
                    try StandardOutput.print(VisibleText.escaping(heading), terminator: "  \(composer.count)\n")
                }
            }
        }
    }

    /// The names `--facet` takes: the decade, the composer, then every `Facet`.
    static let facetNames = ["decade", "composer"] + Facet.allCases.map(\.rawValue)

    /// A facet's values within the filter's other choices, as the index files them, each with its count.
    private func listValues(of name: String, within filter: CatalogFilter, _ catalog: CatalogIndex) throws {
        let counts: [(value: String, count: Int)]
        switch name.lowercased() {
        case "decade":
            counts = try catalog.decadeCounts(within: filter).map { ($0.value.label, $0.count) }
        case "composer":
            // Headed (an item of each read for the life dates) as far as the limit.
            let composers = try catalog.composerCounts(within: filter).filter { $0.value != CatalogFilter.noComposer }
                .prefix(limit ?? .max)
            var headings = ComposerHeadings()
            counts = Array(zip(try headings.headings(composers.map(\.value), in: catalog), composers.map(\.count)))
        default:
            guard let facet = Facet(rawValue: name.lowercased()) else {
                throw CommandFailure(
                    "no facet “\(name)”: choose \(Self.facetNames.joined(separator: ", "))", exitCode: ExitStatus.usage)
            }
            counts = try catalog.facetCounts(facet, within: filter).map { ($0.value.display, $0.count) }
        }
        // Read once: an option's property wrapper is dear to read at each of thousands of lines.
        let json = json
        for (value, count) in limit.map({ counts.prefix($0) }) ?? counts[...] {
            if json {
                try StandardOutput.print(
                    JSONLine.write { json in
                        json.object {
                            $0.field("value", value)
                            $0.field("count", count)
                        }
                    })
            } else {
                // The count after the value, not joined to it: a string made for each of thousands of lines cost as much as
                // counting them.
                try StandardOutput.print(VisibleText.escaping(value), terminator: "  \(count)\n")
            }
        }
    }

    /// The letter and the one after it (nil after Z): the items of a letter lie between their positions.
    private func letterRange(_ text: String) -> (Character, Character?)? {
        guard text.count == 1, let scalar = text.uppercased().unicodeScalars.first, ("A"..."Z").contains(scalar) else {
            return nil
        }
        let next = scalar == "Z" ? nil : Unicode.Scalar(scalar.value + 1).map(Character.init)
        return (Character(scalar), next)
    }
}

extension ListOrder: ExpressibleByArgument {}
