import Foundation
import GRDB

/// What a page adds, changes and withdraws, written into `arrival` in the page's own transaction, so that a sync
/// killed at any point has recorded exactly the pages it applied.
///
/// A source's first harvest (until one completes) is its baseline, and records nothing: what a library had before
/// forte first looked is not news. The demo catalog, imported as a first index, is one such harvest.
struct ArrivalLog {
    enum Kind: Int64 {
        case added = 0
        case changed = 1
        case withdrawn = 2
    }

    private let source: String
    private let isBaseline: Bool
    private let at = Int64(Date().timeIntervalSince1970)
    /// The page's items added and changed, in its order: `[id, kind]` pairs, as JSON.
    private var arrived: [String] = []

    /// Read before the page's source state is saved: whether a harvest of the source had completed before it.
    init(source: String, _ db: Database) throws {
        self.source = source
        isBaseline =
            try Bool.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT lastCompleteHarvest IS NULL FROM source WHERE name = ?
                        """), arguments: [source]) ?? true
    }

    mutating func add(_ id: Int64) {
        if !isBaseline { arrived.append("[\(id),\(Kind.added.rawValue)]") }
    }

    mutating func change(_ id: Int64) {
        if !isBaseline { arrived.append("[\(id),\(Kind.changed.rawValue)]") }
    }

    /// Records the source's items that `condition` (on `item`, with `arguments` after the source) names, before they
    /// are deleted.
    func withdraw(where condition: String, _ arguments: StatementArguments, _ db: Database) throws {
        guard !isBaseline else { return }
        try db.execute(
            sql: """
                INSERT INTO arrival (at, source, identifier, item, kind)
                    SELECT ?, source, identifier, NULL, \(Kind.withdrawn.rawValue) FROM item
                    WHERE source = ? AND \(condition)
                """, arguments: [at, source] + arguments)
    }

    /// Writes the items added and changed, in one insert for the page, in its order: the page's last is the latest.
    func write(_ db: Database) throws {
        guard !arrived.isEmpty else { return }
        try db.cachedStatement(
            sql: """
                INSERT INTO arrival (at, source, identifier, item, kind)
                    SELECT ?, item.source, item.identifier, item.id, page.value ->> 1
                    FROM json_each(?) AS page CROSS JOIN item ON item.id = page.value ->> 0 ORDER BY page.key
                """
        ).execute(arguments: [at, "[" + arrived.joined(separator: ",") + "]"])
    }
}
