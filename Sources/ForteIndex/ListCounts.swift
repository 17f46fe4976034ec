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

    /// `kept`: where intersections read are kept (see `KeptIntersection`).
    static func counts(of facet: ListFacet, within filter: CatalogFilter, _ db: Database, kept: KeptIntersection? = nil)
        throws -> [Count]
    {
        var others = filter
        facet.clear(&others)
        let (values, shelf) = Lists.values(of: others)
        let chosen = zip(Lists.facets, values).filter { !$1.isNull }.map(\.0)
        guard Lists.isCombined(chosen + [facet], on: shelf) else { return try counted(facet, within: others, db, kept: kept) }
        // The facets chosen are among its partners (a combination has them all): the others are NULL.
        let partners = Lists.partners(of: facet)
        let arguments = StatementArguments(zip(Lists.facets, values).filter { partners.contains($0.0) }.map(\.1)
            + [shelf.databaseValue])
        // A cursor reads thousands of values without copying a row for each.
        return try Array(Row.fetchCursor(db, sql: Lists.countsSQL(of: facet), arguments: arguments)
            .map { Count(value: $0[0], key: $0[1], count: $0[2]) })
    }

    /// The counts of the facet's values among the filter's items, from the places of the facet's lists.
    private static func counted(_ facet: ListFacet, within filter: CatalogFilter, _ db: Database, kept: KeptIntersection?)
        throws -> [Count]
    {
        let reader = try ListReader(filter, db, kept: kept)
        var members = try ItemSet(upTo: Intersection.greatestItemId(db))
        for id in try reader.itemIds(db) { members.insert(id) }
        let others = Lists.facets.filter { $0 != facet }.map { "\($0.chosenColumn) IS NULL" }
        let lists = try Row.fetchAll(db, sql: """
            SELECT \(facet.name), \(facet.keyColumn ?? "NULL"), start, count FROM list
            WHERE \((others + ["shelf = ?", facet.countCondition]).joined(separator: " AND "))
            ORDER BY \(facet.countOrder)
            """, arguments: [ListShelf.catalog]).map { row -> (value: DatabaseValue, key: String?, places: Range<Int>) in
            let start: Int = row[2]
            return (row[0], row[1], start..<start + row[3])
        }
        // The lists by where they start, to walk their places in order.
        let byStart = lists.indices.sorted { lists[$0].places.lowerBound < lists[$1].places.lowerBound }
        guard let first = byStart.first, let last = byStart.last else { return [] }
        var counts = [Int](repeating: 0, count: lists.count)
        var next = 0
        try ListReader.forEachItemId(at: lists[first].places.lowerBound..<lists[last].places.upperBound, .title, db) {
            place, id in
            while place >= lists[byStart[next]].places.upperBound, next + 1 < byStart.count { next += 1 }
            // A list not counted (a composer's `none`) may lie between two that are.
            if lists[byStart[next]].places.contains(place), members.contains(id) { counts[byStart[next]] += 1 }
        }
        return lists.indices.filter { counts[$0] > 0 }.map { Count(value: lists[$0].value, key: lists[$0].key, count: counts[$0]) }
    }
}
