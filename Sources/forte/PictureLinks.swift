import ForteCatalog
import ForteIndex

/// Where items' pictures are: each item's own links, else its source's rule (`forte sources set`), with the source's
/// URL, which says where they may lead. The sources are read once, so that asking for many items asks the index
/// nothing more.
struct PictureLinks: Sendable {
    private let sources: [String: Source]

    init(_ catalog: CatalogIndex) throws {
        sources = Dictionary(uniqueKeysWithValues: try catalog.sources().map { ($0.name, $0) })
    }

    func of(_ item: Item) -> CoverLinks {
        let source = sources[item.source]
        return CoverLinks(item, rule: source?.coverRule ?? CoverRule(), sourceURL: source?.url)
    }
}
