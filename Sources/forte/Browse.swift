import ArgumentParser
import ForteTerminal
import Foundation

struct Browse: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse the catalog in the terminal: by decade, by composer, A to Z; / searches, ? shows the keys."
    )

    @OptionGroup var index: IndexOptions

    @Option(name: .customLong("trace-timing"), help: ArgumentHelp("Log, per key, the time from key to frame written.", valueName: "file"))
    var traceTiming: String?

    func run() throws {
        try reportingFailures {
            guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
                throw CommandFailure("browse needs a terminal; try forte list")
            }
            let catalog = try openIndex(for: index, importingBundledCatalogIfMissing: true, toWrite: true)
            let trace = try traceTiming.map(TimingTrace.init(path:))
            let environment = ProcessInfo.processInfo.environment
            let tty = try TTY()
            defer { tty.close() }
            BrowseApp.run(catalog: catalog, tty: tty, palette: .forEnvironment(environment),
                          actions: .forEnvironment(environment), trace: trace)
        }
    }
}
