import ForteCatalog
import Foundation
import GRDB

/// What browse, list, search, show and export read: lists and counts from the projection, items from the
/// record store.
extension CatalogIndex {
    public func count(_ filter: CatalogFilter) throws -> Int {
        try reading { db in try ListReader(filter, db, kept: kept).count }
    }

    public func summaries(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [ItemSummary] {
        guard limit > 0 else { return [] }
        return try reading { db in
            try ListReader(filter, db, kept: kept).summaries(offset: max(offset, 0), limit: limit, db)
        }
    }

    /// The identifiers of the items `summaries` gives, read without their titles and composers.
    public func identifiers(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [String] {
        guard limit > 0 else { return [] }
        return try reading { db in
            try ListReader(filter, db, kept: kept).identifiers(offset: max(offset, 0), limit: limit, db)
        }
    }

    public func position(of identifier: String, in filter: CatalogFilter) throws -> Int? {
        try reading { db in try ListReader(filter, db, kept: kept).position(of: identifier, db) }
    }

    /// The position of the first item whose sort title starts with `letter` (or the next letter that has one):
    /// the first whose sort key is at least the letter's. In composer order, the first whose composer does;
    /// in the other orders, which are not by letter, nil.
    public func firstPosition(ofLetter letter: Character, in filter: CatalogFilter) throws -> Int? {
        try reading { db in
            try ListReader(filter, db, kept: kept).position(
                ofFirstKeyFrom: Title.sortKey(String(letter)), db)
        }
    }

    /// Every decade with items, oldest first, undated (`nil`) last.
    public func decadeCounts() throws -> [FacetCount<Decade?>] {
        try decadeCounts(within: .all)
    }

    /// Every decade with items within the filter's other choices, as `decadeCounts()` files them.
    public func decadeCounts(within filter: CatalogFilter) throws -> [FacetCount<Decade?>] {
        try counts(of: Lists.decade, within: filter).map {
            FacetCount(Int.fromDatabaseValue($0.value).flatMap(DecadeColumn.decade), count: $0.count)
        }
    }

    /// Composers on a shelf as a library files them: by surname, then forenames (`ComposerName.sortKey`,
    /// folded as titles are), then by the name's bytes. The items that name none (`CatalogFilter.noComposer`) are not among them.
    public func composerCounts(in shelf: CatalogFilter.Shelf) throws -> [FacetCount<String>] {
        try composerCounts(within: CatalogFilter(shelf: shelf))
    }

    /// How many composers the catalog names: as many as `composerCounts(in: .all)` gives, none of them read.
    public func composerCount() throws -> Int {
        try reading { db in try ListCounts.valueCount(of: Lists.composer, db) }
    }

    /// Composers within the filter's other choices, as `composerCounts(in:)` files them.
    public func composerCounts(within filter: CatalogFilter) throws -> [FacetCount<String>] {
        try counts(of: Lists.composer, within: filter).map {
            FacetCount(String.fromDatabaseValue($0.value) ?? "", count: $0.count)
        }
    }

    /// The same, each name with the key the index files it by (`ComposerName.sortKey`).
    public func composerValues(within filter: CatalogFilter) throws -> FacetCountList {
        try counts(of: Lists.composer, within: filter).list
    }

    /// The composers as `composerCounts(in: .all)` files them, each name with its key, none counted: what a name typed
    /// is looked up among (`ComposerLookup`).
    public func composerNames() throws -> [FacetValue] {
        try reading { db in try ListCounts.catalogValues(of: Lists.composer, db) }
    }

    /// Whether a composer has exactly this name, as `composerNames` gives it, found without reading them all.
    public func hasComposer(named name: String) throws -> Bool {
        try reading { db in try ListCounts.hasCatalogValue(name, of: Lists.composer, db) }
    }

    /// A facet's values as `facetCounts(_:)` files them, none counted: what a value typed is looked up among
    /// (`FacetLookup`).
    public func facetValues(_ facet: Facet) throws -> [FacetValue] {
        try reading { db in try ListCounts.catalogValues(of: Lists.facet(facet), db) }
    }

    /// The values of a facet within the filter's other choices, A to Z by key, each with its count.
    public func facetCounts(_ facet: Facet, within filter: CatalogFilter = .all) throws -> FacetCountList {
        try counts(of: Lists.facet(facet), within: filter).list
    }

    /// Reads ahead, to keep, what the first counts of a session would read at a key (`ListCounts.prepare`): browse
    /// calls it while no key waits, its reads stopped when one comes (`readingTogether(stoppingWhen:_:)`).
    public func prepareCounts() throws {
        try reading { db in try ListCounts.prepare(db, kept: kept) }
    }

    func counts(of facet: ListFacet, within filter: CatalogFilter) throws -> ListCounts.Counts {
        try reading { db in try ListCounts.counts(of: facet, within: filter, db, kept: kept) }
    }

    /// The item with this OAI identifier, with every Dublin Core value as harvested
    /// (from the first source by name, should two sources share an identifier).
    public func item(_ identifier: String) throws -> Item? {
        try reading { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT recordFormat, record FROM item WHERE identifier = ? ORDER BY source LIMIT 1",
                arguments: [identifier])
            return try row.map(item(of:))
        }
    }

    /// The item of a row of its `recordFormat` and `record`.
    private func item(of row: Row) throws -> Item {
        guard row[0] == RecordCoding.format, let item = (row[1] as Data).withUnsafeBytes(RecordCoding.decode) else {
            throw IndexError.corrupt(path: path)
        }
        return item
    }

    /// The same, of a row read through SQLite's own calls, its record decoded in place.
    private func item(of row: borrowing DirectStatement.Row) throws -> Item {
        guard row.int64(0) == RecordCoding.format, let item = row.withBlob(1, RecordCoding.decode) else {
            throw IndexError.corrupt(path: path)
        }
        return item
    }

    /// The first item, in title order, of each of these composers that has items, by name: where their headings'
    /// life dates are read (`ComposerHeadings`). Read together, each chunk of places and each item once, in the
    /// order the file holds them: a catalogue's tens of thousands of composers, read one by one, took seconds.
    public func firstItems(ofComposers names: [String]) throws -> [String: Item] {
        try reading { db in
            // Each composer's list is a stretch of places of its own, read with every other composer's in one
            // statement: looked up a name at a time, they took more than the items.
            let wanted = Set(names)
            let composers = try ListCounts.catalogLists(of: Lists.composer, db, kept: kept)
            var nameAtPlace: [Int: String] = [:]
            for (value, places) in zip(composers.values.facetValues, composers.places)
            where !places.isEmpty && wanted.contains(value.display) {
                nameAtPlace[places.lowerBound] = value.display
            }
            var namesById: [Int64: [String]] = [:]
            for places in Dictionary(grouping: nameAtPlace.keys, by: { $0 / Projection.chunkSize }).values {
                try ListReader.forEachItemId(at: places.min()!..<places.max()! + 1, .title, db) { place, id in
                    if let name = nameAtPlace[place] { namesById[id, default: []].append(name) }
                }
            }
            var items: [String: Item] = [:]
            let read = try DirectStatement("SELECT recordFormat, record FROM item WHERE id = ?", db)
            for (id, names) in namesById.sorted(by: { $0.key < $1.key }) {
                let item = try read.firstRow([.integer(id)], item(of:))
                for name in names { items[name] = item }
            }
            return items
        }
    }

    /// Every item, or every item of one source, in identifier order, one at a time (memory stays flat
    /// for any size of index). All are read in one transaction, so that an export taken while a sync
    /// runs is the index as it stood after one whole page. What `body` throws comes out as it is.
    public func forEachItem(source: String?, _ body: (Item) throws -> Void) throws {
        try streaming(to: body) { db, hand in
            // The order of the (identifier, source) key: read along it, the items need no sorting.
            let items = try DirectStatement(
                """
                SELECT recordFormat, record FROM item WHERE ?1 IS NULL OR source = ?1 ORDER BY identifier, source
                """, db)
            try items.forEachRow([.string(source)]) { row in try hand(try item(of: row)) }
        }
    }

    /// The records in other metadata formats that a source's harvests kept, in identifier order, one at a
    /// time, read as `forEachItem` reads items.
    public func forEachRawRecord(source name: String, metadataPrefix: String, _ body: (RawRecord) throws -> Void) throws
    {
        try streaming(to: body) { db, hand in
            let records = try Row.fetchCursor(
                db,
                sql: """
                    SELECT identifier, datestamp, metadataPrefix, xml FROM rawRecord
                    WHERE source = ? AND metadataPrefix = ? ORDER BY identifier
                    """, arguments: [name, metadataPrefix])
            while let row = try records.next() {
                try hand(RawRecord(identifier: row[0], datestamp: row[1], metadataPrefix: row[2], xml: row[3]))
            }
        }
    }
}
