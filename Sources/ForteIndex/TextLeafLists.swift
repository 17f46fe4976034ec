import GRDB

/// The items each of a range of the index's words is in, and at which places of which columns, read straight from
/// FTS5's leaf pages (`itemText_data`, version 4, `fts5_index.c`) as `TextLeafPages` reads their words, each word's
/// list only as far as it is asked for.
///
/// A segment's words and their lists are one run of bytes cut into pages: each page a header (where its first item id
/// is, where its footer starts), its share of the run, and a footer (where each word on it starts). Each word is
/// followed by its items in the order of their ids, each id a step from the one before but the first of a word's and
/// of a page's, written whole; each item's places (`Places`) follow it. A word's list runs on over the pages after
/// the one it starts on, up to the next word: the pages the words start on are read first (FTS5's page index names
/// them), and each list's next pages as far as it is read, so that the first items of a letter's words cost their
/// first pages, not the millions of items after them.
///
/// The index is one segment as a sync's fold leaves it (`Projection.foldText`), and the items a sync adds, changes or
/// takes out since are in newer ones (merged among themselves, up to as many pages): an item changed or taken out
/// is written anew there (taken out: no places), and that entry stands for its entries in older segments, as FTS5
/// reads them. The oldest segment's lists are read as far as asked; the newer ones' are read whole first (`Newer`),
/// and their entries take the place of the oldest's.
struct TextLeafLists {
    /// The rows of the oldest segment's pages: a page's row is this plus its number.
    private let rows: Int64
    /// The first page past those of the words read.
    private let endPage: Int64
    /// The items read: the others are passed over.
    private let items: ItemSet
    /// Each word read, A to Z (and then those of newer segments alone), and its list as far as it was read.
    private var lists: [List] = []

    /// Where the words from `key` on, up to `end` (not included), and their items are: found before they are read,
    /// which costs by the page.
    struct Pages {
        let key: [UInt8]
        let end: [UInt8]
        /// Each segment's pages, newest first (`TextLeafPages.segmentsNewestFirst`).
        let segments: [Segment]
        /// How many pages of all the segments.
        var count: Int { segments.reduce(0) { $0 + $1.numbers.count } }

        struct Segment {
            let id: Int64
            /// The pages the words and their lists are on.
            let numbers: Range<Int64>
            /// The pages the words start on, in order.
            let starts: [Int64]
        }

        /// The pages of the words from `key` on, up to `end`, as the index keeps them (after a `0`, see
        /// `TextLeafPages.words`); nil when the index has none or is not in the format read here.
        init?(from key: [UInt8], to end: [UInt8], _ db: Database) throws {
            guard try TextLeafPages.isReadable(db), let ids = try TextLeafPages.segmentsNewestFirst(db)?.map(\.id)
            else { return nil }
            var segments: [Segment] = []
            for id in ids {
                guard let numbers = try TextLeafPages.pageRange(of: id, from: key, to: end, db) else { return nil }
                segments.append(
                    Segment(id: id, numbers: numbers, starts: try TextLeafPages.pages(of: id, from: key, to: end, db)))
            }
            guard !segments.isEmpty else { return nil }
            (self.key, self.end, self.segments) = (key, end, segments)
        }

        /// The same words' pages in the oldest segment alone.
        var oldestAlone: Pages { Pages(key: key, end: end, segments: Array(segments.suffix(1))) }

        private init(key: [UInt8], end: [UInt8], segments: [Segment]) {
            (self.key, self.end, self.segments) = (key, end, segments)
        }
    }

    /// Reads the lists of `pages` among `items`: the oldest segment's from the pages its words start on, or when
    /// `whole` (each list to be read to its end), all their pages at once; and those of the segments newer than it
    /// whole. Nil when they are not as FTS5 writes them.
    init?(_ pages: Pages, among items: ItemSet, whole: Bool = false, _ db: Database) throws {
        guard let oldest = pages.segments.last else { return nil }
        try self.init(oldest, of: pages, among: items, whole: whole, db)
        guard pages.segments.count > 1 else { return }
        var newer: [[UInt8]: Newer] = [:]
        for segment in pages.segments.dropLast() {
            guard var read = try TextLeafLists(segment, of: pages, among: items, whole: true, db) else { return nil }
            for index in read.lists.indices {
                var entries = Newer()
                let step = read.lists[index].read(among: items, upTo: .max, takenOut: true) { entries.append($0, $1) }
                guard step == .stopped else { return nil }
                let word = read.lists[index].word
                newer[word] = newer[word].map { $0.merged(withOlder: entries) } ?? entries
            }
        }
        for index in lists.indices {
            lists[index].newer = newer.removeValue(forKey: lists[index].word) ?? Newer()
        }
        for (word, entries) in newer {
            var list = List(word: word, bytes: [], nextPage: endPage, isWhole: true)
            list.newer = entries
            lists.append(list)
        }
    }

    /// Reads segment `segment`'s lists of `pages` among `items` as `init(_:among:whole:_:)` reads the oldest's.
    private init?(_ segment: Pages.Segment, of pages: Pages, among items: ItemSet, whole: Bool, _ db: Database) throws {
        rows = segment.id << 37
        endPage = segment.numbers.upperBound
        self.items = items
        guard whole else {
            for number in segment.starts {
                guard
                    try Self.page(number, rows: rows, db, { $0.map { addWords(on: $0, number, pages) } ?? false })
                else { return nil }
            }
            return
        }
        var next = segment.numbers.lowerBound
        var isReadable = true
        try DirectStatement("SELECT id, block FROM itemText_data WHERE id BETWEEN ? AND ? ORDER BY id", db).forEachRow(
            [.integer(rows + segment.numbers.lowerBound), .integer(rows + segment.numbers.upperBound - 1)]
        ) { row in
            guard isReadable else { return }
            isReadable =
                row.int64(0) == rows + next
                && row.withBlob(1) { page in
                    // The page's first bytes are the end of the list that runs onto it, if one does.
                    if let last = lists.indices.last, !lists[last].isWhole, !lists[last].add(page) { return false }
                    return addWords(on: page, next, pages)
                }
            next += 1
        }
        guard isReadable, next == segment.numbers.upperBound else { return nil }
        // The last list runs on to the last page read.
        if let last = lists.indices.last { lists[last].isWhole = true }
    }

    /// Starts a list for each word of `pages` on page `number`, with the page's bytes of it; false when the page is
    /// not as FTS5 writes one.
    private mutating func addWords(on page: UnsafeRawBufferPointer, _ number: Int64, _ pages: Pages) -> Bool {
        guard let layout = Layout(page) else { return false }
        var word: [UInt8] = []
        for (index, start) in layout.words.enumerated() {
            // The first word on a page is written whole.
            var at = start
            guard let shared = index == 0 ? 0 : TextLeafPages.varint(page, &at),
                let length = TextLeafPages.varint(page, &at), shared <= word.count, at + length <= layout.footer
            else { return false }
            word.removeSubrange(shared...)
            word.append(contentsOf: page[at..<at + length])
            at += length
            guard word.lexicographicallyPrecedes(pages.end) else { return true }
            guard !word.lexicographicallyPrecedes(pages.key) else { continue }
            let isLast = index + 1 == layout.words.count
            lists.append(
                List(
                    word: word, bytes: Array(page[at..<(isLast ? layout.footer : layout.words[index + 1])]),
                    nextPage: number + 1, isWhole: !isLast))
        }
        return true
    }

    /// Calls `body` with each item among `items` of each word read that `isSought` says is sought, up to the item
    /// `bound` (included): its id and its places, lent for the call. Each word's list is read on from where the call
    /// before stopped, so that the first matches are found in the first items of each list, and the rest only when
    /// asked. False when the pages are not as FTS5 writes them (what was called stands, but is not all). A word's items
    /// are millions: each is read without a copy or a check that would cost as much, and the reading is inlined where
    /// it is called, `body` with it (docs/PERFORMANCE.md, "Every segment of the full text read").
    @inline(__always)
    mutating func forEachItem(
        of isSought: (_ word: [UInt8]) -> Bool, upTo bound: Int64 = .max, _ db: Database,
        _ body: (_ id: Int64, _ places: Places) -> Void
    ) throws -> Bool {
        for index in lists.indices where isSought(lists[index].word) {
            var newer = lists[index].newer
            reading: while true {
                // Most words are in no newer segment: their items go to `body` as they are read.
                let step =
                    newer.isEmpty
                    ? lists[index].read(among: items, upTo: bound, body)
                    : lists[index].read(among: items, upTo: bound) { id, places in
                        newer.passOn(upTo: id - 1, body)
                        if !newer.passOn(insteadOf: id, body) { body(id, places) }
                    }
                switch step {
                case .stopped: break reading
                case .unreadable: return false
                case .needsPage:
                    // Asked here too: a letter's lists run over thousands of pages.
                    try ReadingStop.stopIfAsked()
                    let number = lists[index].nextPage
                    if number < endPage {
                        guard try Self.page(number, rows: rows, db, { lists[index].add($0) }) else { return false }
                    } else {
                        lists[index].isWhole = true
                    }
                }
            }
            newer.passOn(upTo: bound, body)
            lists[index].newer = newer
        }
        return true
    }

    /// Calls `body` with each entry among `items` of `word` (as the index keeps it) in the segments of `pages` newer
    /// than the `standing` oldest (the oldest at least), one taken out with no places, a segment at a time from the
    /// oldest of them on: an item's last entry is the one that stands, with no merging of the segments' lists. Asks
    /// `ReadingStop` after each segment: a re-harvest that revises every item writes hundreds of thousands of entries
    /// of a broad word. False when the pages are not as FTS5 writes them.
    static func forEachNewerEntry(
        of word: [UInt8], _ pages: Pages, passing standing: Int, among items: ItemSet, _ db: Database,
        _ body: (_ id: Int64, _ places: Places) -> Void
    ) throws -> Bool {
        precondition(standing >= 1, "the oldest segment's entries are not newer ones")
        for segment in pages.segments.dropLast(standing).reversed() {
            guard var read = try TextLeafLists(segment, of: pages, among: items, whole: true, db) else { return false }
            for index in read.lists.indices where read.lists[index].word == word {
                guard read.lists[index].read(among: items, upTo: .max, takenOut: true, body) == .stopped else {
                    return false
                }
            }
            try ReadingStop.stopIfAsked()
        }
        return true
    }

    /// Calls `body` with page `number` of the segment of rows `rows`, nil when there is none.
    private static func page(
        _ number: Int64, rows: Int64, _ db: Database, _ body: (UnsafeRawBufferPointer?) -> Bool
    ) throws -> Bool {
        try DirectStatement("SELECT block FROM itemText_data WHERE id = ?", db).firstRow([.integer(rows + number)]) {
            $0.withBlob(0) { body($0) }
        } ?? body(nil)
    }

    /// Where a page's first item id, words and footer are: its header's two 16-bit big-endian numbers, and the
    /// footer's varints (where each word starts, each after the one before); nil when it is not as FTS5 writes one.
    private struct Layout {
        /// Where the page's first item id is; 0 when none starts on it.
        let firstId: Int
        let footer: Int
        let words: [Int]

        init?(_ page: UnsafeRawBufferPointer) {
            guard page.count >= 4 else { return nil }
            firstId = Int(page[0]) << 8 | Int(page[1])
            footer = Int(page[2]) << 8 | Int(page[3])
            guard footer >= 4, footer <= page.count, firstId == 0 || (firstId >= 4 && firstId < footer) else {
                return nil
            }
            var words: [Int] = []
            var offset = footer
            var start = 0
            while offset < page.count {
                guard let delta = TextLeafPages.varint(page, &offset) else { return nil }
                start += delta
                guard start >= 4, start < footer else { return nil }
                words.append(start)
            }
            self.words = words
        }
    }

    /// A word's list of items, as far as its pages were read, and where reading it stopped.
    private struct List {
        let word: [UInt8]
        /// The list's bytes read so far, its pages' shares one after the other.
        private(set) var bytes: [UInt8]
        /// Where in `bytes` an id is written whole, as the word's first is: each page's first.
        private var wholeIds: [Int] = []
        /// The page the list goes on to, unless it is whole.
        private(set) var nextPage: Int64
        /// Whether `bytes` holds the whole list.
        var isWhole: Bool
        /// Where reading stopped: the place of the next item, the id before it (-1: none), the next of `wholeIds`.
        private var at = 0
        private var id: Int64 = -1
        private var nextWholeId = 0
        /// The word's items in newer segments, whose entries stand for the list's.
        var newer = Newer()

        init(word: [UInt8], bytes: [UInt8], nextPage: Int64, isWhole: Bool) {
            (self.word, self.bytes, self.nextPage, self.isWhole) = (word, bytes, nextPage, isWhole)
        }

        enum Step {
            /// At an item past the bound, or at the list's end.
            case stopped
            /// The next item is on a page not read yet.
            case needsPage
            case unreadable
        }

        /// Adds the list's share of its next page (up to the next word, which ends it); false when the page is not as
        /// FTS5 writes one. No page: the list ends at the segment's end.
        mutating func add(_ page: UnsafeRawBufferPointer?) -> Bool {
            guard let page else {
                isWhole = true
                return true
            }
            guard let layout = Layout(page) else { return false }
            let end = layout.words.first ?? layout.footer
            dropRead()
            // A place on the page is this far from its place in `bytes`.
            let base = bytes.count - 4
            if layout.firstId != 0, layout.firstId < end { wholeIds.append(base + layout.firstId) }
            bytes.append(contentsOf: page[4..<end])
            nextPage += 1
            isWhole = !layout.words.isEmpty
            return true
        }

        /// Lets go of the bytes read past, once they are a megabyte: a list is read once, from its first item on, and
        /// a word in every item of ten million runs over 50 MB of pages.
        private mutating func dropRead() {
            guard at >= 1 << 20 else { return }
            bytes.removeSubrange(..<at)
            wholeIds = wholeIds[nextWholeId...].map { $0 - at }
            (at, nextWholeId) = (0, 0)
        }

        /// Reads on up to the item `bound`, calling `body` with each among `items`; `takenOut`, with those taken out too
        /// (no places).
        mutating func read(
            among items: ItemSet, upTo bound: Int64, takenOut: Bool = false,
            _ body: (_ id: Int64, _ places: Places) -> Void
        ) -> Step {
            let isWhole = isWhole
            let (step, at, id, nextWholeId) = bytes.withUnsafeBufferPointer { bytes in
                wholeIds.withUnsafeBufferPointer { wholeIds in
                    var (at, id, nextWholeId) = (self.at, self.id, self.nextWholeId)
                    // Where the next page's first id is, written whole as the word's first is.
                    var nextWhole = nextWholeId < wholeIds.count ? wholeIds[nextWholeId] : Int.max
                    while at < bytes.count {
                        let stop = (at, id, nextWholeId)
                        // An id and the places' length take at most 18 bytes: past the end, on the next page.
                        guard isWhole || at + 18 <= bytes.count else { return (Step.needsPage, at, id, nextWholeId) }
                        var isWholeId = id < 0
                        if at >= nextWhole {
                            guard at == nextWhole else { return (.unreadable, at, id, nextWholeId) }
                            isWholeId = true
                            nextWholeId += 1
                            nextWhole = nextWholeId < wholeIds.count ? wholeIds[nextWholeId] : Int.max
                        }
                        guard let step = TextLeafLists.varint(bytes, &at), let header = TextLeafLists.varint(bytes, &at)
                        else { return (.unreadable, at, id, nextWholeId) }
                        id = isWholeId ? Int64(step) : id &+ Int64(step)
                        guard id <= bound else { return (.stopped, stop.0, stop.1, stop.2) }
                        // The places' length, twice, and whether the item was taken out (an empty list of places).
                        let count = header >> 1
                        guard at + count <= bytes.count else {
                            return isWhole ? (.unreadable, at, id, nextWholeId) : (.needsPage, stop.0, stop.1, stop.2)
                        }
                        if count > 0 || takenOut, items.contains(id) {
                            body(id, Places(bytes: UnsafeBufferPointer(rebasing: bytes[at..<at + count])))
                        }
                        at += count
                    }
                    return (isWhole ? .stopped : .needsPage, at, id, nextWholeId)
                }
            }
            (self.at, self.id, self.nextWholeId) = (at, id, nextWholeId)
            return step
        }
    }

    /// A word's items in the segments newer than the oldest, each as the newest of them has it, whose entries stand
    /// for the oldest's of the same items: their ids in order, and each one's places in `bytes` (none: taken out).
    struct Newer {
        private var ids: [Int64] = []
        private var places: [Range<Int>] = []
        private var bytes: [UInt8] = []
        /// The next item not passed on yet.
        private var next = 0

        var isEmpty: Bool { ids.isEmpty }

        /// Adds item `id`, after those added before it in the order of their ids.
        mutating func append(_ id: Int64, _ places: Places) {
            ids.append(id)
            self.places.append(bytes.count..<bytes.count + places.bytes.count)
            bytes.append(contentsOf: places.bytes)
        }

        /// These items, and those of `older` (a segment's older than these) that these do not have, in order.
        func merged(withOlder older: Newer) -> Newer {
            var merged = Newer()
            var (mine, theirs) = (0, 0)
            while mine < ids.count || theirs < older.ids.count {
                let isMine = theirs == older.ids.count || (mine < ids.count && ids[mine] <= older.ids[theirs])
                let (from, index) = isMine ? (self, mine) : (older, theirs)
                if isMine, theirs < older.ids.count, older.ids[theirs] == ids[mine] { theirs += 1 }
                from.bytes.withUnsafeBufferPointer {
                    merged.append(from.ids[index], Places(bytes: UnsafeBufferPointer(rebasing: $0[from.places[index]])))
                }
                if isMine { mine += 1 } else { theirs += 1 }
            }
            return merged
        }

        /// Calls `body` with each item up to `bound` (included) not passed on yet, but those taken out.
        mutating func passOn(upTo bound: Int64, _ body: (_ id: Int64, _ places: Places) -> Void) {
            while next < ids.count, ids[next] <= bound {
                passOnNext(body)
            }
        }

        /// Whether item `id` is the next to pass on, which it then is (unless it was taken out) in place of an older
        /// segment's entry.
        mutating func passOn(insteadOf id: Int64, _ body: (_ id: Int64, _ places: Places) -> Void) -> Bool {
            guard next < ids.count, ids[next] == id else { return false }
            passOnNext(body)
            return true
        }

        private mutating func passOnNext(_ body: (_ id: Int64, _ places: Places) -> Void) {
            let (id, range) = (ids[next], places[next])
            next += 1
            guard !range.isEmpty else { return }
            bytes.withUnsafeBufferPointer { body(id, Places(bytes: UnsafeBufferPointer(rebasing: $0[range]))) }
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
