import ForteCatalog
import Foundation

@testable import ForteIndex

/// A fresh directory under the system's temporary directory, removed when the test is done with it.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "forte-index-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    var indexPath: String { path + "/index.sqlite" }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// An index in its own temporary directory.
struct TestIndex {
    let directory: TemporaryDirectory
    let index: CatalogIndex

    init() throws {
        directory = try TemporaryDirectory()
        index = try CatalogIndex(path: directory.indexPath, create: true)
    }
}

/// Builds items with the catalog's kind of mess: articles, leading punctuation, diacritics, case,
/// dates in many shapes, several creators with life dates. Deterministic for a seed.
struct ItemFactory {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    private mutating func next(_ bound: Int) -> Int {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    private mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }

    static let titleWords = [
        "rose", "Waltz", "anzac", "Ängel", "étoile", "Echo", "march", "Zebra", "song", "Theodora", "apple", "Dawn",
        "bush", "Ballad", "river",
    ]
    static let prefixes = ["", "", "", "The ", "A ", "An ", "\"", "[", "¿", "THE "]
    static let dates = [
        "1915", "[ca. 1910]", "c1963", "1923?", "n.d.", "", "191-", "cop. 1935", "[s.d.]", "1899", "1927",
    ]
    static let creators = [
        "Smith, John, 1870-1935, composer", "Smith, John", "Paling, W. H. (William Henry), 1825-1895", "Albert & Son",
        "Lane, Mary", "Ørsted, Hans",
    ]
    /// Headings and values every facet reads (`Facet`), some of one value written two ways.
    static let subjects = [
        "Marches (Piano)", "Waltzes", "World War, 1914-1918 -- Songs and music", "Piano music (Ragtime)",
        "Southern States -- Songs and music", "Songs (High voice) with piano",
    ]
    static let languages = ["English", "German", "ger", "No linguistic content"]
    static let publishers = [
        "Sydney : W.H. Paling", "Boston, MA : Oliver Ditson", "Boston, Mass. : Oliver Ditson & Co.",
    ]
    static let shows = ["Porgy and Bess", "Show boat"]
    static let contributors = [
        "Hart, Lorenz, 1895-1943 (lyricist)", "Starmer (illustrator)", "Lake, M. L. (arranger)",
        "[Various] (lyricist)",
    ]

    mutating func item(_ identifier: String, source: String = "test") -> Item {
        var metadata = DublinCore()
        metadata.title = [pick(Self.prefixes) + pick(Self.titleWords) + " " + pick(Self.titleWords) + " [music]"]
        metadata.creator = (0..<next(3)).map { _ in pick(Self.creators) }
        let date = pick(Self.dates)
        metadata.date = date.isEmpty ? [] : [date]
        metadata.subject = ["Songs with piano"]
        metadata.description = ["Score for voice and piano."]
        metadata.publisher = ["Sydney : W.H. Paling"]
        metadata.identifier = ["http://nla.gov.au/\(identifier)"]
        metadata.subject += (0..<next(3)).map { _ in pick(Self.subjects) }
        metadata.language = (0..<next(2)).map { _ in pick(Self.languages) }
        metadata.publisher = [pick(Self.publishers)]
        metadata.relation = (0..<next(2)).map { _ in pick(Self.shows) }
        metadata.contributor = (0..<next(3)).map { _ in pick(Self.contributors) }
        return Item(
            identifier: identifier, datestamp: "2024-01-0\(1 + next(9))", setSpecs: ["music"], source: source,
            metadata: metadata)
    }

    mutating func items(_ count: Int, prefix: String = "oai:test:") -> [Item] {
        (0..<count).map { item("\(prefix)\($0)") }
    }
}

/// What an index must answer, computed from the items and ForteCatalog's rules directly.
struct ExpectedCatalog {
    /// Live items, in the order they were first added.
    var items: [Item]

    func list(_ filter: CatalogFilter, favourites: Set<String> = []) -> [Item] {
        let added = Dictionary(
            uniqueKeysWithValues: items.enumerated().map { ($1.identifier + "\u{0}" + $1.source, $0) })
        let key = { (item: Item) in
            Self.key(of: item, in: filter.order, added: added[item.identifier + "\u{0}" + item.source]!)
        }
        return
            items
            .filter { item in
                switch filter.shelf {
                case .all: true
                case .decade(let decade): item.decade == decade
                case .favourites: favourites.contains(item.identifier)
                // The lists tests harvest no news.
                case .new: false
                }
            }
            .filter { item in
                filter.composer.map { composer in item.composers.contains { $0.name == composer } } ?? true
            }
            .sorted { key($0) < key($1) }
    }

    /// Where an item sorts in an order: by the order's own key, then by title: sort key, identifier and source, comparing bytes (see `ListOrder`).
    static func key(of item: Item, in order: ListOrder, added: Int) -> OrderKey {
        let title = [item.sortKey, item.identifier, item.source]
        switch order {
        case .title: return OrderKey(number: 0, texts: title)
        case .date: return OrderKey(number: item.year ?? .max, texts: title)
        case .composer:
            guard let first = item.composers.first?.name else { return OrderKey(number: 1, texts: title) }
            return OrderKey(number: 0, texts: [ComposerName.sortKey(of: first), first] + title)
        case .added: return OrderKey(number: -added, texts: title)
        }
    }

    struct OrderKey: Comparable {
        let number: Int
        let texts: [String]

        static func < (lhs: Self, rhs: Self) -> Bool {
            if lhs.number != rhs.number { return lhs.number < rhs.number }
            for (a, b) in zip(lhs.texts, rhs.texts) where a != b { return a.utf8.lexicographicallyPrecedes(b.utf8) }
            return false
        }
    }

    var decades: [Decade?] {
        let dated = Set(items.compactMap(\.decade)).sorted().map(Optional.some)
        return items.contains { $0.decade == nil } ? dated + [nil] : dated
    }

    var composers: [String] {
        Set(items.flatMap { $0.composers.map(\.name) }).sorted()
    }

    /// Every list, in title order.
    var filters: [CatalogFilter] {
        let shelves: [CatalogFilter.Shelf] = [.all] + decades.map { .decade($0) }
        return shelves.flatMap { shelf in
            [CatalogFilter(shelf: shelf)] + composers.map { CatalogFilter(shelf: shelf, composer: $0) }
        }
    }

    /// Every list in every order.
    var orderedFilters: [CatalogFilter] {
        filters.flatMap { filter in
            ListOrder.allCases.map { CatalogFilter(shelf: filter.shelf, composer: filter.composer, order: $0) }
        }
    }
}

func page(_ items: [Item], source: Source, token: String?, harvest: String = "2024-02-01T00:00:00Z") -> IndexBatch {
    var source = source
    source.pendingToken = token
    source.pendingHarvestStart = harvest
    source.harvestID = harvest
    return IndexBatch(source: source, upserts: items)
}

/// Applies the items in pages of `size`, with a resumption token on all but the last page.
func harvest(
    _ items: [Item], into index: CatalogIndex, source: Source = Source(name: "test", url: "http://127.0.0.1/oai"),
    pageSize: Int = 50, complete: Bool = true, harvest: String = "2024-02-01T00:00:00Z"
) throws {
    let pages = stride(from: 0, to: items.count, by: pageSize).map {
        Array(items[$0..<min($0 + pageSize, items.count)])
    }
    for (number, items) in pages.enumerated() {
        let isLast = complete && number == pages.count - 1
        try index.apply(page(items, source: source, token: isLast ? nil : "token-\(number + 1)", harvest: harvest))
    }
}
