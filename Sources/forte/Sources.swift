import ArgumentParser
import ForteCatalog
import ForteIndex
import ForteSync
import ForteText

struct Sources: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: "List the remembered sources, say where their pictures are, or remove one.",
        subcommands: [Show.self, SetRule.self, Remove.self],
        defaultSubcommand: Show.self
    )

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the sources with item (or record) counts and last sync.")

        @OptionGroup var index: IndexOptions

        func run() throws {
            try reportingFailures {
                let catalog = try openIndex(for: index)
                let sources = try catalog.sources()
                if sources.isEmpty {
                    try StandardOutput.print("no sources: the index is empty (forte sync URL adds one)")
                }
                for source in sources {
                    var line = "\(source.name)  \(source.url)"
                    if let set = source.set { line += "  set \(set)" }
                    let raw = source.metadataPrefix == "oai_dc" ? 0 : try catalog.rawRecordCount(source: source.name)
                    if raw == 0 {
                        line +=
                            "  \(source.metadataPrefix == "oai_dc" ? "" : source.metadataPrefix + "  ")"
                            + "\(try catalog.itemCount(source: source.name)) items"
                    } else {
                        // Kept as harvested, for forte export: records, not items to browse.
                        line += "  \(source.metadataPrefix)  \(raw) records"
                    }
                    line += "  last sync \(source.lastSyncedAt ?? "never")"
                    let underWay = try source.pendingToken != nil || !catalog.windows(of: source.name).isEmpty
                    if underWay { line += "  (a harvest is under way; forte sync resumes it)" }
                    if let refused = source.windowsRefused { line += "  (harvested as one list: \(refused))" }
                    if let rules = Self.pictures(source.coverRule) { line += "  pictures: " + rules }
                    try StandardOutput.print(VisibleText.escaping(line))
                }
            }
        }

        /// A source's picture rules, `thumbnail T, cover T, pages T`; nil when it has none.
        static func pictures(_ rule: CoverRule) -> String? {
            let rules = [("thumbnail", rule.thumbnail), ("cover", rule.cover), ("pages", rule.pages)]
                .compactMap { name, template in template.map { "\(name) \($0)" } }
            return rules.isEmpty ? nil : rules.joined(separator: ", ")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Forget a source and remove its items.", aliases: ["rm"])

        @OptionGroup var index: IndexOptions

        @Argument(help: "The source's name, as forte sources lists it.")
        var name: String

        func run() throws {
            try reportingFailures {
                try index.requireChosenIndex()
                let lock = try SyncLock(indexPath: index.path, wait: 10, creating: false)
                defer { withExtendedLifetime(lock) {} }
                let catalog = try CatalogIndex(path: index.path, create: false)
                guard try catalog.source(named: name) != nil else {
                    throw CommandFailure("no source named \(name) (forte sources lists them)")
                }
                let items = try catalog.itemCount(source: name)
                try catalog.removeSource(named: name)
                let removed = items == 1 ? "1 item" : "\(items) items"
                try StandardOutput.print(VisibleText.escaping("removed \(name) and its \(removed)"))
            }
        }
    }
}
