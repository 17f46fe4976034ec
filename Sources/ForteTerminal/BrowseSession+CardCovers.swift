import ForteCatalog

/// Cards carry covers once a picture has come. Until then, a page whose pictures are all missing (a catalog that
/// links to none) shows text cards, many more of them than cards with empty covers; the page's thumbnails are
/// still asked for, at the size cards with covers would draw them, and the first that comes brings the covers in.
extension BrowseSession {
    /// Text cards or cards with covers, by what the pictures of `items` (the page shown) turned out to be; true when
    /// the cards changed, and so the page's items.
    func fitCardsToPictures(_ items: [ItemSummary]) -> Bool {
        guard let covers, !picturesSeen, !items.isEmpty else { return false }
        let covered = coveredLayout
        let outcomes = items.map { covers.worker.outcome(CoverScreen.thumbnail($0.identifier, covered)) }
        if outcomes.contains(where: { if case .drawn? = $0 { true } else { false } }) {
            picturesSeen = true
            guard !state.layout.coveredCards else { return false }
            state.coverCards(true)
            return true
        }
        guard state.layout.coveredCards, outcomes.allSatisfy({ if case .missing? = $0 { true } else { false } }) else {
            return false
        }
        state.coverCards(false)
        return true
    }

    /// While the cards are text cards for want of pictures, the thumbnails of the page's items that cards with covers
    /// would show.
    func awaitedPictures(_ items: [ItemSummary]) -> [CoverWorker.Request] {
        guard covers != nil, !state.layout.coveredCards else { return [] }
        let covered = coveredLayout
        return items.map { CoverScreen.thumbnail($0.identifier, covered) }
    }

    /// The layout the screen would have with cards with covers.
    private var coveredLayout: BrowseLayout {
        state.layout.coveredCards
            ? state.layout : BrowseLayout(size: state.layout.size, coverCell: state.layout.coverCell)
    }
}
