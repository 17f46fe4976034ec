import ForteCatalog
import ForteSearch

/// What the browse screen asks of a catalog. The index answers it in the app
/// (`forte` declares the conformance); tests answer it from memory.
///
/// Positions are 0-based offsets into the list a filter selects, in sort-title order.
/// Every call must be fast on a million items: the screen asks only for what it shows.
///
/// A filter whose composer is `CatalogFilter.noComposer` selects the items that name no composer
/// (the composer list's "No composer named"): `count`, `summaries`, `position` and `firstPosition`
/// answer it like any composer; a count of 0 leaves the entry out. Every filter may carry facet choices
/// (`CatalogFilter.facets`), which every call takes with the shelf and composer.
public protocol BrowseCatalog: SearchableCatalog {
    func count(_ filter: CatalogFilter) throws -> Int
    func summaries(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [ItemSummary]
    /// The identifiers of the items `summaries` gives, without their summaries (see the default below).
    func identifiers(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [String]
    /// Every decade with live items within the filter's other choices, oldest first, undated (`nil`) last.
    func decadeCounts(within filter: CatalogFilter) throws -> [FacetCount<Decade?>]
    /// Composers within the filter's other choices, A to Z by name.
    func composerCounts(within filter: CatalogFilter) throws -> [FacetCount<String>]
    /// The same, each name with its filing key (`ComposerName.sortKey`), which the pane's filter matches (see below);
    /// never `CatalogFilter.noComposer`, which the pane counts apart.
    func composerValues(within filter: CatalogFilter) throws -> FacetCountList
    /// A facet's values within the filter's other choices (its own value left out), A to Z by key.
    func facetCounts(_ facet: Facet, within filter: CatalogFilter) throws -> FacetCountList
    func position(of identifier: String, in filter: CatalogFilter) throws -> Int?
    /// The position of the first item whose sort title starts with `letter` (or the next letter that has one).
    func firstPosition(ofLetter letter: Character, in filter: CatalogFilter) throws -> Int?
    func item(_ identifier: String) throws -> Item?
    /// The first item, in title order, of each of these composers that has items, by name (see the default below).
    func firstItems(ofComposers names: [String]) throws -> [String: Item]
    func setFavourite(_ identifier: String, _ isFavourite: Bool) throws
    /// Marks every item added so far seen (the New shelf empties); says how many were new.
    func markNewsSeen() throws -> Int
    /// `body`'s writes begun at once, failing while another process writes the catalog rather than after a wait no
    /// key can make (see the default below).
    func writingAtOnce<T>(_ body: () throws -> T) throws -> T
    /// `body`'s reads, stopped as soon as `shouldStop` says so (see the default below): throws `CancellationError`
    /// then.
    func readingTogether<T>(stoppingWhen shouldStop: () -> Bool, _ body: () throws -> T) throws -> T
    /// Reads ahead what the first counts would read at a key, while no key waits (see the default below).
    func prepareCounts() throws
}

extension BrowseCatalog {
    /// Each name's key made here; an index that files composers by their keys gives them as it reads them (and leaves
    /// out the items naming none, as its lists do).
    public func composerValues(within filter: CatalogFilter) throws -> FacetCountList {
        FacetCountList(
            try composerCounts(within: filter).filter { $0.value != CatalogFilter.noComposer }.map {
                FacetCount(FacetValue($0.value, key: ComposerName.sortKey(of: $0.value)), count: $0.count)
            })
    }

    /// `body` whole: a catalog in memory answers at once.
    public func readingTogether<T>(stoppingWhen shouldStop: () -> Bool, _ body: () throws -> T) throws -> T {
        try body()
    }

    /// Nothing: a catalog in memory has nothing to read.
    public func prepareCounts() throws {}

    /// `body`: a catalog in memory has no other writer.
    public func writingAtOnce<T>(_ body: () throws -> T) throws -> T {
        try body()
    }

    /// Each composer's read apart: a catalog in memory answers at once.
    public func firstItems(ofComposers names: [String]) throws -> [String: Item] {
        var items: [String: Item] = [:]
        for name in names {
            if let first = try identifiers(CatalogFilter(composer: name), offset: 0, limit: 1).first {
                items[name] = try item(first)
            }
        }
        return items
    }

    /// From the summaries; a catalog where a summary can cost more (an item naming thousands of composers) reads the
    /// identifiers alone.
    public func identifiers(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [String] {
        try summaries(filter, offset: offset, limit: limit).map(\.identifier)
    }
}
