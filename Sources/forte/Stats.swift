import ArgumentParser
import ForteCatalog
import ForteExport
import ForteIndex
import ForteSync
import ForteText

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Count the items, by decade, the composers and the sources."
    )

    @OptionGroup var index: IndexOptions

    @Flag(help: #"As one JSON object: {"items": N, "decades": {...}, "composers": N, "sources": [...]}."#)
    var json = false

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index, importingBundledCatalogIfMissing: true)
            // One transaction, so that the counts agree with each other while a sync writes.
            let stats = try catalog.readingTogether {
                try CatalogStats(
                    items: catalog.count(.all),
                    decades: catalog.decadeCounts(),
                    composers: catalog.composerCount(),
                    sources: catalog.sources().map { source in
                        try .init(source: source, items: catalog.itemCount(source: source.name))
                    }
                )
            }
            if json {
                try StandardOutput.print(stats.jsonLine)
            } else {
                let demo =
                    SyncSources.onlyDemo(stats.sources.map(\.source))
                    ? ["Catalog    demo: generated data, not real records (forte sync URL loads a real catalog)"] : []
                try StandardOutput.print((demo + stats.lines).joined(separator: "\n"))
            }
        }
    }
}

extension CatalogStats {
    /// For people: aligned labels and counts.
    var lines: [String] {
        var lines = ["Items      \(items)", "Composers  \(composers)", "Decades"]
        lines += decades.map {
            "  " + $0.value.label.padding(toLength: 9, withPad: " ", startingAt: 0) + String($0.count)
        }
        lines.append("Sources")
        lines += sources.map { counted in
            let source = counted.source
            return "  \(VisibleText.escaping(source.name))  \(counted.items) items  \(VisibleText.escaping(source.url))"
                + (source.lastSyncedAt.map { "  synced \(VisibleText.escaping($0))" } ?? "")
        }
        return lines
    }
}
