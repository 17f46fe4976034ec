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

    @Test func aFewItemsBesideTheLargestSegmentAreNotWorthAFold() throws {
        let test = try TestIndex()
        try harvest(Self.items(0..<400), into: test.index)
        try test.index.writing { try Projection.foldText($0, fromPages: 0) }
        try harvest(Self.items(400..<401), into: test.index, harvest: "2024-03-01")
        #expect(try Self.segments(test.index) == 2)
        try test.index.writing { try Projection.foldText($0, fromPages: 0) }
        #expect(try Self.segments(test.index) == 2)
    }
}
