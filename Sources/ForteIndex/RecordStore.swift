import GRDB

/// The record store: what was harvested, and what a person chose. It is the only part of the index
/// that is migrated; everything derived from it for reading is the `Projection`, rebuilt instead.
///
/// Its schema, as it stands, is `schema` below. A change to it is a new migration registered after
/// `recordStore`, and a change to it here.
enum RecordStore {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        // Indexes written before the record store recorded these eleven migrations; `recordStore` takes
        // any of them over (see `convertEarlierIndex`), so they have nothing left to do.
        for earlier in 1...11 { migrator.registerMigration("v\(earlier)") { _ in } }
        migrator.registerMigration("recordStore") { db in
            if try db.tableExists("item") { try convertEarlierIndex(db) } else { try db.execute(sql: schema) }
        }
        // Items' years, for the order by date (a store `recordStore` made has the column; the years of an earlier
        // index's items are derived by `itemFacets`).
        migrator.registerMigration("itemYear") { db in
            if try !db.columns(in: "item").contains(where: { $0.name == "year" }) {
                try db.execute(sql: "ALTER TABLE item ADD COLUMN year INTEGER NOT NULL DEFAULT 0")
            }
        }
        // Only creators named composers (or with no role) are an item's composers: lyricists, arrangers and the rest
        // leave the composers' lists, and are searched by role (`roleWords`, derived by `itemFacets`).
        migrator.registerMigration("creatorRoles") { db in
            if try !db.columns(in: "item").contains(where: { $0.name == "roleWords" }) {
                try db.execute(sql: "ALTER TABLE item ADD COLUMN roleWords TEXT NOT NULL DEFAULT ''")
            }
        }
        // A new index has these from `schema` already.
        migrator.registerMigration("harvestWindows") { db in
            guard try !db.tableExists("harvestWindow") else { return }
            try db.execute(sql: "ALTER TABLE source ADD COLUMN windowsRefused TEXT")
            try db.execute(sql: harvestWindowTable)
        }
        // Sources' picture rules (`CoverRule`): none until `forte sources set` gives one.
        migrator.registerMigration("coverRules") { db in
            guard try !db.columns(in: "source").contains(where: { $0.name == "pagesRule" }) else { return }
            for column in ["thumbnailRule", "coverRule", "pagesRule"] {
                try db.execute(sql: "ALTER TABLE source ADD COLUMN \(column) TEXT")
            }
        }
        // Items are not indexed by source: what reads by source (a full harvest's sweep) reads the table, once a
        // command, where the index cost every harvested item's insert (see `schema`; docs/PERFORMANCE.md).
        migrator.registerMigration("itemsBySourceUnindexed") { db in
            try db.execute(sql: "DROP INDEX IF EXISTS item_source")
        }
        // What each sync changed (`ArrivalLog`), the marks news is read from, and watches. A new index has these from
        // `schema` already.
        migrator.registerMigration("news") { db in
            guard try !db.tableExists("arrival") else { return }
            try db.execute(sql: newsTables)
        }
        // Items' facets (`FacetColumn`), and their contributors among their people: every column derived again.
        migrator.registerMigration("itemFacets") { db in
            if try !db.columns(in: "item").contains(where: { $0.name == "facets" }) {
                try db.execute(sql: "ALTER TABLE item ADD COLUMN facets TEXT NOT NULL DEFAULT ''")
            }
            try rederive(db)
        }
        // LCMPT's media read as instruments (`Sitar music` was a genre); a suffix after forenames (`Daniel, William
        // Lowndes Jr.`) and a supplied name before its roles (`[Spiritual] (lyricist)`) read; publishers at one place
        // (`New York : Witmark : Harms`) apart; a series no show. It derives every column again, as the ones before it
        // would have.
        migrator.registerMigration("mediaAndNames") { db in
            try rederive(db)
        }
        // Each source's items kept in its row (see `schema`), counted once here; run after `recordStore`, which copies
        // an earlier index's items in.
        migrator.registerMigration("sourceItems") { db in
            if try !db.columns(in: "source").contains(where: { $0.name == "items" }) {
                try db.execute(sql: "ALTER TABLE source ADD COLUMN items INTEGER NOT NULL DEFAULT 0")
            }
            try db.execute(sql: "UPDATE source SET items = (SELECT count(*) FROM item WHERE item.source = source.name)")
        }
        // The people in each role headed as composers are, surname first with their dates (`Hart, Lorenz
        // (1895–1943)`); their keys are as before.
        migrator.registerMigration("peopleHeadings") { db in
            try rederive(db)
        }
        // Particles a heading leaves after the surname put before it (`Esser van, J.W.J.` is `J. W. J. van Esser`,
        // filed under E).
        migrator.registerMigration("particlesBeforeSurnames") { db in
            try rederive(db)
        }
        // Items and raw records keep their harvest's number (`HarvestTable`), not its name. A new index has the
        // numbers from `schema` already.
        migrator.registerMigration("harvestNumbers") { db in
            guard try !db.tableExists("harvest") else { return }
            try db.execute(sql: HarvestTable.schema)
            try db.execute(sql: HarvestTable.numberingHarvests(namedIn: "item", "rawRecord"))
            for table in ["item", "rawRecord"] {
                try db.execute(
                    sql: """
                        ALTER TABLE \(table) ADD COLUMN harvestNumber INTEGER;
                        UPDATE \(table) SET harvestNumber = \(HarvestTable.number(ofHarvestNamedIn: table))
                            WHERE harvest IS NOT NULL;
                        ALTER TABLE \(table) DROP COLUMN harvest;
                        ALTER TABLE \(table) RENAME COLUMN harvestNumber TO harvest;
                        """)
            }
        }
        // People's headings whose UTF-8 an export misread as Windows-1252 read as written (`PogÃ¡ny, Willy` is
        // `Willy Pogány`: `Mojibake`). The last migration to change what is derived.
        migrator.registerMigration("namesMisreadAsWindows1252") { db in
            try rederive(db)
        }
        // Each harvest's first item (`HarvestTable`), so that a full harvest's sweep reads only the items before it.
        // A harvest begun before has none, and sweeps every item as it did. A new index has the column from `schema`.
        migrator.registerMigration("harvestFirstItems") { db in
            guard try !db.columns(in: "harvest").contains(where: { $0.name == "firstItem" }) else { return }
            try db.execute(sql: "ALTER TABLE harvest ADD COLUMN firstItem INTEGER")
        }
        return migrator
    }()

    static let schema = """
        -- A repository (or a directory of saved responses) and where its sync stands: see `Source`. `items`: how many
        -- items it has, kept by each page written (`PageWriter`): counted when read, a large catalogue's took
        -- `forte stats` and `forte sources` longer than all the rest they do.
        CREATE TABLE source (
            name TEXT PRIMARY KEY NOT NULL,
            url TEXT NOT NULL,
            setSpec TEXT,
            metadataPrefix TEXT NOT NULL,
            granularity TEXT,
            lastCompleteHarvest TEXT,
            lastSyncedAt TEXT,
            harvestID TEXT,
            pendingToken TEXT,
            pendingHarvestStart TEXT,
            pendingFrom TEXT,
            windowsRefused TEXT,
            thumbnailRule TEXT,
            coverRule TEXT,
            pagesRule TEXT,
            items INTEGER NOT NULL DEFAULT 0
        );

        -- A Dublin Core record as harvested, one per (identifier, source). `record` is the whole item in
        -- RecordCoding's form `recordFormat`; the columns after it are derived from it by ForteCatalog's
        -- rules when it is written (and again by a migration that changes the rules), for lists to sort and filter
        -- by (`composers`: names joined by U+001F, which XML cannot carry; `decade`: its first year, and `year`,
        -- 0 for undated; `roleWords`: the people's names behind their roles, for the full-text index; `facets`:
        -- `FacetColumn`). `harvest` is the number of the harvest
        -- that last saw it (`HarvestTable`), so that a full harvest can remove what it did not see. Ids are never used
        -- again (AUTOINCREMENT), so that the items above the projection's `textThrough` are new to it.
        CREATE TABLE item (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            identifier TEXT NOT NULL,
            source TEXT NOT NULL,
            harvest INTEGER,
            recordFormat INTEGER NOT NULL,
            record BLOB NOT NULL,
            title TEXT NOT NULL,
            sortKey TEXT NOT NULL,
            decade INTEGER NOT NULL,
            date TEXT,
            composers TEXT NOT NULL,
            year INTEGER NOT NULL DEFAULT 0,
            roleWords TEXT NOT NULL DEFAULT '',
            facets TEXT NOT NULL DEFAULT '',
            UNIQUE (identifier, source)
        );

        -- Kept by identifier alone, so that a favourite survives re-harvests, and its item's removal and return.
        CREATE TABLE favourite (
            identifier TEXT PRIMARY KEY NOT NULL
        ) WITHOUT ROWID;

        -- A record in a metadata format other than oai_dc: the XML of its <metadata>, for forte export; `harvest` as
        -- an item's.
        CREATE TABLE rawRecord (
            source TEXT NOT NULL,
            identifier TEXT NOT NULL,
            metadataPrefix TEXT NOT NULL,
            datestamp TEXT NOT NULL,
            harvest INTEGER,
            xml TEXT NOT NULL,
            PRIMARY KEY (source, identifier, metadataPrefix)
        ) WITHOUT ROWID;
        """ + HarvestTable.schema + harvestWindowTable + newsTables

    static let harvestWindowTable = """
        -- A window of a harvest that lists several date windows at once, while it is open: see `HarvestWindow`.
        -- `windowFrom` is '' for a window from the repository's beginning.
        CREATE TABLE harvestWindow (
            source TEXT NOT NULL,
            windowFrom TEXT NOT NULL,
            windowUntil TEXT,
            token TEXT,
            PRIMARY KEY (source, windowFrom)
        ) WITHOUT ROWID;
        """

    static let newsTables = """
        -- What syncs changed, a row an item a sync added (kind 0), changed (1) or withdrew (2), in the order they were
        -- applied (`seq`, which marks count by), with the time of its page (`at`, seconds since 1970). `item` is the
        -- item's id, which is never used again, so a withdrawn item joins no row of `item`. A source's first harvest
        -- adds no rows: it is the source's baseline, not news (see `ArrivalLog`).
        CREATE TABLE arrival (
            seq INTEGER PRIMARY KEY,
            at INTEGER NOT NULL,
            source TEXT NOT NULL,
            identifier TEXT NOT NULL,
            item INTEGER,
            kind INTEGER NOT NULL
        );
        CREATE INDEX arrival_at ON arrival (at);
        -- Whether a card's item is new (`ItemSummary.isNew`).
        CREATE INDEX arrival_item ON arrival (item);

        -- Where a reader (`seen`) or a digest sent by mail (`mail`) has read news to: the last `arrival.seq` read. Kept
        -- for all news (`watch` '') and for each watch.
        CREATE TABLE newsMark (
            name TEXT NOT NULL,
            watch TEXT NOT NULL,
            seq INTEGER NOT NULL,
            PRIMARY KEY (name, watch)
        ) WITHOUT ROWID;

        -- A saved search, as typed (ForteSearch's query language), by the name a person gave it.
        CREATE TABLE watch (
            name TEXT PRIMARY KEY NOT NULL,
            query TEXT NOT NULL
        ) WITHOUT ROWID;
        """

    /// Derives every item's columns again from its record, by this forte's rules: for a migration that changes
    /// them. The projection goes with it, to be built again from the new columns.
    static func rederive(_ db: Database) throws {
        try PageWriter.rederive(db)
        try Projection.drop(db)
    }

    /// An index of schema v1 to v11: its sources, items, favourites and raw records are copied into the
    /// record store (their records are format 1 already); everything derived goes, and the projection is
    /// built afresh. Sources from before v11 take their harvest's name as v11 gave it, and the demo catalog's
    /// the location it has now.
    private static func convertEarlierIndex(_ db: Database) throws {
        let stored = ["source", "item", "favourite", "rawRecord"]
        let derived = try Row.fetchAll(
            db,
            sql: """
                SELECT type, name FROM sqlite_master
                WHERE type IN ('table', 'index', 'view', 'trigger') AND name NOT IN ('grdb_migrations', 'sqlite_sequence')
                    AND name NOT LIKE 'sqlite_autoindex%' AND name NOT LIKE 'itemText_%' -- the full-text index's, gone with it
                ORDER BY type = 'table'
                """
        ).filter { !stored.contains($0["name"]) }
        for row in derived {
            try db.execute(sql: "DROP \(row["type"] as String) \((row["name"] as String).quotedDatabaseIdentifier)")
        }
        for table in stored { try db.execute(sql: "ALTER TABLE \(table) RENAME TO earlier_\(table)") }
        try db.execute(sql: schema)
        let harvestID =
            try db.columns(in: "earlier_source").contains { $0.name == "harvestID" }
            ? "harvestID" : "coalesce(pendingHarvestStart, lastCompleteHarvest)"
        try db.execute(
            sql: """
                INSERT INTO source (name, url, setSpec, metadataPrefix, granularity, lastCompleteHarvest, lastSyncedAt,
                                    harvestID, pendingToken, pendingHarvestStart, pendingFrom)
                    SELECT name, url, setSpec, metadataPrefix, granularity, lastCompleteHarvest, lastSyncedAt,
                           \(harvestID), pendingToken, pendingHarvestStart, pendingFrom
                    FROM earlier_source;
                \(HarvestTable.numberingHarvests(namedIn: "earlier_item", "earlier_rawRecord"));
                INSERT INTO item (id, identifier, source, harvest, recordFormat, record, title, sortKey, decade, date, composers)
                    SELECT id, identifier, source, \(HarvestTable.number(ofHarvestNamedIn: "earlier_item")), 1, record,
                           title, sortKey, decade, date, composers
                    FROM earlier_item ORDER BY id;
                INSERT INTO favourite SELECT identifier FROM earlier_favourite;
                INSERT INTO rawRecord
                    SELECT source, identifier, metadataPrefix, datestamp,
                           \(HarvestTable.number(ofHarvestNamedIn: "earlier_rawRecord")), xml
                    FROM earlier_rawRecord;
                -- The demo catalog's source recorded the build folder it was read from; it is `bundled:demo` now, a
                -- location a plain forte sync passes over.
                UPDATE source SET url = 'bundled:demo' WHERE name = 'bundled';
                """)
        for table in stored { try db.execute(sql: "DROP TABLE earlier_\(table)") }
    }
}
