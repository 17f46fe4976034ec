-- An index as forte wrote it at schema v11 (two items, one a favourite), dumped by sqlite3 .dump;
-- the full-text index is created empty (its shadow tables cannot be restored by plain SQL).
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
INSERT INTO grdb_migrations VALUES('v1');
INSERT INTO grdb_migrations VALUES('v2');
INSERT INTO grdb_migrations VALUES('v3');
INSERT INTO grdb_migrations VALUES('v4');
INSERT INTO grdb_migrations VALUES('v5');
INSERT INTO grdb_migrations VALUES('v6');
INSERT INTO grdb_migrations VALUES('v7');
INSERT INTO grdb_migrations VALUES('v8');
INSERT INTO grdb_migrations VALUES('v9');
INSERT INTO grdb_migrations VALUES('v10');
INSERT INTO grdb_migrations VALUES('v11');
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
, harvestID TEXT);
INSERT INTO source VALUES('list-records-oai-dc.xml','/work/main/Tests/ForteHarvestTests/Fixtures/list-records-oai-dc.xml',NULL,'oai_dc','2026-11-25T14:47:56.276Z',NULL,NULL,NULL,NULL,'2026-11-25T14:47:56Z','2026-11-25T14:47:56.276Z');
CREATE TABLE item (
    id INTEGER PRIMARY KEY,
    identifier TEXT NOT NULL,
    source TEXT NOT NULL,
    harvest TEXT,
    title TEXT NOT NULL,
    sortKey TEXT NOT NULL,
    decade INTEGER NOT NULL,
    date TEXT,
    composers TEXT NOT NULL,
    record BLOB NOT NULL,
    UNIQUE (identifier, source)
);
INSERT INTO item VALUES(1,'oai:example.org:mus-1','list-records-oai-dc.xml','2026-11-25T14:47:56.276Z','Waltzing Matilda','waltzing matilda',1900,'1903','A. B. PatersonMarie Cowan',X'156f61693a6578616d706c652e6f72673a6d75732d310a323032352d31312d303202056d757369630b6d757369633a7368656574176c6973742d7265636f7264732d6f61692d64632e786d6c011057616c747a696e67204d6174696c6461022a5061746572736f6e2c20412e20422e2028416e6472657720426172746f6e292c20313836342d3139343117436f77616e2c204d617269652c20313835352d31393139011b536f6e677320262062616c6c616473203c4175737472616c69613e012e576f7264732026206d75736963203c617272616e6765643e20666f7220766f6963652026207069616e6f20e298ba000001043139303301054d7573696300011c68747470733a2f2f6e6c612e676f762e61752f6e6c612e6d75732d310000000000');
INSERT INTO item VALUES(2,'oai:example.org:mus-3','list-records-oai-dc.xml','2026-11-25T14:47:56.276Z','Advance Australia Fair','advance australia fair',0,NULL,'',X'156f61693a6578616d706c652e6f72673a6d75732d330a323032352d31312d303400176c6973742d7265636f7264732d6f61692d64632e786d6c0116416476616e6365204175737472616c696120466169720000000000000000000000000000');
CREATE TABLE listState (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    fresh INTEGER NOT NULL
);
INSERT INTO listState VALUES(1,1);
CREATE TABLE decadeCount (
    decade INTEGER PRIMARY KEY NOT NULL,
    count INTEGER NOT NULL
);
INSERT INTO decadeCount VALUES(0,1);
INSERT INTO decadeCount VALUES(1900,1);
CREATE TABLE favourite (
    identifier TEXT PRIMARY KEY NOT NULL
) WITHOUT ROWID;
INSERT INTO favourite VALUES('oai:example.org:mus-1');
CREATE TABLE rawRecord (
    source TEXT NOT NULL,
    identifier TEXT NOT NULL,
    metadataPrefix TEXT NOT NULL,
    datestamp TEXT NOT NULL,
    harvest TEXT,
    xml TEXT NOT NULL,
    PRIMARY KEY (source, identifier, metadataPrefix)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS "pendingItem" (
    itemId INTEGER PRIMARY KEY);
CREATE VIRTUAL TABLE itemText USING fts5 (
    title, creators, subjects, description, publisher,
    content = '', tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO itemText (itemText, rank) VALUES ('automerge', 8);
CREATE TABLE indexedThrough (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    itemId INTEGER NOT NULL
);
INSERT INTO indexedThrough VALUES(1,2);
CREATE TABLE listChunk (
    list INTEGER NOT NULL,
    chunk INTEGER NOT NULL,
    itemIds BLOB NOT NULL,
    PRIMARY KEY (list, chunk)
) WITHOUT ROWID;
INSERT INTO listChunk VALUES(-3,0,X'01000000000000000100000000000000');
INSERT INTO listChunk VALUES(-2,0,X'01000000000000000100000000000000');
INSERT INTO listChunk VALUES(-1,0,X'02000000000000000100000000000000');
INSERT INTO listChunk VALUES(0,0,X'0200000000000000');
INSERT INTO listChunk VALUES(1900,0,X'0100000000000000');
CREATE TABLE composerCount (
    composer TEXT PRIMARY KEY NOT NULL,
    composerKey TEXT NOT NULL,
    count INTEGER NOT NULL,
    start INTEGER NOT NULL
);
INSERT INTO composerCount VALUES('A. B. Paterson','a. b. paterson',1,0);
INSERT INTO composerCount VALUES('Marie Cowan','marie cowan',1,1);
CREATE TABLE composerDecadeCount (
    decade INTEGER NOT NULL,
    composer TEXT NOT NULL,
    composerKey TEXT NOT NULL,
    count INTEGER NOT NULL,
    start INTEGER NOT NULL,
    PRIMARY KEY (decade, composer)
) WITHOUT ROWID;
INSERT INTO composerDecadeCount VALUES(1900,'A. B. Paterson','a. b. paterson',1,0);
INSERT INTO composerDecadeCount VALUES(1900,'Marie Cowan','marie cowan',1,1);
CREATE INDEX item_source ON item (source, harvest);
CREATE VIEW queuedItem AS
    SELECT item.id, item.title, item.record
    FROM pendingItem CROSS JOIN item ON item.id = pendingItem.itemId
    UNION ALL
    SELECT id, title, record FROM item WHERE id > (SELECT itemId FROM indexedThrough);
CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
    INSERT INTO itemText (itemText, rowid, title, creators, subjects, description, publisher)
        SELECT 'delete', old.id, old.title, recordText(old.record, 1), recordText(old.record, 2),
            recordText(old.record, 3), recordText(old.record, 4)
        WHERE old.id <= (SELECT itemId FROM indexedThrough)
            AND NOT EXISTS (SELECT 1 FROM pendingItem WHERE itemId = old.id);
    DELETE FROM pendingItem WHERE itemId = old.id;
END;
CREATE INDEX composerCount_order ON composerCount (composerKey, composer, count);
CREATE INDEX composerDecadeCount_order ON composerDecadeCount (decade, composerKey, composer, count);
COMMIT;
