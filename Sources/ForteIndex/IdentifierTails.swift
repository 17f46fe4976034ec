import GRDB

/// Each item's identifier backwards (`ShortIdentifier.reversed`, in SQL `reversedIdentifier`), where a tail of it is a
/// beginning: a short identifier is found by a few seeks (`ShortIdentifier.reversedStretches`) in each run.
///
/// Taken with the lists (or ahead of them, `takeAhead`), the new items' as a run of their own, appended in its order:
/// taken into one table in its order, new items' tails fell all over it, and each taking wrote pages across the whole
/// table however few the items (docs/PERFORMANCE.md, "The identifiers taken as runs"). A run is of the items from its
/// first id to the next run's, so an item's run is found from its id. When there are more than `mostRuns`, the two
/// neighbours of fewest items are merged, so a lookup seeks in a few runs, and a merge never takes more than about a
/// quarter of the items.
enum IdentifierTails {
    static let mostRuns = 8

    static let schema = """
        -- `IdentifierTails`: its runs, each of the items from `first` on to the next run's `first` (`items` of them
        -- when taken) ...
        CREATE TABLE identifierRun (
            first INTEGER PRIMARY KEY,
            items INTEGER NOT NULL
        );
        -- ... and their identifiers backwards, every item up to `identifiersThrough` (an item keeps its identifier).
        CREATE TABLE identifierTail (
            run INTEGER NOT NULL,
            reversed TEXT NOT NULL,
            itemId INTEGER NOT NULL,
            PRIMARY KEY (run, reversed, itemId)
        ) WITHOUT ROWID;
        """

    /// The SQL, for a trigger, that forgets the tail of the item row `row` names (`old`).
    static func forgetting(_ row: String) -> String {
        """
        DELETE FROM identifierTail
            WHERE run = (SELECT max(first) FROM identifierRun WHERE first <= \(row).id)
            AND reversed = reversedIdentifier(\(row).identifier) AND itemId = \(row).id;
        """
    }

    /// Takes the identifiers of the items added since the last taking, as a new run, and merges runs when there are
    /// too many. Until then a short identifier finds those items by reading their identifiers one by one.
    static func take(_ db: Database) throws {
        let first = try Int64.fetchOne(db, sql: "SELECT identifiersThrough + 1 FROM projection") ?? 1
        // A run's first id is past every row before it: the run goes at the table's end.
        try db.cachedStatement(
            sql: """
                INSERT INTO identifierTail (run, reversed, itemId)
                    SELECT ?, reversedIdentifier(identifier) AS reversed, id FROM item WHERE id >= ?
                    ORDER BY reversed, id
                """
        ).execute(arguments: [first, first])
        let taken = db.changesCount
        if taken > 0 {
            try db.execute(
                sql: "INSERT INTO identifierRun (first, items) VALUES (?, ?)", arguments: [first, taken])
        }
        try db.cachedStatement(
            sql: """
                UPDATE projection SET identifiersThrough = coalesce((SELECT max(id) FROM item), identifiersThrough)
                """
        ).execute()
        while try mergeCheapest(db) {}
    }

    /// The fewest items whose identifiers a harvest takes ahead of the lists (see `takeAhead`): its end takes at most
    /// about as many, a fraction of a second's work.
    static let leastAhead = 50_000

    /// Takes, ahead of the lists' build, the identifiers of the items added since the last taking, while a harvest that
    /// says how many records are still to come (`remaining`) waits for the network: once at least `least` items, and
    /// as many as are still to come, wait for them. Each taking then takes at least half of what was left when the
    /// one before was taken, and the harvest's end, which a person waits on, takes few beside the lists' reader:
    /// taken with the lists alone, they were millions at a ten-million end whose harvest had outrun the last build,
    /// on the writer beside the reader's two threads on two cores (docs/PERFORMANCE.md, "The identifiers taken ahead
    /// of the harvest's end").
    static func takeAhead(_ db: Database, expecting remaining: Int, least: Int) throws {
        let waiting =
            try Int.fetchOne(
                db.cachedStatement(
                    sql: "SELECT coalesce((SELECT max(id) FROM item), 0) - identifiersThrough FROM projection")) ?? 0
        if waiting >= max(least, remaining) { try take(db) }
    }

    /// When there are more than `mostRuns` runs, merges the two neighbours of fewest items into the older, and says so.
    private static func mergeCheapest(_ db: Database) throws -> Bool {
        let runs = try Row.fetchAll(db, sql: "SELECT first, items FROM identifierRun ORDER BY first")
        guard runs.count > mostRuns else { return false }
        let items = runs.map { $0["items"] as Int64 }
        let older = items.indices.dropLast().min { items[$0] + items[$0 + 1] < items[$1] + items[$1 + 1] }!
        let (into, from): (Int64, Int64) = (runs[older]["first"], runs[older + 1]["first"])
        try db.execute(
            sql: """
                INSERT INTO identifierTail (run, reversed, itemId)
                    SELECT ?, reversed, itemId FROM identifierTail WHERE run = ? ORDER BY reversed, itemId;
                DELETE FROM identifierTail WHERE run = ?;
                UPDATE identifierRun SET items = items + (SELECT items FROM identifierRun WHERE first = ?)
                    WHERE first = ?;
                DELETE FROM identifierRun WHERE first = ?;
                """, arguments: [into, from, from, from, into, from])
        return true
    }
}
