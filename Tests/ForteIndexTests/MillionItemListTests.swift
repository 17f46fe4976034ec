import ForteCatalog
import FortePaging
import GRDB
import Testing

@testable import ForteIndex

/// Every order at a million items: the places at 0, 1, the middle, a partial last page and the end, the
/// positions of their items, and paging that wraps around at both ends, against SQLite's own sorting of
/// the same rows.
///
/// The items are written straight into the record store's table by SQL (a harvest of a million items takes a
/// debug build far too long), with only the columns the lists are built from, then the lists are built as a
/// harvest builds them (`ListBuilder`).
@Suite struct MillionItemListTests {
    static let count = 1_000_000
    /// A grid of 8 columns by 6 rows: a million items leave 16 on the last page.
    static let pageSize = 48

    /// Each order as SQL sorts the rows (see `SortPosition`). The composers' names are written so that their
    /// library order (`ComposerName.sortKey`) is their order as text.
    static let oracleOrder: [ListOrder: String] = [
        .title: "sortKey, identifier, source",
        .date: "year = 0, year, sortKey, identifier, source",
        .composer: "composers = '', composers, sortKey, identifier, source",
        .added: "id DESC",
    ]

    @Test func everyOrderHoldsItsPlacesAtAMillionItems() throws {
        let directory = try TemporaryDirectory()
        _ = try CatalogIndex(path: directory.indexPath, create: true)
        let queue = try DatabaseQueue(path: directory.indexPath)
        try queue.write { db in
            try Self.fill(db)
            try ListBuilder.build(db)
        }
        let index = try CatalogIndex(readingAt: directory.indexPath)
        let lastPage = Self.count - Self.count % Self.pageSize
        #expect(Self.count % Self.pageSize != 0)

        for order in ListOrder.allCases {
            let filter = CatalogFilter(order: order)
            #expect(try index.count(filter) == Self.count, "\(order)")
            let places = [0, 1, Self.count / 2, lastPage - 1, Self.count - 1] + Array(lastPage..<Self.count)
            let expected = try queue.read { db in try Self.identifiers(at: places, order: order, db) }

            for place in places {
                let identifier = try #require(expected[place])
                #expect(
                    try index.summaries(filter, offset: place, limit: 1).map(\.identifier) == [identifier],
                    "\(order) at \(place)")
                #expect(try index.position(of: identifier, in: filter) == place, "\(order) at \(place)")
            }
            // The partial last page holds the last items, and no more.
            let last = (lastPage..<Self.count).map { expected[$0] ?? "" }
            #expect(
                try index.summaries(filter, offset: lastPage, limit: Self.pageSize).map(\.identifier) == last,
                "\(order)")

            // Back from the first item is the last, a page back from the first page the partial last page, and on
            // from the last item the first.
            var pager = CircularPager(count: try index.count(filter), pageSize: Self.pageSize, columns: 8)
            pager.step(by: -1)
            #expect(
                try index.summaries(filter, offset: pager.index, limit: 1).first?.identifier == last.last, "\(order)")
            pager.step(by: 1)
            #expect(
                try index.summaries(filter, offset: pager.index, limit: 1).first?.identifier == expected[0], "\(order)")
            pager.stepPage(by: -1)
            let wrapped = try index.summaries(filter, offset: pager.pageRange.lowerBound, limit: pager.pageRange.count)
            #expect(wrapped.map(\.identifier) == last, "\(order)")
        }
    }

    /// A million items, in an order that is none of the four: sort keys, years (a tenth undated) and composers
    /// (one item in eleven naming none) drawn by arithmetic from the id, many of them shared.
    static func fill(_ db: Database) throws {
        try db.execute(
            sql: """
                WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k < ?)
                INSERT INTO item (identifier, source, recordFormat, record, title, sortKey, decade, date, composers, year)
                    SELECT 'oai:million:' || k, 'million', 0, x'', 'Title ' || k, printf('t%05d', (k * 7919) % 50000),
                           CASE WHEN k % 10 = 0 THEN 0 ELSE (1800 + (k * 13) % 200) / 10 * 10 END,
                           CASE WHEN k % 10 = 0 THEN NULL ELSE 1800 + (k * 13) % 200 END,
                           CASE WHEN k % 11 = 0 THEN '' ELSE printf('Composer%04d, Ann', (k * 31) % 5000) END,
                           CASE WHEN k % 10 = 0 THEN 0 ELSE 1800 + (k * 13) % 200 END
                    FROM n
                """, arguments: [count - 1])
    }

    /// The identifiers at `places` in the order, as SQLite sorts the rows.
    static func identifiers(at places: [Int], order: ListOrder, _ db: Database) throws -> [Int: String] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT place, identifier FROM (SELECT identifier, row_number() OVER (ORDER BY \(oracleOrder[order]!)) - 1 AS place FROM item)
                WHERE place IN (SELECT value FROM json_each(?))
                """, arguments: ["[" + places.map(String.init).joined(separator: ",") + "]"])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0[0], $0[1]) })
    }
}
