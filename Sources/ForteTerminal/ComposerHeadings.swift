import ForteCatalog

/// Composers as the composers pane and `forte list --composers` head them: `Dvořák, Antonín (1841–1904)`, the life
/// dates as the first of their items catalogues them (the index keeps the name alone).
///
/// An item is read, and its creators parsed, once: one item may name thousands of composers, the first item of each,
/// and reading it again for every one of them made heading them quadratic.
public struct ComposerHeadings {
    /// The life dates of every creator of each item read that names more than one, by name, by item identifier:
    /// an item naming one is read for that one alone.
    private var lifeDatesByItem: [String: [String: String]] = [:]

    public init() {}

    public mutating func heading(_ name: String, in catalog: some BrowseCatalog) throws -> String {
        guard name != CatalogFilter.noComposer else { return name }
        guard let first = try catalog.identifiers(CatalogFilter(composer: name), offset: 0, limit: 1).first else {
            return ComposerName.heading(name, lifeDates: nil)
        }
        if let known = lifeDatesByItem[first] { return ComposerName.heading(name, lifeDates: known[name]) }
        return heading(name, of: try catalog.item(first))
    }

    /// The headings of these names (none of them `CatalogFilter.noComposer`), in their order, their first items
    /// read together: what a list of every composer reads.
    public mutating func headings(_ names: [String], in catalog: some BrowseCatalog) throws -> [String] {
        let firstItems = try catalog.firstItems(ofComposers: names)
        return names.map { heading($0, of: firstItems[$0]) }
    }

    private mutating func heading(_ name: String, of first: Item?) -> String {
        guard let first else { return ComposerName.heading(name, lifeDates: nil) }
        if let known = lifeDatesByItem[first.identifier] { return ComposerName.heading(name, lifeDates: known[name]) }
        let lifeDates = Self.lifeDates(of: first.metadata.creator)
        if first.metadata.creator.count > 1 { lifeDatesByItem[first.identifier] = lifeDates }
        return ComposerName.heading(name, lifeDates: lifeDates[name])
    }

    /// Each name's life dates as its first creator with that name gives them (none when that one gives none).
    private static func lifeDates(of creators: [String]) -> [String: String] {
        var lifeDates: [String: String] = [:]
        for creator in creators.reversed() {
            let composer = ComposerName(parsing: creator)
            lifeDates[composer.name] = composer.lifeDates
        }
        return lifeDates
    }
}
