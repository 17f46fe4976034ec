import ForteCatalog
import GRDB

/// Builds the projection's lists from the items, in one pass over them in sort order: All, then each
/// decade, then each composer, each followed by its lists in each decade (see `Projection`).
struct ListBuilder {
    /// Many ids to a statement, as a JSON array: a statement a row cost more than the row.
    static let idsPerStatement = 8_192

    private var all: [Int64] = []
    private var decades: [Int64: [Int64]] = [:]
    private var composers: [String: ComposerItems] = [:]

    /// A composer's items in sort order, and the decade of each (a year, or 0: 32 bits hold it).
    private struct ComposerItems {
        var ids: [Int64] = []
        var decades: [Int32] = []

        mutating func append(_ id: Int64, decade: Int64) {
            ids.append(id)
            decades.append(Int32(clamping: decade))
        }
    }

    static func build(_ db: Database) throws {
        var lists = ListBuilder()
        let items = try Row.fetchCursor(db, sql: "SELECT id, decade, composers FROM item ORDER BY sortKey, identifier, source")
        while let item = try items.next() {
            lists.append(item[0], decade: item[1], composers: item[2])
        }
        try db.execute(sql: "DELETE FROM list; DELETE FROM entry")
        var writer = Writer(db)
        try writer.write(lists.all, decade: nil, composer: nil)
        // Where each list lies is in its row: they can go in any order.
        for (decade, ids) in lists.decades {
            try writer.write(ids, decade: decade, composer: nil)
        }
        for (name, items) in lists.composers {
            try writer.write(items.ids, decade: nil, composer: name)
            // Its decades, each in sort order (the sort is stable by index).
            let byDecade = items.ids.indices.sorted { (items.decades[$0], $0) < (items.decades[$1], $1) }
            var run = byDecade.startIndex
            while run < byDecade.endIndex {
                let decade = items.decades[byDecade[run]]
                let end = byDecade[run...].firstIndex { items.decades[$0] != decade } ?? byDecade.endIndex
                try writer.write(byDecade[run..<end].map { items.ids[$0] }, decade: Int64(decade), composer: name)
                run = end
            }
        }
        try writer.finish()
    }

    private mutating func append(_ id: Int64, decade: Int64, composers names: String) {
        all.append(id)
        decades[decade, default: []].append(id)
        // An item's composers are distinct, joined as `StoredItem` joins them.
        for name in names.split(separator: StoredItem.composerSeparator) {
            composers[String(name), default: ComposerItems()].append(id, decade: decade)
        }
    }

    /// Writes lists one after another into `entry`, a stretch each, and a `list` row naming it.
    private struct Writer {
        let db: Database
        private var place = 0
        /// Ids waiting to be written, from `pendingStart` on.
        private var pending: [Int64] = []
        private var pendingStart = 0

        init(_ db: Database) {
            self.db = db
        }

        mutating func write(_ ids: [Int64], decade: Int64?, composer: String?) throws {
            try db.cachedStatement(sql: """
                INSERT INTO list (decade, composer, composerKey, start, count) VALUES (?, ?, ?, ?, ?)
                """).execute(arguments: [decade, composer, composer.map { Title.sortKey($0) }, place, ids.count])
            pending.append(contentsOf: ids)
            place += ids.count
            if pending.count >= ListBuilder.idsPerStatement { try finish() }
        }


        mutating func finish() throws {
            guard !pending.isEmpty else { return }
            try db.cachedStatement(sql: "INSERT INTO entry (place, itemId) SELECT ? + key, value FROM json_each(?)")
                .execute(arguments: [pendingStart, "[" + pending.map(String.init).joined(separator: ",") + "]"])
            pendingStart += pending.count
            pending.removeAll(keepingCapacity: true)
        }
    }
}
