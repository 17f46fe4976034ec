import ArgumentParser
import ForteIndex
import ForteSearch
import Foundation

struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search titles, people in every role, subjects, descriptions and publishers; best match first.",
        discussion: """
            Every word matches as the start of a word, case and accents aside. "an exact phrase", -word leaves \
            out, a OR b finds either; composer:NAME lyricist:NAME arranger:NAME title:WORD publisher:WORD \
            subject:WORD instrument:WORD genre:WORD place:WORD language:WORD show:WORD search one field; \
            decade:1910s, decade:undated, year:1914 and year:1910..1925 filter by date (alone, oldest first). \
            A word that matches nothing is replaced by the nearest word the index has (blakbird → blackbird).
            """
    )

    /// The results are counted up to this many (or the limit, if more): past it, the note says "more than".
    static let countedResults = 10_000

    @OptionGroup var index: IndexOptions

    // Every word forte does not take as its own option is the query's, dashes and all: `-evening` leaves out.
    @Argument(parsing: .allUnrecognized, help: "What to find (see above).")
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
            try catalog.readingTogether {
                let outcome = try Searcher(catalog).find(words.joined(separator: " "), limit: limit)
                let isTerminal = isatty(STDOUT_FILENO) == 1
                let highlight = isTerminal && !json ? Highlight(outcome.query) : nil
                try SummaryOutput(json: json, highlight: highlight).print(outcome.results)
                // Counted up to a bound: a broad word of a large catalogue is in millions of items.
                let counted = max(limit, Self.countedResults)
                let total =
                    outcome.results.count < limit
                    ? outcome.results.count : try catalog.searchCount(outcome.plan, upTo: counted + 1)
                var notes: [String] = []
                if let correction = outcome.correctionNote { notes.append(correction) }
                if total > outcome.results.count {
                    let of = total > counted ? "more than \(counted.formatted())" : total.formatted()
                    notes.append("stopped at \(limit) of \(of) results (--limit)")
                } else if outcome.correctionNote != nil || outcome.results.isEmpty {
                    notes.append(total == 1 ? "1 result" : "\(total.formatted()) results")
                }
                if !notes.isEmpty { reportNote(notes.joined(separator: " · ")) }
            }
        }
    }
}
