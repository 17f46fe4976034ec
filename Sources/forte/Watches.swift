import ArgumentParser
import ForteCatalog
import ForteIndex
import ForteSearch
import ForteText
import Foundation

struct Watches: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Save searches to follow the news by (forte news --watch NAME).",
        subcommands: [AddWatch.self, ListWatches.self, RemoveWatch.self]
    )
}

struct AddWatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Save a search as a watch: what forte search QUERY finds, among the news."
    )

    @OptionGroup var index: IndexOptions

    @Argument(help: "The watch's name.")
    var name: String

    @Argument(help: "What to find, as forte search takes it (words, \"phrases\", -word, OR, composer:NAME, year:1914).")
    var query: [String]

    func validate() throws {
        if name.allSatisfy(\.isWhitespace) {
            throw ValidationError("a watch needs a name")
        }
        let invisible: [Unicode.GeneralCategory] = [.control, .format, .lineSeparator, .paragraphSeparator]
        if name.unicodeScalars.contains(where: { invisible.contains($0.properties.generalCategory) }) {
            throw ValidationError("a watch's name cannot hold control characters")
        }
        if query.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
            throw ValidationError("watch add needs a query to watch for")
        }
    }

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index, toWrite: true)
            let watch = Watch(name: name, query: query.joined(separator: " "))
            if try Searcher(catalog).plan(for: watch.query).isEmpty {
                throw CommandFailure(
                    "\(watch.query) asks for nothing to find (forte search --help shows the syntax)",
                    exitCode: ExitStatus.usage)
            }
            try catalog.addWatch(watch)
        }
    }
}

struct ListWatches: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the watches, each with how many new items it finds."
    )

    @OptionGroup var index: IndexOptions

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index)
            let rows = try catalog.readingTogether {
                try catalog.watches().map { watch in
                    let plan = try Searcher(catalog).plan(for: watch.query)
                    let count = try catalog.newsCount(from: .readerMark, matching: plan)
                    let new = count == 1 ? "1 new" : "\(count.formatted()) new"
                    return (VisibleText.escaping(watch.name), new, VisibleText.escaping(watch.query))
                }
            }
            if rows.isEmpty {
                FileHandle.standardError.write(Data("no watches (forte watch add NAME QUERY saves one)\n".utf8))
            }
            let widths = (rows.map { TextWidth.of($0.0) }.max() ?? 0, rows.map { TextWidth.of($0.1) }.max() ?? 0)
            for (name, count, query) in rows {
                try StandardOutput.print(
                    [TextWidth.fit(name, to: widths.0), TextWidth.fit(count, to: widths.1), query]
                        .joined(separator: "  "))
            }
        }
    }
}

struct RemoveWatch: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a watch.")

    @OptionGroup var index: IndexOptions

    @Argument(help: "The watch's name.")
    var name: String

    func run() throws {
        try reportingFailures {
            try openIndex(for: index, toWrite: true).removeWatch(named: name)
        }
    }
}
