import ForteCatalog
import Foundation
import GRDB

/// Where news is read from: after the reader's mark (what `forte news` and browse show as new), after the mark of
/// the digests mailed for a watch (nil: for all news), or from a time on.
public enum NewsStart: Sendable, Hashable {
    case readerMark
    case mailMark(watch: String?)
    case date(Date)
}

/// News: what syncs recorded that they added or changed (`ArrivalLog`), read after a mark or from a time, newest
/// first; the marks; and the watches, searches saved to narrow it. Read by `arrival`'s order (its key) or time (its
/// index), never by a scan of the items.
extension CatalogIndex {
    /// The items added (and, when `includingChanged`, changed) from `start` on that are still in the index and match
    /// `plan` when there is one, the last to arrive first; an item added and changed since is among the added. With the
    /// point they were read through, to move a mark to once they are dealt with.
    public func news(
        from start: NewsStart, matching plan: SearchPlan? = nil, includingChanged: Bool = false
    ) throws -> NewsReading {
        try reading { db in
            let selection = try NewsSelection(start, plan, kinds: includingChanged ? [.added, .changed] : [.added], db)
            let items = try Array(
                Row.fetchCursor(
                    db,
                    sql: """
                        SELECT \(ItemSummary.columns),
                            arrival.source, min(arrival.kind), max(arrival.seq) AS last, max(arrival.at)
                        FROM arrival CROSS JOIN item ON item.id = arrival.item
                        WHERE \(selection.sql) GROUP BY arrival.item ORDER BY last DESC
                        """, arguments: selection.arguments
                ).map { row in
                    NewsItem(
                        summary: ItemSummary(row: row), source: row[7],
                        change: row[8] == ArrivalLog.Kind.added.rawValue ? .added : .changed,
                        arrived: Date(timeIntervalSince1970: TimeInterval(row[10] as Int64)))
                })
            return NewsReading(items: items, through: try Self.lastPoint(db))
        }
    }

    /// How many items were added from `start` on, are still in the index, and match `plan` when there is one: a
    /// count along `arrival`'s key from the mark (an item is added once: its id is never used again).
    public func newsCount(from start: NewsStart, matching plan: SearchPlan? = nil) throws -> Int {
        try reading { db in
            let selection = try NewsSelection(start, plan, kinds: [.added], db)
            return try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM arrival CROSS JOIN item ON item.id = arrival.item WHERE \(selection.sql)
                    """, arguments: selection.arguments) ?? 0
        }
    }

    /// Moves the reader's mark past everything recorded so far; says how many added items it passed.
    @discardableResult
    public func markNewsSeen() throws -> Int {
        try writing { db in
            let passed =
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT count(*) FROM arrival CROSS JOIN item ON item.id = arrival.item
                        WHERE arrival.seq > ? AND arrival.kind = ?
                        """, arguments: [try NewsSelection.mark(.readerMark, db), ArrivalLog.Kind.added.rawValue]) ?? 0
            try Self.setMark(NewsSelection.seen, watch: nil, to: try Self.lastPoint(db), db)
            try ListBuilder.buildOwnShelves(from: .new, db)
            return passed
        }
    }

    /// Moves the mark of the digests mailed for `watch` (nil: for all news) to `point`: once a digest read up to it
    /// was accepted by the mail server, so that a digest that failed is sent again.
    public func moveMailMark(watch: String?, to point: NewsPoint) throws {
        try writing { db in
            if let watch { _ = try Self.watch(named: watch, db) }
            try Self.setMark(NewsSelection.mail, watch: watch, to: point, db)
        }
    }

    // MARK: Watches

    public func watches() throws -> [Watch] {
        try reading { db in
            try Row.fetchAll(db, sql: "SELECT name, query FROM watch ORDER BY name")
                .map { Watch(name: $0[0], query: $0[1]) }
        }
    }

    public func watch(named name: String) throws -> Watch {
        try reading { db in try Self.watch(named: name, db) }
    }

    /// Saves `watch`; a watch of the same name is refused, not replaced.
    public func addWatch(_ watch: Watch) throws {
        try writing { db in
            try db.execute(
                sql: "INSERT INTO watch (name, query) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
                arguments: [watch.name, watch.query])
            if db.changesCount == 0 { throw IndexError.duplicateWatch(name: watch.name) }
        }
    }

    /// Removes the watch and its mail mark.
    public func removeWatch(named name: String) throws {
        try writing { db in
            try db.execute(sql: "DELETE FROM watch WHERE name = ?", arguments: [name])
            if db.changesCount == 0 { throw IndexError.unknownWatch(name: name) }
            try db.execute(sql: "DELETE FROM newsMark WHERE watch = ?", arguments: [name])
        }
    }

    private static func watch(named name: String, _ db: Database) throws -> Watch {
        let query = try String.fetchOne(db, sql: "SELECT query FROM watch WHERE name = ?", arguments: [name])
        guard let query else {
            throw IndexError.unknownWatch(name: name)
        }
        return Watch(name: name, query: query)
    }

    private static func lastPoint(_ db: Database) throws -> NewsPoint {
        NewsPoint(sequence: try Int64.fetchOne(db, sql: "SELECT max(seq) FROM arrival") ?? 0)
    }

    private static func setMark(_ name: String, watch: String?, to point: NewsPoint, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO newsMark (name, watch, seq) VALUES (?, ?, ?)
                ON CONFLICT (name, watch) DO UPDATE SET seq = excluded.seq
                """, arguments: [name, watch ?? "", point.sequence])
    }
}

/// The New shelf, as the lists, a search within it and the cards read it: the items added after the reader's mark
/// (an item is added once, so a row of `arrival` each).
enum NewsShelf {
    static let unseen = """
        arrival.kind = \(ArrivalLog.Kind.added.rawValue)
        AND arrival.seq > coalesce((SELECT seq FROM newsMark WHERE name = '\(NewsSelection.seen)' AND watch = ''), 0)
        """
}

/// The conditions on `arrival` and `item` that choose news: where it starts, which kinds, and a search's.
struct NewsSelection {
    static let seen = "seen"
    static let mail = "mail"

    private(set) var sql: String
    private(set) var arguments: StatementArguments

    init(_ start: NewsStart, _ plan: SearchPlan?, kinds: [ArrivalLog.Kind], _ db: Database) throws {
        switch start {
        case .date(let date):
            sql = "arrival.at >= ?"
            arguments = [Int64(date.timeIntervalSince1970.rounded(.up))]
        case .readerMark, .mailMark:
            sql = "arrival.seq > ?"
            arguments = [try Self.mark(start, db)]
        }
        sql += " AND arrival.kind IN (\(kinds.map { String($0.rawValue) }.joined(separator: ", ")))"
        guard let plan else { return }
        let filter = SearchFilter(plan)
        sql += " AND \(filter.sql)"
        arguments += filter.arguments
        if let match = plan.match {
            sql += " AND item.id IN (SELECT rowid FROM itemText WHERE itemText MATCH ?)"
            arguments += [match]
        }
    }

    /// The `arrival.seq` a mark stands at: 0, before everything, when it was never moved.
    static func mark(_ start: NewsStart, _ db: Database) throws -> Int64 {
        let (name, watch): (String, String?) =
            switch start {
            case .mailMark(let watch): (mail, watch)
            default: (seen, nil)
            }
        return try Int64.fetchOne(
            db, sql: "SELECT seq FROM newsMark WHERE name = ? AND watch = ?",
            arguments: [name, watch ?? ""]) ?? 0
    }
}
