import ForteCatalog
import ForteTerminal

/// A generated catalog of any size, computed rather than stored (so a million items cost no memory):
/// for the browse tests that drive the screen over a catalog too large for `MemoryCatalog`.
/// (Benchmarks measure real indexes: see tools/bench-browse.)
///
/// Item `i` is in decade `i % 13` (1850s to 1970s), by composer `(i / 13) % 40` of that decade;
/// titles start with the letter `i * 26 / count`, so position order is A to Z in every filter.
final class SampleCatalog: BrowseCatalog, PlainTextSearch {
    public let itemCount: Int
    private var favourites: Set<Int> = []

    private static let decades = 13
    private static let composersPerDecade = 40
    private static let words = [
        "Waltz", "March", "Song", "Polka", "Rag", "Hymn", "Nocturne", "Galop", "Ballad", "Serenade",
    ]

    public init(count: Int) {
        itemCount = count
    }

    public func count(_ filter: CatalogFilter) throws -> Int {
        members(filter).count
    }

    public func summaries(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [ItemSummary] {
        let members = members(filter)
        let end = min(members.count, offset + limit)
        return offset < end ? (offset..<end).map { summary(members.item(at: $0)) } : []
    }

    /// Within a composer and facets; a shelf of favourites is not narrowed to them (browse asks the timeline's
    /// counts within facets alone).
    public func decadeCounts(within filter: CatalogFilter) throws -> [FacetCount<Decade?>] {
        (0..<Self.decades).map { d in
            let inDecade = CatalogFilter(shelf: .decade(decade(d)), composer: filter.composer, facets: filter.facets)
            return FacetCount(decade(d), count: members(inDecade).count)
        }.filter { $0.count > 0 }
    }

    public func composerCounts(within filter: CatalogFilter) throws -> [FacetCount<String>] {
        // Its items have no facet values: no choice of one has any.
        guard filter.facets.isEmpty else { return [] }
        let shelf = filter.shelf
        guard case .decade(let decade?) = shelf else {
            let counts = Dictionary(grouping: 0..<min(itemCount, Self.decades * Self.composersPerDecade)) {
                composer($0)
            }
            return counts.keys.sorted().map { name in
                FacetCount(name, count: members(CatalogFilter(shelf: shelf, composer: name)).count)
            }.filter { $0.count > 0 }
        }
        let d = (decade.startYear - 1850) / 10
        return (0..<Self.composersPerDecade).map { c in
            let name = composer(d + Self.decades * c)
            return FacetCount(name, count: members(CatalogFilter(shelf: shelf, composer: name)).count)
        }.filter { $0.count > 0 }.sorted { $0.value < $1.value }
    }

    /// Its items have no subjects, publishers or languages, whence facets come.
    public func facetCounts(_ facet: Facet, within filter: CatalogFilter) throws -> FacetCountList { FacetCountList() }

    public func position(of identifier: String, in filter: CatalogFilter) throws -> Int? {
        guard let i = number(identifier) else { return nil }
        return members(filter).position(of: i)
    }

    public func firstPosition(ofLetter letter: Character, in filter: CatalogFilter) throws -> Int? {
        guard let ascii = letter.uppercased().unicodeScalars.first?.value, (65...90).contains(ascii) else { return nil }
        let first = (Int(ascii) - 65) * itemCount / 26 + ((Int(ascii) - 65) * itemCount % 26 == 0 ? 0 : 1)
        let members = members(filter)
        // The first member at or after the letter's first item.
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members.item(at: middle) < first { low = middle + 1 } else { high = middle }
        }
        return low < members.count ? low : nil
    }

    public func item(_ identifier: String) throws -> Item? {
        guard let i = number(identifier), i < itemCount else { return nil }
        var metadata = DublinCore()
        metadata.title = [title(i)]
        metadata.creator = [composer(i)]
        metadata.date = [String(year(i))]
        metadata.type = ["Notated music"]
        metadata.identifier = ["https://example.org/sample/\(i)"]
        return Item(identifier: identifier, source: "sample", metadata: metadata)
    }

    public func search(_ query: String, limit: Int) throws -> [ItemSummary] {
        let needle = query.lowercased()
        var results: [ItemSummary] = []
        for i in 0..<itemCount where results.count < limit && title(i).lowercased().contains(needle) {
            results.append(summary(i))
        }
        return results
    }

    public func setFavourite(_ identifier: String, _ isFavourite: Bool) throws {
        guard let i = number(identifier) else { return }
        if isFavourite { favourites.insert(i) } else { favourites.remove(i) }
    }

    public func markNewsSeen() throws -> Int { 0 }

    // MARK: Generation

    /// The items a filter selects, in order, as an arithmetic progression (or the favourites).
    private struct Members {
        var start: Int
        var stride: Int
        var count: Int
        var list: [Int]?

        func item(at position: Int) -> Int { list?[position] ?? start + stride * position }

        func position(of item: Int) -> Int? {
            if let list { return list.firstIndex(of: item) }
            guard item >= start, (item - start) % stride == 0, (item - start) / stride < count else { return nil }
            return (item - start) / stride
        }
    }

    private func members(_ filter: CatalogFilter) -> Members {
        guard filter.facets.isEmpty else { return Members(start: 0, stride: 1, count: 0) }
        var start = 0
        var stride = 1
        switch filter.shelf {
        case .all: break
        // A generated catalog has no news.
        case .new: return Members(start: 0, stride: 1, count: 0)
        case .favourites:
            let list = favourites.sorted().filter { filter.composer == nil || composer($0) == filter.composer }
            return Members(start: 0, stride: 1, count: list.count, list: list)
        case .decade(let decade):
            guard let decade, (1850...1970).contains(decade.startYear) else {
                return Members(start: 0, stride: 1, count: 0)
            }
            start = (decade.startYear - 1850) / 10
            stride = Self.decades
        }
        if let name = filter.composer {
            guard let c = Int(name.split(separator: " ").last ?? ""), c < Self.decades * Self.composersPerDecade else {
                return Members(start: 0, stride: 1, count: 0)
            }
            if case .decade = filter.shelf {
                guard c % Self.decades == start else { return Members(start: 0, stride: 1, count: 0) }
                start = c
            } else {
                start = c
            }
            stride = Self.decades * Self.composersPerDecade
        }
        let count = itemCount > start ? (itemCount - start + stride - 1) / stride : 0
        return Members(start: start, stride: stride, count: count)
    }

    private func summary(_ i: Int) -> ItemSummary {
        ItemSummary(
            identifier: "sample:\(i)", title: title(i), composers: [composer(i)], date: String(year(i)),
            decade: decade(i % Self.decades), isFavourite: favourites.contains(i))
    }

    private func number(_ identifier: String) -> Int? {
        identifier.hasPrefix("sample:") ? Int(identifier.dropFirst(7)) : nil
    }

    private func title(_ i: Int) -> String {
        let letter = Character(Unicode.Scalar(UInt8(65 + i * 26 / max(1, itemCount))))
        return "\(letter)\(Self.words[i % 7].lowercased().dropFirst()) \(Self.words[i % Self.words.count]) no. \(i + 1)"
    }

    private func composer(_ i: Int) -> String {
        "Composer \(i % (Self.decades * Self.composersPerDecade))"
    }

    private func decade(_ d: Int) -> Decade { Decade(startYear: 1850 + d * 10) }

    private func year(_ i: Int) -> Int { 1850 + (i % Self.decades) * 10 + i % 10 }
}
