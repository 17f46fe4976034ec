import ArgumentParser
import ForteIndex

struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search titles, creators, subjects, descriptions and publishers; best match first."
    )

    @OptionGroup var index: IndexOptions

    @Argument(help: "Words to find (all of them; the last one may be the start of a word).")
    var words: [String]

    @Option(help: "At most this many items.")
    var limit = 50

    @Flag(help: "One JSON object a line.")
    var json = false

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index)
            try SummaryOutput(json: json).print(catalog.search(words.joined(separator: " "), limit: limit))
        }
    }
}
