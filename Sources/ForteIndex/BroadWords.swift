import ForteCatalog
import Foundation
import GRDB

/// The items of the full-text index's broadest words, kept as sets (`ItemSet`) when it is folded into one segment:
/// a search counts a word of millions of items from its set and the few entries of the segments written since, where
/// FTS5 reads every item of it (docs/PERFORMANCE.md, "Sets kept for the broadest words").
///
/// A set is of the words in any column but the role words, where a word of no field is sought. The sets are of one
/// segment, named in `projection` (its id and pages): an item a sync adds, changes or takes out since has an entry in
/// a newer segment, which stands for its entry in that one (`TextLeafLists`); a merge that rewrites that segment
/// makes the sets no one's, until the next fold keeps them again.
enum BroadWords {
    /// A word is kept when its list runs over this many of the folded segment's leaf pages: FTS5 reads a list so long
    /// in tens of milliseconds (a page holds up to about a thousand items), and a word of fewer is read as it is. At
    /// 1,000, a million music records kept `music` and `piano`, not `songs` (933 pages), which they count in 150 ms.
    static let minPages: Int64 = 500

    static let schema = """
        -- `BroadWords`: the items of the full-text index's broadest words (without the index's `0`), as of its
        -- segment named in `projection` (`broadSegment`, `broadFirstPage`, `broadLastPage`).
        CREATE TABLE broadWord (
            word TEXT PRIMARY KEY,
            items BLOB NOT NULL
        );
        """

    /// Keeps the sets of the words of `minPages` or more, when the full-text index is one segment whose sets are not
    /// kept yet (it was just folded); otherwise leaves them as they are.
    static func keep(_ db: Database, minPages: Int64 = minPages) throws {
        guard try TextLeafPages.isReadable(db), let segments = try TextLeafPages.segmentsNewestFirst(db),
            segments.count == 1, let folded = segments.first, try broadSegment(db) != folded
        else { return }
        try db.execute(sql: "DELETE FROM broadWord")
        guard let words = try TextLeafPages.words(of: folded, spanningAtLeast: minPages, db) else { return }
        let greatest = try Intersection.greatestItemId(db)
        let every = ItemSet(every: greatest)
        let insert = try db.makeStatement(sql: "INSERT INTO broadWord (word, items) VALUES (?, ?)")
        // The index's `0` before each word; a word of the role or facet fields starts with another (`0composer…`).
        for key in words where key.count > 1 && key.first == UInt8(ascii: "0") && key[1] != UInt8(ascii: "0") {
            // From the pages, which FTS5 takes about twice as long to read (docs/PERFORMANCE.md).
            var items = ItemSet(upTo: greatest)
            guard let pages = try TextLeafLists.Pages(from: key, to: key + [0], db),
                var lists = try TextLeafLists(pages, among: every, db),
                try lists.forEachItem(of: { $0 == key }, db, { id, places in if isSought(places) { items.insert(id) } })
            else { return }
            try insert.execute(arguments: [String(decoding: key.dropFirst(), as: UTF8.self), items.data])
        }
        try db.execute(
            sql: "UPDATE projection SET broadSegment = ?, broadFirstPage = ?, broadLastPage = ?",
            arguments: [folded.id, folded.firstPage, folded.lastPage])
    }

    /// The words whose sets are kept, when they are those of the full-text index's oldest segment as it is; none
    /// when they are no one's.
    static func words(_ db: Database) throws -> Set<String> {
        guard try TextLeafPages.isReadable(db), let oldest = try TextLeafPages.segmentsNewestFirst(db)?.last,
            try broadSegment(db) == oldest
        else { return [] }
        return Set(try String.fetchAll(db.cachedStatement(sql: "SELECT word FROM broadWord")))
    }

    /// The items `word` (one of `words(_:)`, in the same transaction) is in, in any column but the role words, with
    /// room up to `greatest`: its set as kept (held in `kept` for the next search, by the segment it is of), and its
    /// entries in the segments newer than that one in place of that one's; nil when the pages are not as FTS5 writes
    /// them.
    static func items(of word: String, upTo greatest: Int64, _ db: Database, kept: Kept<ItemSet>?) throws -> ItemSet? {
        guard let segment = try broadSegment(db) else { return nil }
        let read = {
            // In place: a set is a megabyte or more at ten million items.
            try DirectStatement("SELECT items FROM broadWord WHERE word = ?", db).firstRow([.string(word)]) {
                $0.withBlob(0) { ItemSet(bytes: $0, upTo: 0) }
            } ?? ItemSet(upTo: 0)
        }
        var items =
            try kept?.value("\(segment.id) \(segment.firstPage) \(segment.lastPage) \(word)", orFind: read) ?? read()
        items.makeRoom(upTo: greatest)
        // Nothing sorts between the word and itself followed by the lowest byte.
        let key = [UInt8(ascii: "0")] + word.utf8
        guard let pages = try TextLeafLists.Pages(from: key, to: key + [0], db) else { return nil }
        guard pages.segments.count > 1 else { return items }
        let isRead = try TextLeafLists.forEachNewerEntry(of: key, pages, among: ItemSet(every: greatest), db) {
            id, places in
            if isSought(places) { items.insert(id) } else { items.remove(id) }
        }
        guard isRead else { return nil }
        return items
    }

    /// Whether a word's places in an item are where a word of no field is sought: in any column but the role words.
    private static func isSought(_ places: TextLeafLists.Places) -> Bool {
        places.contains { place, _ in TextColumn.isSought(place, in: nil) }
    }

    /// The segment the sets are of, as the structure record had it when they were kept; nil when none are.
    private static func broadSegment(_ db: Database) throws -> TextLeafPages.Segment? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT broadSegment, broadFirstPage, broadLastPage FROM projection")),
            let id = row[0] as Int64?
        else { return nil }
        return TextLeafPages.Segment(id: id, firstPage: row[1], lastPage: row[2])
    }
}
