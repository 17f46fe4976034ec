import ForteCatalog
import GRDB

/// A search of words within one span of years (`year:1914 waltz`, `decade:1910s w`): the full-text matches, by rowid,
/// kept when they are among the span's items, read as a set from the scope's list in date order (as `ListedSearch`
/// reads the span). Each match joined to its item row to test its year read a row for every item of the words, most
/// of them of other years: tens of milliseconds for a word of ten thousand items (docs/PERFORMANCE.md, "Search").
/// Not while the lists are stale: a sync's items are in the full-text index before the lists hold them by their year.
struct DatedSearch {
    private let members: ItemSet
    private let text: String
    private let match: String

    init?(_ plan: SearchPlan, _ db: Database, kept: KeptReads) throws {
        guard let match = plan.match, plan.excludedYears.isEmpty, plan.years.count == 1, plan.years[0].count == 1,
            try !Projection.isStale(db)
        else {
            return nil
        }
        var scope = plan.scope
        scope.order = .date
        let years = plan.years[0][0]
        // Kept while the lists stay as they are: each key of a query within the same years finds the span's items read.
        let generation = try Projection.generation(of: ListShelf(scope.shelf), db)
        members = try kept.members.value("\(generation) \(Lists.lists(of: scope)) \(String(describing: years))") {
            let reader = try ListReader(scope, db, kept: kept)
            return try reader.itemSet(at: try reader.places(dated: years, db), db)
        }
        text = try ScopedText.table(for: plan, db)
        self.match = match
    }

    /// `limit` matches from `offset` on, by rowid; `fromEnd`, from the `offset`th last on, last first.
    func summaries(offset: Int, limit: Int, fromEnd: Bool, _ db: Database) throws -> [ItemSummary] {
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
        var count = 0
        let matches = try Int64.fetchCursor(
            db.cachedStatement(sql: "SELECT rowid FROM \(text) WHERE \(text) MATCH ?"), arguments: [match])
        while count < cap ?? .max, let id = try matches.next() {
            if members.contains(id) { count += 1 }
        }
        return count
    }
}
