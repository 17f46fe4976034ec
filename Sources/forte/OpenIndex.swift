import ForteIndex

/// Opens the index the options point to; a missing, damaged or newer index is an `IndexError`.
///
/// `importingBundledCatalogIfMissing`: list, stats and browse are what a brand-new user runs first, so
/// for them a missing index is to be filled from the bundled catalog before opening (not wired yet:
/// until then it fails as for every command, with "no index at PATH (run forte sync first)").
func openIndex(for options: IndexOptions, importingBundledCatalogIfMissing: Bool = false) throws -> CatalogIndex {
    try CatalogIndex(path: options.path, create: false)
}
