import ForteCatalog
import GRDB

/// How many items each value of a facet has within a filter's choices of the other facets, as the facet files its
/// values (`ListFacet.countOrder`): a pane's counts, `forte list --facet`'s.
///
/// Where a combination has lists of the other choices and the facet, the list rows count (`Lists.countsSQL`).
/// Otherwise the items of the other choices are read into an `ItemSet`, and the facet's lists of the catalog, one
/// stretch of places (`ListBuilder` lays them out together), are read once and counted against it.
enum ListCounts {
    struct Count {
        /// As the `list` table keeps it: a decade's first year, a composer's name, a derived value's display form.
        let value: DatabaseValue
        /// The value's filing key (a derived value's key); nil for integers.
        let key: String?
        let count: Int

        /// The value as a filter chooses it (`ListFacet.choose`): a derived value by its key.
        func chosen(of facet: ListFacet) -> DatabaseValue {
            if case .derived = facet.values { key?.databaseValue ?? .null } else { value }
        }
    }

    /// `kept`: where the intersections and the member sets read are kept.
    static func counts(
        of facet: ListFacet, within filter: CatalogFilter, _ db: Database, kept: KeptReads? = nil
    )
        throws -> [Count]
    {
        var others = filter
        facet.clear(&others)
        let (values, shelf) = Lists.values(of: others)
        let chosen = zip(Lists.facets, values).filter { !$1.isNull }.map(\.0)
        guard Lists.isCombined(chosen + [facet], on: shelf) else {
            return try counted(facet, within: others, db, kept: kept)
        }
        // The facets chosen are among its partners (a combination has them all): the others are NULL.
        let partners = Lists.partners(of: facet)
        let arguments = (zip(Lists.facets, values).filter { partners.contains($0.0) }.map(\.1) + [shelf.databaseValue])
            .map(bound)
        // Read in place: a pane lists tens of thousands of composers, recounted at each key that moves the timeline.
        var counts: [Count] = []
        try DirectStatement(Lists.countsSQL(of: facet), db).forEachRow(arguments) { row in
            let value =
                facet.values == .integer
                ? row.int64(0).databaseValue : row.withText(0) { String(decoding: $0, as: UTF8.self) }.databaseValue
            let key = facet.keyColumn == nil ? nil : row.withText(1) { String(decoding: $0, as: UTF8.self) }
            counts.append(Count(value: value, key: key, count: Int(row.int64(2))))
        }
        return counts
    }

    private static func bound(_ value: DatabaseValue) -> DirectStatement.Value {
        switch value.storage {
        case .int64(let number): .integer(number)
        case .string(let text): .string(text)
        default: .string(nil)
        }
    }

    /// How many values of the facet the catalog has (as many as `counts` gives within no choice), counted in the index
    /// of the list rows, none of them read.
    static func valueCount(of facet: ListFacet, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) FROM list WHERE \(catalogListsCondition(of: facet))"),
            arguments: [ListShelf.catalog]) ?? 0
    }

    /// SQL on `list` for the catalog's lists of the facet alone, a row a value it counts (its shelf bound): facets other
    /// than its partners are NULL in all of its rows.
    fileprivate static func catalogListsCondition(of facet: ListFacet) -> String {
        (Lists.partners(of: facet).map { "\($0.chosenColumn) IS NULL" } + ["shelf = ?", facet.countCondition])
            .joined(separator: " AND ")
    }

    /// The counts of the facet's values among the filter's items, from the places of the facet's lists.
    private static func counted(
        _ facet: ListFacet, within filter: CatalogFilter, _ db: Database, kept: KeptReads?
    )
        throws -> [Count]
    {
        let members = try self.members(of: filter, db, kept: kept)
        let find = { try CatalogLists(of: facet, db) }
        let lists =
            try kept?.catalogLists.value("\(try Projection.generation(db)) \(facet.name)", orFind: find) ?? find()
        let (places, byStart) = (lists.places, lists.byStart)
        guard let first = byStart.first, let last = byStart.last else { return [] }
        var counts = [Int](repeating: 0, count: places.count)
        var next = 0
        try ListReader.forEachChunk(at: places[first].lowerBound..<places[last].upperBound, .title, db) {
            chunkStart, ids in
            let chunk = chunkStart..<chunkStart + ids.count / 8
            // A list not counted (a composer's `none`) may lie between two that are.
            while next < byStart.count, places[byStart[next]].lowerBound < chunk.upperBound {
                let counted = places[byStart[next]].clamped(to: chunk)
                let bytes = (counted.lowerBound - chunkStart) * 8..<(counted.upperBound - chunkStart) * 8
                counts[byStart[next]] += members.count(ofIdsIn: UnsafeRawBufferPointer(rebasing: ids[bytes]))
                guard places[byStart[next]].upperBound <= chunk.upperBound else { break }
                next += 1
            }
        }
        return lists.values.indices.filter { counts[$0] > 0 }.map {
            Count(value: lists.values[$0].value, key: lists.values[$0].key, count: counts[$0])
        }
    }

    /// The catalog's lists of a facet alone, in the facet's order: each value with its places, and the lists by where
    /// they start, to walk their places in order, a chunk at a time. The same at every recount within new choices.
    struct CatalogLists: Sendable {
        var values: [(value: DatabaseValue, key: String?)] = []
        var places: [Range<Int>] = []
        var byStart: [Int] = []

        init(of facet: ListFacet, _ db: Database) throws {
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(facet.name), \(facet.keyColumn ?? "NULL"), start, count FROM list
                    WHERE \(catalogListsCondition(of: facet))
                    ORDER BY \(facet.countOrder)
                    """, arguments: [ListShelf.catalog])
            while let row = try rows.next() {
                values.append((row[0], row[1]))
                let start: Int = row[2]
                places.append(start..<start + row[3])
            }
            byStart = places.indices.sorted { places[$0].lowerBound < places[$1].lowerBound }
        }
    }

    /// The filter's items as a set, whatever their order: the panes of one key count within the same choices.
    private static func members(of filter: CatalogFilter, _ db: Database, kept: KeptReads?) throws -> ItemSet {
        var filter = filter
        filter.order = .title
        let find = {
            let reader = try ListReader(filter, db, kept: kept?.intersections)
            var members = try ItemSet(upTo: Intersection.greatestItemId(db))
            try reader.forEachChunk(db) { members.insert(idsIn: $0) }
            return members
        }
        return try kept?.members.value("\(try Projection.generation(db)) \(Lists.lists(of: filter))", orFind: find)
            ?? find()
    }
}
