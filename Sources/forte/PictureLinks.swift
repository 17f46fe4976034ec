import ForteCatalog
import ForteIndex

/// Where items' pictures are: each item's own links, else its source's rule (`forte sources set`). The sources are
/// read once, so that asking for many items asks the index nothing more.
struct PictureLinks: Sendable {
    private let rules: [String: CoverRule]

    init(_ catalog: CatalogIndex) throws {
        rules = Dictionary(uniqueKeysWithValues: try catalog.sources().map { ($0.name, $0.coverRule) })
    }

    func of(_ item: Item) -> CoverLinks {
        CoverLinks(item, rule: rules[item.source] ?? CoverRule())
    }
}
