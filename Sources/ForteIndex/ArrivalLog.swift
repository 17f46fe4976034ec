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
    private var added: [Int64] = []
    private var changed: [Int64] = []

    /// Read before the page's source state is saved: whether a harvest of the source had completed before it.
    init(source: String, _ db: Database) throws {
        self.source = source
        isBaseline = try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT lastCompleteHarvest IS NULL FROM source WHERE name = ?
            """), arguments: [source]) ?? true
    }

    mutating func add(_ id: Int64) {
        if !isBaseline { added.append(id) }
    }

    mutating func change(_ id: Int64) {
        if !isBaseline { changed.append(id) }
    }

    /// Records the source's items that `condition` (on `item`, with `arguments` after the source) names, before they
    /// are deleted.
    func withdraw(where condition: String, _ arguments: StatementArguments, _ db: Database) throws {
        guard !isBaseline else { return }
        try db.execute(sql: """
            INSERT INTO arrival (at, source, identifier, item, kind)
                SELECT ?, source, identifier, NULL, \(Kind.withdrawn.rawValue) FROM item WHERE source = ? AND \(condition)
            """, arguments: [at, source] + arguments)
    }

    /// Writes the items added and changed, an insert a kind for the page.
    func write(_ db: Database) throws {
        for (kind, ids) in [(Kind.added, added), (.changed, changed)] where !ids.isEmpty {
            try db.cachedStatement(sql: """
                INSERT INTO arrival (at, source, identifier, item, kind)
                    SELECT ?, item.source, item.identifier, item.id, ? FROM json_each(?) AS page CROSS JOIN item ON item.id = page.value
                    ORDER BY page.key
                """).execute(arguments: [at, kind.rawValue, ListReader.jsonArray(ids)])
        }
    }
}
