import ArgumentParser
import ForteCatalog
import ForteIndex
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
                try StatsJSON(
                    items: catalog.count(.all),
                    decades: catalog.decadeCounts(),
                    composers: catalog.composerCounts(in: .all).count,
                    sources: catalog.sources().map { source in try SourceJSON(source: source, items: catalog.itemCount(source: source.name)) }
                )
            }
            if json {
                print(try JSONLine.encode(stats))
            } else {
                print(stats.lines.joined(separator: "\n"))
            }
        }
    }
}

/// `forte stats --json`. `items` counts live items; decades are keyed `1910s` and `undated`, oldest first.
struct StatsJSON: Encodable {
    var items: Int
    var decades: [FacetCount<Decade?>]
    var composers: Int
    var sources: [SourceJSON]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(items, forKey: Key(stringValue: "items"))
        var decadeCounts = container.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: "decades"))
        for decade in decades {
            try decadeCounts.encode(decade.count, forKey: Key(stringValue: decade.value?.description ?? "undated"))
        }
        try container.encode(composers, forKey: Key(stringValue: "composers"))
        try container.encode(sources, forKey: Key(stringValue: "sources"))
    }

    /// For people: aligned labels and counts.
    var lines: [String] {
        var lines = ["Items      \(items)", "Composers  \(composers)", "Decades"]
        lines += decades.map { "  " + $0.value.label.padding(toLength: 9, withPad: " ", startingAt: 0) + String($0.count) }
        lines.append("Sources")
        lines += sources.map { source in
            "  \(VisibleText.escaping(source.name))  \(source.items) items  \(VisibleText.escaping(source.url))"
                + (source.lastSyncedAt.map { "  synced \(VisibleText.escaping($0))" } ?? "")
        }
        return lines
    }
}

struct SourceJSON: Encodable {
    var name: String
    var url: String
    var items: Int
    var lastSyncedAt: String?

    init(source: Source, items: Int) {
        name = source.name
        url = source.url
        self.items = items
        lastSyncedAt = source.lastSyncedAt
    }

    private enum CodingKeys: String, CodingKey { case name, url, items, lastSyncedAt }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(url, forKey: .url)
        try container.encode(items, forKey: .items)
        try container.encode(lastSyncedAt, forKey: .lastSyncedAt)
    }
}
