import ArgumentParser
import ForteCatalog
import ForteHarvest
import ForteIndex
import ForteSync
import ForteText
import Foundation

struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract:
            "Harvest a repository (or saved responses) into the index; with no argument, every remembered source.",
        discussion: """
            The first sync of a URL harvests everything and remembers the source; later syncs ask only for \
            records changed since the last complete harvest. A sync that is interrupted (even by kill -9) \
            resumes where it stopped. Quiet off a terminal: one line per source, \
            "added N, updated N, deleted N in S s".

            Exit codes:
            \(ForteHelp.exitCodes)
            """
    )

    @OptionGroup var index: IndexOptions
    @OptionGroup var http: HTTPOptions

    @Argument(
        help: ArgumentHelp(
            """
            An OAI-PMH base URL, a file or directory of saved responses, or bundled:demo (the demo catalog, into an index \
            with no real records).
            """, valueName: "url-or-path"), completion: .file())
    var location: String?

    @Option(help: ArgumentHelp("Harvest only this set.", valueName: "spec"))
    var set: String?

    @Option(
        help: """
            The metadata format to harvest. Items are built from marc21 (marcxml, MARC21), mods and oai_dc; other \
            formats are kept for forte export. Without it, a new source is harvested in the richest of those the \
            repository offers (and a remembered one in its own).
            """)
    var prefix: String?

    @Option(
        help: ArgumentHelp(
            "Harvest records changed since this date (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).", valueName: "date"))
    var from: String?

    @Flag(help: "Harvest everything again and remove the items the repository no longer has.")
    var full = false

    @Option(
        help: ArgumentHelp(
            "Date windows of the list harvested at once, each on a connection of its own (1 to \(SyncOptions.maxConnections)); 1 harvests one list, page after page.",
            valueName: "n"))
    var connections = 4

    @Flag(help: "Log every request and retry on standard error.")
    var verbose = false

    @Option(help: ArgumentHelp("Seconds to wait for another sync of the same index to finish.", valueName: "seconds"))
    var wait: Double = 10

    func validate() throws {
        if let from, from.wholeMatch(of: /\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?/) == nil {
            throw ValidationError("--from takes YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ, not \(VisibleText.escaping(from))")
        }
        guard (1...SyncOptions.maxConnections).contains(connections) else {
            throw ValidationError("--connections takes 1 to \(SyncOptions.maxConnections), not \(connections)")
        }
        if location == nil && (set != nil || prefix != nil) {
            throw ValidationError("--set and --prefix need a URL: remembered sources keep their own")
        }
    }

    func run() throws {
        try reportingFailures {
            let path = index.path
            // Nothing to sync makes no index: an empty one would stand where a first run imports the demo catalog.
            guard location != nil || index.location.exists else { throw Self.noSource }
            let isDemo = location == FirstIndex.demoLocation
            if !isDemo { try location.map(SyncSources.check) }
            try CatalogIndex.createDirectory(for: path)
            let lock = try SyncLock(indexPath: path, wait: wait)
            defer { withExtendedLifetime(lock) {} }
            let catalog = try CatalogIndex(path: path, create: true, upgrading: { announceUpgrade(of: path) })
            if isDemo {
                let items = try FirstIndex.importDemo(into: catalog)
                return try StandardOutput.print("imported the demo catalog: \(items) generated items, not real records")
            }
            let sources =
                try location.map { [try source(at: $0, among: catalog.sources())] }
                ?? SyncSources.remembered(catalog.sources())
            guard !sources.isEmpty else { throw Self.noSource }
            let console = SyncConsole()
            let logger = SyncLogHandler.logger(verbose: verbose, console: console)
            var options = SyncOptions(http: http.configuration, logger: logger)
            options.retry = http.retry
            options.from = from
            options.full = full
            options.choosesFormat = prefix == nil
            options.connections = connections
            var failures = 0
            for source in sources {
                let bar = SyncProgressBar(console: console)
                do {
                    let summary = try SourceSync(source: source, options: options).run(
                        into: catalog, progress: bar.update)
                    bar.clear()
                    let line = sources.count > 1 ? "\(source.name): \(summary.line)" : summary.line
                    try StandardOutput.print(VisibleText.escaping(line))
                    if let chosen = summary.chosenFormat {
                        reportError(
                            "\(source.name): harvested \(chosen), the richest format the repository offers that forte builds "
                                + "items from (--prefix picks another)")
                    }
                    // The first real records replace the demo: generated ones would stand among them, unlabelled.
                    if try FirstIndex.removeDemo(from: catalog) {
                        reportError(
                            "replaced the demo catalog with \(source.name)'s records "
                                + "(forte sync \(FirstIndex.demoLocation) --index PATH makes a demo index of its own)")
                    }
                    if summary.skippedFiles > 0 {
                        reportError(
                            "\(source.name): skipped \(summary.skippedFiles) of \(summary.pages) files (each named above); the others were imported"
                        )
                        failures += 1
                    }
                } catch {
                    bar.clear()
                    reportError("\(source.name): \(commandLineDescription(of: error))")
                    failures += 1
                }
            }
            if failures > 0 { throw ExitCode(ExitStatus.failed) }
        }
    }

    private static let noSource = CommandFailure(
        "no source to sync yet (forte sync URL adds one)",
        exitCode: ExitStatus.usage)

    /// The source a location names: the one remembered for it (in whichever format), or a new one in the format
    /// asked for, else (see `SyncOptions.choosesFormat`) in the richest the repository offers.
    private func source(at location: String, among known: [Source]) throws -> Source {
        if SourceSync.isRepository(location) { _ = repositoryBaseURL(location) }
        if prefix == nil, let remembered = SyncSources.remembered(location, set: set, among: known) {
            return remembered
        }
        return try SyncSources.resolve(location, set: set, prefix: prefix ?? "oai_dc", among: known)
    }
}
