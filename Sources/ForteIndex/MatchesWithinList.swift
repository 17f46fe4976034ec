import ForteCatalog
import GRDB

/// A search of words within a list (a composer, a facet's value, a shelf) or one span of years (`year:1914 waltz`,
/// `decade:1910s w`), or both: the full-text matches, by rowid, kept when they are among the list's items, read as a
/// set (of a span, from the scope's list in date order, as `ListedSearch` reads it). Each match joined to its item
/// row to test its year or list read a row for every item of the words, most of them of other years or lists: tens
/// of milliseconds for a word of ten thousand items (docs/PERFORMANCE.md, "Search"). A prefix of many words is read
/// from FTS5's pages (`WidePrefixSearch`) as far as the first matches, where FTS5 merges its words' items from the
/// first on until as many of the list's turn up; a broad word, or a prefix of many words sought whole, from the sets
/// (`BroadWordSearch`), where FTS5 reads every item of it.
///
/// While a sync has changed items since the lists were built, the list is the one browse shows, as last built, and
/// the items added since, by their rows (`SearchFilter`): a sync's items are in the full-text index before the lists
/// hold them. An item changed since is where the lists hold it until they are built again.
struct MatchesWithinList {
    private var members: ItemSet
    private let plan: SearchPlan
    private let text: String
    private let match: String
    private let kept: KeptReads

    init?(_ plan: SearchPlan, _ db: Database, kept: KeptReads) throws {
        let isScoped = plan.scope.shelf != .all || plan.scope.composer != nil || !plan.scope.facets.isEmpty
        guard let match = plan.match, plan.excludedYears.isEmpty, plan.years.count <= 1,
            plan.years.first?.count ?? 1 == 1, isScoped || !plan.years.isEmpty
        else {
            return nil
        }
        var scope = plan.scope
        if let span = plan.years.first {
            scope.order = .date
            let years = span[0]
            // Kept while the lists stay as they are: each key of a query within the same years finds them read.
            let generation = try Projection.generation(of: ListShelf(scope.shelf), db)
            members = try kept.members.value("\(generation) \(Lists.lists(of: scope)) \(String(describing: years))") {
                let reader = try ListReader(scope, db, kept: kept)
                return try reader.itemSet(at: try reader.places(dated: years, db), db)
            }
        } else {
            members = try ListReader(scope, db, kept: kept).itemSet(db, kept: kept.members)
        }
        let added = try SearchFilter(plan).itemsAddedSinceTheLists(db)
        if let greatest = added.max() {
            members.makeRoom(upTo: greatest)
            for id in added { members.insert(id) }
        }
        text = try ScopedText.table(for: plan, db)
        (self.plan, self.match, self.kept) = (plan, match, kept)
    }

    /// `limit` matches from `offset` on, by rowid; `fromEnd`, from the `offset`th last on, last first.
    func summaries(offset: Int, limit: Int, fromEnd: Bool, _ db: Database) throws -> [ItemSummary] {
        if var wide = try wideSearch(db),
            let page = try wide.summaries(offset: offset, limit: limit, fromEnd: fromEnd, db)
        {
            return page
        }
        if let sets = try setSearch(forAPage: true, db) {
            return try sets.summaries(offset: offset, limit: limit, fromEnd: fromEnd, db)
        }
        var ids: [Int64] = []
        var skipped = 0
        let matches = try Int64.fetchCursor(
            db.cachedStatement(
                sql: "SELECT rowid FROM \(text) WHERE \(text) MATCH ? ORDER BY rowid \(fromEnd ? "DESC" : "ASC")"),
            arguments: [match])
        while ids.count < limit, let id = try matches.next() {
            guard members.contains(id) else { continue }
            if skipped < offset {
                skipped += 1
            } else {
                ids.append(id)
            }
        }
        return try ListReader.summaries(of: ids, db)
    }

    /// How many items match, counted up to `cap` (nil: all of them).
    func count(upTo cap: Int?, _ db: Database) throws -> Int {
        if var wide = try wideSearch(counting: true, db), let count = try wide.count(upTo: cap, db) {
            return count
        }
        if let sets = try setSearch(db) {
            return cap.map { min($0, sets.count) } ?? sets.count
        }
        var count = 0
        let matches = try Int64.fetchCursor(
            db.cachedStatement(sql: "SELECT rowid FROM \(text) WHERE \(text) MATCH ?"), arguments: [match])
        while count < cap ?? .max, let id = try matches.next() {
            if members.contains(id) { count += 1 }
        }
        return count
    }

    /// The search of a prefix of many words read from FTS5's pages, when the list's items are not indexed apart
    /// (`ScopedText`: a few, whose own full-text table answers at once).
    private func wideSearch(counting: Bool = false, _ db: Database) throws -> WidePrefixSearch? {
        text == "itemText" ? try WidePrefixSearch(plan, within: members, counting: counting, db) : nil
    }

    /// The search of broad words, or of prefixes of many words, from their sets (`BroadWordSearch`) among the list's
    /// items, when they are not indexed apart: FTS5 reads every item of such a word, most of them the other lists'.
    private func setSearch(forAPage: Bool = false, _ db: Database) throws -> BroadWordSearch? {
        text == "itemText" ? try BroadWordSearch(plan, within: members, forAPage: forAPage, db, kept: kept) : nil
    }
}
