import FortePaging
import Testing

/// Every count 0...200 and page size 1...40, once per column count.
private let counts = 0...200
private let pageSizes = 1...40
private let columnCounts = [1, 2, 3, 4, 7]

/// The indices where paging can go wrong: the ends, the edges of the first and last pages
/// and rows, and the middle. (Every index of every configuration is too slow in a debug build.)
private func telling(count: Int, pageSize: Int, columns: Int) -> [Int] {
    guard count > 0 else { return [0] }
    let lastPage = (count - 1) / pageSize * pageSize
    let candidates = [
        0, 1, columns - 1, columns, pageSize - 1, pageSize, pageSize + columns, count / 2,
        lastPage - 1, lastPage, lastPage + columns - 1, lastPage + columns, count - columns - 1, count - columns,
        count - 2, count - 1,
    ]
    return Set(candidates.filter { (0..<count).contains($0) }).sorted()
}

/// Runs `check` on a pager at the telling indices of every count and page size, and reports the
/// first configuration that fails (one expectation per configuration keeps the loops fast).
private func forEveryPager(
    columns: Int, counts: ClosedRange<Int> = counts, pageSizes: ClosedRange<Int> = pageSizes,
    _ check: (CircularPager) -> Bool
) {
    for count in counts {
        for pageSize in pageSizes {
            let failing = telling(count: count, pageSize: pageSize, columns: columns).first {
                !check(CircularPager(count: count, pageSize: pageSize, columns: columns, index: $0))
            }
            if let failing {
                Issue.record("fails for count \(count), pageSize \(pageSize), columns \(columns), index \(failing)")
                return
            }
        }
    }
}

@Test(arguments: columnCounts)
func stepsForwardCountTimesReturnToTheStart(columns: Int) {
    for count in counts {
        for pageSize in pageSizes {
            var pager = CircularPager(count: count, pageSize: pageSize, columns: columns, index: count / 2)
            let start = pager
            var visitsInOrder = true
            for step in 0..<count {
                visitsInOrder = visitsInOrder && pager.index == (start.index + step) % count
                pager.step(by: 1)
            }
            #expect(pager == start && visitsInOrder, "count \(count), pageSize \(pageSize)")
        }
    }
}

@Test(arguments: columnCounts)
func stepForwardThenBackIsTheIdentity(columns: Int) {
    forEveryPager(columns: columns) { start in
        [1, 2, 5, 199, 1000, -3].allSatisfy { items in
            var pager = start
            pager.step(by: items)
            pager.step(by: -items)
            return pager == start
        }
    }
}

@Test(arguments: columnCounts)
func everyItemIsOnExactlyOnePage(columns: Int) {
    for count in counts {
        for pageSize in pageSizes {
            var pager = CircularPager(count: count, pageSize: pageSize, columns: columns)
            var seen: [Int] = []
            for _ in 0..<pager.pageCount {
                #expect(pager.pageRange.lowerBound == pager.page * pageSize)
                seen += pager.pageRange
                pager.stepPage(by: 1)
            }
            #expect(seen == Array(0..<count), "count \(count), pageSize \(pageSize)")
            #expect(pager.page == 0, "the page after the last is the first")
        }
    }
}

@Test(arguments: columnCounts)
func theSelectionIsAlwaysOnItsPage(columns: Int) {
    forEveryPager(columns: columns) { pager in
        pager.count == 0
            ? pager.pageRange.isEmpty
            : pager.pageRange.contains(pager.index) && pager.page == pager.index / pager.pageSize
    }
}

@Test(arguments: columnCounts)
func pageAfterTheLastIsTheFirstAndBeforeTheFirstIsTheLast(columns: Int) {
    forEveryPager(columns: columns, counts: 1...200) { start in
        var pager = start
        pager.moveToLast()
        pager.stepPage(by: 1)
        guard pager.page == 0 else { return false }
        pager.stepPage(by: -1)
        return pager.page == pager.pageCount - 1
    }
}

@Test(arguments: columnCounts)
func pageStepsKeepThePlaceOnThePageOrEndAShortLastPage(columns: Int) {
    forEveryPager(columns: columns, counts: 1...200) { start in
        [1, -1, 2, -7].allSatisfy { pages in
            var pager = start
            pager.stepPage(by: pages)
            let pageCount = start.pageCount
            let expectedPage = ((start.page + pages) % pageCount + pageCount) % pageCount
            let offset = start.index - start.pageRange.lowerBound
            return pager.page == expectedPage
                && pager.index == min(pager.pageRange.lowerBound + offset, pager.pageRange.upperBound - 1)
        }
    }
}

@Test(arguments: columnCounts)
func pageStepsAndBackAreTheIdentityOffTheShortLastPage(columns: Int) {
    forEveryPager(columns: columns) { start in
        var pager = start
        pager.stepPage(by: 1)
        pager.stepPage(by: -1)
        // Only a place the short last page does not reach is lost, and then only going there.
        let lastPageLength = start.count - (start.pageCount - 1) * start.pageSize
        let offset = start.index - start.pageRange.lowerBound
        return start.count == 0 || offset >= lastPageLength || pager == start
    }
}

@Test(arguments: columnCounts)
func jumpsLandOnThePageHoldingTheIndex(columns: Int) {
    forEveryPager(columns: columns, counts: 1...200) { start in
        [0, start.count - 1, start.count, start.count * 3 + 2, -1, -start.count - 5].allSatisfy { target in
            var pager = start
            pager.jump(to: target)
            let expected = (target % start.count + start.count) % start.count
            return pager.index == expected && pager.pageRange.contains(expected)
        }
    }
}

@Test(arguments: columnCounts)
func resizeKeepsTheSelection(columns: Int) {
    forEveryPager(columns: columns) { start in
        [1, 2, 3, 12, 40].allSatisfy { pageSize in
            var pager = start
            pager.resize(pageSize: pageSize, columns: columns + 1)
            return pager.index == start.index && pager.pageSize == pageSize && pager.columns == columns + 1
                && (pager.count == 0 || pager.pageRange.contains(pager.index))
        }
    }
}

@Test func firstAndLast() {
    var pager = CircularPager(count: 10, pageSize: 4, index: 5)
    pager.moveToLast()
    #expect(pager.index == 9 && pager.page == 2 && pager.pageRange == 8..<10)
    pager.step(by: 1)
    #expect(pager.index == 0 && pager.page == 0)
    pager.step(by: -1)
    #expect(pager.index == 9)
    pager.moveToFirst()
    #expect(pager.index == 0 && pager.pageRange == 0..<4)
}

@Test func noItemsMeansNoPagesAndNoMoves() {
    var pager = CircularPager(count: 0, pageSize: 12, columns: 4, index: 7)
    #expect(pager.index == 0 && pager.page == 0 && pager.pageCount == 0 && pager.pageRange.isEmpty)
    pager.step(by: 1)
    pager.stepRow(by: -1)
    pager.stepPage(by: 3)
    pager.moveToLast()
    pager.jump(to: 5)
    #expect(pager == CircularPager(count: 0, pageSize: 12, columns: 4))
}

@Test func oneItemStaysSelected() {
    var pager = CircularPager(count: 1, pageSize: 12, columns: 4)
    for move in [
        { $0.step(by: 1) }, { $0.step(by: -1) }, { $0.stepRow(by: 1) }, { $0.stepRow(by: -1) },
        { $0.stepPage(by: 1) }, { $0.stepPage(by: -1) }, { $0.moveToLast() }, { $0.jump(to: 41) },
    ] as [(inout CircularPager) -> Void] {
        move(&pager)
        #expect(pager.index == 0 && pager.pageCount == 1 && pager.pageRange == 0..<1)
    }
}

@Test func sizesBelowOneAreTakenAsOne() {
    let pager = CircularPager(count: -3, pageSize: 0, columns: -2, index: 4)
    #expect(pager.count == 0 && pager.pageSize == 1 && pager.columns == 1)
    var resized = CircularPager(count: 5, pageSize: 3, index: 4)
    resized.resize(pageSize: 0, columns: 0)
    #expect(resized.pageSize == 1 && resized.columns == 1 && resized.page == 4)
}

@Test func hugeStepsWrapWithoutOverflow() {
    var pager = CircularPager(count: 7, pageSize: 3, columns: 2, index: 3)
    pager.step(by: .max)
    #expect(pager.index == (3 + Int.max % 7) % 7)
    pager.step(by: .min)
    pager.stepRow(by: .min)
    pager.stepPage(by: .max)
    #expect((0..<7).contains(pager.index))
}

@Test func recountClampsTheSelection() {
    var pager = CircularPager(count: 100, pageSize: 10, index: 57)
    pager.recount(200)
    #expect(pager.index == 57)
    pager.recount(30)
    #expect(pager.index == 29 && pager.pageRange == 20..<30)
    pager.recount(0)
    #expect(pager.index == 0 && pager.pageCount == 0)
    pager.recount(-4)
    #expect(pager.count == 0)
}

// MARK: Rows

/// The rows the browse screen draws, built the long way: each page cut into rows of `columns`.
private func drawnRows(count: Int, pageSize: Int, columns: Int) -> [Range<Int>] {
    stride(from: 0, to: count, by: pageSize).flatMap { pageStart in
        let pageEnd = min(pageStart + pageSize, count)
        return stride(from: pageStart, to: pageEnd, by: columns).map { $0..<min($0 + columns, pageEnd) }
    }
}

@Test(arguments: columnCounts)
func rowStepsFollowTheDrawnRows(columns: Int) {
    for count in counts.dropFirst() {
        for pageSize in pageSizes {
            let rows = drawnRows(count: count, pageSize: pageSize, columns: columns)
            for index in telling(count: count, pageSize: pageSize, columns: columns) {
                let row = rows.firstIndex { $0.contains(index) }!
                let column = index - rows[row].lowerBound
                for step in [1, -1, 2, -3, rows.count, rows.count + 1] {
                    var pager = CircularPager(count: count, pageSize: pageSize, columns: columns, index: index)
                    pager.stepRow(by: step)
                    let target = rows[((row + step) % rows.count + rows.count) % rows.count]
                    let expected = min(target.lowerBound + column, target.upperBound - 1)
                    if pager.index != expected {
                        Issue.record(
                            "count \(count), pageSize \(pageSize), columns \(columns), index \(index), step \(step): \(pager.index), expected \(expected)"
                        )
                        return
                    }
                }
            }
        }
    }
}

@Test(arguments: columnCounts)
func rowStepsThroughEveryRowVisitEveryPageAndReturnToTheStart(columns: Int) {
    for count in counts.dropFirst() {
        for pageSize in pageSizes {
            let rowCount = drawnRows(count: count, pageSize: pageSize, columns: columns).count
            // Column 0 is on every row, so a circle from it comes back to the same item.
            var pager = CircularPager(count: count, pageSize: pageSize, columns: columns, index: 0)
            var pagesVisited: [Int] = []
            for _ in 0..<rowCount {
                if pagesVisited.last != pager.page { pagesVisited.append(pager.page) }
                pager.stepRow(by: 1)
            }
            #expect(
                pager.index == 0 && pagesVisited == Array(0..<pager.pageCount), "count \(count), pageSize \(pageSize)")
        }
    }
}

@Test func rowRuleAtAShortLastRow() {
    // 10 items, 4 columns, pages of 8: page 0 rows [0-3] [4-7], page 1 row [8 9].
    var pager = CircularPager(count: 10, pageSize: 8, columns: 4, index: 7)
    pager.stepRow(by: 1)
    #expect(pager.index == 9, "Down from a column the last row does not reach goes to the last item")
    pager.jump(to: 5)
    pager.stepRow(by: 1)
    #expect(pager.index == 9, "the next page's first row is the row below")
    pager.jump(to: 9)
    pager.stepRow(by: 1)
    #expect(pager.index == 1, "Down from the last row wraps to the same column of the first row")
    pager.stepRow(by: -1)
    #expect(pager.index == 9, "Up from the first row goes to the last row")
    pager.jump(to: 2)
    pager.stepRow(by: -1)
    #expect(pager.index == 9, "Up from a column the last row does not reach goes to its last item")
    pager.jump(to: 6)
    pager.stepRow(by: 2)
    #expect(pager.index == 2, "a two-row step passes over the short row and keeps the column")
}

@Test func rowRuleWhenThePageSizeIsNotAMultipleOfTheColumns() {
    // Pages of 5 in 3 columns: page 0 rows [0 1 2] [3 4], page 1 rows [5 6 7] [8].
    var pager = CircularPager(count: 9, pageSize: 5, columns: 3, index: 2)
    pager.stepRow(by: 1)
    #expect(pager.index == 4)
    pager.stepRow(by: 1)
    #expect(pager.index == 6)
    pager.stepRow(by: 1)
    #expect(pager.index == 8)
    pager.stepRow(by: 1)
    #expect(pager.index == 0, "the short row [8] took the column away")
}
