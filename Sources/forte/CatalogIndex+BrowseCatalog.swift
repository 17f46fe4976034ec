import ForteIndex
import ForteSearch
import ForteTerminal

/// The index answers the browse screen's and the searches' questions with the same calls it offers every command.
extension CatalogIndex: BrowseCatalog, SearchableCatalog {}
