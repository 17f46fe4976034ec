import ForteCatalog
import GRDB

/// A search of a word still being typed that stands for many words (`w`: 241 of a million music records') at the end
/// of a phrase (`"rose w`), or beside words of few items (`waltz rose d`): the items of the rest from FTS5, then the
/// lists of the prefix's words read straight from FTS5's leaf pages (`TextLeafLists`) and each item of them looked up
/// among those.
///
/// FTS5 moves each of the prefix's words to each of the few items, and seeks a phrase's words before the prefix again
/// for each of its words: tens of milliseconds for a search with few matches, where the prefix's lists read once take
/// a few (docs/PERFORMANCE.md, "Search"). Only when the full-text index is one segment (see `TextLeafLists`) and the
/// search has no filter beside its words.
struct WidePrefixSearch {
    /// The matches' ids, in order.
    private let ids: [Int64]

    /// A prefix is read so when it stands for at least this many words: FTS5 seeks fewer fast enough.
    static let minWords = 16
    /// At most this many items before a prefix that ends a phrase: more find the first matches soon among the prefix's
    /// first items, which FTS5 reads first.
    static let maxItems = 20_000
    /// At most this many items beside a prefix: with more, FTS5 finds the first matches soon enough, or reading the
    /// prefix's lists costs as much as its seeks.
    static let maxItemsBesidePrefix = 200
    /// The most pages of FTS5's read for a prefix beside other words: FTS5 moves each of the prefix's words to each of
    /// their few items through its index of each list's pages, which past about this many pages costs less than
    /// reading them.
    static let maxPagesBesideItems = 1_500
    /// The most pages read for a prefix at the end of a phrase, and for each of the phrase's words before it.
    static let maxPagesInPhrase = 2_000

    init?(_ plan: SearchPlan, _ db: Database) throws {
        guard SearchFilter(plan).isEverything, let wide = plan.widePrefix(atLeast: Self.minWords) else { return nil }
        let isPhrase = !wide.leading.isEmpty
        let prefix = Self.key(wide.prefix)
        guard let last = prefix.last, last < 0xFF,
            let pages = try TextLeafLists.Pages(from: prefix, to: Array(prefix.dropLast()) + [last + 1], db),
            pages.numbers.count <= (isPhrase ? Self.maxPagesInPhrase : Self.maxPagesBesideItems)
        else { return nil }
        let maxItems = isPhrase ? Self.maxItems : Self.maxItemsBesidePrefix
        let items = try Int64.fetchAll(
            db.cachedStatement(sql: "SELECT rowid FROM itemText WHERE itemText MATCH ? ORDER BY rowid LIMIT ?"),
            arguments: [wide.rest, maxItems + 1])
        guard items.count <= maxItems else { return nil }
        guard let greatest = items.last else {
            ids = []
            return
        }
        // Where the prefix's word must be in each item: after the phrase's words before it, or anywhere.
        var places: [Int64: [Place]]?
        var candidates = ItemSet(upTo: greatest)
        for id in items { candidates.insert(id) }
        let isSought = { (column: Int) in wide.column.map { $0.place == column } ?? (column != TextColumn.roles.place) }
        if isPhrase {
            guard let found = try Self.phrasePlaces(wide.leading, among: candidates, isSought, db) else { return nil }
            places = found
            candidates = ItemSet(upTo: greatest)
            for id in found.keys { candidates.insert(id) }
        }
        guard let lists = try TextLeafLists(pages, db) else { return nil }
        var found = ItemSet(upTo: greatest)
        let isRead = lists.forEachItem(among: candidates, of: { _ in true }) { id, itemPlaces in
            let isFound =
                if let after = places?[id] {
                    itemPlaces.contains { column, place in after.contains(Place(column: column, place: place)) }
                } else {
                    itemPlaces.contains { column, _ in isSought(column) }
                }
            if isFound { found.insert(id) }
        }
        guard isRead else { return nil }
        ids = items.filter(found.contains)
    }

    /// `limit` matches from `offset` on; `fromEnd`, from the `offset`th last on, last first.
    func summaries(offset: Int, limit: Int, fromEnd: Bool, _ db: Database) throws -> [ItemSummary] {
        let page = Array((fromEnd ? Array(ids.reversed()) : ids).dropFirst(offset).prefix(limit))
        return try ListReader.summaries(of: page, db)
    }

    /// A word's place in an item: its column's place in `TextColumn`, and its place among the column's words.
    private struct Place: Hashable {
        var column: Int
        var place: Int

        /// The place of the word after it.
        var next: Place { Place(column: column, place: place + 1) }
    }

    /// For each item of `candidates` where the words `phrase` stand one after the other in a column sought, the
    /// places just after them; nil when the pages cannot be read.
    private static func phrasePlaces(
        _ phrase: [String], among candidates: ItemSet, _ isSought: (Int) -> Bool, _ db: Database
    ) throws -> [Int64: [Place]]? {
        var after: [Int64: [Place]] = [:]
        for (index, word) in phrase.enumerated() {
            let key = Self.key(word)
            // The word alone: nothing sorts between it and itself followed by the lowest byte.
            guard let pages = try TextLeafLists.Pages(from: key, to: key + [0], db),
                pages.numbers.count <= Self.maxPagesInPhrase, let lists = try TextLeafLists(pages, db)
            else { return nil }
            var places: [Int64: Set<Place>] = [:]
            let isRead = lists.forEachItem(among: candidates, of: { $0 == key }) { id, itemPlaces in
                guard index == 0 || after[id] != nil else { return }
                _ = itemPlaces.contains { column, place in
                    if isSought(column) { places[id, default: []].insert(Place(column: column, place: place)) }
                    return false
                }
            }
            guard isRead else { return nil }
            var next: [Int64: [Place]] = [:]
            for (id, here) in places {
                let kept = index == 0 ? Array(here) : after[id, default: []].filter(here.contains)
                if !kept.isEmpty { next[id] = kept.map(\.next) }
            }
            after = next
        }
        return after
    }

    /// A word as FTS5's pages keep it: after a `0` (see `TextLeafPages.words`).
    private static func key(_ word: String) -> [UInt8] {
        [UInt8(ascii: "0")] + word.utf8
    }
}
