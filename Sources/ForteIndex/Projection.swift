import ForteCatalog
import GRDB

/// Everything the index derives from the `RecordStore` for reading: the lists `Lists` declares (All, each
/// decade, each composer, each composer in each decade, each facet value, in sort order, with their counts) and the
/// full-text index.
///
/// It is rebuilt, never migrated: a projection of another `version` than this code's is dropped and built
/// again from the records. A sync writes the record store (its triggers take what goes out of the full-text
/// index at once) and marks the lists `stale`; the lists are built again, whole, in one transaction, when a
/// harvest completes and now and then during a long one (see `CatalogIndex.catchUp`). Readers, each in a
/// transaction of its own, see one whole projection at a time: items added since appear when it is built
/// again, and items removed since are skipped.
enum Projection {
    /// Raise it whenever what is derived, or how, changes.
    static let version = 23
    /// Places are kept this many item ids to a row: as rows of their own they made completing a harvest take several
    /// times as long (docs/PERFORMANCE.md, "The index's lists and projection").
    static let chunkSize = 512

    private static let schema = """
        CREATE TABLE projection (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            version INTEGER NOT NULL,
            -- The full-text index has every item up to this id (items have ids that only grow), but for
            -- those in `unindexed`.
            textThrough INTEGER NOT NULL,
            -- Items changed since the lists were built.
            stale INTEGER NOT NULL,
            -- The new items' lists take the places from here on, then the favourites' from `favouritesFrom` (each
            -- the first of a chunk): marking a favourite builds the favourites' alone.
            newFrom INTEGER NOT NULL DEFAULT 0,
            favouritesFrom INTEGER NOT NULL DEFAULT 0,
            -- Moves on at every build of any lists: what a reader keeps of them is of one generation.
            generation INTEGER NOT NULL DEFAULT 0,
            -- Moves on at every build of the catalog's lists alone: what a reader keeps of those outlasts a favourite.
            catalogGeneration INTEGER NOT NULL DEFAULT 0,
            -- `identifierTail` has every item up to this id: taken with the lists, or ahead of them during a harvest
            -- (`IdentifierTails.takeAhead`) ...
            identifiersThrough INTEGER NOT NULL DEFAULT 0,
            -- ... and the lists every item up to this one.
            listsThrough INTEGER NOT NULL DEFAULT 0,
            -- The full-text index's segments, newest first, as they were when the sets of `broadWord` were kept
            -- (`BroadWords`): each one's id, first and last pages; null when none are.
            broadSegments TEXT
        );

        -- The lists `Lists` declares, in each sort order alike (see `SortPosition`: ties go by title, so the same
        -- items give the same lists, whatever order they came in).
        \(Lists.schema)
        -- Place p of an order (`ListOrder`'s name) holds the item whose id is id p % chunkSize of the order's chunk
        -- p / chunkSize (`ChunkCoding`).
        CREATE TABLE entry (
            sortOrder TEXT NOT NULL,
            chunk INTEGER NOT NULL,
            itemIds BLOB NOT NULL,
            PRIMARY KEY (sortOrder, chunk)
        );

        \(textTable("itemText"));
        -- FTS5 merges a level's segments when there are this many (4 by default): at 8, a sync, which writes
        -- text thousands of items at a time, spent 3.5% fewer instructions; searches read at most twice as many.
        INSERT INTO itemText (itemText, rank) VALUES ('automerge', 8);

        \(BroadWords.schema)

        \(IdentifierTails.schema)

        -- Items changed since the full-text index took their text: it forgets their text as it was, at once,
        -- and takes the new text with the new items'.
        CREATE TABLE unindexed (
            itemId INTEGER PRIMARY KEY
        );
        CREATE TRIGGER item_changed AFTER UPDATE OF record ON item WHEN old.id <= (SELECT textThrough FROM projection) BEGIN
            \(forgetting("old"));
            INSERT OR IGNORE INTO unindexed (itemId) VALUES (old.id);
        END;
        CREATE TRIGGER item_forgotten AFTER DELETE ON item WHEN old.id <= (SELECT textThrough FROM projection) BEGIN
            \(forgetting("old"));
            DELETE FROM unindexed WHERE itemId = old.id;
            \(IdentifierTails.forgetting("old"))
        END;
        """

    /// Makes the full-text table `name` (the index's, `itemText`, or a search's of a few items, `ScopedText`).
    ///
    /// Contentless: the text is read from each item's record to index it (recordText; the title and the creators'
    /// role words from its row), and again, the same, to forget it. `roles` is searched by role.
    /// No prefix index: `prefix = '1 2 3'` made one-letter prefixes fast, but the full-text data several times as
    /// large, and every sync's text indexing and every rebuild far dearer (docs/PERFORMANCE.md, "Search").
    /// No column sizes (`columnsize = 0`): only bm25 reads them, and search does not rank by it; writing them cost
    /// a large share of the text indexing's CPU.
    static func textTable(_ name: String, ifNotExists: Bool = false) -> String {
        """
        CREATE VIRTUAL TABLE \(ifNotExists ? "IF NOT EXISTS " : "")\(name) USING fts5 (
            \(textColumns),
            content = '', columnsize = 0, tokenize = 'unicode61 remove_diacritics 2'
        )
        """
    }

    /// The full-text columns (`TextColumn`, each once, in its order; `TextColumnTests` holds it to it), each with the
    /// SQL of the text it takes from the item row named.
    static let text: [(column: TextColumn, value: @Sendable (_ row: String) -> String)] = [
        (.title, { "\($0).title" }),
        (.creators, { recordText($0, "creator") + " || char(10) || " + recordText($0, "contributor") }),
        (.subjects, { recordText($0, "subject") }),
        (.description, { recordText($0, "description") }),
        (.publisher, { recordText($0, "publisher") }),
        (.roles, markedRoleWords),
        (.facets, { "facetText(\($0).facets)" }),
    ]

    static let textColumns = text.map(\.column.rawValue).joined(separator: ", ")

    /// The values of `textColumns` for the item row `row`.
    static func textValues(_ row: String) -> String {
        text.map { $0.value(row) }.joined(separator: ", ")
    }

    /// The values of a Dublin Core element of the item row `row`'s record (see `RecordTextFunction`).
    private static func recordText(_ row: String, _ element: String) -> String {
        "recordText(\(row).record, \(row).recordFormat, '\(element)')"
    }

    /// Takes the item rows `row` names out of the full-text index, those that `rows` selects (`FROM … WHERE …`; in a
    /// trigger, `old` alone), but for those whose text is not there (in `unindexed`).
    private static func forgetting(_ row: String, _ rows: String = "WHERE true") -> String {
        """
        INSERT INTO itemText (itemText, rowid, \(textColumns))
                SELECT 'delete', \(row).id, \(textValues(row)) \(rows)
                    AND NOT EXISTS (SELECT 1 FROM unindexed WHERE itemId = \(row).id)
        """
    }

    /// The item `row`'s role words as `roles` indexes them, each behind `CreatorRole.indexedMark` (they are
    /// stored one space apart).
    private static func markedRoleWords(_ row: String) -> String {
        let mark = CreatorRole.indexedMark
        return "CASE \(row).roleWords WHEN '' THEN '' ELSE '\(mark)' || replace(\(row).roleWords, ' ', ' \(mark)') END"
    }

    /// The generation of the lists a filter on `shelf` reads (the `projection` table's `catalogGeneration` for the
    /// catalog's, else its `generation`): what a reader keeps of them is keyed by it. A favourite marked builds the
    /// favourites' lists alone, and leaves what was kept of the catalog's.
    static func generation(of shelf: ListShelf, _ db: Database) throws -> Int {
        let column = shelf == .catalog ? "catalogGeneration" : "generation"
        return try Int.fetchOne(db.cachedStatement(sql: "SELECT \(column) FROM projection")) ?? 0
    }

    /// Whether a newer forte built the projection.
    static func isNewer(_ db: Database) throws -> Bool {
        try builtVersion(db).map { $0 > version } ?? false
    }

    /// Whether the index has a projection this code reads.
    static func isCurrent(_ db: Database) throws -> Bool {
        try builtVersion(db) == version
    }

    /// The version of the projection the index holds; nil when it has none.
    private static func builtVersion(_ db: Database) throws -> Int? {
        guard try db.tableExists("projection") else { return nil }
        return try Int.fetchOne(db, sql: "SELECT version FROM projection")
    }

    /// Drops whatever projection the index has, and builds this one from the record store.
    static func rebuild(_ db: Database) throws {
        try drop(db)
        try db.execute(sql: schema)
        try db.execute(
            sql: "INSERT INTO projection (id, version, textThrough, stale) VALUES (1, ?, 0, 1)", arguments: [version])
        try refresh(db)
    }

    /// Drops the projection, for the next open to build it again: a record store migration that changes what the
    /// projection was built from (the items' derived columns, whose text the full-text index must forget as it took
    /// it) does so.
    static func drop(_ db: Database) throws {
        for (type, name) in [
            ("TRIGGER", "item_changed"), ("TRIGGER", "item_forgotten"), ("TABLE", "unindexed"),
            ("TABLE", "identifierTail"), ("TABLE", "identifierRun"), ("TABLE", "broadWord"), ("TABLE", "itemText"),
            ("TABLE", "entry"), ("TABLE", "list"), ("TABLE", "projection"),
        ] {
            try db.execute(sql: "DROP \(type) IF EXISTS \(name)")
        }
    }

    /// Notes that items changed: the lists are built again when next refreshed.
    static func markStale(_ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE projection SET stale = 1 WHERE NOT stale").execute()
    }

    static func isStale(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT stale FROM projection")) ?? true
    }

    /// Indexes the text of the items not yet indexed, and builds the lists (and takes the new items' identifiers)
    /// again if items changed, all in the transaction `db` is in.
    static func refresh(_ db: Database) throws {
        try prepareLists(db)
        guard try isStale(db) else { return }
        try build(db, from: ListBuilder.readingCatalog(db))
    }

    /// What comes before the lists: the text of the items not yet indexed, when items changed the new items'
    /// identifiers, the text folded or merged when due, and the broad words' sets kept. A sync commits it before the
    /// lists (see `CatalogIndex.refreshProjection`), which meanwhile read the items on a connection of their own.
    /// `harvested`, `remaining`: the records the harvest under way has brought, and says are still to come (0 at its
    /// end, or when it does not say); `goesOn`: whether a merge of the full text may go on (see `foldText`).
    static func prepareLists(
        _ db: Database, harvested: Int = 0, expecting remaining: Int = 0, mergingWhile goesOn: () -> Bool = { true }
    ) throws {
        try indexText(db)
        if try isStale(db) {
            // What the writer's cache holds is not read again: let go before the identifiers, and after them, so that
            // no more of the writer's memory lies beside the lists than the identifiers take.
            try db.execute(sql: "PRAGMA shrink_memory")
            try IdentifierTails.take(db)
            try db.execute(sql: "PRAGMA shrink_memory")
        }
        try foldText(db, harvested: harvested, expecting: remaining, mergingWhile: goesOn)
        try BroadWords.keep(db)
    }

    /// Builds the lists from the items as `catalog` read them, and notes them built.
    static func build(_ db: Database, from catalog: consuming ListBuilder) throws {
        try ListBuilder.build(db, from: catalog)
        try db.execute(sql: "UPDATE projection SET stale = 0, listsThrough = coalesce((SELECT max(id) FROM item), 0)")
    }

    /// Takes the items `ids`, about to be written over, out of the full-text index, all in one statement (see
    /// `PageWriter`), and notes them as waiting for it: their triggers then find their text gone.
    static func forgetText(ofItems ids: [Int64], _ db: Database) throws {
        let ids = ListReader.jsonArray(ids)
        try db.execute(
            sql: forgetting(
                "item",
                """
                FROM item WHERE id IN (SELECT value FROM json_each(?)) AND id <= (SELECT textThrough FROM projection)
                """), arguments: [ids])
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO unindexed (itemId) SELECT value FROM json_each(?) WHERE value <= (SELECT textThrough FROM projection)
                """, arguments: [ids])
    }

    /// How many items (at most: some may have gone since) wait for the full-text index.
    static func unindexedText(_ db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT coalesce((SELECT max(id) FROM item), 0) - textThrough + (SELECT count(*) FROM unindexed) FROM projection
                    """)) ?? 0
    }

    /// Indexes the text of the items not yet indexed, thousands at a time: page by page, each commit flushed another
    /// small segment for FTS5 to merge again and again, which cost a sync most of its time. Until then an item is
    /// listed and shown, but not found by search.
    static func indexText(_ db: Database) throws {
        // The new items, then the changed ones (all at or below `textThrough`): in one statement, the OR of the two
        // kept every item's id in memory to pass over it once, 24 bytes each (240 MB in a rebuild of ten million
        // items: docs/PERFORMANCE.md, "Ten million items").
        for items in ["id > (SELECT textThrough FROM projection)", "id IN (SELECT itemId FROM unindexed)"] {
            try db.cachedStatement(
                sql: """
                    INSERT INTO itemText (rowid, \(textColumns))
                        SELECT id, \(textValues("item")) FROM item WHERE \(items)
                    """
            ).execute()
        }
        try db.cachedStatement(sql: "DELETE FROM unindexed").execute()
        try db.cachedStatement(
            sql: """
                UPDATE projection SET textThrough = max(textThrough, coalesce((SELECT max(id) FROM item), 0))
                """
        ).execute()
    }

    /// The smallest full-text index, in leaf pages, that `foldText` merges: about the 2,048 rows of FTS5's page index
    /// it was measured in (a leaf page of a word's items has none).
    static let foldedTextPages: Int64 = 8_192

    /// Merges the full-text index's segments when much of it lies outside its largest: a search seeks each word in
    /// every segment, and the segments a harvest's batches leave made a letter typed in browse twice as slow in a
    /// music catalogue (docs/PERFORMANCE.md, "The full-text index in one segment"). Once those beside the largest
    /// hold a quarter of the pages, they are merged level by level (FTS5's 'merge' of every level with two segments
    /// or more: a few are left, one a level), which leaves the largest alone when a fold put it on a level above
    /// theirs, and costs about what writing them did; `mergeStep` pages at a time while `goesOn` says so (the lists'
    /// reader reads, which the lists wait for anyway: what is left FTS5 carries on as text is written, and so does the
    /// next build, and searches find the same meanwhile). Once they hold more than the largest, a merge would take it in
    /// too (FTS5 moves a segment no larger than a merge's output down to the output's level), after rewriting them on
    /// the way: the whole index is folded into one (`optimize`) instead, at most twice the text written since the
    /// last fold. A small index, whose searches merging does not speed up, is left as it is.
    ///
    /// During a harvest that says how many records are still to come (`remaining`), the whole is folded ahead when
    /// they would bring a fold at its end that a fold now spares: no more than the index holds are to come, and no
    /// more than the harvest has brought (`harvested`: a re-harvest's first half writes again, beside a fold made
    /// now, the text it folds, and would fold at every build), so its end, on which the person waits, finds the
    /// largest larger than the rest.
    static func foldText(
        _ db: Database, fromPages smallest: Int64 = foldedTextPages, harvested: Int = 0, expecting remaining: Int = 0,
        mergingWhile goesOn: () -> Bool = { true }
    ) throws {
        guard let segments = try TextLeafPages.segmentsNewestFirst(db), segments.count > 1 else { return }
        let total = segments.map(\.pages).reduce(0, +)
        let largest = segments.map(\.pages).max() ?? 0
        let beside = total - largest
        guard total >= smallest else { return }
        let foldsWhole =
            try beside > largest
            || foldsAhead(
                harvested: harvested, remaining: remaining, total: total, beside: beside, largest: largest, db)
        if foldsWhole {
            try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')")
        } else if beside > total / 4 {
            try db.execute(sql: "INSERT INTO itemText (itemText, rank) VALUES ('usermerge', 2)")
            while goesOn() {
                let before = db.totalChangesCount
                try db.execute(sql: "INSERT INTO itemText (itemText, rank) VALUES ('merge', ?)", arguments: [mergeStep])
                // Fewer than two rows changed: FTS5 found nothing more to merge.
                if db.totalChangesCount - before < 2 { break }
            }
        }
    }

    /// The leaf pages a step of `foldText`'s merge writes: about a quarter of a second's.
    static let mergeStep: Int32 = 2_000

    /// Whether the `remaining` records, as many pages an item as the index's `total` has, would take the pages beside
    /// the largest past it, and are no more than the items and the records `harvested`: folded now, the largest then
    /// holds more than they add.
    private static func foldsAhead(
        harvested: Int, remaining: Int, total: Int64, beside: Int64, largest: Int64, _ db: Database
    ) throws -> Bool {
        guard remaining > 0, remaining <= harvested else { return false }
        let items = try Int64(SourceTable.itemCount(db))
        guard Int64(remaining) <= items else { return false }
        return beside + Int64(remaining) * total / items > largest
    }
}
