import ForteCatalog

/// The lower pane's lists, the shelf's composers and the listed facet's values, counted within the choices: read at
/// once where the key needs them, else as soon as no key waits; the composers, while the pane lists a facet's values
/// instead, when it lists them again.
extension BrowseSession {
    /// What the lower pane still has to read for the view shown.
    struct PendingLowerPane {
        /// Whether the composers are read (else the listed facet's values alone), and which to select then (a search
        /// result's).
        var composers: Bool
        var selecting: String?
        /// Whether the listed facet's values were read on their own first (`readPendingLowerPane(inParts:)`).
        var valuesRead = false
    }

    /// A facet's values within a filter, as the pane lists them.
    struct FacetList: Equatable {
        var facet: Facet
        var filter: CatalogFilter
    }

    /// Reads the lower pane's lists for the shelf and choices shown, with `composer` selected (nil: All items).
    func readLowerPane(selecting composer: String? = nil) throws {
        (pendingLowerPane, unreadComposers) = (nil, nil)
        state.setComposers(try composers(on: state.selectedShelf), selecting: composer)
        try loadFacetValues()
    }

    /// The same as soon as no key waits (`finishPendingWork`), or before a key that reads the pane: a key that moves
    /// the timeline or the search results draws its gallery without waiting for counts it may not stay to see. The
    /// list shown, read before for the same shelf and choices, is shown at once.
    func readLowerPaneSoon(selecting composer: String? = nil) throws {
        (pendingLowerPane, unreadComposers) = (PendingLowerPane(composers: true, selecting: composer), nil)
        if isLowerPaneKept(selecting: composer) { return try readPendingLowerPane() }
        state.awaitComposers()
        state.awaitFacetValues()
    }

    /// The listed facet's values (`]`), as soon as no key waits: a key that steps through the facets shows each
    /// without counting the ones passed. Back at the composers, those left unread are read as soon as no key waits.
    func readFacetValuesSoon() throws {
        if state.listedFacet == nil, let unread = unreadComposers {
            (pendingLowerPane, unreadComposers) = (unread, nil)
            if isLowerPaneKept(selecting: unread.selecting) { try readPendingLowerPane() }
            return
        }
        if isKept(facetValuesSelecting: state.selectedComposer) { return try loadFacetValues() }
        state.awaitFacetValues()
        pendingLowerPane = PendingLowerPane(
            composers: pendingLowerPane?.composers == true, selecting: pendingLowerPane?.selecting)
    }

    /// Whether what the pane reads for the view shown, with `composer` selected, was read lately: the listed facet's
    /// values, and the composers if it reads them (`readsComposers`).
    private func isLowerPaneKept(selecting composer: String?) -> Bool {
        let filter = CatalogFilter(shelf: state.selectedShelf, facets: state.choices.filterValues)
        return isKept(facetValuesSelecting: composer)
            && (!readsComposers(selecting: composer) || recentComposers[filter] != nil)
    }

    /// Whether the pane reads the composers with `composer` selected: when it lists them, or to select one (a search
    /// result's), not while it lists a facet's values instead.
    private func readsComposers(selecting composer: String?) -> Bool {
        state.listedFacet == nil || composer != nil
    }

    /// Whether the listed facet's values within the view shown, with `composer` selected, were read lately (or no
    /// facet is listed).
    private func isKept(facetValuesSelecting composer: String?) -> Bool {
        guard let list = facetList(selecting: composer) else { return true }
        return recentFacetValues[list] != nil
    }

    /// The listed facet's values within the shelf and the choices (those shown unless given) and `composer`; among
    /// search results, whose composer the pane only follows, within the shelf and the choices. A facet's values are
    /// counted within the other facets' choices, so its own is left out: those read before it was chosen, or after
    /// another value of it, are the same.
    private func facetList(
        on shelf: CatalogFilter.Shelf? = nil, within choices: [FacetChoice]? = nil, selecting composer: String?
    ) -> FacetList? {
        guard let facet = state.listedFacet else { return nil }
        var filter = state.filter
        if let shelf { filter.shelf = shelf }
        if let choices { filter.facets = choices.filterValues }
        (filter.composer, filter.order, filter.facets[facet]) = (state.showsSearchResults ? nil : composer, .title, nil)
        return FacetList(facet: facet, filter: filter)
    }

    /// Reads what the lower pane still had to read, if anything. The composers are not shown while the pane lists a
    /// facet's values: unless one is to be selected (a search result's), they are left unread (`unreadComposers`), and
    /// none of the shelf's before stays selected. `inParts`: among search results, while the pane lists a facet's
    /// values, those (what it shows) alone, when they are still to be counted; the composers, read to select the
    /// result's, are left for the next call, as soon as no key waits: a key waits for one of the two counts at most.
    func readPendingLowerPane(inParts: Bool = false) throws {
        guard let pending = pendingLowerPane else { return }
        if pending.composers, readsComposers(selecting: pending.selecting) {
            if inParts, !pending.valuesRead, state.showsSearchResults, state.listedFacet != nil,
                !isKept(facetValuesSelecting: pending.selecting)
            {
                pendingLowerPane?.valuesRead = true
                return try loadFacetValues()
            }
            try readLowerPane(selecting: pending.selecting)
        } else {
            if pending.composers {
                unreadComposers = pending
                state.awaitComposers()
            }
            pendingLowerPane = nil
            try loadFacetValues()
        }
    }

    /// The shelf's composers within the choices (those shown unless given) A to Z, then "No composer named" when some
    /// of its items name none.
    func composers(on shelf: CatalogFilter.Shelf, within choices: [FacetChoice]? = nil) throws -> FacetCountList {
        // The timeline already knows the shelf's count within the choices shown: an empty shelf has no composers.
        if choices == nil, state.shelves.first(where: { $0.value == shelf })?.count == 0 { return FacetCountList() }
        let filter = CatalogFilter(shelf: shelf, facets: (choices ?? state.choices).filterValues)
        if let composers = recentComposers[filter] { return composers }
        var composers = try catalog.composerValues(within: filter)
        var unnamed = filter
        unnamed.composer = CatalogFilter.noComposer
        let unknown = try catalog.count(unnamed)
        if unknown > 0 {
            composers = composers.appending(
                FacetCount(FacetValue(CatalogFilter.noComposer, key: "unknown composer"), count: unknown))
        }
        recentComposers.keep(composers, for: filter)
        return composers
    }

    /// Reads ahead what the session's first counts would read at a key (`BrowseCatalog.prepareCounts`), then each
    /// shelf's composers (or the listed facet's values) within the choices, which a move through the timeline or a
    /// search result of another decade lists (a decade's are tens of thousands, counted in milliseconds past a key's
    /// budget), then the same within the choices but the last, which `u` lists, and the decades within those; its reads
    /// stopped as soon as a key comes (`isKeyWaiting`): says whether all of it is read, what was read before kept. Read
    /// again within each new choice (`areCountsPrepared`).
    public func prepareCounts(isKeyWaiting: () -> Bool) -> Bool {
        let view = preparedView
        let withoutTheLast = state.choices.isEmpty ? nil : Array(state.choices.dropLast())
        do {
            try catalog.readingTogether(stoppingWhen: isKeyWaiting) {
                try catalog.prepareCounts()
                // nil: the choices shown.
                let choicesRead: [[FacetChoice]?] = withoutTheLast.map { [nil, $0] } ?? [nil]
                for choices in choicesRead {
                    for shelf in state.shelves {
                        _ = try composers(on: shelf.value, within: choices)
                        if let list = facetList(on: shelf.value, within: choices, selecting: nil) {
                            _ = try facetValues(list)
                        }
                    }
                }
                if let withoutTheLast {
                    _ = try catalog.decadeCounts(within: CatalogFilter(facets: withoutTheLast.filterValues))
                }
            }
        } catch is CancellationError {
            return false
        } catch {
            // Not read ahead: each count reads what it needs, and says what failed.
        }
        countsPrepared = view
        return true
    }

    /// Whether `prepareCounts` has read ahead for the choices shown and the facet the lower pane lists.
    public var areCountsPrepared: Bool {
        countsPrepared == preparedView
    }

    /// What `prepareCounts` reads ahead for: the choices, and the facet whose values the lower pane lists (nil: the
    /// composers alone).
    struct PreparedView: Equatable {
        var choices: [Facet: String]
        var listedFacet: Facet?
    }

    private var preparedView: PreparedView {
        PreparedView(choices: state.choices.filterValues, listedFacet: state.listedFacet)
    }

    /// The values of the facet the lower pane lists, within the shelf, the composer and the other choices.
    func loadFacetValues() throws {
        guard let list = facetList(selecting: state.selectedComposer) else { return }
        state.setFacetValues(try facetValues(list))
    }

    /// A facet's values within a filter, read lately or now.
    private func facetValues(_ list: FacetList) throws -> FacetCountList {
        if let values = recentFacetValues[list] { return values }
        let values = try catalog.facetCounts(list.facet, within: list.filter)
        recentFacetValues.keep(values, for: list)
        return values
    }
}
