import ForteCatalog
import GRDB

/// A search of filters alone (its scope, and at most one span of years: `decade:1910s`, `year:1855`), read from the
/// scope's list as `forte list` reads it: every item's row read and sorted took a keystroke most of a second at a
/// million items. Without years, the list in title order; with them, its stretch of those years in date order
/// (oldest first, then by title), bisected. Other plans of filters (years in several spans, exclusions) read the
/// items as `SearchFilter` says.
struct ListedSearch {
    private let reader: ListReader
    private let places: Range<Int>

    init?(_ plan: SearchPlan, _ db: Database, kept: KeptReads) throws {
        guard plan.match == nil, plan.excludedMatch == nil, plan.excludedYears.isEmpty, plan.years.count <= 1 else {
            return nil
        }
        var scope = plan.scope
        guard let years = plan.years.first else {
            scope.order = .title
            reader = try ListReader(scope, db, kept: kept)
            places = 0..<reader.count
            return
        }
        guard years.count == 1 else { return nil }
        scope.order = .date
        reader = try ListReader(scope, db, kept: kept)
        places = try reader.places(dated: years[0], db)
    }

    /// How many items the search finds.
    var count: Int { places.count }

    /// `limit` items from `offset` on; `fromEnd`, from the `offset`th last on, last first.
    func summaries(offset: Int, limit: Int, fromEnd: Bool, _ db: Database) throws -> [ItemSummary] {
        let (first, end) =
            fromEnd
            ? (max(places.lowerBound, places.upperBound - offset - limit), places.upperBound - offset)
            : (places.lowerBound + offset, min(places.upperBound, places.lowerBound + offset + limit))
        guard first < end else { return [] }
        let page = try reader.summaries(offset: first, limit: end - first, db)
        return fromEnd ? page.reversed() : page
    }
}
