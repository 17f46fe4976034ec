import ArgumentParser
import ForteCatalog
import ForteExport
import ForteIndex
import ForteText

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show every field of an item.")

    @OptionGroup var index: IndexOptions

    @Argument(
        help:
            "The item's OAI identifier, or a short form of it that is unambiguous in the index (a tail after : / . or -, such as an0001810; or its number, 1810)."
    )
    var id: String

    @Flag(help: "As one JSON object.")
    var json = false

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index)
            let item = try catalog.item(named: id)
            let isFavourite = try catalog.isFavourite(item.identifier)
            if json {
                let pictures = try PictureLinks(catalog).of(item)
                try StandardOutput.print(ItemJSON.line(item, pictures: pictures, isFavourite: isFavourite))
            } else {
                try StandardOutput.print(Self.fields(of: item, isFavourite: isFavourite).joined(separator: "\n"))
            }
        }
    }

    /// One `Label  value` line a value, labels aligned; the derived fields first, then Dublin Core as catalogued.
    static func fields(of item: Item, isFavourite: Bool) -> [String] {
        let metadata = item.metadata
        let roles = item.creatorsByRole.map { ($0.role.label, $0.creators.map(\.name.withLifeDates)) }
        let facets = Facet.values(of: item)
        // The facets of people are the roles above, each person once.
        let facetValues = Facet.allCases.filter { $0.role == nil }.map { ($0.label, (facets[$0] ?? []).map(\.display)) }
        let derived: [(String, [String])] =
            [
                ("Title", [item.displayTitle]),
                ("Sort title", [item.sortTitle]),
                ("Composers", item.composers.map(\.withLifeDates)),
            ] + roles + facetValues + [
                ("Decade", [item.decade.label]),
                ("URL", item.webLink.map { [$0] } ?? []),
                ("ID", [item.identifier]),
                ("Datestamp", [item.datestamp]),
                ("Source", [item.source]),
                ("Sets", item.setSpecs),
                ("Favourite", [isFavourite ? "yes" : "no"]),
            ]
        let catalogued = DublinCore.elementNames.map { ("dc:" + $0, metadata[element: $0]) }
        let width = (derived + catalogued).map(\.0.count).max() ?? 0
        return (derived + catalogued).flatMap { label, values in
            values.enumerated().map { number, value in
                (number == 0 ? label : "").padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + VisibleText.escaping(value)
            }
        }
    }
}
