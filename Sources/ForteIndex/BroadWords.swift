import ForteCatalog
import Foundation
import GRDB

/// The items of the full-text index's broadest words, kept as sets (`ItemSet`) as of its segments when the lists were
/// last built: a search counts a word of millions of items from its set, where FTS5 reads every item of it
/// (docs/PERFORMANCE.md, "Sets kept for the broadest words", "The broad words' sets brought up at every sync").
///
/// A set is of the words in any column but the role words, where a word of no field is sought. The sets are of the
/// oldest segment and of the entries of the newer ones as the segments were when they were last kept (all of them,
/// named in `projection`): an item a sync adds, changes or takes out has an entry in a newer segment, which stands
/// for its entry in the oldest (`TextLeafLists`), and which stays in a newer segment until a merge rewrites the
/// oldest. So a set brought up to the segments as they are is the set kept with the entries of the segments written
/// or merged since read on top, from the oldest of them on, and of every segment newer than that; a merge that
/// rewrites the oldest segment makes the sets no one's, until they are kept again from its pages.
enum BroadWords {
    /// A word is kept when its list runs over this many leaf pages (of the oldest segment, as its share of the pages
    /// counts them: see `keep`): FTS5 reads a list so long in tens of milliseconds (a page holds up to about a
    /// thousand items), and a word of fewer is read as it is. At 1,000, a million music records kept `music` and
    /// `piano`, not `songs` (933 pages), which they count in 150 ms.
    static let minPages: Int64 = 500

    static let schema = """
        -- `BroadWords`: the items of the full-text index's broadest words (without the index's `0`), as of its
        -- segments named in `projection` (`broadSegments`).
        CREATE TABLE broadWord (
            word TEXT PRIMARY KEY,
            items BLOB NOT NULL
        );
        """

    /// Brings the sets up to the full-text index as it is: while the oldest segment stands, the sets kept, with the
    /// entries of the newer segments read on top; and the sets of the words that now run over `minPages` with the
    /// newer segments counted in (as the oldest segment's share of the pages counts them), from the oldest's pages
    /// and the newer entries. Every build of the lists does (`Projection.prepareLists`), so that a search of the
    /// index as a sync left it reads nothing else.
    static func keep(_ db: Database, minPages: Int64 = minPages) throws {
        let kept = try keptSegments(db)
        guard try TextLeafPages.isReadable(db), let segments = try TextLeafPages.segmentsNewestFirst(db),
            let oldest = segments.last, kept != segments
        else { return }
        let greatest = try Intersection.greatestItemId(db)
        let insert = try db.makeStatement(sql: "INSERT OR REPLACE INTO broadWord (word, items) VALUES (?, ?)")
        var words: Set<String> = []
        if kept?.last == oldest {
            words = Set(try String.fetchAll(db, sql: "SELECT word FROM broadWord"))
            for word in words {
                guard let items = try items(of: word, upTo: greatest, db, kept: nil) else { return }
                try insert.execute(arguments: [word, items.data])
            }
        } else {
            try db.execute(sql: "DELETE FROM broadWord")
        }
        // As the oldest segment's share of the pages counts them, but at least a half: a fold leaves the oldest that
        // much (`Projection.foldText`), and an index too small to fold is not counted on from fewer of its pages.
        let total = segments.map(\.pages).reduce(0, +)
        let least = max(1, minPages * max(oldest.pages, total / 2) / total)
        guard let found = try TextLeafPages.words(of: oldest, spanningAtLeast: least, db) else { return }
        let every = ItemSet(every: greatest)
        // The index's `0` before each word; a word of the role or facet fields starts with another (`0composer…`).
        for key in found where key.count > 1 && key.first == UInt8(ascii: "0") && key[1] != UInt8(ascii: "0") {
            let word = String(decoding: key.dropFirst(), as: UTF8.self)
            guard !words.contains(word) else { continue }
            // From the pages, which FTS5 takes about twice as long to read (docs/PERFORMANCE.md).
            var items = ItemSet(upTo: greatest)
            guard let pages = try TextLeafLists.Pages(from: key, to: key + [0], db),
                var lists = try TextLeafLists(pages.oldestAlone, among: every, db),
                try lists.forEachItem(
                    of: { $0 == key }, db, { id, places in if isSought(places) { items.insert(id) } }),
                try readNewerEntries(of: key, pages, into: &items, db)
            else { return }
            try insert.execute(arguments: [word, items.data])
        }
        try db.execute(sql: "UPDATE projection SET broadSegments = ?", arguments: [text(of: segments)])
    }

    /// The words whose sets are kept, when they are of the full-text index's oldest segment as it is; none when they
    /// are no one's.
    static func words(_ db: Database) throws -> Set<String> {
        guard try TextLeafPages.isReadable(db), let oldest = try TextLeafPages.segmentsNewestFirst(db)?.last,
            try keptSegments(db)?.last == oldest
        else { return [] }
        return Set(try String.fetchAll(db.cachedStatement(sql: "SELECT word FROM broadWord")))
    }

    /// The items `word` (one of `words(_:)`, in the same transaction) is in, in any column but the role words, with
    /// room up to `greatest`: its set as kept (held in `kept` for the next search, by the segments it is of), and,
    /// when the segments are no longer those it was kept as of, the entries of those newer than the oldest on top;
    /// nil when the pages are not as FTS5 writes them.
    static func items(of word: String, upTo greatest: Int64, _ db: Database, kept: Kept<ItemSet>?) throws -> ItemSet? {
        guard let keptAsOf = try keptSegments(db), let segments = try TextLeafPages.segmentsNewestFirst(db) else {
            return nil
        }
        let read = {
            // In place: a set is a megabyte or more at ten million items.
            try DirectStatement("SELECT items FROM broadWord WHERE word = ?", db).firstRow([.string(word)]) {
                $0.withBlob(0) { ItemSet(bytes: $0, upTo: 0) }
            } ?? ItemSet(upTo: 0)
        }
        var items = try kept?.value("\(text(of: keptAsOf)) \(word)", orFind: read) ?? read()
        items.makeRoom(upTo: greatest)
        guard segments != keptAsOf else { return items }
        // Nothing sorts between the word and itself followed by the lowest byte.
        let key = [UInt8(ascii: "0")] + word.utf8
        guard let pages = try TextLeafLists.Pages(from: key, to: key + [0], db),
            try readNewerEntries(of: key, pages, passing: standing(keptAsOf, segments), into: &items, db)
        else { return nil }
        return items
    }

    /// How many of `segments`, from the oldest on, are as they were among `kept`: their entries are in the sets as
    /// kept, and are not read again. A segment merged since, or written, is a new one (a merge writes its output
    /// older than the newer segments it leaves standing, which are then read again after it); only the oldest
    /// standing, at least, when the sets are of it.
    private static func standing(_ kept: [TextLeafPages.Segment], _ segments: [TextLeafPages.Segment]) -> Int {
        zip(kept.reversed(), segments.reversed()).prefix { $0 == $1 }.count
    }

    /// Puts each item of `key`'s entries in the segments of `pages` newer than the `standing` oldest (the oldest, at
    /// least) into `items`, or takes it out of them, as the entry has it; false when the pages are not as FTS5 writes
    /// them.
    private static func readNewerEntries(
        of key: [UInt8], _ pages: TextLeafLists.Pages, passing standing: Int = 1, into items: inout ItemSet,
        _ db: Database
    ) throws -> Bool {
        try TextLeafLists.forEachNewerEntry(
            of: key, pages, passing: standing, among: ItemSet(every: items.greatest), db
        ) { id, places in
            if isSought(places) { items.insert(id) } else { items.remove(id) }
        }
    }

    /// Whether a word's places in an item are where a word of no field is sought: in any column but the role words.
    private static func isSought(_ places: TextLeafLists.Places) -> Bool {
        places.contains { place, _ in TextColumn.isSought(place, in: nil) }
    }

    /// The full-text index's segments, newest first, as they were when the sets were last kept; nil when none are.
    private static func keptSegments(_ db: Database) throws -> [TextLeafPages.Segment]? {
        guard let text = try String.fetchOne(db.cachedStatement(sql: "SELECT broadSegments FROM projection")) else {
            return nil
        }
        let segments = text.split(separator: ",").map { segment in
            segment.split(separator: " ").compactMap { Int64($0) }
        }
        guard segments.allSatisfy({ $0.count == 3 }) else { return nil }
        return segments.map { TextLeafPages.Segment(id: $0[0], firstPage: $0[1], lastPage: $0[2]) }
    }

    /// `segments` as `projection` keeps them: each segment's id and first and last pages.
    private static func text(of segments: [TextLeafPages.Segment]) -> String {
        segments.map { "\($0.id) \($0.firstPage) \($0.lastPage)" }.joined(separator: ",")
    }
}
