import ForteCatalog
import ForteIndex
import ForteSearch

extension CatalogIndex: SearchableCatalog {}

extension CatalogIndex {
    /// A search as typed, in the query language, best first, as `forte search` runs it.
    func search(_ text: String, limit: Int) throws -> [ItemSummary] {
        try Searcher(self).find(text, limit: limit).results
    }
}
