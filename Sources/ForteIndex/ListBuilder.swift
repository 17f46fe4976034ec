import ForteCatalog
import Foundation
import GRDB

/// Builds the projection's lists from the items, in one pass over them in sort order: All, each decade,
/// each composer and each composer in each decade; then the favourites' lists, All and each composer's,
/// on places of their own from `projection.favouritesFrom`, so that marking a favourite builds those alone.
struct ListBuilder {
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
        let lists = try ListBuilder(db, items: "item")
        try db.execute(sql: "DELETE FROM list; DELETE FROM entry")
        var writer = try Writer(db, from: 0)
        try writer.write(lists.all, decade: nil, composer: nil)
        // Where each list lies is in its row: they can go in any order.
        for (decade, ids) in lists.decades {
            try writer.write(ids, decade: decade, composer: nil)
        }
        for (composer, items) in lists.namedComposers {
            try writer.write(items.ids, decade: nil, composer: composer)
            // Its decades, each in sort order (the sort is stable by index).
            let byDecade = items.ids.indices.sorted { (items.decades[$0], $0) < (items.decades[$1], $1) }
            var run = byDecade.startIndex
            while run < byDecade.endIndex {
                let decade = items.decades[byDecade[run]]
                let end = byDecade[run...].firstIndex { items.decades[$0] != decade } ?? byDecade.endIndex
                try writer.write(byDecade[run..<end].map { items.ids[$0] }, decade: Int64(decade), composer: composer)
                run = end
            }
        }
        try writer.finish()
        try db.execute(sql: "UPDATE projection SET favouritesFrom = ?", arguments: [writer.nextChunk * Projection.chunkSize])
        try buildFavourites(db)
    }

    /// Builds the favourites' lists again, in place of those there were.
    static func buildFavourites(_ db: Database) throws {
        let start = try Int.fetchOne(db, sql: "SELECT favouritesFrom FROM projection") ?? 0
        try db.execute(sql: "DELETE FROM list WHERE favourites; DELETE FROM entry WHERE chunk >= ?", arguments: [start / Projection.chunkSize])
        let lists = try ListBuilder(db, items: "favourite CROSS JOIN item ON item.identifier = favourite.identifier")
        var writer = try Writer(db, from: start, favourites: true)
        try writer.write(lists.all, decade: nil, composer: nil)
        for (composer, items) in lists.namedComposers {
            try writer.write(items.ids, decade: nil, composer: composer)
        }
        try writer.finish()
    }

    /// The lists of the items `from` selects, read in sort order.
    private init(_ db: Database, items from: String) throws {
        // Read in place: as GRDB rows and strings, the items took a 100,000-item build 0.3 s more.
        let items = try DirectStatement("SELECT item.id, item.decade, item.composers FROM \(from) ORDER BY item.sortKey, item.identifier, item.source", db)
        defer { items.reset() }
        var isSorted = false
        while try items.step() {
            if !isSorted {
                // The first row comes once every item is sorted: the pages their scan cached are not read
                // again, so they go before the lists grow (32 MB of a million-item sync's peak).
                try db.execute(sql: "PRAGMA shrink_memory")
                isSorted = true
            }
            append(items.int64(0), decade: items.int64(1), composers: items.text(2))
        }
    }

    private mutating func append(_ id: Int64, decade: Int64, composers names: UnsafeRawBufferPointer) {
        all.append(id)
        decades[decade, default: []].append(id)
        // An item's composers are distinct, joined as `StoredItem` joins them; one that names none is listed
        // under `CatalogFilter.noComposer`.
        guard !names.isEmpty else { return composers[CatalogFilter.noComposer, default: ComposerItems()].append(id, decade: decade) }
        for name in names.split(separator: StoredItem.composerSeparator.utf8.first!) {
            composers[String(decoding: name, as: UTF8.self), default: ComposerItems()].append(id, decade: decade)
        }
    }

    /// Each composer's items with the composer's name, and the key it is filed by (surname first, folded).
    private var namedComposers: some Sequence<((name: String, key: String), ComposerItems)> {
        composers.lazy.map { ((name: $0.key, key: ComposerName.sortKey(of: $0.key)), $0.value) }
    }

    /// Writes lists one after another into `entry`, a stretch each, and a `list` row naming it.
    private struct Writer {
        private let db: Database
        /// Driven through SQLite's API: a list row for each composer and decade, tens of thousands of them, took a
        /// 100,000-item build 0.17 s through GRDB's arguments.
        private let list: DirectStatement
        private var place: Int
        /// The ids of the chunk being filled, little-endian, and its number.
        private var chunk: [Int64] = []
        private(set) var nextChunk: Int

        /// Writes from `place`, the first of a chunk.
        init(_ db: Database, from place: Int, favourites: Bool = false) throws {
            self.db = db
            (self.place, nextChunk) = (place, place / Projection.chunkSize)
            list = try DirectStatement("""
                INSERT INTO list (decade, composer, composerKey, start, count, favourites) VALUES (?, ?, ?, ?, ?, \(favourites ? 1 : 0))
                """, db)
            chunk.reserveCapacity(Projection.chunkSize)
        }

        mutating func write(_ ids: [Int64], decade: Int64?, composer: (name: String, key: String)?) throws {
            if let decade { list.bind(1, decade) }
            list.bind(2, composer?.name)
            list.bind(3, composer?.key)
            list.bind(4, Int64(place))
            list.bind(5, Int64(ids.count))
            try list.run()
            place += ids.count
            for id in ids {
                chunk.append(id.littleEndian)
                if chunk.count == Projection.chunkSize { try finish() }
            }
        }

        /// Writes the chunk being filled.
        mutating func finish() throws {
            guard !chunk.isEmpty else { return }
            try db.execute(sql: "INSERT INTO entry (chunk, itemIds) VALUES (?, ?)", arguments: [nextChunk, chunk.withUnsafeBytes { Data($0) }])
            chunk.removeAll(keepingCapacity: true)
            nextChunk += 1
        }
    }
}
