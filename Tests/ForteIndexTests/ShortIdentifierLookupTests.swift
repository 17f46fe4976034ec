import ForteCatalog
import ForteSearch
import GRDB
import GRDBSQLite
import Synchronization
import Testing

@testable import ForteIndex

/// `forte show mla:101`: an item found by a tail of its identifier (issue 46), through the index, not a scan.
@Suite struct ShortIdentifierLookupTests {
    static let identifiers = [
        "https://commons.mla.org/deposits/item/mla:101", "oai:localhost:2062/101",
        "oai:catalogue.forte.example:nla.mus-an0000226", "oai:catalogue.forte.example:nla.mus-an0010226",
        "oai:example.org:items/2024/b12",
    ]

    /// The stretches of reversed identifiers hold exactly the identifiers a short form matches.
    @Test func theReversedStretchesHoldExactlyTheMatches() {
        let identifiers = [
            "oai:catalogue.forte.example:nla.mus-an0001810", "oai:x:nla.mus-an0011810", "oai:x:1810", "oai:x:01810",
            "oai:x:a/1810", "oai:x:1810b",
            "oai:x:21810",
            "oai:x:mus-an0001810", "oai:x:nla.mus-an0001810x", "1810", "oai:x:ü1810", "oai:x:an0001810", "oai:x:0",
            "oai:x:000",
        ]
        for short in ["1810", "01810", "an0001810", "mus-an0001810", "0", "x:0", "1810b", "ü1810"] {
            let form = ShortIdentifier(short)
            let inStretches = identifiers.filter { identifier in
                let reversed = Array(ShortIdentifier.reversed(identifier).utf8)
                return form.reversedStretches.contains { stretch in
                    !reversed.lexicographicallyPrecedes(stretch.lowerBound.utf8)
                        && !stretch.upperBound.utf8.lexicographicallyPrecedes(reversed)
                }
            }
            #expect(inStretches == identifiers.filter(form.matches), "\(short)")
        }
    }

    @Test func aTailAtASeparatorOrTheNumberFindsTheItem() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 5)
        try harvest(Self.identifiers.map { factory.item($0) }, into: test.index)
        func found(_ short: String) throws -> Set<String> {
            Set(try test.index.identifiers(matching: ShortIdentifier(short), limit: 5))
        }
        let (mla, localhost, an226, an10226, b12) = (
            Self.identifiers[0], Self.identifiers[1], Self.identifiers[2],
            Self.identifiers[3], Self.identifiers[4]
        )
        for short in ["mla:101", "item/mla:101", "deposits/item/mla:101", "org/deposits/item/mla:101", mla] {
            #expect(try found(short) == [mla], "\(short)")
        }
        #expect(try found("101") == [mla, localhost])
        #expect(try found("2062/101") == [localhost])
        for short in ["an0000226", "mus-an0000226", "nla.mus-an0000226", "226", "0226", "0000226"] {
            #expect(try found(short) == [an226], "\(short)")
        }
        #expect(try found("10226") == [an10226])
        #expect(try found("b12") == [b12])
        for short in ["la:101", "01", "an", "2024", "", "example.org"] { #expect(try found(short).isEmpty, "\(short)") }

        try test.index.removeSource(named: "test")
        #expect(try found("mla:101").isEmpty)
    }

    /// A sync's items are found before their identifiers are indexed (with the lists).
    /// The index reverses identifiers in SQL as `ShortIdentifier.reversed` does in Swift, letters beyond ASCII too.
    @Test func identifiersBeyondASCIIAreReversedAsShortIdentifierReversesThem() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 7)
        let identifiers = ["oai:bibliothèque.example:Dvořák-Ünd/β12", "oai:音楽.example:楽譜:🎵42"]
        try harvest(identifiers.map { factory.item($0) }, into: test.index)
        let stored = try test.index.reading { try String.fetchAll($0, sql: "SELECT reversed FROM identifierTail") }
        #expect(Set(stored) == Set(identifiers.map(ShortIdentifier.reversed)))
        #expect(try test.index.identifiers(matching: ShortIdentifier("Ünd/β12"), limit: 2) == [identifiers[0]])
        #expect(try test.index.identifiers(matching: ShortIdentifier("楽譜:🎵42"), limit: 2) == [identifiers[1]])
    }

    @Test func anItemASyncJustAddedIsFound() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 6)
        try harvest(Self.identifiers.map { factory.item($0) }, into: test.index, complete: false)
        let waiting = try test.index.reading { try Int.fetchOne($0, sql: "SELECT count(*) FROM identifierTail") }
        #expect(waiting == 0)
        #expect(try test.index.identifiers(matching: ShortIdentifier("mla:101"), limit: 2) == [Self.identifiers[0]])
        #expect(try test.index.identifiers(matching: ShortIdentifier("101"), limit: 5).count == 2)
    }

    /// While a harvest that says how many records are still to come waits for the network, its new items'
    /// identifiers are taken ahead of the lists, as a run, once at least the least and as many as are still to come
    /// wait; the items the lists do not hold yet are still found within a list, and the rest by their identifiers.
    @Test func aHarvestTakesItsIdentifiersAheadOnceAsManyWaitAsAreStillToCome() throws {
        let test = try TestIndex()
        func items(_ range: Range<Int>) -> [Item] {
            range.map { SearchTests.item("oai:ahead.example:\($0)", title: "Song \($0)", creator: "Strauss, Johann") }
        }
        func catchUp(harvested: Int, expecting remaining: Int?) throws {
            // No build due: the identifiers alone are taken.
            test.index.listSchedule.withLock { $0.lastBuilt = .now }
            try test.index.catchUp(harvested: harvested, expecting: remaining, identifiersAheadFrom: 20)
        }
        func state() throws -> (identifiers: Int64, lists: Int64, runs: Int) {
            try test.index.reading { db in
                let row = try Row.fetchOne(db, sql: "SELECT identifiersThrough, listsThrough FROM projection")!
                return (row[0], row[1], try Int.fetchOne(db, sql: "SELECT count(*) FROM identifierRun")!)
            }
        }
        func maxId() throws -> Int64 {
            try test.index.reading { try Int64.fetchOne($0, sql: "SELECT max(id) FROM item")! }
        }
        try harvest(items(0..<30), into: test.index)
        let built = try maxId()
        #expect(try state() == (built, built, 1))
        let later = "2024-03-01T00:00:00Z"
        try harvest(items(30..<60), into: test.index, complete: false, harvest: later)
        try catchUp(harvested: 30, expecting: 31)
        try catchUp(harvested: 30, expecting: nil)
        #expect(try state() == (built, built, 1))
        try catchUp(harvested: 30, expecting: 30)
        #expect(try state() == (try maxId(), built, 2))
        #expect(try test.index.listsAreBehind())
        let strauss = try #require(try test.index.composerCounts(in: .all).first?.value)
        let plan = try Searcher(test.index).findAsTyped("song", within: CatalogFilter(composer: strauss), limit: 10)
            .plan
        #expect(try test.index.searchCount(plan) == 60)
        // Fewer than the least wait: left to the next taking.
        let taken = try maxId()
        try harvest(items(60..<70), into: test.index, complete: false, harvest: later)
        try catchUp(harvested: 40, expecting: 0)
        #expect(try state() == (taken, built, 2))
        for number in [45, 65] {
            #expect(
                try test.index.identifiers(matching: ShortIdentifier("ahead.example:\(number)"), limit: 2)
                    == ["oai:ahead.example:\(number)"])
        }
        try test.index.apply(
            page([], source: Source(name: "test", url: "http://127.0.0.1/oai"), token: nil, harvest: later))
        #expect(try state() == (try maxId(), try maxId(), 3))
        #expect(try test.index.searchCount(plan) == 70)
    }

    /// Each build takes its new items' identifiers as a run of their own; past `mostRuns` runs, the two neighbours of
    /// fewest items are merged, and every item is found, or forgotten, whichever run it came to be in.
    @Test func eachBuildsNewItemsAreARunAndTheFewestNeighboursAreMerged() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 11)
        // The second and third builds' items are the fewest of any two neighbours'.
        let sizes = [5, 1, 2, 5, 4, 6, 5, 7, 5]
        #expect(sizes.count == IdentifierTails.mostRuns + 1)
        var identifiers: [[String]] = []
        for (build, size) in sizes.enumerated() {
            let name = "s\(build)"
            let items = (0..<size).map { factory.item("oai:b\(build).example:nla.mus-an\(build)0\($0)", source: name) }
            identifiers.append(items.map(\.identifier))
            try harvest(items, into: test.index, source: Source(name: name, url: "http://127.0.0.1/oai"))
        }
        func runs() throws -> [[Int64]] {
            try test.index.reading { db in
                try Row.fetchAll(db, sql: "SELECT first, items FROM identifierRun ORDER BY first").map {
                    [$0["first"], $0["items"]]
                }
            }
        }
        let firsts = try sizes.indices.map { build in
            try test.index.reading {
                try Int64.fetchOne($0, sql: "SELECT min(id) FROM item WHERE source = 's\(build)'")!
            }
        }
        var expected = zip(firsts, sizes).map { [$0, Int64($1)] }
        expected[1][1] += expected.remove(at: 2)[1]
        #expect(try runs() == expected)
        // Each item's tail in its run, the run its id falls in.
        let tails = try test.index.reading { db in
            try Row.fetchAll(db, sql: "SELECT run, itemId FROM identifierTail").map {
                ($0["run"] as Int64, $0["itemId"] as Int64)
            }
        }
        #expect(tails.count == sizes.reduce(0, +))
        for (run, item) in tails {
            #expect(run == expected.map { $0[0] }.last { $0 <= item })
        }
        for (build, built) in identifiers.enumerated() {
            for (number, identifier) in built.enumerated() {
                #expect(
                    try test.index.identifiers(matching: ShortIdentifier("an\(build)0\(number)"), limit: 2) == [
                        identifier
                    ])
            }
        }

        try test.index.removeSource(named: "s2")
        #expect(try test.index.identifiers(matching: ShortIdentifier("an201"), limit: 2).isEmpty)
        let left = try test.index.reading { try Int.fetchOne($0, sql: "SELECT count(*) FROM identifierTail") }
        #expect(left == sizes.reduce(0, +) - sizes[2])
        #expect(try test.index.identifiers(matching: ShortIdentifier("an100"), limit: 2) == identifiers[1])
    }

    /// Counts SQLite's virtual machine instructions, in thousands, on every connection of an index that installs it.
    static let thousands = Atomic(0)

    /// Deterministic where a time is not: at 20,000 items a scan of the identifiers takes tens of thousands of
    /// instructions, a lookup by the reversed identifiers a few thousand, as at a million.
    @Test func aLookupSeeksRatherThanScans() throws {
        let directory = try TemporaryDirectory()
        let index = try CatalogIndex(path: directory.indexPath, create: true) { db in
            sqlite3_progress_handler(
                db.sqliteConnection, 1000,
                { _ in
                    ShortIdentifierLookupTests.thousands.add(1, ordering: .relaxed)
                    return 0
                }, nil)
        }
        var factory = ItemFactory(seed: 9)
        try harvest(
            factory.items(20_000, prefix: "oai:catalogue.forte.example:nla.mus-an"), into: index, pageSize: 2_000)
        func instructions(_ body: () throws -> Void) rethrows -> Int {
            let before = Self.thousands.load(ordering: .relaxed)
            try body()
            return Self.thousands.load(ordering: .relaxed) - before
        }
        let scan = try instructions {
            _ = try index.reading {
                try Int.fetchOne($0, sql: "SELECT count(*) FROM item WHERE identifier LIKE '%n1810'")
            }
        }
        #expect(scan > 50)
        var found: [String] = []
        let lookup = try instructions { found = try index.identifiers(matching: ShortIdentifier("an1810"), limit: 2) }
        #expect(found == ["oai:catalogue.forte.example:nla.mus-an1810"])
        #expect(lookup < 10, "\(lookup) thousand instructions")
    }
}
