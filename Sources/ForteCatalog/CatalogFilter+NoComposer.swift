extension CatalogFilter {
    /// The composer name that selects the items naming no composer (`CatalogFilter(composer: CatalogFilter.noComposer)`):
    /// no real name is empty, so the empty one is free to mean "No composer named".
    public static let noComposer = ""
}
