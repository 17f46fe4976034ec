import ArgumentParser
import ForteCatalog
import ForteExport
import ForteIndex
import ForteSearch
import ForteText
import Foundation

struct News: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "news",
        abstract: "List the items syncs added since you last marked the news seen, the latest first.",
        discussion: """
            A source's first sync is where its news starts: the items it had then are not news. Withdrawn items are \
            left out. forte news --mark-seen marks everything listed so far seen.
            """
    )

    @OptionGroup var index: IndexOptions

    @Option(help: "Items that arrived from this day or moment on, seen or not.")
    var since: NewsDate?

    @Flag(help: "Items changed since, too, marked as changed.")
    var changed = false

    @Option(help: ArgumentHelp("Only the news a watch finds (forte watch list names them).", valueName: "name"))
    var watch: String?

    @Flag(help: "Mark the news seen: forte news and browse show only what arrives after now.")
    var markSeen = false

    @Flag(help: "One JSON object a line.")
    var json = false

    func validate() throws {
        if markSeen, since != nil || changed || watch != nil || json {
            throw ValidationError("--mark-seen marks all news seen: it takes no other option")
        }
    }

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index, toWrite: markSeen)
            if markSeen {
                let passed = try catalog.markNewsSeen()
                print(passed == 1 ? "1 new item marked seen" : "\(passed.formatted()) new items marked seen")
                return
            }
            let news = try catalog.readingTogether {
                let plan = try watch.map { try Searcher(catalog).plan(for: catalog.watch(named: $0).query) }
                let start: NewsStart = since.map { .date($0.date) } ?? .readerMark
                return try catalog.news(from: start, matching: plan, includingChanged: changed)
            }
            if news.items.isEmpty {
                let what = watch.map { "for the watch \($0) " } ?? ""
                let when = since == nil ? "since you last marked it seen" : "since then"
                FileHandle.standardError.write(Data((VisibleText.escaping("no news \(what)\(when)") + "\n").utf8))
            } else if json {
                for item in news.items { print(NewsJSON.line(item)) }
            } else {
                let lines = SummaryOutput.table(news.items.map(\.summary))
                for (item, line) in zip(news.items, lines) {
                    print(changed ? (item.change == .added ? "added    " : "changed  ") + line : line)
                }
            }
        }
    }
}
