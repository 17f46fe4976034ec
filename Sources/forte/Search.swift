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

    // Unconditional, so that `--limit -1` is read as a number and refused as one, not as an unknown option.
    @Option(parsing: .unconditional, help: "At most this many items (1 or more).")
    var limit = 50

    @Flag(help: "One JSON object a line.")
    var json = false

    func validate() throws {
        if words.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
            throw ValidationError("search needs a word to find")
        }
        if limit < 1 {
            throw ValidationError("--limit must be positive, not \(limit)")
        }
    }

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index)
            try SummaryOutput(json: json).print(catalog.search(words.joined(separator: " "), limit: limit))
        }
    }
}
