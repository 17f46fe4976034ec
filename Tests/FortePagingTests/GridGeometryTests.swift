import FortePaging
import Testing

struct GridCase: Sendable, CustomTestStringConvertible {
    var width, height, minimumCardWidth, cardHeight, gap: Int
    var columns, rows, cardWidth: Int
    var testDescription: String { "\(width)×\(height), cards ≥\(minimumCardWidth)×\(cardHeight), gap \(gap)" }
}

@Test(arguments: [
    // 80×24 with 24×5 cards: 3 columns (3·24 + 2 = 74 ≤ 80), 4 rows (4·5 + 3 = 23 ≤ 24); 3 cards of 26 fill 80.
    GridCase(width: 80, height: 24, minimumCardWidth: 24, cardHeight: 5, gap: 1, columns: 3, rows: 4, cardWidth: 26),
    // Exactly full: 4·19 + 3 = 79 fits, 80 would need a fifth card of 19 + its gap.
    GridCase(width: 79, height: 24, minimumCardWidth: 19, cardHeight: 5, gap: 1, columns: 4, rows: 4, cardWidth: 19),
    GridCase(width: 300, height: 80, minimumCardWidth: 24, cardHeight: 5, gap: 1, columns: 12, rows: 13, cardWidth: 24),
    GridCase(width: 300, height: 80, minimumCardWidth: 30, cardHeight: 6, gap: 2, columns: 9, rows: 10, cardWidth: 31),
    GridCase(width: 80, height: 24, minimumCardWidth: 24, cardHeight: 5, gap: 0, columns: 3, rows: 4, cardWidth: 26),
    // Tiny screens still get one card, shrunk to the width there is.
    GridCase(width: 10, height: 3, minimumCardWidth: 24, cardHeight: 5, gap: 1, columns: 1, rows: 1, cardWidth: 10),
    GridCase(width: 1, height: 1, minimumCardWidth: 24, cardHeight: 5, gap: 1, columns: 1, rows: 1, cardWidth: 1),
    GridCase(width: 0, height: 0, minimumCardWidth: 24, cardHeight: 5, gap: 1, columns: 1, rows: 1, cardWidth: 1),
    GridCase(width: -5, height: -5, minimumCardWidth: 0, cardHeight: 0, gap: -1, columns: 1, rows: 1, cardWidth: 1),
])
func gridFillsTheRectangle(_ grid: GridCase) {
    let geometry = GridGeometry(
        width: grid.width, height: grid.height, minimumCardWidth: grid.minimumCardWidth, cardHeight: grid.cardHeight,
        gap: grid.gap)
    #expect(geometry.columns == grid.columns)
    #expect(geometry.rows == grid.rows)
    #expect(geometry.pageSize == grid.columns * grid.rows)
    #expect(geometry.cardWidth == grid.cardWidth)
}

@Test func everyScreenSizeGetsTheMostCardsThatFitAndNoneOverlap() {
    for width in 0...320 {
        for height in stride(from: 0, through: 100, by: 7) {
            let geometry = GridGeometry(width: width, height: height, minimumCardWidth: 20, cardHeight: 4)
            let (columns, rows, cardWidth) = (geometry.columns, geometry.rows, geometry.cardWidth)
            let fitsWidth = columns * cardWidth + (columns - 1) <= width
            let noMoreColumnFits = (columns + 1) * 20 + columns > width
            let fitsHeight = rows * 4 + (rows - 1) <= height
            let noMoreRowFits = (rows + 1) * 4 + rows > height
            let wide = width >= 20, tall = height >= 4
            let ok =
                columns >= 1 && rows >= 1
                && (!wide
                    || (fitsWidth && noMoreColumnFits && cardWidth >= 20
                        && width - (columns * cardWidth + columns - 1) < columns))
                && (!tall || (fitsHeight && noMoreRowFits))
                && (wide || (columns == 1 && cardWidth == max(1, width)))
                && (tall || rows == 1)
            if !ok {
                Issue.record("\(width)×\(height): \(columns) columns of \(cardWidth), \(rows) rows")
                return
            }
        }
    }
}

@Test func slotsAreLaidOutRowByRowWithGaps() {
    let geometry = GridGeometry(width: 80, height: 24, minimumCardWidth: 24, cardHeight: 5)
    #expect(geometry.origin(ofSlot: 0) == (x: 0, y: 0))
    #expect(geometry.origin(ofSlot: 1) == (x: 27, y: 0))
    #expect(geometry.origin(ofSlot: 2) == (x: 54, y: 0))
    #expect(geometry.origin(ofSlot: 3) == (x: 0, y: 6))
    #expect(geometry.origin(ofSlot: 11) == (x: 54, y: 18))
    // The last card ends inside the screen.
    #expect(geometry.origin(ofSlot: 11).x + geometry.cardWidth <= 80)
    #expect(geometry.origin(ofSlot: 11).y + 5 <= 24)
}

@Test func resizingChangesThePageButKeepsTheSelectedItemOnScreen() {
    let wide = GridGeometry(width: 300, height: 80, minimumCardWidth: 24, cardHeight: 5)
    let small = GridGeometry(width: 80, height: 24, minimumCardWidth: 24, cardHeight: 5)
    #expect(wide.pageSize == 156 && small.pageSize == 12)
    var pager = CircularPager(count: 1000, pageSize: wide.pageSize, columns: wide.columns, index: 500)
    #expect(pager.pageRange == 468..<624)
    pager.resize(pageSize: small.pageSize, columns: small.columns)
    #expect(pager.index == 500 && pager.pageRange == 492..<504)
    // The selected item's slot on the new page, and so its place on screen.
    let slot = pager.index - pager.pageRange.lowerBound
    #expect(small.origin(ofSlot: slot) == (x: 54, y: 12))
}
