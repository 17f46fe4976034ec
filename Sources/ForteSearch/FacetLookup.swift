import ForteCatalog

/// Which value of a facet a person means by what they typed (`--genre waltz`), as `ComposerLookup` finds a
/// composer: any case, accents or not, normalised as the facet's values are (`Boston, MA` is `Boston,
/// Massachusetts`); a value written out in full is that value, even where longer ones start with it
/// (`--language German`); otherwise the one value it is the start of. Several: ambiguous; none: the nearest.
public enum FacetLookup {
    public enum Match: Sendable, Hashable {
        case found(FacetValue)
        /// Several values start so: these, A to Z by key.
        case ambiguous([FacetValue])
        /// No value is meant: the nearest (at most `ComposerLookup.nearestCount`), nearest first.
        case unknown(nearest: [FacetValue])
    }

    public static func match(_ typed: String, of facet: Facet, among values: [FacetValue]) -> Match {
        let key = facet.normalized(typed).key
        let folded = Title.sortKey(typed)
        guard !key.isEmpty || !folded.isEmpty else { return .unknown(nearest: []) }
        let whole = values.filter { $0.key == key || Title.folds($0.display, to: folded) }
        if whole.count == 1 { return .found(whole[0]) }
        let starting =
            whole.isEmpty
            ? values.filter {
                (!key.isEmpty && $0.key.hasPrefix(key)) || Title.folds($0.display, to: folded, wholly: false)
            }
            : whole
        if starting.count == 1 { return .found(starting[0]) }
        if starting.count > 1 { return .ambiguous(starting.sorted { $0.key < $1.key }) }
        return .unknown(nearest: nearest(to: folded, among: values))
    }

    /// The values whose folded display form is fewest edits from `folded`.
    private static func nearest(to folded: String, among values: [FacetValue]) -> [FacetValue] {
        let typed = Array(folded.unicodeScalars)
        let limit = max(2, typed.count / 2)
        return values.compactMap { value -> (FacetValue, Int)? in
            EditDistance.between(typed, Array(Title.sortKey(value.display).unicodeScalars), limit: limit).map {
                (value, $0)
            }
        }
        .sorted { ($0.1, $0.0.key) < ($1.1, $1.0.key) }
        .prefix(ComposerLookup.nearestCount).map(\.0)
    }
}
