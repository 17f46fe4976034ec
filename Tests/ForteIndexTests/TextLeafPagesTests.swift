import ForteCatalog
import ForteSearch
import Foundation
import GRDB
import Testing

@testable import ForteIndex

/// A prefix's words read from FTS5's leaf pages (`TextLeafPages`): those FTS5's vocabulary has, from every segment,
/// past words whose items fill pages of their own.
@Suite struct TextLeafPagesTests {
    /// Items whose descriptions repeat `with` (its items fill pages that start no word) before words that sort just
    /// after it, and words of their own (one item's `wobble`), harvested in three parts (three segments).
    private static func index() throws -> TestIndex {
        let test = try TestIndex()
        for part in 0..<3 {
            let items = (part * 200..<part * 200 + 200).map { number in
                SearchTests.item(
                    "oai:test:\(number)", title: "Waltz w\(number) wo\(number % 7)\(number == 137 ? " wobble" : "")",
                    description: String(repeating: "with ", count: 300) + (number % 50 == 0 ? "withe withal" : ""))
            }
            try harvest(items, into: test.index, harvest: "2024-0\(part + 1)-01")
        }
        return test
    }

    /// The vocabulary's words that start with `prefix`, as FTS5 lists them (counting every item of each).
    private static func vocabulary(_ prefix: String, _ db: Database) throws -> [String] {
        try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.testWords USING fts5vocab(main, itemText, row)")
        return try String.fetchAll(db, sql: "SELECT term FROM temp.testWords ORDER BY term").filter {
            $0.hasPrefix(prefix)
        }
    }

    @Test func theLeafPagesGiveTheVocabularysWordsOfAPrefix() throws {
        let test = try Self.index()
        try test.index.reading { db throws in
            #expect(try Int.fetchOne(db, sql: "SELECT count(DISTINCT segid) FROM itemText_idx") == 3)
            // Pages that start no word: `with`'s items.
            let pages = try Int.fetchOne(db, sql: "SELECT count(*) FROM itemText_data WHERE id > 10") ?? 0
            let pagesWithWords = try Int.fetchOne(db, sql: "SELECT count(*) FROM itemText_idx") ?? 0
            #expect(pages > pagesWithWords + 10)
            for prefix in ["w", "wi", "with", "withe", "wo", "wo3", "w19", "wa", "waltz", "x", "0", "z"] {
                let words = try TextLeafPages.words(startingWith: prefix, atMost: 1_000, db)
                #expect(words == (try Self.vocabulary(prefix, db)), "\(prefix)")
            }
            #expect(try TextLeafPages.words(startingWith: "with", atMost: 1_000, db) == ["with", "withal", "withe"])
            #expect(try TextLeafPages.words(startingWith: "w", atMost: 10, db)?.count == 11, "one past the limit")
        }
    }

    /// A merge of a few pages at a time (as FTS5's automerge does between a sync's writes) leaves segments that have
    /// lost their first pages: their words are read from the first pages still there.
    @Test func segmentsPartlyMergedGiveTheirWords() throws {
        let test = try Self.index()
        try test.index.writing { db in
            try db.execute(sql: "INSERT INTO itemText (itemText, rank) VALUES ('merge', -8)")
        }
        try test.index.reading { db throws in
            let firstPages = try Int.fetchAll(
                db,
                sql: """
                    SELECT min(id) - (segid << 37) FROM itemText_data
                        JOIN (SELECT DISTINCT segid FROM itemText_idx)
                            ON id > segid << 37 AND id < (segid << 37) + (1 << 31)
                        GROUP BY segid
                    """)
            #expect(firstPages.contains { $0 > 1 }, "a segment has lost its first pages")
            for prefix in ["w", "wi", "with", "withe", "wo", "wo3", "w19", "wa", "waltz", "x", "0", "z"] {
                let words = try TextLeafPages.words(startingWith: prefix, atMost: 1_000, db)
                #expect(words == (try Self.vocabulary(prefix, db)), "\(prefix)")
            }
        }
    }

    /// An item's words taken out (it changed) stay on the pages until the segments are merged: sought among the
    /// prefix's words, such a word finds nothing, so the prefix finds what it finds as a prefix.
    @Test func wordsTakenOutFindNothingMore() throws {
        let test = try Self.index()
        try harvest([SearchTests.item("oai:test:137", title: "Changed")], into: test.index, harvest: "2024-05-01")
        try test.index.reading { db throws in
            #expect(try Self.vocabulary("wob", db).isEmpty)
            #expect(try TextLeafPages.words(startingWith: "wob", atMost: 1_000, db) == ["wobble"])
        }
        let plan = SearchQuery(parsing: "wob").plan()
        var completed = plan
        completed.completions = ["wob": try test.index.indexedWords(completing: "wob", atMost: 100) ?? []]
        #expect(completed.completions["wob"] == ["wobble"])
        #expect(try test.index.search(completed, limit: 100).isEmpty)
        #expect(try test.index.search(plan, limit: 100).isEmpty)
        #expect(try test.index.search("wob", limit: 100).isEmpty)
    }
}
