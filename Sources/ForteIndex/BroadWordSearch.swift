import ForteCatalog
import GRDB

/// A search of words (alone, or within a list) that seeks a broad word (`BroadWords`) or a prefix of many words, its
/// matches as a set: each clause's items, of its broad words from their sets, of such a prefix from FTS5's pages
/// (`WidePrefixSearch.items(ofPrefix:in:upTo:_:)`), of the rest of its words from FTS5 when they are few; the sets of
/// the clauses intersected, and those of the excluded ones taken out. FTS5 reads every item of a word of millions to
/// count its matches, and to find the few that an excluded word of millions leaves.
struct BroadWordSearch {
    /// At most this many items of a clause's other words are read from FTS5 (about as long as it reads a word of
    /// `BroadWords.minPages`): beyond, FTS5 runs the whole search.
    static let maxItemsRead = 500_000

    private let found: ItemSet

    /// The search of `plan` so, within `members` (the list searched within, `MatchesWithinList`) when given, else only
    /// for a plan of words alone; nil when it seeks neither a broad word nor a prefix of many words, or the rest of a
    /// clause seeks a prefix itself (FTS5 merges every item of its words first) or is in more than `maxItemsRead`
    /// items. `forAPage`: only when an excluded clause seeks either (FTS5 finds a page of other searches in their first
    /// items).
    init?(
        _ plan: SearchPlan, within members: ItemSet? = nil, forAPage: Bool = false, _ db: Database,
        kept: KeptReads? = nil
    ) throws {
        // Asked at every key for a page: nothing is read for a plan that could not be one.
        guard members != nil || SearchFilter(plan).isEverything, plan.clauses.contains(where: { !$0.isExcluded }),
            !forAPage || plan.clauses.contains(where: \.isExcluded)
        else { return nil }
        let broad = try BroadWords.words(db)
        let parts = plan.clauses.map { Part($0, of: plan, broad) }
        let seeking = zip(plan.clauses, parts).filter { clause, part in !forAPage || clause.isExcluded }
        guard seeking.contains(where: { !$0.1.broad.isEmpty || !$0.1.prefixes.isEmpty }), parts.allSatisfy(\.isBounded)
        else { return nil }
        let greatest = try Intersection.greatestItemId(db)
        var found: ItemSet?
        for (clause, part) in zip(plan.clauses, parts) where !clause.isExcluded {
            guard let items = try part.items(upTo: greatest, db, kept: kept?.broadWords) else { return nil }
            if found == nil { found = items } else { found!.formIntersection(items) }
        }
        guard var found else { return nil }
        if let members { found.formIntersection(members) }
        for (clause, part) in zip(plan.clauses, parts) where clause.isExcluded {
            guard let items = try part.items(upTo: greatest, db, kept: kept?.broadWords) else { return nil }
            found.subtract(items)
        }
        self.found = found
    }

    /// How many items match.
    var count: Int { found.count }

    /// `limit` matches from `offset` on, in the index's order; `fromEnd`, from the `offset`th last on, last first.
    func summaries(offset: Int, limit: Int, fromEnd: Bool, _ db: Database) throws -> [ItemSummary] {
        try ListReader.summaries(of: found.members(skipping: offset, limit: limit, fromEnd: fromEnd), db)
    }

    /// A clause's words: the broad words it stands for, its prefixes of many words, and the FTS5 expressions of the
    /// rest.
    private struct Part {
        var broad: [String] = []
        var prefixes: [(word: String, column: TextColumn?)] = []
        var rest: [String] = []
        /// Whether FTS5 finds the rest without merging every item of a prefix's words first.
        var isBounded = true

        /// A prefix of many words (`WidePrefixSearch.minWords`, or too many to name), in a field or none, is read from
        /// the pages, where FTS5 would read every item of each of them, in calls that SQLite's progress handler does
        /// not stop, before the first result. A word of no field (not a phrase) stands for the words `plan` completes
        /// it to: each broad (with a set) or sought by FTS5.
        init(_ clause: SearchPlan.Clause, of plan: SearchPlan, _ words: Set<String>) {
            for sought in clause.words {
                let token =
                    sought.field == nil && !sought.isPhrase && sought.words.count == 1 ? sought.words.first : nil
                if let prefix = plan.prefix(of: sought),
                    plan.completions[prefix.word]?.count ?? .max >= WidePrefixSearch.minWords
                {
                    prefixes.append(prefix)
                } else if let token, let completed = plan.completions[token] {
                    broad += completed.filter(words.contains)
                    rest += completed.filter { !words.contains($0) }.map(SearchPlan.anywhere)
                } else {
                    let alone = SearchPlan(clauses: [SearchPlan.Clause(words: [sought], isExcluded: false)])
                    isBounded = isBounded && alone.prefixWords.allSatisfy { plan.completions[$0] != nil }
                    rest.append(plan.expression(of: [sought]))
                }
            }
        }

        /// The items of the clause, up to `greatest`; nil when the rest is in more than `maxItemsRead`.
        func items(upTo greatest: Int64, _ db: Database, kept: Kept<ItemSet>?) throws -> ItemSet? {
            var sets: ItemSet?
            for word in broad {
                guard let items = try BroadWords.items(of: word, upTo: greatest, db, kept: kept) else { return nil }
                if sets == nil { sets = items } else { sets!.formUnion(items) }
                // A set is laid out in Swift, where SQLite's progress handler does not ask (a key's frame waits for it).
                try ReadingStop.stopIfAsked()
            }
            var items = sets ?? ItemSet(upTo: greatest)
            for (prefix, column) in prefixes {
                guard let read = try WidePrefixSearch.items(ofPrefix: prefix, in: column, upTo: greatest, db) else {
                    return nil
                }
                items.formUnion(read)
            }
            guard !rest.isEmpty else { return items }
            var read = 0
            try DirectStatement("SELECT rowid FROM itemText WHERE itemText MATCH ? LIMIT ?", db).forEachRow(
                [.string(rest.map { "(\($0))" }.joined(separator: " OR ")), .integer(Int64(maxItemsRead + 1))]
            ) {
                let id = $0.int64(0)
                if id > items.greatest { items.makeRoom(upTo: id) }
                items.insert(id)
                read += 1
            }
            return read <= maxItemsRead ? items : nil
        }
    }
}
