import ForteCatalog
import ForteIndex
import ForteSearch

/// `--composer NAME`, as `list` and `covers fetch` take it: the composer a person means (see `ComposerLookup`), or a
/// one-line failure (exit 64, as a facet value's) that names the candidates.
enum ComposerArgument {
    static func resolve(_ typed: String, in catalog: CatalogIndex) throws -> String {
        // A name as the index keeps it is that composer (as `ComposerLookup` finds first), looked up alone: a large
        // music catalogue's sixty thousand names, each read for it, were much of `list --composer` (docs/PERFORMANCE.md).
        if try catalog.hasComposer(named: typed) { return typed }
        switch ComposerLookup.match(typed, among: try catalog.composerNames()) {
        case .found(let name):
            return name
        case .ambiguous(let names):
            let shown = Candidates.listed(names.map(ComposerName.libraryForm))
            throw CommandFailure("“\(typed)” could be \(shown): give the forenames too", exitCode: ExitStatus.usage)
        case .unknown(let nearest):
            let hint = nearest.isEmpty ? "" : "; nearest: " + Candidates.listed(nearest.map(ComposerName.libraryForm))
            throw CommandFailure("no composer “\(typed)” in the index\(hint)", exitCode: ExitStatus.usage)
        }
    }
}
