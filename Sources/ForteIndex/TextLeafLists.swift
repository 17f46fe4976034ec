import GRDB

/// The items each of a range of the index's words is in, and at which places of which columns, read straight from
/// FTS5's leaf pages (`itemText_data`, version 4, `fts5_index.c`) as `TextLeafPages` reads their words.
///
/// Read only when the full-text index is one segment, as a sync's folding leaves it (`Projection.foldText`): an item
/// taken out or changed since is then in a segment of its own, which FTS5 merges with the others as it reads, and
/// nothing is read here. A segment's words and their lists are one run of bytes cut into pages: each page a header
/// (where its first item id is, where its footer starts), its share of the run, and a footer (where each word on it
/// starts). Each word is followed by its items in the order of their ids, each id a step from the one before but
/// the first of a word's and of a page's, written whole; each item's places (`Places`) follow it.
struct TextLeafLists {
    /// The pages' shares of the run, one after the other.
    private var bytes: [UInt8] = []
    /// Where in `bytes` each word starts, and whether it is written whole (the first on its page) or as the bytes it
    /// shares with the word before and those that follow.
    private var words: [(start: Int, isWhole: Bool)] = []
    /// Where in `bytes` each page's first item id is.
    private var wholeIds: [Int] = []
    private let key: [UInt8]
    private let end: [UInt8]

    /// Where the words from `key` on, up to `end` (not included), and their items are: found before they are read,
    /// which costs by the page.
    struct Pages {
        let key: [UInt8]
        let end: [UInt8]
        let segment: Int64
        let numbers: Range<Int64>

        /// The pages of the words from `key` on, up to `end`, as the index keeps them (after a `0`, see
        /// `TextLeafPages.words`); nil when the index is not one segment in the format read here.
        init?(from key: [UInt8], to end: [UInt8], _ db: Database) throws {
            guard try TextLeafPages.isReadable(db),
                // Apart: SQLite seeks a min() or a max() alone, but reads the whole table for both.
                let segment = try Int64.fetchOne(db.cachedStatement(sql: "SELECT min(segid) FROM itemText_idx")),
                try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(segid) FROM itemText_idx")) == segment,
                let numbers = try TextLeafPages.pageRange(of: segment, from: key, to: end, db)
            else {
                return nil
            }
            (self.key, self.end, self.segment, self.numbers) = (key, end, segment, numbers)
        }
    }

    /// Reads `pages`; nil when they are not as FTS5 writes them.
    init?(_ pages: Pages, _ db: Database) throws {
        (key, end) = (pages.key, pages.end)
        let rows = pages.segment << 37
        // FTS5's pages are of about 4 KB.
        bytes.reserveCapacity(pages.numbers.count * 4_096)
        var next = pages.numbers.lowerBound
        var isReadable = true
        try DirectStatement("SELECT id, block FROM itemText_data WHERE id BETWEEN ? AND ? ORDER BY id", db).forEachRow(
            [.integer(rows + pages.numbers.lowerBound), .integer(rows + pages.numbers.upperBound - 1)]
        ) { row in
            guard isReadable else { return }
            isReadable = row.int64(0) == rows + next && row.withBlob(1) { add(page: $0) }
            next += 1
        }
        guard isReadable, next == pages.numbers.upperBound else { return nil }
    }

    /// Adds a page's share of the run, and where its words and first id are; false when it is not as FTS5 writes one.
    private mutating func add(page: UnsafeRawBufferPointer) -> Bool {
        guard page.count >= 4 else { return false }
        let firstId = Int(page[0]) << 8 | Int(page[1])
        let footer = Int(page[2]) << 8 | Int(page[3])
        guard footer >= 4, footer <= page.count, firstId == 0 || (firstId >= 4 && firstId < footer) else {
            return false
        }
        // A place on the page is this far from its place in `bytes`.
        let base = bytes.count - 4
        bytes.append(contentsOf: page[4..<footer])
        if firstId != 0 { wholeIds.append(base + firstId) }
        var offset = footer
        var start = 0
        while offset < page.count {
            guard let delta = Self.varint(page, &offset) else { return false }
            // The first word on a page is written whole.
            let isWhole = start == 0
            start += delta
            guard start >= 4, start < footer else { return false }
            words.append((base + start, isWhole))
        }
        return true
    }

    /// Calls `body` with each item among `items` of each word read that `isSought` says is sought: its id and its
    /// places, lent for the call. False when the pages are not as FTS5 writes them (what was called stands, but is
    /// not all). A word's items are millions: each is read without a copy or a check that would cost as much.
    func forEachItem(
        among items: ItemSet, of isSought: (_ word: [UInt8]) -> Bool, _ body: (_ id: Int64, _ places: Places) -> Void
    ) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            wholeIds.withUnsafeBufferPointer { wholeIds in
                var word: [UInt8] = []
                var nextWholeId = 0
                for index in words.indices {
                    var at = words[index].start
                    guard let shared = words[index].isWhole ? 0 : Self.varint(bytes, &at),
                        let length = Self.varint(bytes, &at), shared <= word.count, at + length <= bytes.count
                    else { return false }
                    word.removeSubrange(shared...)
                    word.append(contentsOf: bytes[at..<at + length])
                    at += length
                    guard word.lexicographicallyPrecedes(end) else { return true }
                    guard !word.lexicographicallyPrecedes(key), isSought(word) else { continue }
                    let listEnd = index + 1 < words.count ? words[index + 1].start : bytes.count
                    // Where the next page's first id is, written whole as the word's first is.
                    while nextWholeId < wholeIds.count, wholeIds[nextWholeId] < at { nextWholeId += 1 }
                    var nextWhole = nextWholeId < wholeIds.count ? wholeIds[nextWholeId] : Int.max
                    var id: Int64 = -1
                    while at < listEnd {
                        var isWhole = id < 0
                        if at >= nextWhole {
                            guard at == nextWhole else { return false }
                            isWhole = true
                            nextWholeId += 1
                            nextWhole = nextWholeId < wholeIds.count ? wholeIds[nextWholeId] : Int.max
                        }
                        guard let step = Self.varint(bytes, &at), let header = Self.varint(bytes, &at) else {
                            return false
                        }
                        id = isWhole ? Int64(step) : id &+ Int64(step)
                        // The places' length, twice, and whether the item was taken out (an empty list of places).
                        let count = header >> 1
                        guard at + count <= listEnd else { return false }
                        if count > 0, items.contains(id) {
                            body(id, Places(bytes: UnsafeBufferPointer(rebasing: bytes[at..<at + count])))
                        }
                        at += count
                    }
                }
                return true
            }
        }
    }

    /// An item's places of a word: each a column (`TextColumn`'s place) and the word's place among the column's
    /// words, in order. A column's places follow a 1 and the column's number (but the first column's, first); each
    /// place is written as 2 more than its step from the one before in the column.
    struct Places {
        let bytes: UnsafeBufferPointer<UInt8>

        /// Whether `isSought` says yes of one of the places; false too when they are not as FTS5 writes them.
        func contains(where isSought: (_ column: Int, _ place: Int) -> Bool) -> Bool {
            var (column, place, at) = (0, 0, 0)
            while at < bytes.count {
                guard let value = TextLeafLists.varint(bytes, &at) else { return false }
                if value == 1 {
                    guard let number = TextLeafLists.varint(bytes, &at), let first = TextLeafLists.varint(bytes, &at),
                        first >= 2
                    else { return false }
                    (column, place) = (number, first - 2)
                } else {
                    guard value >= 2 else { return false }
                    place += value - 2
                }
                if isSought(column, place) { return true }
            }
            return false
        }
    }

    /// SQLite's varint at `offset` (see `TextLeafPages.varint`), which `offset` is moved past; nil past the end.
    @inline(__always)
    static func varint<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ offset: inout Int) -> Int?
    where Bytes.Index == Int {
        // Most are one byte: an item's step, its places' length, a place's step.
        if offset < bytes.endIndex, bytes[offset] < 0x80 {
            defer { offset += 1 }
            return Int(bytes[offset])
        }
        return TextLeafPages.varint(bytes, &offset)
    }
}
