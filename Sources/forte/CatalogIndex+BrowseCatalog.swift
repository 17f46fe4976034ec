import ForteIndex
import ForteTerminal

/// The index answers the browse screen's questions with the same calls it offers every command.
extension CatalogIndex: BrowseCatalog {}
