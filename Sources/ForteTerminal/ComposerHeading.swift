import ForteCatalog

extension BrowseCatalog {
    /// A composer as the composers pane and `forte list --composers` head them: `Dvořák, Antonín (1841–1904)`,
    /// the life dates as one of their items catalogues them (the index keeps the name alone).
    public func composerHeading(_ name: String) throws -> String {
        guard name != CatalogFilter.noComposer else { return name }
        let first = try summaries(CatalogFilter(composer: name), offset: 0, limit: 1).first
        let lifeDates = try first.flatMap { try item($0.identifier) }?.metadata.creator
            .lazy.map(ComposerName.init(parsing:)).first { $0.name == name }?.lifeDates
        return ComposerName.heading(name, lifeDates: lifeDates)
    }
}
