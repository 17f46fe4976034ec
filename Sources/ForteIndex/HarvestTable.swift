import ForteCatalog
import GRDB

/// Each harvest of a source by a number of its own, which its items and raw records keep for the harvest that last
/// saw them (`item.harvest`): forte's name for a harvest (`Source.harvestID`, a time to the millisecond) was the same
/// string in every item a harvest saw. A name has one number and a number one name, so a full harvest's sweep removes
/// exactly what it removed when items kept the name.
enum HarvestTable {
    static let schema = """
        -- A harvest of a source, by forte's name for it (`Source.harvestID`); items and raw records keep its `id`.
        -- `firstItem`: the least id an item it adds can have (the next when its first page was written), so that
        -- its sweep reads only the items before; NULL (a harvest begun before forte kept it): every item.
        CREATE TABLE harvest (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            name TEXT NOT NULL,
            firstItem INTEGER,
            UNIQUE (source, name)
        );
        """

    /// The number of the harvest the source's state names, given it the first time a page of it is written; nil for
    /// none.
    static func number(of source: Source, _ db: Database) throws -> Int64? {
        guard let name = source.harvestID else { return nil }
        // The items' ids only grow (`AUTOINCREMENT`): every item of the source from `firstItem` on is one this harvest
        // added (a source has one harvest under way at a time; other sources' items may come between).
        try db.cachedStatement(
            sql: """
                INSERT INTO harvest (source, name, firstItem) VALUES (?, ?, (SELECT coalesce(max(id), 0) + 1 FROM item))
                    ON CONFLICT DO NOTHING
                """
        ).execute(arguments: [source.name, name])
        return try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM harvest WHERE source = ? AND name = ?"),
            arguments: [source.name, name])
    }

    /// SQL on `item` that picks, of a source's items, those harvest `?` (bound twice, nil for none) did not see: those
    /// that keep another harvest's number, of the items before the first it added. Every item of a source's first
    /// harvest is one it added: its sweep read the whole table to find none (docs/PERFORMANCE.md, "A first harvest's
    /// sweep").
    static let unseenItems = """
        harvest IS NOT ? AND id < coalesce((SELECT firstItem FROM harvest WHERE harvest.id = ?), \(Int64.max))
        """

    /// Forgets the source's harvests but `kept`: once a full harvest has swept, nothing names them.
    static func forget(harvestsOf source: String, but kept: Int64?, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM harvest WHERE source = ? AND id IS NOT ?", arguments: [source, kept])
    }

    /// Numbers the harvests named (by their names) in the `harvest` column of `items` and of `rawRecords`, tables of
    /// the record store as it was before harvests had numbers: for the migrations.
    static func numberingHarvests(namedIn items: String, _ rawRecords: String) -> String {
        """
        INSERT INTO harvest (source, name)
            SELECT source, harvest FROM \(items) WHERE harvest IS NOT NULL
            UNION SELECT source, harvest FROM \(rawRecords) WHERE harvest IS NOT NULL
        """
    }

    /// The number of the harvest that the row `row` names in its `harvest` column, once `numberingHarvests` has run.
    static func number(ofHarvestNamedIn row: String) -> String {
        "(SELECT id FROM harvest WHERE harvest.source = \(row).source AND harvest.name = \(row).harvest)"
    }
}
