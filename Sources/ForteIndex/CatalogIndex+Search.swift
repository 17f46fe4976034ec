import ForteCatalog
import GRDB

/// Full-text search, as a `SearchPlan` (ForteSearch writes it from what a person typed) asks it: the
/// matches, best first; how many there are; and the index's own vocabulary, for typos.
extension CatalogIndex {
    /// bm25 weights of the columns title, creators, subjects, description, publisher: a word in the
    /// title counts most.
    private static let rank = "bm25(itemText, 10.0, 4.0, 2.0, 1.0, 1.0)"

    /// How many matches are ranked at most: ranking costs time for every match, so only the first
    /// this many (in index order) are ranked: exact for any query narrower than that, and fast as you
    /// type a broad one.
    static let rankedMatches = 1_000

    /// The matches, best first (A to Z when there are no words to rank by).
    public func search(_ plan: SearchPlan, limit: Int) throws -> [ItemSummary] {
        guard !plan.isEmpty, limit > 0 else { return [] }
        let filter = SearchFilter(plan)
        return try reading { db in
            guard let match = plan.match else {
                return try Row.fetchAll(db, sql: """
                    SELECT \(ItemSummary.columns) FROM item WHERE \(filter.sql) ORDER BY item.sortKey, item.identifier, item.source LIMIT ?
                    """, arguments: filter.arguments + [limit]).map(ItemSummary.init(row:))
            }
            return try Row.fetchAll(db, sql: """
                SELECT \(ItemSummary.columns) FROM (
                    SELECT rowid, score FROM (
                        SELECT itemText.rowid, \(Self.rank) AS score FROM itemText CROSS JOIN item ON item.id = itemText.rowid
                        WHERE itemText MATCH ? AND \(filter.sql) LIMIT ?
                    ) ORDER BY score LIMIT ?
                ) AS hit JOIN item ON item.id = hit.rowid
                ORDER BY hit.score, item.sortKey, item.identifier, item.source
                """, arguments: [match] + filter.arguments + [Self.rankedMatches, limit])
                .map(ItemSummary.init(row:))
        }
    }

    /// How many items match: all of them, however many (on a broad query, it takes longer than the first page).
    public func searchCount(_ plan: SearchPlan) throws -> Int {
        guard !plan.isEmpty else { return 0 }
        let filter = SearchFilter(plan)
        return try reading { db in
            guard let match = plan.match else {
                return try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE \(filter.sql)", arguments: filter.arguments) ?? 0
            }
            // Without a filter, the full-text index alone counts: its rows are the items'.
            if filter.isEverything {
                return try Int.fetchOne(db, sql: "SELECT count(*) FROM itemText WHERE itemText MATCH ?", arguments: [match]) ?? 0
            }
            return try Int.fetchOne(db, sql: """
                SELECT count(*) FROM itemText CROSS JOIN item ON item.id = itemText.rowid WHERE itemText MATCH ? AND \(filter.sql)
                """, arguments: [match] + filter.arguments) ?? 0
        }
    }

    /// Which of `words` (folded, as the index keeps them) are words of the index, and in how many items each is.
    public func indexedWords(_ words: [String]) throws -> [(word: String, items: Int)] {
        try reading { db in
            try Self.createVocabulary(db)
            let statement = try db.cachedStatement(sql: "SELECT doc FROM temp.itemVocabulary WHERE term = ?")
            return try words.compactMap { word in try Int.fetchOne(statement, arguments: [word]).map { (word, $0) } }
        }
    }

    /// The index's words that start with `prefix`, at most `limit` of them, with how many items each is in.
    public func indexedWords(startingWith prefix: String, limit: Int) throws -> [(word: String, items: Int)] {
        try reading { db in
            try Self.createVocabulary(db)
            return try Row.fetchAll(db.cachedStatement(sql: """
                SELECT term, doc FROM temp.itemVocabulary WHERE term >= ? AND term < ? || x'F48FBFBF' LIMIT ?
                """), arguments: [prefix, prefix, limit]).map { ($0[0], $0[1]) }
        }
    }

    /// FTS5's view of the full-text index's words, for this connection (a temporary table: nothing is written to the file).
    private static func createVocabulary(_ db: Database) throws {
        try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.itemVocabulary USING fts5vocab(main, itemText, row)")
    }
}
