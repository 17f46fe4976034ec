import ForteCatalog
import FortePaging
import ForteTerminalKit

/// Everything the browse screen shows, and how keys change it. Pure: no catalog, no terminal;
/// a key gives a new state and the effects to carry out (see `BrowseState+Keys.swift`).
public struct BrowseState: Sendable {
    public private(set) var layout: BrowseLayout
    public var focus: Pane = .gallery
    /// All, Favourites, then the decades oldest first and the undated.
    public private(set) var shelves: [FacetCount<CatalogFilter.Shelf>] = []
    public internal(set) var shelfCursor: CircularPager
    /// The composers of the selected shelf, A to Z, then `CatalogFilter.noComposer` when some items name
    /// none, each with its filing key, which the filter and `'` match. The composer cursor's 0 is "All items".
    public internal(set) var composers = FacetCountList()
    /// Every composer of the shelf, when `listFilter` narrows `composers` to some of them.
    var shelfComposers = FacetCountList()
    /// Letters typed in the lower pane: it lists the composers (or the facet's values) whose name has them.
    public internal(set) var listFilter = ""
    /// The facet values chosen, in the order chosen: with the shelf and the composer they make the filter and the
    /// trail (`1910s › Piano › Marches`).
    public internal(set) var choices: [FacetChoice] = []
    /// What the lower pane lists: the composers (nil), or a facet's values to choose from.
    public internal(set) var listedFacet: Facet?
    /// The listed facet's values within the other choices, A to Z (those `listFilter` finds).
    public internal(set) var facetValues = FacetCountList()
    /// Every value of the listed facet within the other choices, when `listFilter` narrows `facetValues`.
    var allFacetValues = FacetCountList()
    public internal(set) var facetCursor: CircularPager
    /// The lower pane's composers, and the listed facet's values, are still to be counted for the view shown
    /// (`awaitComposers`, `awaitFacetValues`).
    public internal(set) var isCountingComposers = false
    public internal(set) var isCountingFacetValues = false
    /// Composers as the pane heads them (`Dvořák, Antonín (1841–1904)`), by name, as the catalog has told them.
    public var composerHeadings: [String: String] = [:]
    public internal(set) var composerCursor: CircularPager
    public internal(set) var gallery: CircularPager
    /// The order of the gallery (`S` steps through them).
    public internal(set) var order = ListOrder.title
    public var search: SearchState?
    /// The queries kept with Enter, for Up and Down in the prompt.
    public var searchHistory = SearchHistory()
    public var overlay: Overlay?
    /// The full-screen cover's page, when the item's source gives pages (set by `BrowseSession`, which knows the source).
    public var pages: PicturePages?
    public internal(set) var isAwaitingLetter = false
    /// A count typed before a move (`5` of `5j`).
    public internal(set) var count: Int?
    /// The views the person came through, the latest last: Back returns to them.
    public internal(set) var history: [BrowseView] = []
    /// The detail view's lines at the present width, so its scrolling stops at the end.
    public internal(set) var detailLineCount = 0
    /// The last click on a card, to tell a double click.
    var lastClick: (index: Int, time: UInt64)?
    /// A one-key note in the status line (where a share went, a URL, an error).
    public var message: String?
    /// The catalog is only forte's generated demo: the gallery's heading says so, so no one takes it for real records.
    public var isDemo = false

    /// Back remembers this many views.
    static let historyLimit = 100

    public init(size: Size) {
        layout = BrowseLayout(size: size)
        shelfCursor = CircularPager(count: 0, pageSize: 1)
        composerCursor = CircularPager(count: 1, pageSize: 1)
        facetCursor = CircularPager(count: 0, pageSize: 1)
        gallery = CircularPager(count: 0, pageSize: 1)
        resize(size)
    }

    // MARK: What is selected

    public var selectedShelf: CatalogFilter.Shelf {
        shelves.isEmpty ? .all : shelves[shelfCursor.index].value
    }

    public var selectedComposer: String? {
        composerCursor.index == 0 || composers.isEmpty ? nil : composers[composerCursor.index - 1].value.display
    }

    /// The filter the timeline, the composer list and the choices select, in the gallery's order.
    public var filter: CatalogFilter {
        CatalogFilter(shelf: selectedShelf, composer: selectedComposer, facets: choices.filterValues, order: order)
    }

    /// The value the facet list's cursor is on.
    public var selectedFacetValue: FacetValue? {
        facetValues.isEmpty ? nil : facetValues[facetCursor.index].value
    }

    /// Whether the gallery shows search results rather than the filter.
    public var showsSearchResults: Bool {
        guard let search else { return false }
        return !search.query.isEmpty
    }

    /// The catalog as browsed now, search aside.
    public var view: BrowseView {
        BrowseView(
            shelf: selectedShelf, composer: selectedComposer, choices: choices, order: order,
            index: gallery.index)
    }

    // MARK: Answers from the catalog

    public mutating func resize(_ size: Size) {
        layout = BrowseLayout(size: size, coverCell: layout.coverCell, coveredCards: layout.coveredCards)
        let grid = layout.grid
        gallery.resize(pageSize: grid.pageSize, columns: grid.columns)
        shelfCursor.resize(pageSize: BrowseLayout.listRows(layout.timeline), columns: 1)
        composerCursor.resize(pageSize: BrowseLayout.listRows(layout.composers), columns: 1)
        facetCursor.resize(pageSize: BrowseLayout.listRows(layout.composers), columns: 1)
        clampOverlay()
    }

    /// Cards with covers for cells of `cell` pixels; text cards for nil. The selection stays selected.
    public mutating func drawCovers(cell: CellSize?) {
        layout = BrowseLayout(size: layout.size, coverCell: cell, coveredCards: layout.coveredCards)
        resize(layout.size)
    }

    /// Cards with covers, or (`false`) text cards while covers are still drawn in the details and in full. The selection
    /// stays selected.
    public mutating func coverCards(_ covered: Bool) {
        layout = BrowseLayout(size: layout.size, coverCell: layout.coverCell, coveredCards: covered)
        resize(layout.size)
    }

    /// New shelf counts; the cursor stays on the shelf it was on when that shelf is still there.
    public mutating func setShelves(_ shelves: [FacetCount<CatalogFilter.Shelf>]) {
        let current = self.shelves.isEmpty ? nil : selectedShelf
        self.shelves = shelves
        shelfCursor = CircularPager(count: shelves.count, pageSize: shelfCursor.pageSize)
        if let current, let index = shelves.firstIndex(where: { $0.value == current }) { shelfCursor.jump(to: index) }
    }

    /// A favourite marked (+1) or unmarked (-1): the Favourites shelf's count follows without asking the catalog.
    public mutating func countFavourite(_ change: Int) {
        guard let index = shelves.firstIndex(where: { $0.value == .favourites }) else { return }
        shelves[index].count = max(0, shelves[index].count + change)
    }

    /// Selects the shelf; false when the timeline has no such shelf.
    @discardableResult
    public mutating func selectShelf(_ shelf: CatalogFilter.Shelf) -> Bool {
        guard let index = shelves.firstIndex(where: { $0.value == shelf }) else { return false }
        shelfCursor.jump(to: index)
        return true
    }

    /// The composers of the selected shelf, with `composer` selected (nil: All items).
    public mutating func setComposers(_ values: FacetCountList, selecting composer: String? = nil) {
        isCountingComposers = false
        (shelfComposers, composers, listFilter) = (values, values, "")
        let index = composer.flatMap(values.firstIndex(showing:)).map { $0 + 1 } ?? 0
        composerCursor = CircularPager(count: composers.count + 1, pageSize: composerCursor.pageSize, index: index)
    }

    /// The lower pane's composers empty while their counts for a new shelf or choices are read: none of the old ones
    /// is shown for them, and none is selected.
    public mutating func awaitComposers() {
        setComposers(FacetCountList())
        isCountingComposers = true
    }

    /// The listed facet's values empty while their counts for a new view are read.
    public mutating func awaitFacetValues() {
        setFacetValues(FacetCountList())
        isCountingFacetValues = true
    }

    /// Whether a key leaves the lower pane's lists unread: it moves through the timeline, the gallery or the search
    /// results, lists another facet, or edits the search. Such keys may come while the pane's counts are still to be
    /// read.
    public func leavesLowerPaneUnread(_ key: Key) -> Bool {
        guard overlay == nil, !isAwaitingLetter, count == nil else { return false }
        if case .mouse = key { return false }
        if search?.isEditing == true { return true }
        switch KeyMap.lists.command(for: key) {
        case .move: return focus != .composers
        case .nextMatch, .previousMatch, .nextList, .previousList: return true
        default: return false
        }
    }

    /// The listed facet's values within the other choices, the cursor on the value chosen of it (else the first).
    public mutating func setFacetValues(_ values: FacetCountList) {
        (allFacetValues, facetValues, listFilter, isCountingFacetValues) = (values, values, "", false)
        let chosen = choices.first { $0.facet == listedFacet }?.value.key
        let index = chosen.flatMap { key in values.firstIndex { $0.value.key == key } } ?? 0
        facetCursor = CircularPager(count: values.count, pageSize: facetCursor.pageSize, index: index)
    }

    /// The gallery's new length, with `index` selected.
    public mutating func setGalleryCount(_ count: Int, index: Int = 0) {
        gallery = CircularPager(count: count, pageSize: gallery.pageSize, columns: gallery.columns, index: index)
    }

    /// A search's first results, best first: the gallery holds them until `setSearchTotal` says how many there are.
    public mutating func setSearchResults(_ results: [ItemSummary]) {
        search?.results = results
        setGalleryCount(results.count)
    }

    /// How many items the search shown finds: the gallery holds them all, the selection staying where it is.
    public mutating func setSearchTotal(_ total: Int) {
        search?.total = total
        setGalleryCount(total, index: gallery.index)
    }

    /// The detail view's text has `count` lines now (a new item, or a new width).
    public mutating func setDetailLineCount(_ count: Int) {
        detailLineCount = count
        clampOverlay()
    }

    /// Remembers the view being left, for Back (the same view twice is one step).
    mutating func remember(_ view: BrowseView) {
        guard history.last != view else { return }
        history.append(view)
        if history.count > Self.historyLimit { history.removeFirst() }
    }
}
