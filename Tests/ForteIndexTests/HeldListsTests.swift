import ForteCatalog
import GRDB
import Synchronization
import Testing

@testable import ForteIndex

/// A browse pane counts its facet's values at every key that changes the choices (issue 43): the catalog's lists of the
/// facet, their values and their items, are read once and held, so that a count within no choice reads nothing more,
/// and a recount within new choices reads only the items of the choices.
@Suite struct HeldListsTests {
    /// The statements run on the index's connections that read each table, by its name.
    final class Reads: Sendable {
        private let tables = Mutex<[String: Int]>([:])

        func count(_ sql: String) {
            guard let table = sql.firstMatch(of: /FROM (\w+)/)?.output.1 else { return }
            tables.withLock { $0[String(table), default: 0] += 1 }
        }

        /// The reads of `table` that `work` made.
        func of<Result>(_ table: String, _ work: () throws -> Result) rethrows -> (Result, reads: Int) {
            tables.withLock { $0 = [:] }
            let result = try work()
            return (result, tables.withLock { $0[table, default: 0] })
        }
    }

    let directory: TemporaryDirectory
    let index: CatalogIndex
    let reads = Reads()

    init() throws {
        directory = try TemporaryDirectory()
        index = try CatalogIndex(path: directory.indexPath, create: true) { [reads] db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { reads.count(statement.sql) }
            }
        }
        var factory = ItemFactory(seed: 43)
        try harvest(factory.items(200), into: index)
    }

    /// The composers within `within` are counted with one read of entries (the choice's items), and each count is
    /// what its filter lists.
    private func expectComposersCountedReadingTheChoiceOnce(within: CatalogFilter) throws {
        let (composers, entryReads) = try reads.of("entry") { try index.composerValues(within: within) }
        #expect(entryReads == 1)
        #expect(!composers.isEmpty)
        for composer in composers {
            var filter = within
            filter.composer = composer.value.display
            #expect(try index.count(filter) == composer.count)
        }
    }

    @Test func aCountWithinNoChoiceReadsTheListsOnce() throws {
        let (first, firstReads) = try reads.of("list") { try index.composerValues(within: .all) }
        #expect(firstReads == 1)
        let (again, reads) = try reads.of("list") { try index.composerValues(within: .all) }
        #expect(reads == 0)
        #expect(again == first)
        for composer in again {
            #expect(try index.count(CatalogFilter(composer: composer.value.display)) == composer.count)
        }
    }

    @Test func aRecountWithinNewChoicesReadsOnlyTheItemsOfTheChoices() throws {
        let languages = try index.facetCounts(.language).map(\.value.key)
        try #require(languages.count >= 2)
        // The first language's items, and the composers' lists.
        let (_, firstReads) = try reads.of("entry") {
            try index.composerValues(within: CatalogFilter(facets: [.language: languages[0]]))
        }
        #expect(firstReads == 2)
        let within = CatalogFilter(facets: [.language: languages[1]])
        try expectComposersCountedReadingTheChoiceOnce(within: within)
    }

    /// Composers few for their items (a union catalogue's: a few hundred names of millions of items) are counted within
    /// a decade from the rows of the lists of each composer in it, none of the catalog's ids read; each count is what
    /// its filter lists.
    @Test func composersFewForTheirItemsAreCountedFromTheirRowsWithinADecade() throws {
        let directory = try TemporaryDirectory()
        let index = try CatalogIndex(path: directory.indexPath, create: true) { [reads] db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { reads.count(statement.sql) }
            }
        }
        var factory = ItemFactory(seed: 44)
        // Six names, each of more than `ListCounts.idsARowCosts` items.
        try harvest(factory.items(9_000), into: index, pageSize: 1_000)
        let decade = try #require(index.decadeCounts().max { $0.count < $1.count }?.value)
        let within = CatalogFilter(shelf: .decade(decade))
        let (composers, entryReads) = try reads.of("entry") { try index.composerValues(within: within) }
        #expect(entryReads == 0)
        #expect(composers.count > 1)
        for composer in composers {
            var filter = within
            filter.composer = composer.value.display
            #expect(try index.count(filter) == composer.count)
        }
    }

    /// Read ahead (as browse does while no key waits), the catalog's lists of every facet and their ids (as many as the
    /// budget holds: all of them here) are held: a session's first count within no choice reads no list, its first
    /// count within a choice reads only the items of the choice, and every other facet's within it reads nothing.
    @Test func countsPreparedReadOnlyTheChoices() throws {
        try index.prepareCounts()
        for facet in Facet.allCases {
            let (values, listReads) = try reads.of("list") { try index.facetCounts(facet) }
            #expect(listReads == 0, "\(facet)")
            for value in values {
                #expect(try index.count(CatalogFilter(facets: [facet: value.value.key])) == value.count, "\(facet)")
            }
        }
        let language = try #require(try index.facetCounts(.language).first).value.key
        let within = CatalogFilter(facets: [.language: language])
        try expectComposersCountedReadingTheChoiceOnce(within: within)
        for facet in Facet.allCases where facet != .language {
            let (values, entryReads) = try reads.of("entry") { try index.facetCounts(facet, within: within) }
            #expect(entryReads == 0, "\(facet)")
            for value in values {
                var filter = within
                filter.facets[facet] = value.value.key
                #expect(try index.count(filter) == value.count, "\(facet)")
            }
        }
    }

    /// What is held of the catalog's lists is of their generation: after a sync adds items and changes others, the
    /// composers recounted within a decade and within a language are what each composer's filter lists.
    @Test func heldCountsStayRightAfterASyncAddsAndChangesItems() throws {
        let decade = try #require(index.decadeCounts().max { $0.count < $1.count }?.value)
        let language = try #require(try index.facetCounts(.language).first).value.key
        let choices = [CatalogFilter(shelf: .decade(decade)), CatalogFilter(facets: [.language: language])]
        try index.prepareCounts()
        let before = try choices.map { try index.composerValues(within: $0) }
        // Thirty items of the first harvest again with other values, and fifty new ones; the same harvests into an
        // index that holds nothing.
        var factory = ItemFactory(seed: 45)
        let later = factory.items(30) + factory.items(50, prefix: "oai:new:")
        try harvest(later, into: index, harvest: "2024-03-01T00:00:00Z")
        let directory = try TemporaryDirectory()
        let fresh = try CatalogIndex(path: directory.indexPath, create: true)
        var first = ItemFactory(seed: 43)
        try harvest(first.items(200), into: fresh)
        try harvest(later, into: fresh, harvest: "2024-03-01T00:00:00Z")
        for (within, before) in zip(choices, before) {
            let composers = try index.composerValues(within: within)
            #expect(composers != before, "\(within)")
            #expect(composers == (try fresh.composerValues(within: within)), "\(within)")
            for composer in composers {
                var filter = within
                filter.composer = composer.value.display
                #expect(try index.count(filter) == composer.count, "\(within)")
            }
        }
    }

    /// A choice's items are read once, for the counts within it and for each intersection with it: the favourites among
    /// them read only the favourites' list.
    @Test func aChoicesItemsAreReadOnceForItsCountsAndIntersections() throws {
        let language = try #require(try index.facetCounts(.language).first).value.key
        let within = CatalogFilter(facets: [.language: language])
        try index.setFavourite(try index.identifiers(within, offset: 0, limit: 1)[0], true)
        _ = try index.composerValues(within: within)
        let (favourites, entryReads) = try reads.of("entry") {
            try index.count(CatalogFilter(shelf: .favourites, facets: [.language: language]))
        }
        #expect(entryReads == 1)
        #expect(favourites == 1)
    }

    /// Marking a favourite builds the favourites' lists alone: what is held of the catalog's lists stays, and a recount
    /// within no choice, or within the same choices, reads none of them again.
    @Test func aFavouriteMarkedKeepsWhatIsHeldOfTheCatalogsLists() throws {
        let language = try #require(try index.facetCounts(.language).first).value.key
        let within = CatalogFilter(facets: [.language: language])
        let (all, composers) = (try index.composerValues(within: .all), try index.composerValues(within: within))
        try index.setFavourite(try index.identifiers(within, offset: 0, limit: 1)[0], true)
        let (allAgain, listReads) = try reads.of("list") { try index.composerValues(within: .all) }
        #expect(listReads == 0)
        #expect(allAgain == all)
        let (again, entryReads) = try reads.of("entry") { try index.composerValues(within: within) }
        #expect(entryReads == 0)
        #expect(again == composers)
    }

    /// A favourite marked is in the favourites' counts at once, within choices too: what is kept of the favourites'
    /// lists is of their own generation, which marking one moves on.
    @Test func aFavouriteMarkedIsCountedAtOnce() throws {
        let language = try #require(try index.facetCounts(.language).first).value.key
        let favourites = CatalogFilter(shelf: .favourites)
        let favouritesInLanguage = CatalogFilter(shelf: .favourites, facets: [.language: language])
        #expect(try index.facetCounts(.language, within: favourites).isEmpty)
        #expect(try index.decadeCounts(within: favouritesInLanguage).isEmpty)
        let identifiers = try index.identifiers(CatalogFilter(facets: [.language: language]), offset: 0, limit: 2)
        try #require(identifiers.count == 2)
        for (marked, identifier) in identifiers.enumerated() {
            try index.setFavourite(identifier, true)
            let languages = try index.facetCounts(.language, within: favourites)
            #expect(languages.first { $0.value.key == language }?.count == marked + 1)
            for value in languages {
                #expect(
                    try index.count(CatalogFilter(shelf: .favourites, facets: [.language: value.value.key]))
                        == value.count)
            }
            // Each item in one decade (the undated too).
            let decades = try index.decadeCounts(within: favouritesInLanguage)
            #expect(decades.reduce(0) { $0 + $1.count } == marked + 1)
            #expect(try index.count(favouritesInLanguage) == marked + 1)
        }
    }

    /// What is read again goes last: the decades' and the composers' ids, which every choice recounts, stay held while
    /// the facets listed come and go.
    @Test func aValueReadAgainIsTheLastToGo() {
        let kept = Kept<Int>(capacity: 2)
        var found: [String] = []
        for key in ["decade", "genre", "decade", "subject", "decade", "genre"] {
            _ = kept.value(key) {
                found.append(key)
                return 0
            }
        }
        #expect(found == ["decade", "genre", "subject", "genre"])
    }

    /// A facet whose ids are more than are held (`CatalogItems.heldBytes`: the composers of ten million items) is
    /// counted a chunk at a time as its ids are read: to the counts the held ids give in each form (the ids, a set a
    /// list, each item's lists), held in the form of fewest bytes.
    @Test func idsReadAChunkAtATimeCountAsTheHeldOnes() throws {
        // Lists of more places than a chunk has, so that chunks end within them.
        let directory = try TemporaryDirectory()
        let index = try CatalogIndex(path: directory.indexPath, create: true)
        var factory = ItemFactory(seed: 48)
        try harvest(factory.items(3 * Projection.chunkSize), into: index, pageSize: 500)
        let language = try #require(try index.facetCounts(.language).min { $0.count < $1.count }).value.key
        var heldOtherwise: [String] = []
        try index.reading { db in
            for facet in Lists.facets {
                let lists = try ListCounts.CatalogLists(of: facet, db)
                let reader = try ListReader(CatalogFilter(facets: [.language: language]), db)
                let members = try reader.itemSet(db, kept: nil)
                let held = try ListCounts.CatalogItems(of: lists, db)
                let streamed = try ListCounts.CatalogItems.counts(of: members, in: lists, db)
                #expect(streamed == held.counts(of: members, in: lists), "\(facet.name)")
                for form in ListCounts.CatalogItems.Form.allCases {
                    let items = try ListCounts.CatalogItems(of: lists, db, form: form)
                    #expect(streamed == items.counts(of: members, in: lists), "\(facet.name), \(form)")
                    #expect(held.bytes <= items.bytes, "\(facet.name): held in the form of fewest bytes")
                }
                if held.bytes < lists.span.count * 8 { heldOtherwise.append(facet.name) }
                guard facet == Lists.composer || facet == Lists.decade else { continue }
                // Within the choice, not the lists' whole counts.
                #expect(streamed.contains { $0 > 0 } && streamed != lists.places.map(\.count), "\(facet.name)")
                #expect(lists.span.count > 2 * Projection.chunkSize, "\(facet.name)")
            }
        }
        // The decades, few, as a set each, and the composers, more ids than items, by item: fewer bytes than their ids.
        #expect(heldOtherwise.contains("decade"))
        #expect(heldOtherwise.contains("composer"))
    }

    /// What is kept weighs at most its budget together, but the latest: the held ids of a few facets stay within
    /// `CatalogItems.heldBytes` at any size of catalogue.
    @Test func keptReadsStayWithinTheirBudget() {
        let kept = Kept<Int>(capacity: 4, budget: 10, weight: { $0 })
        var found: [String] = []
        func value(_ key: String, _ weight: Int) -> Int {
            kept.value(key) {
                found.append(key)
                return weight
            }
        }
        _ = (value("a", 4), value("b", 5), value("a", 4), value("b", 5))
        #expect(found == ["a", "b"])
        // With c, b's and c's weights are 11: a and b go; then b puts out c, and a joins b.
        _ = (value("c", 6), value("b", 5), value("a", 4), value("b", 5))
        #expect(found == ["a", "b", "c", "b", "a"])
        _ = (value("d", 12), value("d", 12))
        #expect(found == ["a", "b", "c", "b", "a", "d"], "the latest is kept whatever it weighs")
    }
}
