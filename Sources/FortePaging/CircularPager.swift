/// Circular paging over `count` items shown `pageSize` at a time in a grid of `columns` columns.
///
/// Every step wraps modulo `count`; the page after the last is the first. It is arithmetic,
/// not padding: no item is ever shown twice to make the ends meet.
///
/// **Partial last pages are short.** The last page shows only the items that remain; it is
/// never padded with wrapped copies. So every item is on exactly one page, page `p` starts at
/// `p * pageSize`, and the browse screen leaves the rest of the last page empty.
///
/// **Rows.** Each page is laid out in rows of `columns` items, the last row of a page possibly
/// short. The rows of all pages, in order, form one circular list of rows, and a row step
/// moves along it keeping the column:
/// - Down (or Up) into a row too short to reach the column lands on that row's last item.
/// - Down from the last row wraps to the first row, Up from the first row to the last row.
/// - A multi-row step counts rows from the starting row and clamps once at the end, so
///   `stepRow(by: 2)` keeps the column even when it passes over a short row.
///
/// A count of 0 has no selection: `index` is 0, there are no pages and every move does nothing.
public struct CircularPager: Sendable, Hashable {
    public private(set) var count: Int
    /// At least 1.
    public private(set) var pageSize: Int
    /// At least 1.
    public private(set) var columns: Int
    /// The selected item, `0..<count` (0 when `count` is 0).
    public private(set) var index: Int

    public init(count: Int, pageSize: Int, columns: Int = 1, index: Int = 0) {
        self.count = max(0, count)
        self.pageSize = max(1, pageSize)
        self.columns = max(1, columns)
        self.index = 0
        jump(to: index)
    }

    /// The page holding the selected item.
    public var page: Int { index / pageSize }

    /// The number of pages, the last one possibly short; 0 when `count` is 0.
    public var pageCount: Int { (count + pageSize - 1) / pageSize }

    /// The indices on the selected item's page.
    public var pageRange: Range<Int> { range(ofPage: page) }

    /// The `pageSize` indices a scrolling list shows (the timeline, the composers): the selection in the middle, its
    /// neighbours either side, and at the ends the first or last `pageSize` so the pane stays full.
    public var scrolledRange: Range<Int> {
        let start = max(0, min(index - pageSize / 2, count - pageSize))
        return start..<min(start + pageSize, count)
    }

    /// Moves by `items` items, wrapping at both ends.
    public mutating func step(by items: Int) {
        guard count > 0 else { return }
        index = Self.wrap(index + items % count, count)
    }

    /// Moves by `rows` grid rows, wrapping at both ends; see the type's documentation for short rows.
    public mutating func stepRow(by rows: Int) {
        guard count > 0 else { return }
        let (row, column) = rowAndColumn(of: index)
        let target = range(ofRow: Self.wrap(row + rows % rowCount, rowCount))
        index = min(target.lowerBound + column, target.upperBound - 1)
    }

    /// Moves by `pages` pages, wrapping at both ends. The selection keeps its place on the
    /// page, or goes to the last item of a short last page that does not reach it.
    public mutating func stepPage(by pages: Int) {
        guard count > 0 else { return }
        let offset = index - pageRange.lowerBound
        let target = range(ofPage: Self.wrap(page + pages % pageCount, pageCount))
        index = min(target.lowerBound + offset, target.upperBound - 1)
    }

    public mutating func moveToFirst() {
        index = 0
    }

    public mutating func moveToLast() {
        index = max(0, count - 1)
    }

    /// Selects `index` taken modulo `count`, and so shows the page holding it.
    public mutating func jump(to index: Int) {
        guard count > 0 else { return }
        self.index = Self.wrap(index, count)
    }

    /// A new page size and column count (the screen was resized). The selected item stays
    /// selected, and so on screen: the page shown becomes the one holding it.
    public mutating func resize(pageSize: Int, columns: Int) {
        self.pageSize = max(1, pageSize)
        self.columns = max(1, columns)
    }

    /// A new count (the filter changed); the index is clamped to the new last item.
    public mutating func recount(_ count: Int) {
        self.count = max(0, count)
        index = min(index, max(0, self.count - 1))
    }

    // MARK: Rows

    /// Rows on a full page.
    private var rowsPerPage: Int { (pageSize + columns - 1) / columns }

    /// Rows over all pages, counting the short last page's own rows.
    private var rowCount: Int {
        let remainder = count % pageSize
        return (count / pageSize) * rowsPerPage + (remainder + columns - 1) / columns
    }

    private func rowAndColumn(of index: Int) -> (row: Int, column: Int) {
        let offset = index % pageSize
        return (index / pageSize * rowsPerPage + offset / columns, offset % columns)
    }

    private func range(ofRow row: Int) -> Range<Int> {
        let page = range(ofPage: row / rowsPerPage)
        let start = page.lowerBound + row % rowsPerPage * columns
        return start..<min(start + columns, page.upperBound)
    }

    private func range(ofPage page: Int) -> Range<Int> {
        let start = page * pageSize
        return min(start, count)..<min(start + pageSize, count)
    }

    /// `value` modulo `modulus` in `0..<modulus`, for negative values too.
    private static func wrap(_ value: Int, _ modulus: Int) -> Int {
        let remainder = value % modulus
        return remainder < 0 ? remainder + modulus : remainder
    }
}
