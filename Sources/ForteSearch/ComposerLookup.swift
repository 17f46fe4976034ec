import ForteCatalog

/// Which composer a person means by what they typed (`--composer dvorak`): the name itself, the name or its
/// library form case and diacritics aside (`ada smith`, `dvorak, antonin`), or the surname alone when one
/// composer has it; otherwise the names nearest to it, for the error that says so.
public enum ComposerLookup {
    public enum Match: Sendable, Hashable {
        case found(String)
        /// Several composers have that surname (or name): these, as a library lists them.
        case ambiguous([String])
        /// No composer is meant: the nearest names (at most `nearestCount`), nearest first.
        case unknown(nearest: [String])
    }

    public static let nearestCount = 3

    public static func match(_ typed: String, among names: [String]) -> Match {
        if names.contains(typed) { return .found(typed) }
        let folded = Title.sortKey(typed.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        for isMeant in [
            { (name: String) in Title.sortKey(name) == folded || ComposerName.sortKey(of: name) == folded },
            { (name: String) in ComposerName.surnameKey(of: name) == folded },
        ] {
            let meant = names.filter(isMeant)
            if meant.count == 1 { return .found(meant[0]) }
            if meant.count > 1 {
                return .ambiguous(meant.sorted { ComposerName.sortKey(of: $0) < ComposerName.sortKey(of: $1) })
            }
        }
        // The heading `list --facet composer` shows, `Berlin, Irving (1888–1989)`: the index keeps the name alone.
        if let heading = ComposerName.nameOfHeading(typed), case .found(let name) = match(heading, among: names) {
            return .found(name)
        }
        return .unknown(nearest: nearest(to: folded, among: names))
    }

    /// The names whose folded name, library form or surname is fewest edits from `folded`.
    private static func nearest(to folded: String, among names: [String]) -> [String] {
        let typed = Array(folded.unicodeScalars)
        let limit = max(2, typed.count / 2)
        let distances = names.compactMap { name -> (String, Int)? in
            let forms = [Title.sortKey(name), ComposerName.sortKey(of: name), ComposerName.surnameKey(of: name)]
            // A surname that starts with what was typed (`dvorak` of `Dvořák-Brown`) is as near as one edit.
            if forms[2].hasPrefix(folded) { return (name, 1) }
            let best = forms.compactMap { EditDistance.between(typed, Array($0.unicodeScalars), limit: limit) }.min()
            return best.map { (name, $0) }
        }
        return distances.sorted { ($0.1, ComposerName.sortKey(of: $0.0)) < ($1.1, ComposerName.sortKey(of: $1.0)) }
            .prefix(nearestCount).map(\.0)
    }
}
