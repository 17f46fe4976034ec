import ForteCatalog
import GRDB

/// Reads and writes `HarvestWindow` rows: the open windows of a source's harvest.
enum WindowTable {
    /// Removes the windows the page ends, then saves its windows (a new harvest's may have an old one's names),
    /// inside the page's transaction.
    static func apply(_ batch: IndexBatch, in db: Database) throws {
        for window in batch.endedWindows {
            try db.cachedStatement(sql: "DELETE FROM harvestWindow WHERE source = ? AND windowFrom = ?")
                .execute(arguments: [batch.source.name, window.from ?? ""])
        }
        for window in batch.savedWindows {
            try db.cachedStatement(
                sql: """
                    INSERT INTO harvestWindow (source, windowFrom, windowUntil, token) VALUES (?, ?, ?, ?)
                    ON CONFLICT (source, windowFrom) DO UPDATE SET windowUntil = excluded.windowUntil, token = excluded.token
                    """
            ).execute(arguments: [batch.source.name, window.from ?? "", window.until, window.token])
        }
    }

    static func fetchAll(source: String, in db: Database) throws -> [HarvestWindow] {
        try Row.fetchAll(
            db, sql: "SELECT * FROM harvestWindow WHERE source = ? ORDER BY windowFrom", arguments: [source]
        ).map { row in
            let from: String = row["windowFrom"]
            return HarvestWindow(from: from.isEmpty ? nil : from, until: row["windowUntil"], token: row["token"])
        }
    }
}
