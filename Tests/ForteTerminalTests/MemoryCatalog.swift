import ForteCatalog
import ForteTerminal
import Glibc

/// A catalog in memory for the browse tests: items in sort-title order, answered by plain scans.
final class MemoryCatalog: BrowseCatalog, PlainTextSearch {
    private(set) var items: [Item]
    private var decades: [String: Decade] = [:]
    private(set) var favourites: Set<String> = []
    /// The items a sync added since the news was last marked seen (`arrive`).
    private(set) var new: Set<String> = []
    /// Every `summaries` call, to check that the screen loads only what it shows.
    private(set) var summaryRequests: [(offset: Int, limit: Int)] = []
    /// How many times a whole item was read.
    private(set) var itemRequests = 0
    /// How many times a facet's values were counted.
    private(set) var facetCountRequests = 0
    /// How many times the composers were counted.
    private(set) var composerCountRequests = 0
    /// Whether reads that may be stopped (a search) are stopped at once, as the index stops them when a key comes.
    var readsTakeLong = false
    /// How long reads that may be stopped take: they ask whether to stop all along, as the index's do, and answer at
    /// the end; nil: at once.
    var readTime: Duration?
    /// Runs when a read has taken `readTime`, before it answers: to see what the screen showed meanwhile.
    var atEndOfRead: () -> Void = {}
    /// How long reading a whole item takes; nil: no time.
    var itemReadTime: Duration?

    /// Items titled as given, each by `composer` (cycling through `composers`) in `year`.
    init(_ entries: [(title: String, composer: String, year: Int?)]) {
        items = []
        for (number, entry) in entries.enumerated() {
            var metadata = DublinCore()
            metadata.title = [entry.title]
            // An empty composer stands for an item that names none.
            metadata.creator = entry.composer.isEmpty ? [] : [entry.composer]
            metadata.date = entry.year.map { [String($0)] } ?? []
            metadata.identifier = ["https://example.org/item/\(number)"]
            let item = Item(identifier: "item:\(number)", source: "memory", metadata: metadata)
            items.append(item)
            decades[item.identifier] = entry.year.map(Decade.init(startYear:))
        }
        items.sort { $0.sortKey < $1.sortKey }
    }

    /// `count` items, `Title 1` … in order, in the 1900s and 1910s by two composers.
    convenience init(count: Int) {
        self.init(
            (0..<count).map { n in
                (
                    title: "Title \(String(n).leftPadded(7))", composer: n % 2 == 0 ? "Ann Able" : "Bob Baker",
                    year: 1900 + (n % 20)
                )
            })
    }

    func count(_ filter: CatalogFilter) throws -> Int { selected(filter).count }

    func summaries(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [ItemSummary] {
        summaryRequests.append((offset, limit))
        return selected(filter).dropFirst(offset).prefix(limit).map(summary)
    }

    /// Without a summary: `summaryRequests` counts only what asks for those.
    func identifiers(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [String] {
        selected(filter).dropFirst(offset).prefix(limit).map(\.identifier)
    }

    func decadeCounts(within filter: CatalogFilter) throws -> [FacetCount<Decade?>] {
        var others = filter
        if case .decade = others.shelf { others.shelf = .all }
        let grouped = Dictionary(grouping: selected(others)) { decades[$0.identifier] }
        let dated = grouped.keys.compactMap { $0 }.sorted().map { FacetCount<Decade?>($0, count: grouped[$0]!.count) }
        return dated + (grouped[nil].map { [FacetCount(nil, count: $0.count)] } ?? [])
    }

    func composerCounts(within filter: CatalogFilter) throws -> [FacetCount<String>] {
        composerCountRequests += 1
        var others = filter
        others.composer = nil
        let grouped = Dictionary(grouping: selected(others).flatMap(\.metadata.creator)) { $0 }
        return grouped.keys.sorted().map { FacetCount($0, count: grouped[$0]!.count) }
    }

    func facetCounts(_ facet: Facet, within filter: CatalogFilter) throws -> FacetCountList {
        facetCountRequests += 1
        var others = filter
        others.facets[facet] = nil
        let values = selected(others).flatMap(facet.values(of:))
        let grouped = Dictionary(grouping: values, by: \.key)
        return FacetCountList(grouped.keys.sorted().map { FacetCount(grouped[$0]![0], count: grouped[$0]!.count) })
    }

    func position(of identifier: String, in filter: CatalogFilter) throws -> Int? {
        selected(filter).firstIndex { $0.identifier == identifier }
    }

    func firstPosition(ofLetter letter: Character, in filter: CatalogFilter) throws -> Int? {
        let key = Title.sortKey(String(letter))
        return selected(filter).firstIndex { $0.sortKey >= key }
    }

    func item(_ identifier: String) throws -> Item? {
        itemRequests += 1
        if let itemReadTime { try Self.wait(itemReadTime) }
        return items.first { $0.identifier == identifier }
    }

    /// Titles containing the query; those starting with it first.
    func search(_ query: String, limit: Int) throws -> [ItemSummary] {
        let needle = query.lowercased()
        let matches = items.filter { $0.displayTitle.lowercased().contains(needle) }
        let best = matches.filter { $0.displayTitle.lowercased().hasPrefix(needle) }
        let rest = matches.filter { !$0.displayTitle.lowercased().hasPrefix(needle) }
        return (best + rest).prefix(limit).map(summary)
    }

    /// The titles' words, folded as an index keeps them, with how many items each is in: what typos are corrected to.
    private var vocabulary: [String: Int] {
        items.reduce(into: [:]) { counts, item in
            let words = item.displayTitle.split { !$0.isLetter && !$0.isNumber }.map { Title.sortKey(String($0)) }
            for word in Set(words) { counts[word, default: 0] += 1 }
        }
    }

    func indexedWords(_ words: [String], countingUpTo cap: Int) throws -> [(word: String, items: Int)] {
        let vocabulary = vocabulary
        return words.compactMap { word in vocabulary[word].map { (word, min($0, cap)) } }
    }

    func firstIndexedWord(from word: String) throws -> String? {
        vocabulary.keys.filter { !$0.utf8.lexicographicallyPrecedes(word.utf8) }.min {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
    }

    /// Gives the item at `position` (A to Z) a description, for detail views longer than a screen.
    func describe(itemAt position: Int, _ paragraphs: [String]) {
        items[position].metadata.description = paragraphs
    }

    /// Gives the item at `position` (A to Z) these subject headings (`Marches (Piano)`), whence its facets.
    func catalogue(itemAt position: Int, subjects: [String]) {
        items[position].metadata.subject = subjects
    }

    /// Gives the item at `position` (A to Z) these creators in place of its composer.
    func credit(itemAt position: Int, _ creators: [String]) {
        items[position].metadata.creator = creators
    }

    func setFavourite(_ identifier: String, _ isFavourite: Bool) throws {
        if isFavourite { favourites.insert(identifier) } else { favourites.remove(identifier) }
    }

    /// Marks the items at `positions` (A to Z) as a sync's arrivals, not yet seen.
    func arrive(atPositions positions: [Int]) {
        new.formUnion(positions.map { items[$0].identifier })
    }

    func markNewsSeen() throws -> Int {
        defer { new = [] }
        return new.count
    }

    func readingTogether<T>(stoppingWhen shouldStop: () -> Bool, _ body: () throws -> T) throws -> T {
        if readsTakeLong || shouldStop() { throw CancellationError() }
        if let readTime {
            try Self.wait(readTime) { if shouldStop() { throw CancellationError() } }
            atEndOfRead()
        }
        return try body()
    }

    /// Lets `time` pass, doing `step` every half millisecond and once it has passed (however long a sleep overran).
    private static func wait(_ time: Duration, step: () throws -> Void = {}) rethrows {
        let end = ContinuousClock.now + time
        while ContinuousClock.now < end {
            try step()
            usleep(500)
        }
        try step()
    }

    private func selected(_ filter: CatalogFilter) -> [Item] {
        items.filter { item in
            let onShelf =
                switch filter.shelf {
                case .all: true
                case .favourites: favourites.contains(item.identifier)
                case .new: new.contains(item.identifier)
                case .decade(let decade): decades[item.identifier] == decade
                }
            let byComposer =
                switch filter.composer {
                case nil: true
                case CatalogFilter.noComposer?: item.metadata.creator.isEmpty
                case let composer?: item.metadata.creator.contains(composer)
                }
            let byFacets = filter.facets.allSatisfy { facet, key in facet.values(of: item).contains { $0.key == key } }
            return onShelf && byComposer && byFacets
        }
    }

    private func summary(_ item: Item) -> ItemSummary {
        ItemSummary(
            identifier: item.identifier, title: item.displayTitle, composers: item.metadata.creator,
            date: item.metadata.date.first, decade: decades[item.identifier],
            isFavourite: favourites.contains(item.identifier), isNew: new.contains(item.identifier))
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
