/// One value of a facet as an item has it: the form shown, and the key that values group and match by.
public struct FacetValue: Sendable, Hashable, Codable {
    /// `Boston, Massachusetts`, `piano, 4 hands`, `Waltzes`: what a person sees.
    public var display: String
    /// What values group and match by: the display form folded as composers are (`Title.sortKey`: any case,
    /// accents or not), after what the facet's own normalisation drops (`G. Schirmer, Inc.` → `g schirmer`).
    public var key: String

    public init(_ display: String, key: String? = nil) {
        self.display = display
        self.key = key ?? Title.sortKey(display)
    }
}
