import ForteCatalog
import ForteSearch
import ForteTerminalKit
import ForteText

/// The browse screen at work: carries out the state's effects against the catalog, keeps the
/// visible page (and only that) loaded, and writes each new frame to the terminal.
public final class BrowseSession {
    /// How many search results come best first; the rest follow in the index's order, read a page at a time. Each
    /// key's search reads this many items' rows: at 500, a search's results followed its key's frame twice as late
    /// (docs/PERFORMANCE.md, "Search").
    public static let searchLimit = 200

    public internal(set) var state: BrowseState
    /// The frame last written.
    public private(set) var frame: Canvas
    /// The full record of the selected item while the detail view is open, laid out.
    private(set) var detailPage: DetailPage?
    public var detail: Item? { detailPage?.item }

    let catalog: any BrowseCatalog
    let terminal: any Terminal
    let actions: BrowseActions
    private let palette: Palette
    var renderer = Renderer()
    var page = LoadedPage()
    /// The next and previous pages' summaries, kept by the page they neighbour, for their covers.
    private var neighbours = LoadedPage()
    /// The composers of the last shelves (within the choices) asked for: following search results, or moving back
    /// in the timeline, asks again and again.
    var recentComposers = RecentLists<CatalogFilter>()
    /// The listed facet's values within the last filters asked for: a search left, or a view gone back to, asks the
    /// same again.
    var recentFacetValues = RecentLists<FacetList>()
    /// What `prepareCounts` last read ahead for; nil before it first has.
    var countsPrepared: PreparedView?
    /// The plan of the search shown, to read its results past the first ones.
    var searchPlan: SearchPlan?
    /// The pages of results past the first ones last read (the shown one and its neighbours, for their covers), so
    /// moving within a page asks the catalog nothing.
    var resultsPages: [Range<Int>: [ItemSummary]] = [:]
    /// The composers pane's headings: each item they come from read once.
    var composerHeadings = ComposerHeadings()
    /// What the lower pane still has to read for the view shown (`readLowerPaneSoon`).
    var pendingLowerPane: PendingLowerPane?
    /// The composers of the view shown, left unread while the lower pane lists a facet's values (`readPendingLowerPane`),
    /// and which to select when they are read.
    var unreadComposers: PendingLowerPane?
    /// The query typed whose search a key left for when no key waits (`runSearch`).
    var pendingSearch: String?
    /// When the key being handled had its frame drawn while its search read on (`runSearch`), in `MonotonicClock`'s
    /// nanoseconds; nil when it was not.
    public private(set) var frameAheadAt: UInt64?
    /// Whether the composers pane shows composers whose life dates a frame had no time to read.
    var hasUnheadedComposers = false
    /// Whether a key waits to be read: a search that reads on past its key's frame gives way to it.
    public var isKeyWaiting: () -> Bool = { false }
    /// The search whose matches are still to be counted: its query, and its plan.
    var pendingCount: (query: String, plan: SearchPlan)?
    /// The search that found nothing as typed, whose typos are still to be corrected.
    var pendingCorrection: (query: String, outcome: SearchOutcome)?
    /// The covers, when pictures are drawn.
    public private(set) var covers: CoverScreen?
    /// What the next frame writes first: the deletion of pictures a whole redraw leaves behind.
    private var clearing: [UInt8] = []
    /// The covers the frame last drawn shows.
    private var coverSlots: [CoverScreen.Slot] = []
    /// Whether any picture has come: until one does, the cards may be text cards (see `fitCardsToPictures`).
    var picturesSeen = false

    public init(catalog: any BrowseCatalog, terminal: any Terminal, palette: Palette, actions: BrowseActions) {
        self.catalog = catalog
        self.terminal = terminal
        self.palette = palette
        self.actions = actions
        state = BrowseState(size: terminal.size)
        frame = Canvas(size: terminal.size)
    }

    /// Loads the timeline and the first page, or the place the person left last time (quietly
    /// the first page when that place has gone), and draws the first frame, with `message` on its status line.
    public func start(at place: BrowsePlace? = nil, message: String? = nil) {
        attempt {
            state.choices = place?.facetChoices ?? []
            try loadShelves()
            // Choices whose items have all gone (a sync since) are let go, as a place that has gone is.
            if !state.choices.isEmpty, state.shelves.first?.count == 0 {
                state.choices = []
                try loadShelves()
            }
            if let place, let shelf = place.catalogShelf, state.selectShelf(shelf) {
                state.order = place.listOrder
                try show(shelf: shelf, composer: place.composer) { filter in
                    try place.identifier.flatMap { try catalog.position(of: $0, in: filter) } ?? 0
                }
            } else {
                try carryOut(.shelfChanged)
            }
        }
        if let message { state.message = message }
        draw()
    }

    /// Handles one key and draws the result's text; its covers that are ready follow with `placeCovers()`, so that
    /// no picture's bytes hold up a key's frame. Returns false when the key asks to quit.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        frameAheadAt = nil
        // A key that does more than edit the query acts on its results.
        if pendingSearch != nil, !state.editsQuery(key) { attempt { try runPendingSearch() } }
        if pendingLowerPane != nil, !state.leavesLowerPaneUnread(key) { attempt { try readPendingLowerPane() } }
        var effects = state.handle(key)
        if effects.contains(.quit) { return false }
        while !effects.isEmpty {
            let effect = effects.removeFirst()
            attempt { try carryOut(effect) }
        }
        attempt { try showSelectedDetail() }
        attempt { try showSelectedPages() }
        drawText()
        return true
    }

    /// The terminal changed size, or came back from elsewhere: lay out again (the selection stays
    /// selected) and redraw whole.
    public func resize() {
        state.resize(terminal.size)
        redrawWhole()
        attempt { try showSelectedDetail() }
        attempt { try showSelectedPages() }
        draw()
    }

    /// Cards with covers, from now on: call before `start`.
    public func drawCovers(_ covers: CoverScreen) {
        self.covers = covers
        state.drawCovers(cell: covers.cell)
    }

    /// The next frame is drawn whole, over a screen whose pictures are gone.
    func redrawWhole() {
        renderer.invalidate()
        clearing += covers?.forgetAll() ?? []
    }

    /// Where the person is, to open there next time: the catalog as browsed (before any search).
    public var place: BrowsePlace {
        let view = state.search?.before ?? state.view
        let identifier = try? catalog.summaries(view.filter, offset: view.index, limit: 1).first?.identifier
        return BrowsePlace(
            shelf: view.shelf, composer: view.composer, choices: view.choices, order: view.order,
            identifier: identifier)
    }

    // MARK: What is shown

    /// The summaries on the selected item's page: from the search results, or one query to the catalog.
    func visibleItems() throws -> [ItemSummary] {
        let range = state.gallery.pageRange
        guard !range.isEmpty else { return [] }
        if state.showsSearchResults { return try items(in: range) }
        let key = LoadedPage.Key(filter: state.filter, range: range)
        if page.key != key {
            page = LoadedPage(key: key, items: try items(in: range))
        }
        return page.items
    }

    /// The summaries at `range` of the gallery: from the search's first results and its next page in the index, or
    /// one query to the catalog.
    private func items(in range: Range<Int>) throws -> [ItemSummary] {
        if state.showsSearchResults, let results = state.search?.results {
            guard let plan = searchPlan, range.upperBound > results.count else {
                return Array(results[range.clamped(to: results.indices)])
            }
            if let items = resultsPages[range] { return items }
            let items = try Searcher(catalog).results(results, of: plan, in: range, total: state.search?.total)
            if resultsPages.count >= 3 { resultsPages = [:] }
            resultsPages[range] = items
            return items
        }
        return try catalog.summaries(state.filter, offset: range.lowerBound, limit: range.count)
    }

    func selectedSummary() throws -> ItemSummary? {
        let items = try visibleItems()
        let slot = state.gallery.index - state.gallery.pageRange.lowerBound
        return items.indices.contains(slot) ? items[slot] : nil
    }

    func selectedItem() throws -> Item? {
        guard let summary = try selectedSummary() else { return nil }
        return try catalog.item(summary.identifier)
    }

    /// The detail view shows the selected item, whatever moved the selection (a page, a search, n);
    /// with nothing selected, it closes.
    private func showSelectedDetail() throws {
        guard case .detail = state.overlay else {
            detailPage = nil
            return
        }
        guard let summary = try selectedSummary() else {
            state.overlay = nil
            detailPage = nil
            return
        }
        let width = state.layout.detailText.width
        if detail?.identifier != summary.identifier {
            detailPage = try catalog.item(summary.identifier).map {
                DetailPage($0, isFavourite: summary.isFavourite, width: width)
            }
            state.overlay = .detail(scroll: 0)
        } else if let page = detailPage, page.isFavourite != summary.isFavourite || page.width != width {
            detailPage = DetailPage(page.item, isFavourite: summary.isFavourite, width: width)
        }
        state.setDetailLineCount(detailPage?.lines.count ?? 0)
    }

    /// The full-screen cover turns the selected item's pages when its source gives them; a new item starts at its cover.
    private func showSelectedPages() throws {
        guard state.overlay == .picture, let covers, let summary = try selectedSummary() else {
            state.pages = nil
            return
        }
        if state.pages?.identifier != summary.identifier {
            state.pages =
                covers.worker.hasPages(summary.identifier) ? PicturePages(identifier: summary.identifier) : nil
        }
    }

    /// A page that could not be fetched ends the score: the page before it is shown again, and the status line says so.
    private func stopAtMissingPage(_ slots: [CoverScreen.Slot]) -> Bool {
        guard let covers, let pages = state.pages, pages.page > 0, let slot = slots.first,
            case .missing? = covers.worker.outcome(slot.request)
        else { return false }
        state.pages?.endBeforeThisPage()
        state.message = pages.page == 1 ? "No pages beyond the cover" : "Last page: page \(pages.page - 1)"
        return true
    }

    /// The frame's text, then its covers that are ready.
    func draw() {
        drawText()
        placeCovers()
    }

    /// The frame's text (taking off the covers it no longer shows); then the covers it shows are asked for, with the
    /// next and previous pages' (after the text is written: a key's frame never waits for them).
    func drawText() {
        var items: [ItemSummary] = []
        attempt { items = try visibleItems() }
        if fitCardsToPictures(items) { attempt { items = try visibleItems() } }
        let deadline = ContinuousClock.now + Self.headingBudget
        attempt { try headVisibleComposers(stoppingWhen: { ContinuousClock.now >= deadline }) }
        coverSlots = covers.map { _ in CoverScreen.slots(state, page: items, detail: detail) } ?? []
        if stopAtMissingPage(coverSlots) { coverSlots = CoverScreen.slots(state, page: items, detail: detail) }
        frame = BrowseScreen.draw(
            state, page: items, detail: detailPage, coverNotes: covers?.notes(coverSlots) ?? [:], palette: palette)
        var bytes = clearing + (covers?.clear(keeping: coverSlots, renderer: &renderer) ?? [])
        clearing = []
        bytes += renderer.bytes(for: frame)
        terminal.write(bytes)
        if let covers { covers.worker.want(coverSlots.map(\.request) + awaitedPictures(items) + prefetched()) }
    }

    /// The frame of a key whose search reads on past the key's budget: the query typed over `items`, the gallery's page
    /// as it was. Nothing is read for it (the search holds the reading connection), so the covers stay as they are.
    func drawAhead(_ items: [ItemSummary]) {
        frame = BrowseScreen.draw(
            state, page: items, detail: detailPage, coverNotes: covers?.notes(coverSlots) ?? [:], palette: palette)
        terminal.write(clearing + renderer.bytes(for: frame))
        clearing = []
        frameAheadAt = MonotonicClock.nanoseconds()
    }

    /// Draws the covers of the frame last drawn that are ready and not on the screen yet.
    public func placeCovers() {
        guard let bytes = covers?.place(coverSlots), !bytes.isEmpty else { return }
        terminal.write(bytes)
    }

    /// A cover became ready: the frame again (a note where a picture turned out to be missing), then the picture.
    public func coverReady() {
        covers?.worker.drainWake()
        draw()
    }

    /// The thumbnails of the next and previous pages of the gallery, for a page turn to find them ready; in the
    /// full-screen cover of a score with pages, its next page once this one is there (none is asked past a missing one).
    private func prefetched() -> [CoverWorker.Request] {
        if let pages = state.pages {
            guard pages.page != pages.last, let shown = coverSlots.first?.request,
                case .drawn? = covers?.worker.outcome(shown)
            else { return [] }
            return [
                CoverWorker.Request(
                    identifier: shown.identifier, kind: .page(pages.page + 1), columns: shown.columns, rows: shown.rows)
            ]
        }
        guard state.overlay == nil, state.layout.coverRows > 0, state.gallery.pageCount > 1 else { return [] }
        let key = LoadedPage.Key(filter: state.filter, range: state.gallery.pageRange)
        if state.showsSearchResults || neighbours.key != key {
            var items: [ItemSummary] = []
            for step in [1, -1] {
                var pager = state.gallery
                pager.stepPage(by: step)
                attempt { items += try self.items(in: pager.pageRange) }
            }
            // Search results change under the same filter: never kept for the next frame.
            neighbours = LoadedPage(key: state.showsSearchResults ? nil : key, items: items)
        }
        return neighbours.items.map { CoverScreen.thumbnail($0.identifier, state.layout) }
    }

    /// A catalog error shows in the status line; the screen keeps working.
    func attempt(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            state.message = "Could not read the index: \(VisibleText.escaping(String(describing: error)))"
        }
    }
}

extension BrowseSession {
    /// How long a key's frame may wait for the life dates of the composers it shows: an item read for each, a pane of
    /// new composers (a search result's decade) takes longer than a key may. The rest follow once no key waits.
    static let headingBudget: Duration = .milliseconds(2)

    /// Asks the catalog the life dates of the composers the pane shows that it has not yet asked (one item of each),
    /// until `shouldStop` says so: those left are shown by name until `finishPendingWork` heads them
    /// (`hasUnheadedComposers`).
    func headVisibleComposers(stoppingWhen shouldStop: () -> Bool) throws {
        hasUnheadedComposers = false
        for index in state.composerCursor.scrolledRange where index > 0 && index <= state.composers.count {
            let name = state.composers[index - 1].value.display
            if state.composerHeadings[name] == nil {
                guard !shouldStop() else {
                    hasUnheadedComposers = true
                    return
                }
                state.composerHeadings[name] = try composerHeadings.heading(name, in: catalog)
            }
        }
    }
}

/// The summaries of one page of one filter, so moving within a page asks the catalog nothing.
struct LoadedPage {
    struct Key: Equatable {
        var filter: CatalogFilter
        var range: Range<Int>
    }

    var key: Key?
    var items: [ItemSummary] = []
}
