import ForteCatalog
import ForteSearch

/// A search from the prompt: the first page at once; its typos corrected as soon as no key waits, and the true count
/// when the keys stop coming.
extension BrowseSession {
    /// Milliseconds without a key before a search's matches are counted: counting a broad query on a million items
    /// takes longer than a keystroke.
    static let countingPause: Int32 = 200

    /// How long a key's search may read before the key's frame goes out without its results (the query typed over the
    /// results before), drawn while the search reads on: a prefix within a phrase or beside a narrow word has FTS5 read
    /// most of the items of the prefix's words before it has the first results. The frame may go out later by as long
    /// as FTS5 takes to set a query up (a seek for each word in each segment), when SQLite's progress handler is not
    /// asked (docs/PERFORMANCE.md, "Search").
    static let searchBudget: Duration = .milliseconds(3)

    /// Searches for `query` and shows the results, and the first one's place. A search that reads past the key's
    /// budget has the key's frame drawn meanwhile (`frameAheadAt`) and reads on; stopped by a key that comes then, it
    /// is left for `finishPendingWork` (`pendingSearch`), the results before on the screen.
    func runSearch(_ query: String) throws {
        let deadline = ContinuousClock.now + Self.searchBudget
        // What the frame drawn meanwhile shows, read now: the search's reads must not be interrupted by others.
        let shown = try visibleItems()
        var isDrawn = false
        try runSearch(
            query,
            stoppingWhen: {
                if !isDrawn {
                    guard ContinuousClock.now >= deadline else { return false }
                    drawAhead(shown)
                    isDrawn = true
                }
                return isKeyWaiting()
            })
    }

    /// Runs the search left for later (`pendingSearch`) when it is still the one typed; stopped, and left for later
    /// again, when `isKeyWaiting` says a key came first.
    func runPendingSearch(isKeyWaiting: () -> Bool = { false }) throws {
        guard let query = pendingSearch, state.search?.query == query else {
            pendingSearch = nil
            return
        }
        try runSearch(query, stoppingWhen: isKeyWaiting)
    }

    private func runSearch(_ query: String, stoppingWhen shouldStop: () -> Bool) throws {
        guard let scope = state.search?.scope else { return }
        pendingSearch = nil
        let outcome: SearchOutcome
        do {
            outcome = try catalog.readingTogether(stoppingWhen: shouldStop) {
                try Searcher(catalog).findAsTyped(query, within: scope, limit: Self.searchLimit)
            }
        } catch is CancellationError {
            pendingSearch = query
            return
        }
        show(outcome, of: query)
        pendingCorrection = outcome.isCorrectable ? (query, outcome) : nil
        try followSelection()
    }

    private func show(_ outcome: SearchOutcome, of query: String) {
        (searchPlan, resultsPages) = (outcome.plan, [:])
        state.setSearchResults(outcome.results)
        state.search?.correction = outcome.correctionNote
        state.search?.soughtWords = outcome.query.soughtWords
        // Fewer than were asked for: they are all there is. Otherwise counting waits for a pause in typing, and until
        // then the gallery holds the first ones.
        let isWhole = outcome.results.count < Self.searchLimit
        state.search?.total = isWhole ? outcome.results.count : nil
        pendingCount = isWhole ? nil : (query, outcome.plan)
    }

    /// How many milliseconds the keys must pause before `finishPendingWork`; nil when no work waits.
    public var pendingWorkPause: Int32? {
        pendingSearch != nil || pendingLowerPane != nil || hasUnheadedComposers || pendingCorrection != nil
            ? 0 : pendingCount != nil ? Self.countingPause : nil
    }

    /// What `finishPendingWork` did.
    public enum PendingWork {
        case search, lowerPane, headings, correction, count
    }

    /// Runs the search a key left for later; else reads the lower pane's counts still to come; else the life dates of
    /// the composers it shows; else corrects the typos of the search shown, or else counts its matches, when it is
    /// still the one shown; and draws the result; says which it did. The search, the life dates and a correction give
    /// way to a key pressed meanwhile (`isKeyWaiting`), and are taken up again after it.
    @discardableResult
    public func finishPendingWork(isKeyWaiting: () -> Bool = { false }) -> PendingWork? {
        if pendingSearch != nil {
            attempt { try runPendingSearch(isKeyWaiting: isKeyWaiting) }
            // Still left: a key came first, and the search waits for it. Else drawn, what it found or what failed.
            guard pendingSearch == nil else { return nil }
            draw()
            return .search
        }
        if pendingLowerPane != nil {
            attempt { try readPendingLowerPane(inParts: true) }
            draw()
            return .lowerPane
        }
        if hasUnheadedComposers {
            attempt { try headVisibleComposers(stoppingWhen: isKeyWaiting) }
            guard !hasUnheadedComposers else { return nil }
            draw()
            return .headings
        }
        if let (query, outcome) = pendingCorrection {
            pendingCorrection = nil
            guard state.search?.query == query else { return nil }
            var done: PendingWork? = .correction
            attempt {
                do {
                    guard
                        let corrected = try Searcher(catalog).corrected(
                            outcome, limit: Self.searchLimit, shouldStop: isKeyWaiting)
                    else { return }
                    show(corrected, of: query)
                    try followSelection()
                } catch is CancellationError {
                    pendingCorrection = (query, outcome)
                    done = nil
                }
            }
            // Drawn when done, what it found or what failed.
            if done != nil { draw() }
            return done
        }
        guard let (query, plan) = pendingCount else { return nil }
        pendingCount = nil
        guard state.search?.query == query else { return nil }
        attempt { state.setSearchTotal(try catalog.searchCount(plan)) }
        draw()
        return .count
    }
}
