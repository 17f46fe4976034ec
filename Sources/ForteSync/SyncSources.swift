import BundledCatalog
import ForteCatalog
import ForteHarvest
import Foundation

/// Which remembered source a `forte sync URL` means, or the new one it adds: named after the repository's
/// host (or the saved responses' directory), plus set and format when not the default, and `-2`, `-3`, …
/// when the name is taken.
public enum SyncSources {
    public static func resolve(
        _ location: String, set: String?, prefix: String, among known: [Source]
    ) throws(UnknownLocation) -> Source {
        let url = try normalised(location)
        if let existing = known.first(where: { $0.url == url && $0.set == set && $0.metadataPrefix == prefix }) {
            return existing
        }
        let base = baseName(url, set: set, prefix: prefix)
        let taken = Set(known.map(\.name))
        var name = base
        var suffix = 1
        while taken.contains(name) {
            suffix += 1
            name = "\(base)-\(suffix)"
        }
        return Source(name: name, url: url, set: set, metadataPrefix: prefix)
    }

    /// Refuses a location that is neither a repository's URL nor saved responses, before any index is made for it.
    public static func check(_ location: String) throws(UnknownLocation) {
        _ = try normalised(location)
    }

    /// The source remembered for this location and set, in whichever format it was harvested; nil when there is none.
    public static func remembered(_ location: String, set: String?, among known: [Source]) -> Source? {
        guard let url = try? normalised(location) else { return nil }
        return known.first { $0.url == url && $0.set == set }
    }

    /// What a `forte sync` with no argument harvests: every remembered source but the bundled demo catalog,
    /// which comes with forte and has no repository to ask.
    public static func remembered(_ known: [Source]) -> [Source] {
        known.filter { $0.url != BundledCatalog.location }
    }

    /// Whether the index holds nothing but the bundled demo catalog, which commands then call `demo`.
    public static func onlyDemo(_ known: [Source]) -> Bool {
        !known.isEmpty && remembered(known).isEmpty
    }

    /// A repository URL without the protocol's own arguments (`OAIRequest.baseURL(of:)`); a path made absolute so the
    /// source still works from another directory.
    private static func normalised(_ location: String) throws(UnknownLocation) -> String {
        if SourceSync.isRepository(location) { return OAIRequest.baseURL(of: location).url }
        let path = location.hasPrefix("/") ? location : FileManager.default.currentDirectoryPath + "/" + location
        guard FileManager.default.fileExists(atPath: path) else {
            throw UnknownLocation(location: location)
        }
        return (path as NSString).standardizingPath
    }

    /// The repository's host, or the saved responses' directory name, plus set and format when not the default.
    private static func baseName(_ url: String, set: String?, prefix: String) -> String {
        var name =
            SourceSync.isRepository(url)
            ? URLComponents(string: url)?.host ?? url
            : (url as NSString).lastPathComponent
        if let set { name += ":\(set)" }
        if prefix != "oai_dc" { name += ":\(prefix)" }
        return name
    }
}
