import ArgumentParser
import ForteIndex
import ForteSync
import Foundation

/// `--index PATH`, taken by every command: the index file to use.
///
/// Without it, `FORTE_INDEX`, then `$XDG_DATA_HOME/forte/index.sqlite`
/// (`~/.local/share/forte/index.sqlite`).
struct IndexOptions: ParsableArguments {
    @Option(name: .customLong("index"), help: ArgumentHelp("The index file (default: $FORTE_INDEX, else $XDG_DATA_HOME/forte/index.sqlite).", valueName: "path"))
    var explicitPath: String?

    var path: String {
        let environment = ProcessInfo.processInfo.environment
        if let explicitPath { return explicitPath }
        if let path = environment["FORTE_INDEX"], !path.isEmpty { return path }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() + "/.local/share")
        return dataHome + "/forte/index.sqlite"
    }
}

/// Opens the index the options point to, only to read it unless `toWrite`; a missing, damaged or newer index
/// is an `IndexError`. For the commands a brand-new user runs first, a missing index is made from the bundled
/// demo catalog, with one line on stderr (see `FirstIndex`).
func openIndex(for options: IndexOptions, importingBundledCatalogIfMissing: Bool = false, toWrite: Bool = false) throws -> CatalogIndex {
    try FirstIndex.open(path: options.path, importingBundledCatalogIfMissing: importingBundledCatalogIfMissing,
                        toWrite: toWrite) { path in
        FileHandle.standardError.write(Data("forte: no index yet, importing the bundled demo catalog into \(path)\n".utf8))
    }
}
