import GRDB

/// The index's tables, created and upgraded by migrations (never downgraded: see `CatalogIndex.init`).
///
/// Decades are stored as their first year, with 0 for undated, so that they can key facet rows.
/// Items are ordered by `(sortKey, id)` everywhere: `id` (the rowid, kept by upserts) breaks ties.
enum Schema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createV1)
        return migrator
    }()

    private static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE source (
                name TEXT PRIMARY KEY NOT NULL,
                url TEXT NOT NULL,
                setSpec TEXT,
                metadataPrefix TEXT NOT NULL,
                lastCompleteHarvest TEXT,
                granularity TEXT,
                pendingToken TEXT,
                pendingHarvestStart TEXT,
                pendingFrom TEXT,
                lastSyncedAt TEXT
            );

            -- One row per (identifier, source). `harvest` names the harvest that last upserted the item
            -- (for sweepUnseen); the derived columns are what lists sort and filter by; `record` is the
            -- whole Item as JSON, so every Dublin Core value comes back.
            CREATE TABLE item (
                id INTEGER PRIMARY KEY,
                identifier TEXT NOT NULL,
                source TEXT NOT NULL,
                harvest TEXT,
                title TEXT NOT NULL,
                sortKey TEXT NOT NULL,
                initial TEXT NOT NULL,
                decade INTEGER NOT NULL,
                date TEXT,
                composers TEXT NOT NULL,
                record BLOB NOT NULL,
                UNIQUE (identifier, source)
            );
            CREATE INDEX item_order ON item (sortKey);
            CREATE INDEX item_decade_order ON item (decade, sortKey);
            CREATE INDEX item_source ON item (source, harvest);

            -- The composers of each item (names as ComposerName gives them), for composer lists.
            CREATE TABLE itemComposer (
                itemId INTEGER NOT NULL,
                composer TEXT NOT NULL,
                composerKey TEXT NOT NULL,
                decade INTEGER NOT NULL,
                sortKey TEXT NOT NULL,
                PRIMARY KEY (itemId, composer)
            ) WITHOUT ROWID;
            -- A composer's items within a decade are found through this too: a composer's list is short.
            CREATE INDEX itemComposer_order ON itemComposer (composer, sortKey, itemId);

            CREATE VIRTUAL TABLE itemText USING fts5 (
                title, creators, subjects, description, publisher,
                tokenize = 'unicode61 remove_diacritics 2'
            );

            -- Facet counts, kept exact by the triggers below.
            CREATE TABLE decadeCount (
                decade INTEGER PRIMARY KEY NOT NULL,
                count INTEGER NOT NULL
            );
            CREATE TABLE composerCount (
                composer TEXT PRIMARY KEY NOT NULL,
                composerKey TEXT NOT NULL,
                count INTEGER NOT NULL
            );
            CREATE INDEX composerCount_order ON composerCount (composerKey, composer);
            CREATE TABLE composerDecadeCount (
                decade INTEGER NOT NULL,
                composer TEXT NOT NULL,
                composerKey TEXT NOT NULL,
                count INTEGER NOT NULL,
                PRIMARY KEY (decade, composer)
            ) WITHOUT ROWID;
            CREATE INDEX composerDecadeCount_order ON composerDecadeCount (decade, composerKey, composer);

            -- Stored list positions (0-based), renumbered when a harvest completes so that any page of
            -- a million-item list is one index lookup. `fresh` is 0 while items changed since then:
            -- readers then fall back to scanning, which is slower but exact.
            CREATE TABLE positionState (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                fresh INTEGER NOT NULL
            );
            INSERT INTO positionState VALUES (1, 1);
            CREATE TABLE position (
                itemId INTEGER PRIMARY KEY,
                decade INTEGER NOT NULL,
                allPosition INTEGER NOT NULL,
                decadePosition INTEGER NOT NULL
            );
            CREATE UNIQUE INDEX position_all ON position (allPosition);
            CREATE UNIQUE INDEX position_decade ON position (decade, decadePosition);
            CREATE TABLE composerPosition (
                composer TEXT NOT NULL,
                itemId INTEGER NOT NULL,
                decade INTEGER NOT NULL,
                allPosition INTEGER NOT NULL,
                decadePosition INTEGER NOT NULL,
                PRIMARY KEY (composer, itemId)
            ) WITHOUT ROWID;
            CREATE UNIQUE INDEX composerPosition_all ON composerPosition (composer, allPosition);
            CREATE UNIQUE INDEX composerPosition_decade ON composerPosition (composer, decade, decadePosition);

            CREATE TABLE favourite (
                identifier TEXT PRIMARY KEY NOT NULL
            ) WITHOUT ROWID;

            CREATE TABLE rawRecord (
                source TEXT NOT NULL,
                identifier TEXT NOT NULL,
                metadataPrefix TEXT NOT NULL,
                datestamp TEXT NOT NULL,
                harvest TEXT,
                xml TEXT NOT NULL,
                PRIMARY KEY (source, identifier, metadataPrefix)
            ) WITHOUT ROWID;

            CREATE TRIGGER item_inserted AFTER INSERT ON item BEGIN
                INSERT INTO decadeCount VALUES (new.decade, 1)
                    ON CONFLICT (decade) DO UPDATE SET count = count + 1;
                UPDATE positionState SET fresh = 0 WHERE fresh;
            END;
            CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
                DELETE FROM itemComposer WHERE itemId = old.id;
                DELETE FROM itemText WHERE rowid = old.id;
                UPDATE decadeCount SET count = count - 1 WHERE decade = old.decade;
                DELETE FROM decadeCount WHERE decade = old.decade AND count = 0;
                UPDATE positionState SET fresh = 0 WHERE fresh;
            END;
            CREATE TRIGGER item_reordered AFTER UPDATE OF sortKey, decade ON item
            WHEN old.sortKey IS NOT new.sortKey OR old.decade IS NOT new.decade BEGIN
                UPDATE decadeCount SET count = count - 1 WHERE decade = old.decade;
                DELETE FROM decadeCount WHERE decade = old.decade AND count = 0;
                INSERT INTO decadeCount VALUES (new.decade, 1)
                    ON CONFLICT (decade) DO UPDATE SET count = count + 1;
                UPDATE positionState SET fresh = 0 WHERE fresh;
            END;
            CREATE TRIGGER itemComposer_inserted AFTER INSERT ON itemComposer BEGIN
                INSERT INTO composerCount VALUES (new.composer, new.composerKey, 1)
                    ON CONFLICT (composer) DO UPDATE SET count = count + 1;
                INSERT INTO composerDecadeCount VALUES (new.decade, new.composer, new.composerKey, 1)
                    ON CONFLICT (decade, composer) DO UPDATE SET count = count + 1;
                UPDATE positionState SET fresh = 0 WHERE fresh;
            END;
            CREATE TRIGGER itemComposer_deleted AFTER DELETE ON itemComposer BEGIN
                UPDATE composerCount SET count = count - 1 WHERE composer = old.composer;
                DELETE FROM composerCount WHERE composer = old.composer AND count = 0;
                UPDATE composerDecadeCount SET count = count - 1
                    WHERE decade = old.decade AND composer = old.composer;
                DELETE FROM composerDecadeCount
                    WHERE decade = old.decade AND composer = old.composer AND count = 0;
                UPDATE positionState SET fresh = 0 WHERE fresh;
            END;
            """)
    }
}
