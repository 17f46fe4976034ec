import ArgumentParser
import ForteIndex
import ForteSync
import Foundation

/// `--index PATH`, taken by every command: the index file to use.
///
/// Without it, `FORTE_INDEX`, then `$XDG_DATA_HOME/forte/index.sqlite`
/// (`~/.local/share/forte/index.sqlite`).
struct IndexOptions: ParsableArguments {
    @Option(
        name: .customLong("index"),
        help: ArgumentHelp(
            "The index file (default: $FORTE_INDEX, else $XDG_DATA_HOME/forte/index.sqlite).", valueName: "path"),
        completion: .file())
    var explicitPath: String?

    func validate() throws {
        if explicitPath?.isEmpty == true {
            throw ValidationError("--index needs a file's path (leave it out for the default index)")
        }
    }

    var location: IndexLocation {
        IndexLocation(explicit: explicitPath, environment: ProcessInfo.processInfo.environment)
    }

    var path: String { location.path }

    /// An index the person named must exist: only `sync` makes one, and a mistyped path is not a new index.
    func requireChosenIndex() throws {
        let location = location
        if !location.isDefault, !location.exists {
            throw CommandFailure(
                "no index at \(location.path) (run forte sync URL --index \(location.path) to make one)")
        }
    }
}

/// Opens the index the options point to, only to read it unless `toWrite`; a damaged or newer index is an
/// `IndexError`. A missing one the person named is an error; for the commands a brand-new user runs first,
/// forte's own default, when missing, is made from the bundled demo catalog, and `importing` is told where (by
/// default, one line on stderr says so). An index an earlier forte wrote is upgraded first, and one line says so.
func openIndex(
    for options: IndexOptions, importingBundledCatalogIfMissing: Bool = false, toWrite: Bool = false,
    importing: (String) -> Void = announceDemoImport
) throws -> CatalogIndex {
    try options.requireChosenIndex()
    let location = options.location
    return try FirstIndex.open(
        path: location.path, importingBundledCatalogIfMissing: importingBundledCatalogIfMissing && location.isDefault,
        toWrite: toWrite, importing: importing, upgrading: announceUpgrade)
}

/// The line forte prints on stderr before it upgrades the index at `path`: on a large one, the command's output (or
/// browse's first frame) waits minutes for it.
func announceUpgrade(of path: String) {
    reportError("upgrading the index at \(path) to this forte's rules, once (a large index takes minutes)")
}

/// The line a first run prints on stderr as it imports the demo catalog into `path`.
func announceDemoImport(into path: String) {
    reportError(
        "no index yet, so importing the bundled demo catalog into \(path): "
            + "generated demo data, not real records (forte sync URL loads a real catalog)")
}
