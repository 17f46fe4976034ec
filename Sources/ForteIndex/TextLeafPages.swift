import Foundation
import GRDB

/// The full-text index's words that start with a prefix, read from FTS5's leaf pages (`itemText_data`), where each
/// word is written before its list of items.
///
/// FTS5's vocabulary table finds the word after another by a seek that reads every page of the other's items on its
/// way: after a word in half the items, hundreds of pages. The leaf pages a prefix's words start on are those FTS5's
/// page index (`itemText_idx`, the first word of each page with one) points to, and the page before the first: read
/// for their words alone, they give the same words, in a few pages a word (docs/PERFORMANCE.md, "Search").
///
/// The format is FTS5's (version 4, `fts5_index.c`). A word may still be on a page though its items were all taken
/// out since (until the segments are merged): sought among a prefix's words, it finds nothing more.
enum TextLeafPages {
    /// The words of `itemText` that start with `prefix` (bytes: as FTS5 compares them), A to Z by bytes, at most
    /// `limit + 1` of them (more than `limit`: the prefix stands for too many); nil when the pages are not in the
    /// format read here.
    static func words(startingWith prefix: String, atMost limit: Int, _ db: Database) throws -> [String]? {
        guard try isReadable(db) else { return nil }
        // The main index's words are kept after a `0` (prefix indexes, which this table has none of, use others).
        let key = [UInt8(ascii: "0")] + prefix.utf8
        guard let last = key.last, last < 0xFF else { return nil }
        let end = Array(key.dropLast()) + [last + 1]
        var words = Set<[UInt8]>()
        var segment = try Int64.fetchOne(db, sql: "SELECT min(segid) FROM itemText_idx")
        while let id = segment {
            for page in try pages(of: id, from: key, to: end, db) {
                guard
                    let block = try Data.fetchOne(
                        db.cachedStatement(sql: "SELECT block FROM itemText_data WHERE id = ?"),
                        arguments: [(id << 37) + page]),
                    let found = terms(on: block, from: key)
                else { return nil }
                words.formUnion(found)
                if words.count > limit { break }
            }
            if words.count > limit { break }
            segment = try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT min(segid) FROM itemText_idx WHERE segid > ?"), arguments: [id])
        }
        return words.sorted { $0.lexicographicallyPrecedes($1) }.prefix(limit + 1).map {
            String(decoding: $0.dropFirst(), as: UTF8.self)
        }
    }

    /// The words of segment `segment` whose lists run over `minPages` of its leaf pages or more, as the index keeps
    /// them (after a `0`); nil when the pages are not in the format read here. A list runs from the page its word
    /// starts on to the next page a word starts on (the page index names them), and its word is the last on its page.
    static func words(of segment: Segment, spanningAtLeast minPages: Int64, _ db: Database) throws -> [[UInt8]]? {
        let starts = try Int64.fetchAll(
            db.cachedStatement(sql: "SELECT pgno >> 1 FROM itemText_idx WHERE segid = ? ORDER BY term"),
            arguments: [segment.id])
        var words: [[UInt8]] = []
        for (index, page) in starts.enumerated() {
            let next = index + 1 < starts.count ? starts[index + 1] : segment.lastPage + 1
            guard next - page >= minPages else { continue }
            guard
                let block = try Data.fetchOne(
                    db.cachedStatement(sql: "SELECT block FROM itemText_data WHERE id = ?"),
                    arguments: [(segment.id << 37) + page]),
                let word = terms(on: block, from: [])?.last
            else { return nil }
            words.append(word)
        }
        return words
    }

    /// The leaf pages of segment `segment` that words from `key` up to `end` (not included) start on: the page of the
    /// last first word at or before `key`, and those whose first words come after it. The page index keeps each
    /// page's first word as far as it differs from the page before's last. A segment partly merged into another has
    /// lost its first pages: it starts at its first page still there, where FTS5 too starts a seek that its page
    /// index puts before.
    static func pages(of segment: Int64, from key: [UInt8], to end: [UInt8], _ db: Database) throws -> [Int64] {
        guard let first = try firstPage(of: segment, from: key, db) else { return [] }
        let rest = try Int64.fetchAll(
            db.cachedStatement(
                sql: "SELECT pgno >> 1 FROM itemText_idx WHERE segid = ? AND term > ? AND term < ? ORDER BY term"),
            arguments: [segment, Data(key), Data(end)])
        return [first] + rest.filter { $0 > first }
    }

    /// The numbers of segment `segment`'s leaf pages the words from `key` up to `end` (not included) and their items
    /// are on: from the page the first may start on (as `pages(of:from:to:)` finds it) to the first page that starts
    /// with a word from `end` on (which may start with the last one's items), or else the segment's last; nil when
    /// the segment has no pages.
    static func pageRange(
        of segment: Int64, from key: [UInt8], to end: [UInt8], _ db: Database
    ) throws
        -> Range<Int64>?
    {
        guard let first = try firstPage(of: segment, from: key, db) else { return nil }
        let rows = segment << 37
        let after = try Int64.fetchOne(
            db.cachedStatement(
                sql: "SELECT pgno >> 1 FROM itemText_idx WHERE segid = ? AND term >= ? ORDER BY term LIMIT 1"),
            arguments: [segment, Data(end)])
        guard
            let last = try after
                ?? Int64.fetchOne(
                    db.cachedStatement(sql: "SELECT max(id) FROM itemText_data WHERE id > ? AND id < ?"),
                    arguments: [rows, rows + (1 << 31)]
                ).map({ $0 - rows })
        else { return nil }
        return first..<max(first, last) + 1
    }

    /// The page of segment `segment` a word from `key` on may first be on: that of the last first word at or before
    /// `key`, or the segment's first page still there; nil when it has none.
    private static func firstPage(of segment: Int64, from key: [UInt8], _ db: Database) throws -> Int64? {
        // A leaf page's row: the segment's id above 37 bits (a flag, a height, the page's number).
        let rows = segment << 37
        guard
            let start = try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT min(id) FROM itemText_data WHERE id > ? AND id < ?"),
                arguments: [rows, rows + (1 << 31)])
        else { return nil }
        // `pgno`: the page number, shifted left by one past a flag.
        let before = try Int64.fetchOne(
            db.cachedStatement(
                sql: "SELECT pgno >> 1 FROM itemText_idx WHERE segid = ? AND term <= ? ORDER BY term DESC LIMIT 1"),
            arguments: [segment, Data(key)])
        return max(before ?? 0, start - rows)
    }

    /// The words on a leaf page that start with `key`; nil when the page is not as FTS5 writes one.
    ///
    /// A leaf page: two 16-bit big-endian numbers (where its first item id is, where its footer starts), words and
    /// lists of items, and the footer: where each word starts on the page, as varints, each after the one before.
    /// The first word is written whole (its length, its bytes), each next one as the bytes it shares with the word
    /// before, the bytes that follow, and those bytes.
    static func terms(on block: Data, from key: [UInt8]) -> [[UInt8]]? {
        let bytes = [UInt8](block)
        guard bytes.count >= 4 else { return nil }
        var footer = Int(bytes[2]) << 8 | Int(bytes[3])
        var found: [[UInt8]] = []
        var term: [UInt8] = []
        var start = 0
        var isFirst = true
        while footer < bytes.count {
            guard let delta = varint(bytes, &footer) else { return nil }
            start += delta
            var offset = start
            guard offset >= 4,
                let shared = isFirst ? 0 : varint(bytes, &offset),
                let length = varint(bytes, &offset),
                shared <= term.count, offset + length <= bytes.count
            else { return nil }
            term.removeSubrange(shared...)
            term.append(contentsOf: bytes[offset..<offset + length])
            isFirst = false
            if term.starts(with: key) { found.append(term) }
        }
        return found
    }

    /// The full-text index's segments, newest first as FTS5 reads them (`fts5MultiIterNew`): level by level from the
    /// first, each level's from its last. An item's entry for a word in one stands for its entries for the word in
    /// those after it. Nil when the structure record is not in the format read here.
    ///
    /// The structure record (`itemText_data`'s row 10, `fts5StructureDecode`): a 4-byte cookie, then varints: how
    /// many levels and segments, and a count of writes; for each level, how many of its segments a merge under way
    /// reads, how many it has, and each of them, oldest first: its id, its first and its last page. The second
    /// format, which writes after the cookie 4 bytes a varint cannot start with and more of each segment, is
    /// `contentless_delete` tables', which keep their taken-out items apart, not read here.
    static func segmentsNewestFirst(_ db: Database) throws -> [Segment]? {
        guard let record = try Data.fetchOne(db.cachedStatement(sql: "SELECT block FROM itemText_data WHERE id = 10"))
        else { return nil }
        let bytes = [UInt8](record)
        var at = 4
        // At most 64 levels (`FTS5_MAX_LEVEL`), at most as many segments as the record has bytes.
        guard bytes.count > 4, bytes[4] != 0xFF, let levels = varint(bytes, &at), (0...64).contains(levels),
            let count = varint(bytes, &at), (0...bytes.count).contains(count), varint(bytes, &at) != nil
        else { return nil }
        var segments: [Segment] = []
        for _ in 0..<levels {
            guard varint(bytes, &at) != nil, let inLevel = varint(bytes, &at), (0...count).contains(inLevel) else {
                return nil
            }
            var level: [Segment] = []
            for _ in 0..<inLevel {
                guard let id = varint(bytes, &at), let first = varint(bytes, &at), let last = varint(bytes, &at) else {
                    return nil
                }
                level.append(Segment(id: Int64(id), firstPage: Int64(first), lastPage: Int64(last)))
            }
            segments += level.reversed()
        }
        return segments.count == count ? segments : nil
    }

    /// A segment of the full-text index as its structure record has it: a merge that reads part of it moves its
    /// first page on.
    struct Segment: Equatable {
        let id: Int64
        let firstPage: Int64
        let lastPage: Int64

        /// Its leaf pages: of its words and their items (about its share of the items' text).
        var pages: Int64 { lastPage - firstPage + 1 }
    }

    /// Whether the full-text index's pages are in the format read here (FTS5's version 4).
    static func isReadable(_ db: Database) throws -> Bool {
        try String.fetchOne(db, sql: "SELECT v FROM itemText_config WHERE k = 'version'") == "4"
    }

    /// SQLite's varint at `offset` (one to nine bytes, big-endian, seven bits a byte but the ninth's eight), which
    /// `offset` is moved past; nil past the end.
    static func varint<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ offset: inout Int) -> Int?
    where Bytes.Index == Int {
        var value = 0
        for index in 0..<9 {
            guard offset < bytes.endIndex else { return nil }
            let byte = bytes[offset]
            offset += 1
            if index == 8 { return value << 8 | Int(byte) }
            value = value << 7 | Int(byte & 0x7F)
            if byte < 0x80 { return value }
        }
        return value
    }
}
