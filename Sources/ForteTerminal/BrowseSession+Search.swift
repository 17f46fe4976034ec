import ForteCatalog
import ForteSearch

/// A search from the prompt: the first page at once, the true count when the keys stop coming.
extension BrowseSession {
    func runSearch(_ query: String) throws {
        guard let scope = state.search?.scope else { return }
        let outcome = try Searcher(catalog).find(query, within: scope, limit: Self.searchLimit)
        state.setSearchResults(outcome.results)
        state.search?.correction = outcome.correctionNote
        state.search?.soughtWords = outcome.query.soughtWords
        // Fewer than a gallery's worth: they are all there is. Otherwise counting waits for a pause in typing.
        let isWhole = outcome.results.count < Self.searchLimit
        state.search?.total = isWhole ? outcome.results.count : nil
        pendingCount = isWhole ? nil : (query, outcome.plan)
    }

    /// Whether work waits for a pause in the keys (a search's count).
    public var hasPendingWork: Bool { pendingCount != nil }

    /// Counts the search's matches, when it is still the one shown, and draws the count.
    public func finishPendingWork() {
        guard let (query, plan) = pendingCount else { return }
        pendingCount = nil
        guard state.search?.query == query else { return }
        attempt { state.search?.total = try catalog.searchCount(plan) }
        draw()
    }
}
