import ForteCatalog

/// Which composer a person means by what they typed (`--composer dvorak`): the name itself, the name or its
/// library form case and diacritics aside (`ada smith`, `dvorak, antonin`), or the surname alone when one
/// composer has it; otherwise the names nearest to it, for the error that says so.
///
/// The composers are as the index files them: each name with its key (`ComposerName.sortKey(of:)`), which gives the
/// library form and the surname folded without working them out again for each of tens of thousands of names.
public enum ComposerLookup {
    public enum Match: Sendable, Hashable {
        case found(String)
        /// Several composers have that surname (or name): these, as a library lists them.
        case ambiguous([String])
        /// No composer is meant: the nearest names (at most `nearestCount`), nearest first.
        case unknown(nearest: [String])
    }

    public static let nearestCount = 3

    public static func match(_ typed: String, among composers: [FacetValue]) -> Match {
        if composers.contains(where: { $0.display == typed }) { return .found(typed) }
        let folded = Title.sortKey(typed.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        for isMeant in [
            { (composer: FacetValue) in composer.key == folded || Title.folds(composer.display, to: folded) },
            { (composer: FacetValue) in ComposerName.surnameKey(ofSortKey: composer.key) == folded },
        ] {
            let meant = composers.filter(isMeant)
            if meant.count == 1 { return .found(meant[0].display) }
            if meant.count > 1 { return .ambiguous(meant.sorted { $0.key < $1.key }.map(\.display)) }
        }
        // The heading `list --facet composer` shows, `Berlin, Irving (1888–1989)`: the index keeps the name alone.
        if let heading = ComposerName.nameOfHeading(typed), case .found(let name) = match(heading, among: composers) {
            return .found(name)
        }
        return .unknown(nearest: nearest(to: folded, among: composers))
    }

    /// The names whose folded name, library form or surname is fewest edits from `folded`.
    private static func nearest(to folded: String, among composers: [FacetValue]) -> [String] {
        let typed = Array(folded.unicodeScalars)
        let limit = max(2, typed.count / 2)
        let distances = composers.compactMap { composer -> (FacetValue, Int)? in
            let surname = ComposerName.surnameKey(ofSortKey: composer.key)
            // A surname that starts with what was typed (`dvorak` of `Dvořák-Brown`) is as near as one edit.
            if surname.hasPrefix(folded) { return (composer, 1) }
            let best = [Title.sortKey(composer.display), composer.key, String(surname)]
                .compactMap { EditDistance.between(typed, Array($0.unicodeScalars), limit: limit) }.min()
            return best.map { (composer, $0) }
        }
        return distances.sorted { ($0.1, $0.0.key) < ($1.1, $1.0.key) }.prefix(nearestCount).map { $0.0.display }
    }
}
