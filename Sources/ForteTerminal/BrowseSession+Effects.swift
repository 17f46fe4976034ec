import ForteCatalog
import FortePaging
import ForteText

/// The effects of keys, carried out against the catalog, the terminal and the world outside.
extension BrowseSession {
    func carryOut(_ effect: Effect) throws {
        switch effect {
        case .shelfChanged:
            try readLowerPaneSoon()
            // The timeline already knows the shelf's count.
            let count = state.shelves.first { $0.value == state.selectedShelf }?.count
            state.setGalleryCount(try count ?? catalog.count(state.filter))
        case .composerChanged:
            state.setGalleryCount(try catalog.count(state.filter))
        case .choicesChanged(let before):
            let identifier = try identifier(at: before)
            try loadShelves()
            try show(shelf: state.selectedShelf, composer: state.selectedComposer) { filter in
                try identifier.flatMap { try catalog.position(of: $0, in: filter) } ?? 0
            }
        case .listChanged:
            try readFacetValuesSoon()
        case .search(let query):
            try runSearch(query)
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
        // A composer selected narrows the gallery: the pane's composers are needed at once to select it.
        if let composer { try readLowerPane(selecting: composer) } else { try readLowerPaneSoon() }
        state.setGalleryCount(try catalog.count(state.filter), index: try index(state.filter))
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

    /// Moves the timeline and the lower pane to the selected search result (as Forte's timeline followed its map): its
    /// decade's composers, or the listed facet's values within that decade, counted once no key waits.
    func followSelection() throws {
        guard let summary = try selectedSummary() else { return }
        state.selectShelf(.decade(summary.decade))
        try readLowerPaneSoon(selecting: summary.composers.first ?? CatalogFilter.noComposer)
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
        do {
            try catalog.writingAtOnce { try catalog.setFavourite(summary.identifier, !summary.isFavourite) }
        } catch {
            state.message = "Could not change the favourites: \(VisibleText.escaping(String(describing: error)))"
            return
        }
        state.message = summary.isFavourite ? "Removed from favourites" : "Added to favourites ★"
        (page, resultsPages) = (LoadedPage(), [:])
        recentComposers.forget { $0.shelf == .favourites }
        recentFacetValues.forget { $0.filter.shelf == .favourites }
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
            try readLowerPane(selecting: state.selectedComposer)
            state.setGalleryCount(try catalog.count(state.filter), index: state.gallery.index)
        }
    }

    /// Marks the news seen: the New shelf goes from the timeline (and, when it was shown, All takes its place), and
    /// the cards lose their marks.
    private func markNewSeen() throws {
        let passed: Int
        do {
            passed = try catalog.writingAtOnce { try catalog.markNewsSeen() }
        } catch {
            state.message = "Could not mark the news seen: \(VisibleText.escaping(String(describing: error)))"
            return
        }
        state.message = passed == 1 ? "1 new item marked seen" : "\(Labels.grouped(passed)) new items marked seen"
        page = LoadedPage()
        recentComposers.forget { $0.shelf == .new }
        recentFacetValues.forget { $0.filter.shelf == .new }
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
}
