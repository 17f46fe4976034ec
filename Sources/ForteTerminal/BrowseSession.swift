import ForteCatalog
import ForteText

/// The browse screen at work: carries out the state's effects against the catalog, keeps the
/// visible page (and only that) loaded, and writes each new frame to the terminal.
public final class BrowseSession {
    /// How many search results the gallery holds: best first, so the rest are rarely wanted.
    public static let searchLimit = 500

    public private(set) var state: BrowseState
    /// The frame last written.
    public private(set) var frame: Canvas
    /// The full record of the selected item while the detail view is open.
    public private(set) var detail: Item?

    private let catalog: any BrowseCatalog
    private let terminal: any Terminal
    private let palette: Palette
    private let actions: BrowseActions
    private var renderer = Renderer()
    private var page = LoadedPage()
    /// The composers of the last shelf asked for: following search results asks again and again.
    private var composerCache: (shelf: CatalogFilter.Shelf, composers: [FacetCount<String>])?

    public init(catalog: any BrowseCatalog, terminal: any Terminal, palette: Palette, actions: BrowseActions) {
        self.catalog = catalog
        self.terminal = terminal
        self.palette = palette
        self.actions = actions
        state = BrowseState(size: terminal.size)
        frame = Canvas(size: terminal.size)
    }

    /// Loads the timeline and the first page, and draws the first frame.
    public func start() {
        attempt {
            try loadShelves()
            try carryOut(.shelfChanged)
        }
        draw()
    }

    /// Handles one key and draws the result. Returns false when the key asks to quit.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        var effects = state.handle(key)
        if effects.contains(.quit) { return false }
        while !effects.isEmpty {
            let effect = effects.removeFirst()
            attempt { try carryOut(effect) }
        }
        draw()
        return true
    }

    /// The terminal changed size: lay out again (the selection stays selected) and redraw whole.
    public func resize() {
        state.resize(terminal.size)
        renderer.invalidate()
        draw()
    }

    // MARK: Effects

    private func carryOut(_ effect: Effect) throws {
        switch effect {
        case .shelfChanged:
            // The timeline already knows the shelf's count; an empty shelf has no composers to ask for.
            let count = state.shelves.first { $0.value == state.selectedShelf }?.count
            state.setComposers(count == 0 ? [] : try composers(on: state.selectedShelf))
            state.setGalleryCount(try count ?? catalog.count(state.filter))
        case .composerChanged:
            state.setGalleryCount(try catalog.count(state.filter))
        case .search(let query) where query.isEmpty:
            // Nothing typed (yet, or any more): the catalog as browsed.
            state.setSearchResults([])
            state.setGalleryCount(try catalog.count(state.filter))
        case .search(let query):
            state.setSearchResults(try catalog.search(query, limit: Self.searchLimit))
            try followSelection()
        case .followSelection:
            try followSelection()
        case .locate(let identifier):
            let count = try catalog.count(state.filter)
            state.setGalleryCount(count, index: try catalog.position(of: identifier, in: state.filter) ?? 0)
        case .jumpToLetter(let letter):
            try jump(toLetter: letter)
        case .toggleFavourite:
            try toggleFavourite()
        case .share:
            guard let item = try selectedItem() else { return }
            state.message = actions.share(item)
        case .open:
            guard let item = try selectedItem() else { return }
            state.message = actions.open(item)
        case .loadDetail:
            detail = try selectedItem()
        case .quit:
            break
        }
    }

    /// Moves the timeline and composer list to the selected search result (as Forte's timeline followed its map).
    private func followSelection() throws {
        guard let summary = try selectedSummary() else { return }
        let shelf = CatalogFilter.Shelf.decade(summary.decade)
        state.selectShelf(shelf)
        state.setComposers(try composers(on: shelf), selecting: summary.composers.first)
    }

    private func jump(toLetter letter: Character) throws {
        if state.showsSearchResults, let results = state.search?.results {
            // Results are best first, not A to Z: the first result with that letter.
            let prefix = Title.sortKey(String(letter))
            guard let index = results.firstIndex(where: { Title.sortKey(ofDisplayTitle: $0.title).hasPrefix(prefix) }) else {
                state.message = "No result starts with \(VisibleText.escaping(String(letter)))"
                return
            }
            state.setGalleryCount(results.count, index: index)
            try followSelection()
            return
        }
        guard let position = try catalog.firstPosition(ofLetter: letter, in: state.filter) else {
            state.message = "No titles from \(VisibleText.escaping(String(letter))) on"
            return
        }
        state.setGalleryCount(state.gallery.count, index: position)
    }

    private func toggleFavourite() throws {
        guard let summary = try selectedSummary() else { return }
        try catalog.setFavourite(summary.identifier, !summary.isFavourite)
        state.message = summary.isFavourite ? "Removed from favourites" : "Added to favourites ★"
        page = LoadedPage()
        if composerCache?.shelf == .favourites { composerCache = nil }
        if var search = state.search {
            search.results = search.results.map { result in
                var result = result
                if result.identifier == summary.identifier { result.isFavourite.toggle() }
                return result
            }
            state.search = search
        }
        state.countFavourite(summary.isFavourite ? -1 : 1)
        if state.selectedShelf == .favourites, !state.showsSearchResults {
            state.setComposers(try composers(on: .favourites), selecting: state.selectedComposer)
            state.setGalleryCount(try catalog.count(state.filter), index: state.gallery.index)
        }
    }

    private func loadShelves() throws {
        var shelves = [
            FacetCount(CatalogFilter.Shelf.all, count: try catalog.count(.all)),
            FacetCount(CatalogFilter.Shelf.favourites, count: try catalog.count(CatalogFilter(shelf: .favourites))),
        ]
        shelves += try catalog.decadeCounts().map { FacetCount(.decade($0.value), count: $0.count) }
        state.setShelves(shelves)
    }

    private func composers(on shelf: CatalogFilter.Shelf) throws -> [FacetCount<String>] {
        if let composerCache, composerCache.shelf == shelf { return composerCache.composers }
        let composers = try catalog.composerCounts(in: shelf)
        composerCache = (shelf, composers)
        return composers
    }

    // MARK: What is shown

    /// The summaries on the selected item's page: from the search results, or one query to the catalog.
    private func visibleItems() throws -> [ItemSummary] {
        let range = state.gallery.pageRange
        guard !range.isEmpty else { return [] }
        if state.showsSearchResults, let results = state.search?.results {
            return Array(results[range.clamped(to: results.indices)])
        }
        let key = LoadedPage.Key(filter: state.filter, range: range)
        if page.key != key {
            page = LoadedPage(key: key, items: try catalog.summaries(state.filter, offset: range.lowerBound, limit: range.count))
        }
        return page.items
    }

    private func selectedSummary() throws -> ItemSummary? {
        let items = try visibleItems()
        let slot = state.gallery.index - state.gallery.pageRange.lowerBound
        return items.indices.contains(slot) ? items[slot] : nil
    }

    private func selectedItem() throws -> Item? {
        guard let summary = try selectedSummary() else { return nil }
        return try catalog.item(summary.identifier)
    }

    private func draw() {
        var items: [ItemSummary] = []
        attempt { items = try visibleItems() }
        frame = BrowseScreen.draw(state, page: items, detail: detail, palette: palette)
        terminal.write(renderer.bytes(for: frame))
    }

    /// A catalog error shows in the status line; the screen keeps working.
    private func attempt(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            state.message = "Could not read the index: \(VisibleText.escaping(String(describing: error)))"
        }
    }
}

/// The summaries of one page of one filter, so moving within a page asks the catalog nothing.
private struct LoadedPage {
    struct Key: Equatable {
        var filter: CatalogFilter
        var range: Range<Int>
    }

    var key: Key?
    var items: [ItemSummary] = []
}
