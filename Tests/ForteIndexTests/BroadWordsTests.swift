import ForteCatalog
import ForteSearch
import Foundation
import GRDB
import Testing

@testable import ForteIndex

/// The broadest words' items kept as sets (`BroadWords`), and a search's count and pages taken from them and from the
/// pages of a prefix of many words (`BroadWordSearch`): the same as FTS5's of the same expression, after the fold,
/// once items are added, changed and taken out and the sets brought up to them, once more are changed since, and once
/// a merge has rewritten the segment the sets are of.
@Suite struct BroadWordsTests {
    /// `song` in two items of three, `waltz` in every other (lists of several pages: kept at `minPages`), `march` in
    /// the rest, `rose` and `songbook` in few; each item's number in its title; two composers, with their years (so
    /// that `title:1` finds fewer than `1`).
    private static let items: [Item] = (0..<6_000).map { number in
        let words = [
            number % 3 == 0 ? "March" : "Song", "\(number)", number % 2 == 0 ? "waltz" : nil,
            number % 100 == 0 ? "rose" : nil, number % 50 == 1 ? "songbook" : nil,
        ]
        return SearchTests.item(
            "i\(number)", title: words.compactMap { $0 }.joined(separator: " "),
            creator: number % 4 == 0 ? "Brahms, Johannes, 1833-1897" : "Mozart, Wolfgang Amadeus, 1756-1791")
    }
    private static let minPages: Int64 = 2

    /// Whether `BroadWordSearch` answers a query's count, or its pages: never (FTS5 does), when the sets are kept, or
    /// always (it seeks a prefix of too many words to name, `1` of the thousands of numbers, in a field or none, read
    /// from the pages).
    private enum Answered { case never, withSets, always }

    /// The queries, and whether the sets or the pages give their count (those that seek a broad word or a prefix of
    /// many words) and their pages (those that exclude one).
    private static let queries: [(query: String, count: Answered, page: Answered)] = [
        ("song", .withSets, .never), ("so", .withSets, .never), ("s", .withSets, .never), ("waltz", .withSets, .never),
        ("song waltz", .withSets, .never), ("song -waltz", .withSets, .withSets), ("waltz -rose", .withSets, .never),
        ("song rose", .withSets, .never), ("rose -song", .withSets, .withSets), ("wa ma", .withSets, .never),
        ("title:song waltz", .withSets, .never), ("\"song 12\" waltz", .withSets, .never),
        ("march -so", .withSets, .withSets), ("rose", .never, .never), ("songbook", .never, .never),
        ("title:song", .never, .never), ("march rose", .never, .never), ("\"song 1", .never, .never),
        ("rose -march", .never, .never), ("song -1", .always, .always), ("rose -2", .always, .always),
        ("1 -song", .always, .withSets), ("waltz 2", .always, .never), ("march 3 -1", .always, .always),
        ("song -title:1", .always, .always),
        ("title:2 -rose", .always, .never),
    ]

    private static let source = Source(name: "test", url: "http://127.0.0.1/oai")

    /// Each query's count and pages (the first, one further on, the last), as the index gives them, and FTS5's of its
    /// expression, in the whole catalogue and within a composer's items (Mozart's, more than `ScopedText.maxItems`:
    /// searched within the catalogue's full-text table, `MatchesWithinList`; Brahms's, in a table of their own); and
    /// whether the sets gave them.
    private static func expectSearches(_ index: CatalogIndex, broad: Bool, _ comment: Comment) throws {
        func answers(_ answered: Answered) -> Bool { answered == .always || broad && answered == .withSets }
        let composers = try index.composerCounts(in: .all).map(\.value)
        #expect(composers.count == 2)
        for (query, counted, paged) in queries {
            for scope in [CatalogFilter.all] + composers.map({ CatalogFilter(composer: $0) }) {
                var plan = try Searcher(index).plan(for: query)
                plan.scope = scope
                let count = try index.searchCount(plan)
                let pages = try [(0, false), (30, false), (0, true)].map { offset, fromEnd in
                    try index.search(plan, offset: offset, limit: 20, fromEnd: fromEnd).map(\.identifier)
                }
                try index.reading { db throws in
                    let filter = SearchFilter(plan)
                    let plain = try String.fetchAll(
                        db,
                        sql: """
                            SELECT item.identifier FROM itemText CROSS JOIN item ON item.id = itemText.rowid
                            WHERE itemText MATCH ? AND \(filter.sql) ORDER BY itemText.rowid
                            """, arguments: [plan.match] + filter.arguments)
                    #expect(count == plain.count, "\(query), \(scope), \(comment)")
                    let plainPages = [
                        Array(plain.prefix(20)), Array(plain.dropFirst(30).prefix(20)),
                        Array(plain.reversed().prefix(20)),
                    ]
                    #expect(pages == plainPages, "\(query), \(scope), \(comment)")
                    guard scope == .all else { return }
                    #expect((try BroadWordSearch(plan, db) != nil) == answers(counted), "\(query), \(comment)")
                    #expect(
                        (try BroadWordSearch(plan, forAPage: true, db) != nil) == answers(paged),
                        "\(query), \(comment)")
                }
            }
        }
    }

    private static func broadWords(_ index: CatalogIndex) throws -> Set<String> {
        try index.reading { db in try BroadWords.words(db) }
    }

    /// Whether `word`'s set as kept is its items as FTS5 finds them (in any column but the role words).
    private static func isKeptAsFound(_ word: String, _ index: CatalogIndex) throws -> Bool {
        try index.reading { db in
            let kept = try Data.fetchOne(db, sql: "SELECT items FROM broadWord WHERE word = ?", arguments: [word])
            let members = kept.map { $0.withUnsafeBytes { ItemSet(bytes: $0, upTo: 0) } }
            let found = try Int64.fetchAll(
                db, sql: "SELECT rowid FROM itemText WHERE itemText MATCH ? ORDER BY rowid",
                arguments: [SearchPlan.anywhere(word)])
            return members?.members(skipping: 0, limit: .max, fromEnd: false) == found
        }
    }

    @Test func countsAndPagesFromTheBroadWordsSetsAreFTS5sBeforeAndAfterChangesAndMerges() throws {
        let test = try TestIndex()
        try harvest(Self.items, into: test.index, pageSize: 1_000)
        // The harvest left one segment, whose sets the sync kept (of words of `BroadWords.minPages`: none): kept anew.
        try test.index.writing { db in
            #expect(try TextLeafPages.segmentsNewestFirst(db)?.count == 1)
            try db.execute(sql: "UPDATE projection SET broadSegments = NULL")
            try BroadWords.keep(db, minPages: Self.minPages)
        }
        let broad = try Self.broadWords(test.index)
        #expect(broad.isSuperset(of: ["song", "waltz"]) && broad.isDisjoint(with: ["rose", "songbook"]), "\(broad)")
        #expect(!broad.contains { $0.hasPrefix(CreatorRole.indexedMark) })
        try Self.expectSearches(test.index, broad: true, "folded")

        // `i3` gains `song`, `i4` loses `song` and `waltz`, `new` is added, `i5` and `i6` are taken out: each sync
        // brings the sets up to the newer segments it writes.
        try harvest(
            [
                SearchTests.item("i3", title: "Song 3 rose"), SearchTests.item("i4", title: "March 4"),
                SearchTests.item("new", title: "Song new waltz"),
            ], into: test.index, harvest: "2024-03-01")
        try test.index.apply(IndexBatch(source: Self.source, deletions: ["i5", "i6"]))
        try test.index.reading { db throws in #expect(try TextLeafPages.segmentsNewestFirst(db)!.count >= 3) }
        #expect(try Self.broadWords(test.index) == broad)
        #expect(try Self.isKeptAsFound("song", test.index) && Self.isKeptAsFound("waltz", test.index))
        try Self.expectSearches(test.index, broad: true, "kept since changes")

        // `i4` gains `song` back, its text indexed in a harvest under way (as while it waits for the network), not
        // kept: the newer segments' entries, its two among them, are read on top of the sets kept.
        try harvest(
            [SearchTests.item("i4", title: "Song 4")], into: test.index, complete: false, harvest: "2024-04-01")
        try test.index.writing { db in try Projection.indexText(db) }
        #expect(try !Self.isKeptAsFound("song", test.index))
        try Self.expectSearches(test.index, broad: true, "changed since kept")
        try harvest([SearchTests.item("i7", title: "March 7")], into: test.index, harvest: "2024-04-01")
        #expect(try Self.isKeptAsFound("song", test.index) && Self.isKeptAsFound("waltz", test.index))
        try Self.expectSearches(test.index, broad: true, "kept again since changes")

        // A merge rewrites the oldest segment, which the sets are of: they are no one's until kept again.
        try test.index.writing { db in try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')") }
        #expect(try Self.broadWords(test.index).isEmpty)
        try Self.expectSearches(test.index, broad: false, "merged")
        try test.index.writing { db in try BroadWords.keep(db, minPages: Self.minPages) }
        #expect(try Self.broadWords(test.index) == broad)
        #expect(try Self.isKeptAsFound("song", test.index) && Self.isKeptAsFound("waltz", test.index))
        try Self.expectSearches(test.index, broad: true, "kept again")
    }

    /// A word kept from fewer of the oldest segment's pages once the newer segments hold as many: its list runs over
    /// `minPages` with theirs counted in, and its set is read from the oldest segment's pages and the newer entries.
    @Test func aWordBroadWithTheNewerSegmentsCountedInJoinsTheWordsKept() throws {
        let test = try TestIndex()
        let waltzes = { (range: Range<Int>) in range.map { SearchTests.item("w\($0)", title: "Waltz \($0)") } }
        try harvest(waltzes(0..<6_000), into: test.index, pageSize: 1_000)
        let minPages = try test.index.reading { db in
            let oldest = try #require(try TextLeafPages.segmentsNewestFirst(db)?.last)
            let spans = try (1...64).filter { pages in
                try TextLeafPages.words(of: oldest, spanningAtLeast: pages, db)?.contains(Array("0waltz".utf8)) == true
            }
            return try #require(spans.last) + 1
        }
        try test.index.writing { db in
            try db.execute(sql: "UPDATE projection SET broadSegments = NULL")
            try BroadWords.keep(db, minPages: minPages)
        }
        #expect(try Self.broadWords(test.index).isEmpty, "`waltz` runs over fewer than \(minPages) pages")

        try harvest(waltzes(6_000..<12_000), into: test.index, pageSize: 1_000, complete: false, harvest: "2024-03-01")
        try test.index.writing { db in
            try Projection.indexText(db)
            #expect(try TextLeafPages.segmentsNewestFirst(db)?.count == 2)
            try BroadWords.keep(db, minPages: minPages)
        }
        #expect(try Self.broadWords(test.index) == ["waltz"])
        #expect(try Self.isKeptAsFound("waltz", test.index))
    }

    /// A merge of newer segments writes its output older than a newer one it leaves standing, whose entries the sets
    /// were brought up with after theirs: `i3`, taken out last, is not put back by the merge's older entry of it.
    @Test func aMergeBelowANewerSegmentStandingIsReadWithItOnTop() throws {
        let test = try TestIndex()
        // FTS5's 'merge' of every level with `least` segments or more into one on the next.
        func merge(least: Int) throws {
            try test.index.writing { db in
                try db.execute(sql: "INSERT INTO itemText (itemText, rank) VALUES ('usermerge', ?)", arguments: [least])
                try db.execute(sql: "INSERT INTO itemText (itemText, rank) VALUES ('merge', 1000)")
            }
        }
        // The items in five harvests, merged on the way into segments on three levels, then folded into one above
        // them: the oldest, on a level of its own.
        for part in 0..<5 {
            try harvest(
                Array(Self.items[part * 1_200..<part * 1_200 + 1_200]), into: test.index, pageSize: 1_000,
                harvest: "2024-01-1\(part)")
            if part % 2 == 1 { try merge(least: 2) }
        }
        try test.index.writing { db in
            try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')")
            try db.execute(sql: "UPDATE projection SET broadSegments = NULL")
            try BroadWords.keep(db, minPages: Self.minPages)
        }
        #expect(try Self.broadWords(test.index).isSuperset(of: ["song", "waltz"]))

        // Each harvest of changes writes two segments (the items' text taken out, then put in): three harvests'
        // merged into one on the second level, twice; then `i3` taken out, in a segment of its own on the first.
        for change in 1...6 {
            let revised = (0..<100).map { SearchTests.item("i\(100 * change + $0)", title: "Song \(change) revised") }
            try harvest(
                [SearchTests.item("i3", title: change % 2 == 0 ? "Song 3 rose" : "March 3 waltz")] + revised,
                into: test.index, pageSize: 1_000, harvest: "2024-02-1\(change)")
            if change % 3 == 0 { try merge(least: 3) }
        }
        try test.index.apply(IndexBatch(source: Self.source, deletions: ["i3"]))
        let kept = try test.index.reading { db in try #require(try TextLeafPages.segmentsNewestFirst(db)) }
        try Self.expectSearches(test.index, broad: true, "kept")

        // The two on the second level merged into one on the third, below `i3`'s, as a sync's merge does.
        try merge(least: 2)
        let merged = try test.index.reading { db in try #require(try TextLeafPages.segmentsNewestFirst(db)) }
        #expect(
            merged.count == kept.count - 1 && merged.first == kept.first && merged.last == kept.last,
            "\(kept), \(merged)")
        try Self.expectSearches(test.index, broad: true, "merged below a newer segment")
    }

    /// A word's list of megabytes (800,000 items: `song` in each) is read to its end, its first pages let go of as it
    /// is read on: every item once, in order.
    @Test func aListOfMegabytesIsReadToItsEnd() throws {
        let test = try TestIndex()
        let items: Int64 = 800_000
        let key = Array("0song".utf8)
        try test.index.writing { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n WHERE id < ?)
                    INSERT INTO itemText (rowid, title) SELECT id, 'song ' || id FROM n
                    """, arguments: [items])
            try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')")
            let pages = try #require(try TextLeafLists.Pages(from: key, to: key + [0], db))
            #expect(pages.count > 1_000_000 / 4_000, "more than a megabyte of pages")
            var lists = try #require(try TextLeafLists(pages, among: ItemSet(every: items), db))
            var (count, last): (Int64, Int64) = (0, 0)
            #expect(
                try lists.forEachItem(of: { $0 == key }, db) { id, _ in
                    if id == last + 1 { count += 1 }
                    last = id
                })
            #expect(count == items && last == items)
        }
    }

    /// A set read back from the bytes it is kept as has the same members, and gives them a page at a time either way.
    @Test func aSetComesBackFromItsBytesAndGivesItsMembersByPage() {
        let ids: [Int64] = [0, 1, 63, 64, 130, 999, 1_000]
        var set = ItemSet(upTo: 1_000)
        for id in ids { set.insert(id) }
        let back = set.data.withUnsafeBytes { ItemSet(bytes: $0, upTo: 0) }
        #expect(back.count == ids.count && back.count(inCommonWith: set) == ids.count && back.greatest == set.greatest)
        for offset in 0...ids.count {
            #expect(back.members(skipping: offset, limit: 3, fromEnd: false) == Array(ids.dropFirst(offset).prefix(3)))
            #expect(
                back.members(skipping: offset, limit: 3, fromEnd: true)
                    == Array(ids.reversed().dropFirst(offset).prefix(3)))
        }
    }
}
