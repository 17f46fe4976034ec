import ForteCatalog
import FortePaging
import ForteText

/// The effects of keys, carried out against the catalog, the terminal and the world outside.
extension BrowseSession {
    func carryOut(_ effect: Effect) throws {
        switch effect {
        case .shelfChanged:
            // The timeline already knows the shelf's count; an empty shelf has no composers to ask for.
            let count = state.shelves.first { $0.value == state.selectedShelf }?.count
            state.setComposers(count == 0 ? [] : try composers(on: state.selectedShelf))
            state.setGalleryCount(try count ?? catalog.count(state.filter))
            try loadFacetValues()
        case .composerChanged:
            state.setGalleryCount(try catalog.count(state.filter))
        case .choicesChanged(let before):
            let identifier = try identifier(at: before)
            try loadShelves()
            try show(shelf: state.selectedShelf, composer: state.selectedComposer) { filter in
                try identifier.flatMap { try catalog.position(of: $0, in: filter) } ?? 0
            }
        case .listChanged:
            try loadFacetValues()
        case .search(let query):
            try runSearch(query)
            try followSelection()
        case .followSelection:
            try followSelection()
        case .locate(let identifier):
            let count = try catalog.count(state.filter)
            state.setGalleryCount(count, index: try catalog.position(of: identifier, in: state.filter) ?? 0)
        case .closeResults:
            try closeResults()
        case .restore(let view):
            state.order = view.order
            if view.choices != state.choices {
                state.choices = view.choices
                try loadShelves()
            }
            guard state.selectShelf(view.shelf) else { return try carryOut(.shelfChanged) }
            try show(shelf: view.shelf, composer: view.composer) { _ in view.index }
        case .reorder(let before):
            let identifier = try identifier(at: before)
            try carryOut(identifier.map { .locate(identifier: $0) } ?? .composerChanged)
        case .jumpToLetter(let letter):
            try jump(toLetter: letter)
        case .toggleFavourite:
            try toggleFavourite()
        case .markNewSeen:
            try markNewSeen()
        case .share(let format):
            guard let item = try selectedItem() else { return }
            state.message = actions.share(item, as: format)
        case .open:
            guard let item = try selectedItem() else { return }
            state.message = actions.open(item, on: terminal)
            redrawWhole()
        case .copyLink:
            guard let item = try selectedItem() else { return }
            state.message = actions.copyLink(item, on: terminal)
        case .redraw:
            terminal.write(Array("\u{1B}[2J".utf8))
            redrawWhole()
        case .suspend:
            terminal.suspend()
            state.resize(terminal.size)
            redrawWhole()
        case .quit:
            break
        }
    }

    /// The item a view selected: from the page loaded for it when that is the page shown, else read.
    private func identifier(at view: BrowseView) throws -> String? {
        if let key = page.key, key.filter == view.filter, key.range.contains(view.index) {
            return page.items[view.index - key.range.lowerBound].identifier
        }
        return try catalog.summaries(view.filter, offset: view.index, limit: 1).first?.identifier
    }

    /// Shows a shelf (already selected in the timeline) with a composer (when the shelf still has
    /// them) and the item at the position `index` gives for the filter.
    func show(shelf: CatalogFilter.Shelf, composer: String?, index: (CatalogFilter) throws -> Int) throws {
        let composers = try composers(on: shelf)
        state.setComposers(
            composers,
            selecting: composer.flatMap { name in composers.contains { $0.value.display == name } ? name : nil })
        state.setGalleryCount(try catalog.count(state.filter), index: try index(state.filter))
        try loadFacetValues()
    }

    /// The view the search started from, with the selected result selected; when a widened search found it outside
    /// that view, the whole catalog, in the same order.
    private func closeResults() throws {
        let selected = try selectedSummary()?.identifier
        guard let before = state.search?.before else { return }
        state.search = nil
        try carryOut(.restore(before))
        guard let selected else { return }
        if try catalog.position(of: selected, in: state.filter) == nil {
            if !state.choices.isEmpty {
                state.choices = []
                try loadShelves()
            }
            if state.selectShelf(.all) { try show(shelf: .all, composer: nil) { _ in 0 } }
        }
        try carryOut(.locate(identifier: selected))
    }

    /// Moves the timeline and composer list to the selected search result (as Forte's timeline followed its map). A
    /// facet's values listed stay counted within the view searched from: following them would count them at every key.
    func followSelection() throws {
        guard let summary = try selectedSummary() else { return }
        let shelf = CatalogFilter.Shelf.decade(summary.decade)
        state.selectShelf(shelf)
        state.setComposers(try composers(on: shelf), selecting: summary.composers.first ?? CatalogFilter.noComposer)
    }

    private func jump(toLetter letter: Character) throws {
        let prefix = Title.sortKey(String(letter))
        let byComposer = state.order == .composer && !state.showsSearchResults
        let none =
            "No \(byComposer ? "composers" : "titles") under \(VisibleText.escaping(String(letter).uppercased()))"
        if state.showsSearchResults, let results = state.search?.results {
            // Results are best first, not A to Z: the first result with that letter.
            guard let index = results.firstIndex(where: { Title.sortKey(ofDisplayTitle: $0.title).hasPrefix(prefix) })
            else {
                state.message = none
                return
            }
            state.setGalleryCount(state.gallery.count, index: index)
            try followSelection()
            return
        }
        // The catalog answers with the first title from that letter on: it may start with a later one.
        guard let position = try catalog.firstPosition(ofLetter: letter, in: state.filter),
            let first = try catalog.summaries(state.filter, offset: position, limit: 1).first,
            byComposer
                ? first.composers.first.map({ Title.sortKey($0).hasPrefix(prefix) }) == true
                : Title.sortKey(ofDisplayTitle: first.title).hasPrefix(prefix)
        else {
            state.message = none
            return
        }
        state.setGalleryCount(state.gallery.count, index: position)
    }

    private func toggleFavourite() throws {
        guard let summary = try selectedSummary() else { return }
        try catalog.setFavourite(summary.identifier, !summary.isFavourite)
        state.message = summary.isFavourite ? "Removed from favourites" : "Added to favourites ★"
        (page, resultsPages) = (LoadedPage(), [:])
        if composerCache?.filter.shelf == .favourites { composerCache = nil }
        if facetCache?.filter.shelf == .favourites { facetCache = nil }
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
            try loadFacetValues()
        }
    }

    /// Marks the news seen: the New shelf goes from the timeline (and, when it was shown, All takes its place), and
    /// the cards lose their marks.
    private func markNewSeen() throws {
        let passed = try catalog.markNewsSeen()
        state.message = passed == 1 ? "1 new item marked seen" : "\(Labels.grouped(passed)) new items marked seen"
        page = LoadedPage()
        if composerCache?.filter.shelf == .new { composerCache = nil }
        if facetCache?.filter.shelf == .new { facetCache = nil }
        if var search = state.search {
            search.results = search.results.map { result in
                var result = result
                result.isNew = false
                return result
            }
            state.search = search
        }
        let wasShown = state.selectedShelf == .new
        try loadShelves()
        if wasShown, !state.showsSearchResults { try carryOut(.shelfChanged) }
    }

    /// All, Favourites, New while there are unseen arrivals, then the decades: within the choices. Every item is in
    /// one decade or undated, so All counts what the decades do.
    func loadShelves() throws {
        let facets = state.choices.filterValues
        let decades = try catalog.decadeCounts(within: CatalogFilter(facets: facets)).map {
            FacetCount(CatalogFilter.Shelf.decade($0.value), count: $0.count)
        }
        var shelves = [
            FacetCount(CatalogFilter.Shelf.all, count: decades.reduce(0) { $0 + $1.count }),
            FacetCount(
                CatalogFilter.Shelf.favourites,
                count: try catalog.count(CatalogFilter(shelf: .favourites, facets: facets))),
        ]
        let new = try catalog.count(CatalogFilter(shelf: .new, facets: facets))
        if new > 0 { shelves.append(FacetCount(.new, count: new)) }
        state.setShelves(shelves + decades)
    }

    /// The shelf's composers within the choices A to Z, then "No composer named" when some of its items name none.
    private func composers(on shelf: CatalogFilter.Shelf) throws -> [FacetCount<FacetValue>] {
        let filter = CatalogFilter(shelf: shelf, facets: state.choices.filterValues)
        if let composerCache, composerCache.filter == filter { return composerCache.composers }
        var composers = try catalog.composerValues(within: filter).filter {
            $0.value.display != CatalogFilter.noComposer
        }
        var unnamed = filter
        unnamed.composer = CatalogFilter.noComposer
        let unknown = try catalog.count(unnamed)
        if unknown > 0 {
            composers.append(FacetCount(FacetValue(CatalogFilter.noComposer, key: "unknown composer"), count: unknown))
        }
        composerCache = (filter, composers)
        return composers
    }

    /// The values of the facet the lower pane lists, within the shelf, the composer and the other choices.
    func loadFacetValues() throws {
        guard let facet = state.listedFacet else { return }
        var filter = state.filter
        filter.order = .title
        if let facetCache, facetCache.facet == facet, facetCache.filter == filter {
            return state.setFacetValues(facetCache.values)
        }
        let values = try catalog.facetCounts(facet, within: filter)
        facetCache = (facet, filter, values)
        state.setFacetValues(values)
    }
}
