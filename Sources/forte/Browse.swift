import ArgumentParser
import ForteSync
import ForteTerminal
import ForteText
import Foundation

struct Browse: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse the catalog in the terminal: by decade, by composer, A to Z; / searches, ? shows the keys."
    )

    @OptionGroup var index: IndexOptions

    @Option(name: .customLong("trace-timing"), help: ArgumentHelp("Log, per key, the time from key to frame written.", valueName: "file"))
    var traceTiming: String?

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (selecting text), not to forte.")
    var noMouse = false

    func run() throws {
        try reportingFailures {
            guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
                throw CommandFailure("browse needs a terminal; try forte list")
            }
            let environment = ProcessInfo.processInfo.environment
            let term = environment["TERM"] ?? ""
            guard let capabilities = TerminalCapabilities.lookUp(term), capabilities.canAddressCursor else {
                let name = term.isEmpty ? "this terminal (TERM is not set)" : "TERM=\(VisibleText.escaping(term))"
                throw CommandFailure("browse cannot draw on \(name): it cannot move the cursor; try forte list")
            }
            let catalog = try openIndex(for: index, importingBundledCatalogIfMissing: true, toWrite: true)
            let trace = try traceTiming.map(TimingTrace.init(path:))
            // The place is kept for each index file, by its full path.
            let state = xdgDirectory("XDG_STATE_HOME", else: ".local/state", in: environment) + "/forte"
            let places = BrowsePlaces(path: state + "/browse.json")
            let historyPath = state + "/search-history"
            let indexPath = URL(fileURLWithPath: index.path).standardizedFileURL.path
            let tty = try TTY(capabilities: capabilities, mouse: !noMouse)
            defer { tty.close() }
            let (place, history) = BrowseApp.run(
                catalog: catalog, tty: tty, palette: .forEnvironment(environment, colours: capabilities.colours),
                actions: .forEnvironment(environment), at: places.place(forIndex: indexPath),
                searchHistory: SearchHistory(path: historyPath), trace: trace, isDemo: SyncSources.onlyDemo(try catalog.sources()))
            places.save(place, forIndex: indexPath)
            history.save(to: historyPath)
        }
    }
}
