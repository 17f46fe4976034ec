import ForteCatalog
import GRDB

/// Full-text search, as a `SearchPlan` (ForteSearch writes it from what a person typed; `SearchPlan.match` writes its
/// words as FTS5 expressions) asks it: the matches; how many there are; and the index's own vocabulary, for typos and
/// prefixes.
extension CatalogIndex {
    /// `limit` matches from `offset` on, in the index's order (ForteSearch puts the best first among the first ones);
    /// `fromEnd`, from the `offset`th last on, last first. Not
    /// ranked by bm25 here: bm25 counts every item each word is in before it ranks the first, far too slow for a
    /// keystroke at a million items (docs/PERFORMANCE.md, "Search").
    public func search(_ plan: SearchPlan, offset: Int = 0, limit: Int, fromEnd: Bool = false) throws -> [ItemSummary] {
        guard !plan.isEmpty, limit > 0 else { return [] }
        let filter = SearchFilter(plan)
        let direction = fromEnd ? "DESC" : "ASC"
        return try reading { db in
            guard let match = plan.match else {
                if let listed = try ListedSearch(plan, db, kept: kept) {
                    return try listed.summaries(offset: offset, limit: limit, fromEnd: fromEnd, db)
                }
                return try Row.fetchAll(
                    db,
                    sql: """
                        SELECT \(ItemSummary.columns) FROM item WHERE \(filter.sql)
                        ORDER BY \(SortKey.titleColumns(descending: fromEnd)) LIMIT ? OFFSET ?
                        """, arguments: filter.arguments + [limit, offset]
                ).map(ItemSummary.init(row:))
            }
            if let within = try MatchesWithinList(plan, db, kept: kept) {
                return try within.summaries(offset: offset, limit: limit, fromEnd: fromEnd, db)
            }
            if let broad = try BroadWordSearch(plan, forAPage: true, db, kept: kept) {
                return try broad.summaries(offset: offset, limit: limit, fromEnd: fromEnd, db)
            }
            if var wide = try WidePrefixSearch(plan, db),
                let page = try wide.summaries(offset: offset, limit: limit, fromEnd: fromEnd, db)
            {
                return page
            }
            let text = try ScopedText.table(for: plan, db)
            // The full-text table leads the join and gives its matches by rowid, either way without sorting them.
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT \(ItemSummary.columns) FROM \(text) CROSS JOIN item ON item.id = \(text).rowid
                    WHERE \(text) MATCH ? AND \(filter.sql) ORDER BY \(text).rowid \(direction) LIMIT ? OFFSET ?
                    """, arguments: [match] + filter.arguments + [limit, offset]
            )
            .map(ItemSummary.init(row:))
        }
    }

    /// How many items match: all of them, however many (on a broad query, it takes longer than the first page).
    public func searchCount(_ plan: SearchPlan) throws -> Int {
        try searchCount(plan, upTo: nil)
    }

    /// How many items match, counted up to `cap` (nil: all of them): a broad word of a large catalogue is in
    /// millions of items, each of which a count reads.
    public func searchCount(_ plan: SearchPlan, upTo cap: Int?) throws -> Int {
        guard !plan.isEmpty else { return 0 }
        let filter = SearchFilter(plan)
        // `rows`: FROM and WHERE. Counted whole, not through a subquery with no limit, which reads each row again.
        func count(_ rows: String, _ arguments: StatementArguments, _ db: Database) throws -> Int {
            guard let cap else {
                return try Int.fetchOne(db, sql: "SELECT count(*) FROM \(rows)", arguments: arguments) ?? 0
            }
            return try Int.fetchOne(
                db, sql: "SELECT count(*) FROM (SELECT 1 FROM \(rows) LIMIT ?)", arguments: arguments + [cap]) ?? 0
        }
        return try reading { db in
            guard let match = plan.match else {
                if let listed = try ListedSearch(plan, db, kept: kept) {
                    return cap.map { min($0, listed.count) } ?? listed.count
                }
                return try count("item WHERE \(filter.sql)", filter.arguments, db)
            }
            if let within = try MatchesWithinList(plan, db, kept: kept) {
                return try within.count(upTo: cap, db)
            }
            // Without a filter, the full-text index alone counts: its rows are the items'.
            if filter.isEverything {
                if let broad = try BroadWordSearch(plan, db, kept: kept) {
                    return cap.map { min($0, broad.count) } ?? broad.count
                }
                if var wide = try WidePrefixSearch(plan, counting: true, db), let count = try wide.count(upTo: cap, db)
                {
                    return count
                }
                return try count("itemText WHERE itemText MATCH ?", [match], db)
            }
            let text = try ScopedText.table(for: plan, db)
            return try count(
                "\(text) CROSS JOIN item ON item.id = \(text).rowid WHERE \(text) MATCH ? AND \(filter.sql)",
                [match] + filter.arguments, db)
        }
    }

    /// Which of `words` (folded, as the index keeps them) are whole words of the index, and in how many items
    /// each is, counted up to `cap` (the role words, which are no one's typing, aside). Each is looked up as a full-text match: FTS5's vocabulary table counts
    /// every item a word is in before it answers.
    public func indexedWords(_ words: [String], countingUpTo cap: Int) throws -> [(word: String, items: Int)] {
        try reading { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT count(*) FROM (SELECT rowid FROM itemText WHERE itemText MATCH ? LIMIT ?)
                    """)
            return try words.compactMap { word in
                let items = try Int.fetchOne(statement, arguments: [SearchPlan.anywhere(word), cap]) ?? 0
                return items > 0 ? (word, items) : nil
            }
        }
    }

    /// The words of `plan` the index would seek as prefixes, as it keeps them (`SearchPlan.prefixWords`): what
    /// `indexedWords(completing:atMost:)` may give the words of, for `SearchPlan.completions`.
    public func prefixWords(of plan: SearchPlan) -> [String] {
        plan.prefixWords
    }

    /// The index's first word from `word` on (A to Z, as its vocabulary sorts: by bytes). A seek into FTS5's
    /// vocabulary by instance, which reads none of the word's items (by word, or by column, it reads them all
    /// to count them).
    public func firstIndexedWord(from word: String) throws -> String? {
        try reading { db in try String.fetchOne(Self.wordSeek(db), arguments: [word]) }
    }

    /// The index's words that start with `prefix`, A to Z, when there are at most `limit`; nil when there are more.
    /// FTS5 answers a prefix by merging its words' lists of items, every item of them, before it gives the first: the
    /// words it stands for, found here, are not merged. Read from FTS5's leaf pages (`TextLeafPages`); sought one by
    /// one in its vocabulary, which reads every item of each word it passes, when the pages are in another format.
    public func indexedWords(completing prefix: String, atMost limit: Int) throws -> [String]? {
        return try reading { db in
            if let words = try TextLeafPages.words(startingWith: prefix, atMost: limit, db) {
                return words.count <= limit ? words : nil
            }
            let seek = try Self.wordSeek(db)
            var words: [String] = []
            // Past a word: nothing sorts between it and itself followed by the lowest character.
            var from = prefix
            while let word = try String.fetchOne(seek, arguments: [from]), word.hasPrefix(prefix) {
                guard words.count < limit else { return nil }
                words.append(word)
                from = word + "\u{1}"
            }
            return words
        }
    }

    /// The index's first word from the one bound on.
    private static func wordSeek(_ db: Database) throws -> Statement {
        // A temporary table, for this connection: nothing is written to the file.
        try db.execute(
            sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.itemWordInstances USING fts5vocab(main, itemText, instance)")
        return try db.cachedStatement(sql: "SELECT term FROM temp.itemWordInstances WHERE term >= ? LIMIT 1")
    }
}
