import ForteCatalog
import GRDB

/// A search of a word still being typed that stands for many words (`w`: 241 of a million music records') at the end
/// of a phrase (`"rose w`), beside words of few items (`waltz rose d`), within a list (`year:1914 w`, a composer's
/// items), or alone when it stands for too many words to name (`c` in a catalogue of thousands of words that start
/// with it): the items of the rest from FTS5 (and of the list), then the lists of the prefix's words read straight
/// from FTS5's leaf pages (`TextLeafLists`) and each item of them looked up among those, each list as far as the first
/// matches asked for.
///
/// FTS5 moves each of the prefix's words to each of the few items, seeks a phrase's words before the prefix again
/// for each of its words, and merges the prefix's words' items from the first on until the list's turn up, and a
/// prefix sought itself, every item of all its words before the first: tens to hundreds of milliseconds, where the
/// prefix's lists read once take a few (docs/PERFORMANCE.md, "Search"). Only when the search has no filter beside its
/// words but the list it is given.
struct WidePrefixSearch {
    /// The pages of the prefix's words, and their lists, read as far as the matches asked for (`read(first:)`).
    private let pages: TextLeafLists.Pages
    private var lists: TextLeafLists?
    /// The items that may match: those of the rest of the query (with the phrase's words before the prefix) or of the
    /// list searched within, or both; or every item.
    private let candidates: ItemSet
    /// Where the prefix's word must be in each candidate: after the phrase's words before it; nil, anywhere.
    private let places: [Int64: [Place]]?
    /// Whether a column (its place in `TextColumn`) is one the prefix is sought in.
    private let isSought: (Int) -> Bool
    /// The matches of the items read so far: every one up to `read`.
    private var found: ItemSet
    private var foundCount = 0
    private var read: Int64 = -1

    /// A prefix is read so when it stands for at least this many words: FTS5 seeks fewer fast enough.
    static let minWords = 16
    /// At most this many items of the rest of the query: more find the first matches soon among the prefix's first
    /// items, which FTS5 reads first, and reading them all costs more.
    static let maxItems = 20_000
    /// At most this many for a count, which reads every list to its end either way: FTS5 merges every item of the
    /// prefix's words for it.
    static let maxItemsCounted = 100_000
    /// The most pages read for a prefix at the end of a phrase, and for each of the phrase's words before it.
    static let maxPagesInPhrase = 2_000
    /// The most pages of FTS5's read for a prefix beside other words or alone within a list: the first pages of each
    /// of its words, and the next ones as far as the first matches; all of them for a count.
    static let maxPages = 4_000
    /// Beside at most this many items, every list is read to its end, and with at most `maxPagesBesideFewItems`: FTS5
    /// moves each of the prefix's words to so few items through its index of each list's pages, which past about that
    /// many pages costs less than reading them. Beside none, nothing is read.
    static let fewItems = 200
    static let maxPagesBesideFewItems = 1_500

    /// The search of `plan` so, when it has a prefix of many words and FTS5's pages are as read here; within `members`
    /// (the list searched within, `MatchesWithinList`) when given, else only for a plan of words alone; `counting`,
    /// for a count.
    init?(_ plan: SearchPlan, within members: ItemSet? = nil, counting: Bool = false, _ db: Database) throws {
        guard members != nil || SearchFilter(plan).isEverything,
            let wide = plan.widePrefix(atLeast: Self.minWords),
            // Alone in the whole catalogue, when the plan names the words it stands for, FTS5 seeks each of them as
            // far as the first matches; sought itself, it merges every item of them first.
            members != nil || wide.rest != nil || wide.isSoughtItself
        else { return nil }
        let isPhrase = !wide.leading.isEmpty
        guard let pages = try Self.pages(of: wide.prefix, db),
            pages.count <= (isPhrase ? Self.maxPagesInPhrase : Self.maxPages)
        else { return nil }
        var candidates: ItemSet
        if let rest = wide.rest {
            // Through SQLite's own calls: a rest of more items than asked for is read that far in vain, and GRDB's rows
            // cost more than FTS5's reading of the ids.
            var items: [Int64] = []
            try DirectStatement("SELECT rowid FROM itemText WHERE itemText MATCH ? ORDER BY rowid LIMIT ?", db)
                .forEachRow([.string(rest), .integer(Int64((counting ? Self.maxItemsCounted : Self.maxItems) + 1))]) {
                    items.append($0.int64(0))
                }
            // Beside none, nothing matches: FTS5 finds so only after merging every item of the prefix's words.
            guard items.count <= (counting ? Self.maxItemsCounted : Self.maxItems),
                isPhrase || items.isEmpty || items.count > Self.fewItems
                    || pages.count <= Self.maxPagesBesideFewItems
            else { return nil }
            candidates = ItemSet(upTo: items.last ?? 0)
            for id in items { candidates.insert(id) }
            if let members { candidates.formIntersection(members) }
        } else if let members {
            candidates = members
        } else {
            candidates = ItemSet(every: try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(id) FROM item")) ?? 0)
        }
        let isSought = { (place: Int) in TextColumn.isSought(place, in: wide.column) }
        self.isSought = isSought
        if isPhrase, !candidates.isEmpty {
            guard let found = try Self.phrasePlaces(wide.leading, among: candidates, isSought, db) else { return nil }
            places = found
            candidates = ItemSet(upTo: found.keys.max() ?? 0)
            for id in found.keys { candidates.insert(id) }
        } else {
            places = nil
        }
        self.pages = pages
        self.candidates = candidates
        found = ItemSet(upTo: candidates.greatest)
    }

    /// `limit` matches from `offset` on; `fromEnd`, from the `offset`th last on, last first. Nil when the pages are not
    /// as FTS5 writes them.
    mutating func summaries(offset: Int, limit: Int, fromEnd: Bool, _ db: Database) throws -> [ItemSummary]? {
        guard try read(first: fromEnd ? .max : offset + limit, db) else { return nil }
        var ids: [Int64] = []
        found.forEachMember(below: Int(min(read, found.greatest)) + 1) { ids.append(Int64($0)) }
        let page = Array((fromEnd ? Array(ids.reversed()) : ids).dropFirst(offset).prefix(limit))
        return try ListReader.summaries(of: page, db)
    }

    /// How many items match, counted up to `cap` (nil: all of them); nil when the pages are not as FTS5 writes them.
    mutating func count(upTo cap: Int?, _ db: Database) throws -> Int? {
        guard try read(first: cap ?? .max, db) else { return nil }
        return min(foundCount, cap ?? .max)
    }

    /// Reads the prefix's lists as far as the first `wanted` matches (or all of them): up to the item before which
    /// as many candidates are, and on to twice as many while fewer match; false when the pages are not as FTS5 writes
    /// them. Whichever item each list stops at, the matches up to the farthest read are all found.
    private mutating func read(first wanted: Int, _ db: Database) throws -> Bool {
        guard !candidates.isEmpty else { return true }
        var rank = min(wanted, Int.max / 2) - 1
        while foundCount < wanted, read < .max {
            let bound = candidates.member(rankedAt: rank) ?? .max
            rank = rank < Int.max / 2 ? rank * 2 + 1 : .max
            guard bound > read else { continue }
            if lists == nil {
                // Read to their ends from the first (all their pages at once) when every candidate is to be read, or
                // at the end of a phrase, which few of them match.
                guard let read = try TextLeafLists(pages, among: candidates, whole: bound == .max || places != nil, db)
                else {
                    return false
                }
                lists = read
            }
            let isRead = try Self.read(
                &lists!, upTo: bound, among: candidates, places, isSought, db, into: &found, &foundCount)
            read = bound
            guard isRead else { return false }
        }
        return true
    }

    /// Reads `lists` on up to the item `bound`, and adds the items among `candidates` where a word of them is in a
    /// column sought (after the places `places` gives, when it gives some) to `found`, and counts them; false when the
    /// pages are not as FTS5 writes them.
    private static func read(
        _ lists: inout TextLeafLists, upTo bound: Int64, among candidates: ItemSet, _ places: [Int64: [Place]]?,
        _ isSought: (Int) -> Bool, _ db: Database, into found: inout ItemSet, _ foundCount: inout Int
    ) throws -> Bool {
        try lists.forEachItem(of: { _ in true }, upTo: bound, db) { id, itemPlaces in
            let isFound =
                if let after = places?[id] {
                    itemPlaces.contains { column, place in after.contains(Place(column: column, place: place)) }
                } else {
                    itemPlaces.contains { column, _ in isSought(column) }
                }
            if isFound, !found.contains(id) {
                found.insert(id)
                foundCount += 1
            }
        }
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
                pages.count <= Self.maxPagesInPhrase,
                var lists = try TextLeafLists(pages, among: candidates, whole: true, db)
            else { return nil }
            var places: [Int64: Set<Place>] = [:]
            let isRead = try lists.forEachItem(of: { $0 == key }, db) { id, itemPlaces in
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

    /// Every item up to `greatest` with a word that starts with `prefix` (of ASCII letters and digits, as sought) in
    /// `column` (nil: any but the creators' roles), read from the pages; nil when they are not as FTS5 writes them.
    /// FTS5 merges every item of all those words before it excludes the first, in one call that SQLite's progress
    /// handler does not stop (a key typed after `piano -s` waited seconds for it); read here, a page at a time (`s`:
    /// thousands of pages), each page asks `ReadingStop`, and what was read is let go of.
    static func items(
        ofPrefix prefix: String, in column: TextColumn?, upTo greatest: Int64, _ db: Database
    ) throws -> ItemSet? {
        guard let pages = try Self.pages(of: prefix.lowercased(), db),
            var lists = try TextLeafLists(pages, among: ItemSet(every: greatest), db)
        else { return nil }
        var found = ItemSet(upTo: greatest)
        let isRead = try lists.forEachItem(of: { _ in true }, db) { id, places in
            if places.contains(where: { place, _ in TextColumn.isSought(place, in: column) }) { found.insert(id) }
        }
        return isRead ? found : nil
    }

    /// Where the words that start with `prefix` are: those from it on, up to its last byte's next.
    private static func pages(of prefix: String, _ db: Database) throws -> TextLeafLists.Pages? {
        let key = Self.key(prefix)
        guard let last = key.last, last < 0xFF else { return nil }
        return try TextLeafLists.Pages(from: key, to: Array(key.dropLast()) + [last + 1], db)
    }

    /// A word as FTS5's pages keep it: after a `0` (see `TextLeafPages.words`).
    private static func key(_ word: String) -> [UInt8] {
        [UInt8(ascii: "0")] + word.utf8
    }
}
