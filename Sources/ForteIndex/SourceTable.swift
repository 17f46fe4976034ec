import ForteCatalog
import GRDB

/// Reads and writes `Source` rows. Saving a source keeps the picture rule it has in the table: only `setCoverRule`
/// changes that, so a sync, which saves its source after every page, never wipes it.
enum SourceTable {
    static func save(_ source: Source, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO source (name, url, setSpec, metadataPrefix, lastCompleteHarvest, granularity,
                                    pendingToken, pendingHarvestStart, pendingFrom, lastSyncedAt, harvestID, windowsRefused)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (name) DO UPDATE SET
                    url = excluded.url, setSpec = excluded.setSpec, metadataPrefix = excluded.metadataPrefix,
                    lastCompleteHarvest = excluded.lastCompleteHarvest, granularity = excluded.granularity,
                    pendingToken = excluded.pendingToken, pendingHarvestStart = excluded.pendingHarvestStart,
                    pendingFrom = excluded.pendingFrom, lastSyncedAt = excluded.lastSyncedAt, harvestID = excluded.harvestID,
                    windowsRefused = excluded.windowsRefused
                """
        ).execute(arguments: [
            source.name, source.url, source.set, source.metadataPrefix, source.lastCompleteHarvest,
            source.granularity, source.pendingToken, source.pendingHarvestStart, source.pendingFrom,
            source.lastSyncedAt, source.harvestID, source.windowsRefused,
        ])
    }

    /// Gives the source named `name` the picture rule `rule`; false when there is no such source.
    static func setCoverRule(_ rule: CoverRule, of name: String, in db: Database) throws -> Bool {
        try db.execute(
            sql: "UPDATE source SET thumbnailRule = ?, coverRule = ?, pagesRule = ? WHERE name = ?",
            arguments: [rule.thumbnail?.description, rule.cover?.description, rule.pages?.description, name])
        return db.changesCount > 0
    }

    static func fetchAll(_ db: Database) throws -> [Source] {
        try Row.fetchAll(db, sql: "SELECT * FROM source ORDER BY name").map(source)
    }

    /// How many items the sources have, as their rows count them (see `PageWriter`): none are counted.
    static func itemCount(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT coalesce(sum(items), 0) FROM source") ?? 0
    }

    static func fetch(named name: String, in db: Database) throws -> Source? {
        try Row.fetchOne(db, sql: "SELECT * FROM source WHERE name = ?", arguments: [name]).map(source)
    }

    private static func source(_ row: Row) -> Source {
        var source = Source(
            name: row["name"], url: row["url"], set: row["setSpec"], metadataPrefix: row["metadataPrefix"])
        source.lastCompleteHarvest = row["lastCompleteHarvest"]
        source.granularity = row["granularity"]
        source.pendingToken = row["pendingToken"]
        source.pendingHarvestStart = row["pendingHarvestStart"]
        source.pendingFrom = row["pendingFrom"]
        source.lastSyncedAt = row["lastSyncedAt"]
        source.harvestID = row["harvestID"]
        source.windowsRefused = row["windowsRefused"]
        // Each was checked when set; one this forte cannot read (written by a later one) is left out.
        source.coverRule = CoverRule(
            thumbnail: (row["thumbnailRule"] as String?).flatMap { try? CoverTemplate($0, givesPages: false) },
            cover: (row["coverRule"] as String?).flatMap { try? CoverTemplate($0, givesPages: false) },
            pages: (row["pagesRule"] as String?).flatMap { try? CoverTemplate($0, givesPages: true) })
        return source
    }
}
