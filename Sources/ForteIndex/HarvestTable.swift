import ForteCatalog
import GRDB

/// Each harvest of a source by a number of its own, which its items and raw records keep for the harvest that last
/// saw them (`item.harvest`): forte's name for a harvest (`Source.harvestID`, a time to the millisecond) was the same
/// string in every item a harvest saw. A name has one number and a number one name, so a full harvest's sweep removes
/// exactly what it removed when items kept the name.
enum HarvestTable {
    static let schema = """
        -- A harvest of a source, by forte's name for it (`Source.harvestID`); items and raw records keep its `id`.
        CREATE TABLE harvest (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            name TEXT NOT NULL,
            UNIQUE (source, name)
        );
        """

    /// The number of the harvest the source's state names, given it the first time a page of it is written; nil for
    /// none.
    static func number(of source: Source, _ db: Database) throws -> Int64? {
        guard let name = source.harvestID else { return nil }
        try db.cachedStatement(sql: "INSERT INTO harvest (source, name) VALUES (?, ?) ON CONFLICT DO NOTHING")
            .execute(arguments: [source.name, name])
        return try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM harvest WHERE source = ? AND name = ?"),
            arguments: [source.name, name])
    }

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
