extension CatalogFilter {
    /// The composer name that selects the items naming no composer (`CatalogFilter(composer: CatalogFilter.noComposer)`):
    /// no real name is empty, so the empty one is free to mean "Unknown composer".
    public static let noComposer = ""
}
