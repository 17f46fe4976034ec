import ForteCatalog
import ForteIndex
import ForteSearch

extension CatalogIndex {
    /// A search as typed, in the query language, without typo correction (see ForteSearchTests for that).
    func search(_ text: String, limit: Int) throws -> [ItemSummary] {
        try search(SearchQuery(parsing: text).plan(), limit: limit)
    }
}
