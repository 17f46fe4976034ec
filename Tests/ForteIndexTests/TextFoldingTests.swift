import ForteCatalog
import GRDB
import Testing

@testable import ForteIndex

/// The full-text index folded into one segment (`Projection.foldText`) when much of it lies outside its largest; the
/// same items found before and after.
@Suite struct TextFoldingTests {
    private static func segments(_ index: CatalogIndex) throws -> Int {
        try index.reading { db in try Int.fetchOne(db, sql: "SELECT count(DISTINCT segid) FROM itemText_idx") ?? 0 }
    }

    private static func items(_ range: Range<Int>) -> [Item] {
        range.map { SearchTests.item("oai:test:\($0)", title: "Waltz number \($0)", subject: "Marches (Piano) \($0)") }
    }

    @Test func harvestsLeaveSegmentsThatAFoldMakesOneAndSearchFindsTheSame() throws {
        let test = try TestIndex()
        for part in 0..<3 {
            try harvest(Self.items(part * 40..<part * 40 + 40), into: test.index, harvest: "2024-0\(part + 1)-01")
        }
        #expect(try Self.segments(test.index) == 3, "a small index is left as it is")
        let before = try test.index.search("waltz marches", limit: 200).map(\.identifier)
        #expect(before.count == 120)

        try test.index.writing { try Projection.foldText($0, fromPages: 0) }
        #expect(try Self.segments(test.index) == 1)
        #expect(try test.index.search("waltz marches", limit: 200).map(\.identifier) == before)
        #expect(try test.index.search("number 7", limit: 200).map(\.identifier).contains("oai:test:7"))
    }

    /// The segments newest first, as FTS5 reads them.
    private static func structure(_ index: CatalogIndex) throws -> [TextLeafPages.Segment] {
        try index.reading { db in try #require(try TextLeafPages.segmentsNewestFirst(db)) }
    }

    /// An index of 400 items folded into one segment on a level of its own, as a fold during a long harvest leaves
    /// it: merged level by level into a fourth first (FTS5 merging every two segments of a level while it is made),
    /// in leaf pages of 64 bytes, so that a few items take pages enough to weigh segments by.
    private static func folded() throws -> TestIndex {
        let test = try TestIndex()
        try test.index.writing { db in
            try db.execute(sql: "INSERT INTO itemText (itemText, rank) VALUES ('pgsz', 64)")
            try db.execute(sql: "INSERT INTO itemText (itemText, rank) VALUES ('automerge', 2)")
        }
        for part in 0..<8 {
            try harvest(items(part * 50..<part * 50 + 50), into: test.index, harvest: "2024-01-0\(part + 1)")
        }
        try test.index.writing { db in
            try db.execute(sql: "INSERT INTO itemText (itemText) VALUES ('optimize')")
            try db.execute(sql: "INSERT INTO itemText (itemText, rank) VALUES ('automerge', 8)")
        }
        return test
    }

    @Test func segmentsBesideTheLargestAreMergedWithoutItUntilTheyHoldMoreThanIt() throws {
        let test = try Self.folded()
        let largest = try #require(try Self.structure(test.index).first)
        #expect(try Self.structure(test.index) == [largest])

        // Three harvests of 50 items each: a quarter of the pages and more beside the largest, in three segments.
        for part in 8..<11 {
            try harvest(Self.items(part * 50..<part * 50 + 50), into: test.index, harvest: "2024-02-0\(part - 7)")
        }
        let harvested = try Self.structure(test.index)
        let beside = harvested.dropLast().map(\.pages).reduce(0, +)
        #expect(harvested.count == 4 && harvested.last == largest)
        #expect(beside * 4 > beside + largest.pages && beside < largest.pages, "\(beside) of \(largest.pages)")
        let before = try test.index.search("waltz marches", limit: 2_000).map(\.identifier)
        #expect(before.count == 550)
        try test.index.writing { try Projection.foldText($0, fromPages: 0) }
        let merged = try Self.structure(test.index)
        #expect(merged.count == 2 && merged.last == largest, "\(merged)")
        #expect(try test.index.search("waltz marches", limit: 2_000).map(\.identifier) == before)

        // Two of 200 more: the pages beside are now more than the largest's (and fewer than twice), and the whole index
        // is folded.
        for part in 0..<2 {
            let first = 550 + part * 200
            try harvest(Self.items(first..<first + 200), into: test.index, harvest: "2024-03-0\(part + 1)")
        }
        let more = try Self.structure(test.index)
        let besideMore = more.dropLast().map(\.pages).reduce(0, +)
        #expect(besideMore > largest.pages && besideMore < 2 * largest.pages && more.last == largest, "\(besideMore)")
        try test.index.writing { try Projection.foldText($0, fromPages: 0) }
        #expect(try Self.segments(test.index) == 1)
        let after = try test.index.search("waltz marches", limit: 2_000).map(\.identifier)
        #expect(after.count == 950 && Set(before).isSubset(of: after))
    }

    /// A harvest that says what is still to come folds the whole ahead when that would take the pages beside the
    /// largest past it at its end, and no more than the index holds and the harvest has brought comes: its end then
    /// finds the largest larger.
    @Test func aHarvestWhoseEndWouldFoldFoldsAheadWhenItSaysWhatIsToCome() throws {
        for (harvested, remaining, segments) in [
            (550, 0, 2), (550, 50, 2), (550, 300, 1), (299, 300, 2), (551, 551, 2),
        ] {
            let test = try Self.folded()
            let largest = try #require(try Self.structure(test.index).first)
            for part in 8..<11 {
                try harvest(Self.items(part * 50..<part * 50 + 50), into: test.index, harvest: "2024-02-0\(part - 7)")
            }
            // 150 of 550 items beside the largest: 300 more would take them past it, 50 would not; 551 are more
            // than the index holds, which a fold now would not spare its end; 300 after 299 are a harvest before its
            // half, which may write again what a fold now would fold.
            try test.index.writing {
                try Projection.foldText($0, fromPages: 0, harvested: harvested, expecting: remaining)
            }
            let structure = try Self.structure(test.index)
            #expect(structure.count == segments, "\(harvested) \(remaining): \(structure)")
            #expect(segments == 1 || structure.last == largest, "\(harvested) \(remaining): \(structure)")
        }
    }

    /// A merge goes on only while it is let (a build's, while the lists' reader reads): stopped, it leaves the index
    /// searching the same, and the next carries it on.
    @Test func aMergeGoesOnOnlyWhileItIsLet() throws {
        let test = try Self.folded()
        for part in 8..<11 {
            try harvest(Self.items(part * 50..<part * 50 + 50), into: test.index, harvest: "2024-02-0\(part - 7)")
        }
        let harvested = try Self.structure(test.index)
        let before = try test.index.search("waltz marches", limit: 2_000).map(\.identifier)
        var asked = 0
        let never = {
            asked += 1
            return false
        }
        try test.index.writing { try Projection.foldText($0, fromPages: 0, mergingWhile: never) }
        #expect(asked == 1)
        #expect(try Self.structure(test.index) == harvested)
        #expect(try test.index.search("waltz marches", limit: 2_000).map(\.identifier) == before)
        try test.index.writing { try Projection.foldText($0, fromPages: 0) }
        #expect(try Self.structure(test.index).count == 2)
        #expect(try test.index.search("waltz marches", limit: 2_000).map(\.identifier) == before)
    }

    @Test func aFewItemsBesideTheLargestSegmentAreNotWorthAMerge() throws {
        let test = try Self.folded()
        for part in 0..<3 {
            try harvest(Self.items(400 + part..<401 + part), into: test.index, harvest: "2024-03-0\(part + 1)")
        }
        #expect(try Self.segments(test.index) == 4)
        try test.index.writing { try Projection.foldText($0, fromPages: 0) }
        #expect(try Self.segments(test.index) == 4)
    }
}
