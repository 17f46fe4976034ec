import ArgumentParser
import ForteCatalog
import ForteCovers
import ForteHarvest
import ForteIndex
import ForteSync
import ForteTerminal
import ForteTerminalKit
import ForteText
import Foundation

struct Browse: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse the catalog in the terminal: by decade, by composer, A to Z; / searches, ? shows the keys.",
        discussion: ForteHelp.browseKeys
    )

    @OptionGroup var index: IndexOptions

    @Option(
        name: .customLong("trace-timing"),
        help: ArgumentHelp("Log, per key, the time from key to frame written.", valueName: "file"),
        completion: .file())
    var traceTiming: String?

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (selecting text), not to forte.")
    var noMouse = false

    @Option(
        help: ArgumentHelp(
            """
            Covers: auto (ask the terminal), kitty, sixel, iterm, symbols (Unicode mosaics) or none. Default: \
            FORTE_IMAGES, else auto; NO_COLOR and TERM=dumb mean none.
            """, valueName: "how"))
    var images: ImageSupport?

    func run() throws {
        try reportingFailures {
            let environment = ProcessInfo.processInfo.environment
            let chosenImages = try imageChoice(in: environment)
            guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
                throw CommandFailure("browse needs a terminal; try forte list")
            }
            let term = environment["TERM"] ?? ""
            guard let capabilities = TerminalCapabilities.named(term), capabilities.canAddressCursor else {
                let name = term.isEmpty ? "this terminal (TERM is not set)" : "TERM=\(VisibleText.escaping(term))"
                throw CommandFailure("browse cannot draw on \(name): it cannot move the cursor; try forte list")
            }
            // Said on the first frame: a line on stderr would stand behind the full screen until it closed.
            var firstRun: String?
            let catalog = try openIndex(for: index, importingBundledCatalogIfMissing: true, toWrite: true) { _ in
                firstRun = "Imported the demo catalog: generated, not real records (forte sync URL loads a real one)"
            }
            let trace = try traceTiming.map(TimingTrace.init(path:))
            // The place is kept for each index file, by its full path.
            let state = xdgDirectory("XDG_STATE_HOME", else: ".local/state", in: environment) + "/forte"
            let places = BrowsePlaces(path: state + "/browse.json")
            let historyPath = state + "/search-history"
            let indexPath = URL(fileURLWithPath: index.path).standardizedFileURL.path
            let covers = chosenImages.support == .none ? nil : try Self.covers(of: catalog, in: environment)
            let notices = [firstRun, places.notice, chosenImages.notice].compactMap { $0 }
            let tty = try TTY(capabilities: capabilities, mouse: !noMouse)
            defer { tty.close() }
            let (place, history) = BrowseApp.run(
                catalog: catalog, tty: tty, palette: .forEnvironment(environment, colours: capabilities.colours),
                actions: .forEnvironment(environment), at: places.place(forIndex: indexPath),
                searchHistory: SearchHistory(path: historyPath), trace: trace,
                isDemo: SyncSources.onlyDemo(try catalog.sources()),
                covers: covers, images: chosenImages.support,
                notice: notices.isEmpty ? nil : notices.joined(separator: " · "),
                passthrough: environment["TMUX"] != nil)
            places.save(place, forIndex: indexPath)
            history.save(to: historyPath)
        }
    }

    /// `--images`, else `FORTE_IMAGES` (a value it does not take is an error, not ignored; empty is unset), with the environment.
    private func imageChoice(in environment: [String: String]) throws -> ImageChoice {
        if images == nil, let variable = environment["FORTE_IMAGES"], !variable.isEmpty,
            ImageSupport(choice: variable) == nil
        {
            throw CommandFailure(
                "FORTE_IMAGES takes \(ImageSupport.allValueStrings.joined(separator: ", ")), not \(VisibleText.escaping(variable))",
                exitCode: ExitStatus.usage)
        }
        return ImageSupport.chosen(images, environment: environment) { TmuxGraphics.asked(environment: environment) }
    }

    /// The pictures the index's records link to (or their sources' rules give), kept in the cover cache or fetched into it; for the demo catalog's
    /// items, which link to none, the covers drawn for them. A person is waiting: a picture is tried twice at most,
    /// within 10 s, not retried for minutes as a sync would.
    private static func covers(of catalog: CatalogIndex, in environment: [String: String]) throws -> any CoverProvider {
        let pictures = try PictureLinks(catalog)
        let cache = CoverCache(directory: coverCacheDirectory(in: environment))
        var retry = RetryPolicy()
        (retry.maxAttempts, retry.budget, retry.maxRetryAfter) = (2, 10, 5)
        let fetcher = CoverFetcher(cache: cache, http: HTTPOptions.standard, retry: retry)
        return FirstCover([
            LinkedCovers(links: { try? catalog.item($0).map(pictures.of) }, cache: cache, fetcher: fetcher),
            DemoCoverProvider(DemoCovers(cache: cache), item: { try? catalog.item($0) }),
        ])
    }
}
