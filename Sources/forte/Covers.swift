import ArgumentParser
import ForteCatalog
import ForteCovers
import ForteHarvest
import ForteIndex
import ForteText
import Foundation
import Synchronization

struct Covers: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "covers",
        abstract: "Fetch the items' pictures (thumbnails and covers) into the cache, for browsing offline.",
        subcommands: [Fetch.self]
    )

    struct Fetch: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Fetch the pictures of the items (of a decade, of a composer) that link to any, and keep them in $XDG_CACHE_HOME/forte/covers."
        )

        @OptionGroup var index: IndexOptions

        @Option(help: "Only items of this decade (1910s), or undated ones (undated).")
        var decade: DecadeArgument?

        @Option(
            help: ArgumentHelp(
                "Only items by this composer: the name (any case, accents or not), or the surname alone when one composer has it.",
                valueName: "name"))
        var composer: String?

        @Option(
            help: ArgumentHelp(
                "The most the cache keeps, in MB; past it, the pictures used least recently go.", valueName: "MB"))
        var cacheSize = CoverCache.defaultCapacity >> 20

        @Option(help: "Pictures fetched at once (1 to 16).")
        var connections = 4

        @Flag(help: "Name each picture not fetched, by its URL (without it, a line for each kind of failure).")
        var verbose = false

        @OptionGroup var http: HTTPOptions

        func validate() throws {
            guard (1...CoverCache.largestCapacityInMegabytes).contains(cacheSize) else {
                throw ValidationError(
                    "--cache-size takes megabytes, 1 to \(CoverCache.largestCapacityInMegabytes), not \(cacheSize)")
            }
            guard (1...16).contains(connections) else { throw ValidationError("--connections takes 1 to 16") }
        }

        func run() throws {
            try reportingFailures {
                let catalog = try openIndex(for: index)
                let filter = CatalogFilter(
                    shelf: decade.map { .decade($0.decade) } ?? .all,
                    composer: try composer.map { try ComposerArgument.resolve($0, in: catalog) })
                let pictures = try PictureLinks(catalog)
                // Links too long to fetch are counted, not held: thousands of links of megabytes would fill memory.
                let (urls, tooLong) = try catalog.readingTogether {
                    let count = try catalog.count(filter)
                    var urls: [(url: String, sourceURL: String?)] = []
                    var tooLong: [CoverFailure] = []
                    var seen: Set<String> = []
                    for offset in stride(from: 0, to: count, by: 500) {
                        for summary in try catalog.summaries(filter, offset: offset, limit: 500) {
                            guard let links = try catalog.item(summary.identifier).map(pictures.of) else { continue }
                            let linked = [links.thumbnail, links.cover].compactMap { $0 }
                            for url in linked.count == 2 && linked[0] == linked[1] ? [linked[0]] : linked {
                                if url.utf8.count > CoverFetcher.longestLink {
                                    tooLong.append(.linkTooLong(url))
                                } else if seen.insert(url).inserted {
                                    urls.append((url, links.sourceURL))
                                }
                            }
                        }
                    }
                    return (urls, tooLong)
                }
                let directory = coverCacheDirectory(in: ProcessInfo.processInfo.environment)
                let fetcher = CoverFetcher(
                    cache: CoverCache(directory: directory, capacity: cacheSize << 20), http: http.configuration,
                    retry: RetryPolicy(), connections: connections)
                let tally = Mutex((done: 0, fetched: 0, unchanged: 0, failures: tooLong))
                let showsProgress = isatty(STDERR_FILENO) == 1
                fetcher.fetch(urls) { _, outcome in
                    let done = tally.withLock { tally in
                        tally.done += 1
                        switch outcome {
                        case .fetched: tally.fetched += 1
                        case .unchanged: tally.unchanged += 1
                        case .failed(let failure): tally.failures.append(failure)
                        }
                        return tally.done
                    }
                    if showsProgress { writeToStandardError("\r\u{1B}[Kforte: pictures \(done) of \(urls.count)") }
                }
                if showsProgress { writeToStandardError("\r\u{1B}[K") }
                let result = tally.withLock { $0 }
                if verbose { result.failures.forEach { reportError($0.commandLineDescription) } }
                // A line for each kind, the commonest first, with the first failure of the kind as its example.
                let byKind: [[CoverFailure]] = Array(Dictionary(grouping: result.failures, by: \.kind).values)
                let kinds = byKind.sorted { first, second in
                    first.count != second.count
                        ? first.count > second.count : first[0].description < second[0].description
                }
                for failures in kinds { reportError(failures[0].commandLineSummary(count: failures.count)) }
                let named = result.failures.isEmpty || verbose ? "" : " (--verbose names them)"
                let linked = urls.count + tooLong.count
                try StandardOutput.print(
                    "\(linked) \(linked == 1 ? "picture" : "pictures") linked: \(result.fetched) fetched, "
                        + "\(result.unchanged) unchanged, "
                        + "\(result.failures.count) failed\(named); kept in \(directory)")
                if !result.failures.isEmpty { throw ExitCode(1) }
            }
        }
    }
}
