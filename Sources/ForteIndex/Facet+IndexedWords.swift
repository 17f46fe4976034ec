import ForteCatalog

extension Facet {
    /// The words of a value of this facet, each behind the facet's name: what the full-text index keeps of it
    /// (`FacetText`), behind `CreatorRole.indexedMark`, and what `instrument:piano` looks for (`instrumentpiano`).
    func keyed(_ text: some StringProtocol) -> [String] {
        CreatorRole.words(of: text).map { rawValue + $0 }
    }
}
