import ForteCatalog
import GRDB

/// The lists the projection holds, declared once: which facets there are and where an item's values are read,
/// which combinations of them are lists, and how each order sorts an item. `ListBuilder` builds what it says,
/// `ListReader` reads it, the counts count it and `SearchFilter` scopes a search by it.
///
/// A new facet is a value derived for each item (see `StoredItem`) and an entry in `facets` (with where a
/// `CatalogFilter` chooses it); a new order is a `ListOrder` and its key in `key(of:)`.
enum Lists {
    static let decade = ListFacet(
        name: "decade", itemColumn: "decade", values: .integer, none: DecadeColumn.value(nil).databaseValue,
        countsNone: true, filingKey: nil,
        chosen: { filter in
            guard case .decade(let decade) = filter.shelf else { return .null }
            return DecadeColumn.value(decade).databaseValue
        },
        choose: { filter, value in
            if let value = Int.fromDatabaseValue(value) {
                filter.shelf = .decade(DecadeColumn.decade(value))
            } else if case .decade = filter.shelf {
                filter.shelf = .all
            }
        })
    static let composer = ListFacet(
        name: "composer", itemColumn: "composers", values: .texts, none: CatalogFilter.noComposer.databaseValue,
        countsNone: false, filingKey: ComposerName.sortKey(of:),
        chosen: { $0.composer?.databaseValue ?? .null },
        choose: { $0.composer = String.fromDatabaseValue($1) })
    /// One for each `Facet`, in its order.
    static let derived = Facet.allCases.map(ListFacet.init)

    static let facets = [decade, composer] + derived

    static func facet(_ facet: Facet) -> ListFacet { derived[Facet.allCases.firstIndex(of: facet)!] }

    /// The combinations of facets with lists of their own, one for each combination of their values; the empty one
    /// is All. Others are intersected when read (see `ListReader`). At most two facets a combination (see
    /// `ListBuilder`).
    static let combinations: [[ListFacet]] = [[], [decade], [composer], [decade, composer]] + derived.map { [$0] }
    /// The favourites' and the new items' (which change apart from the catalog, and are rebuilt alone).
    static let ownShelfCombinations: [[ListFacet]] = [[], [composer]]

    static func key(of order: ListOrder) -> SortKey {
        switch order {
        case .title: .title
        case .date: .ascending(column: "year")
        case .composer: .firstValue(composer)
        case .added: .descending(column: "id")
        }
    }

    /// The filter's value of each facet, in `facets`' order (NULL: every value), and its shelf: the `list` row that
    /// holds its items.
    static func values(of filter: CatalogFilter) -> (values: [DatabaseValue], shelf: ListShelf) {
        (facets.map { $0.chosen(filter) }, ListShelf(filter.shelf))
    }

    /// The lists whose items are the filter's, each as the values and shelf `rowCondition` binds: its own list, when a
    /// combination has its choices; else the list of the most of them a combination of its shelf has, and the
    /// catalog's list of each other value chosen, whose items `Intersection` finds in common.
    static func lists(of filter: CatalogFilter) -> [[DatabaseValue]] {
        let (values, shelf) = values(of: filter)
        let chosen = facets.filter { !values[facets.firstIndex(of: $0)!].isNull }
        let combined =
            (shelf == .catalog ? combinations : ownShelfCombinations)
            .filter { $0.allSatisfy(chosen.contains) }
            .max { $0.count < $1.count } ?? []
        func row(_ kept: [ListFacet], _ shelf: ListShelf) -> [DatabaseValue] {
            zip(facets, values).map { kept.contains($0) ? $1 : .null } + [shelf.databaseValue]
        }
        return [row(combined, shelf)] + chosen.filter { !combined.contains($0) }.map { row([$0], .catalog) }
    }

    /// Whether a combination (of `shelf`'s) has lists of these facets' values.
    static func isCombined(_ chosen: [ListFacet], on shelf: ListShelf) -> Bool {
        (shelf == .catalog ? combinations : ownShelfCombinations).contains {
            $0.count == chosen.count && $0.allSatisfy(chosen.contains)
        }
    }

    /// SQL on `list` that picks the row of `values(of:)`'s values, bound in order, then its shelf.
    static let rowCondition = (facets.map { "\($0.chosenColumn) IS ?" } + ["shelf = ?"]).joined(separator: " AND ")
}

extension Lists {
    /// The `list` table and its indexes: each list is a stretch of the places `entry` holds (its `count` places
    /// from `start`, in each sort order); a column for each facet, NULL in a list of every value, and its filing key
    /// beside it; its shelf (`ListShelf`). All is every facet NULL.
    static var schema: String {
        let columns =
            facets.flatMap { facet in
                let type = facet.values == .integer ? "INTEGER" : "TEXT"
                return ["\(facet.name) \(type)"] + (facet.keyColumn.map { ["\($0) TEXT"] } ?? [])
            } + ["start INTEGER NOT NULL", "count INTEGER NOT NULL", "shelf INTEGER NOT NULL"]
        return """
            CREATE TABLE list (
                id INTEGER PRIMARY KEY,
                \(columns.joined(separator: ",\n    "))
            );
            \(indexes.map(\.sql).joined(separator: ";\n"));
            """
    }

    /// The indexes of `list`, by name.
    static let indexes: [(name: String, sql: String)] = {
        // Each facet of texts' values within a choice of its partners, as the counts read them, from the index alone
        // (with where each list starts, for the counts of the lists of the catalog within choices no list combines).
        // A facet of integers has a few values (decades), read from the rows: an index more made each list row a
        // build writes dearer. So did every other facet's column in each (NULL in all of its rows): a derived facet's
        // index is of its values alone.
        // A list's row is found by all its facets' values; the shelf and the facets of integers (decades, whose counts
        // have no index of their own) come first, so that their counts seek their rows by their partners alone.
        let integers = facets.filter { $0.values == .integer }
        let leading = integers.flatMap(partners(of:)) + integers
        let found = ["shelf"] + (leading + facets.filter { !leading.contains($0) }).map(\.chosenColumn)
        let counted = facets.filter { $0.values != .integer }.map { facet in
            let partners = partners(of: facet).map(\.chosenColumn)
            let columns = ["shelf"] + partners + [facet.keyColumn, facet.name, "count", "start"].compactMap { $0 }
            let name = "list_\(facet.name)Counts"
            return (
                name,
                "CREATE INDEX \(name) ON list (\(columns.joined(separator: ", "))) WHERE \(facet.name) IS NOT NULL"
            )
        }
        return [
            ("list_facets", "CREATE UNIQUE INDEX list_facets ON list (\(found.joined(separator: ", ")))"),
            // The few lists of the shelves of their own, found without reading the catalog's (a favourite marked
            // rebuilds the favourites' alone): a query names `shelf <> 0` for SQLite to take it.
            (
                "list_ownShelves",
                "CREATE INDEX list_ownShelves ON list (shelf) WHERE shelf <> \(ListShelf.catalog.rawValue)"
            ),
        ] + counted
    }()

    /// Runs `body`, which writes the catalog's list rows into an empty `list`, with the table's indexes dropped, then
    /// makes them again from the rows: written beside them, in the order the lists are laid out, each row went to
    /// pages all over the two largest, a third of a music catalogue's build (docs/PERFORMANCE.md, "The list rows
    /// indexed after them").
    static func withoutIndexes<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        for index in indexes { try db.execute(sql: "DROP INDEX \(index.name)") }
        let result = try body()
        for index in indexes { try db.execute(sql: index.sql) }
        return result
    }

    /// The facets a list of `facet`'s values may have a value of besides (those of a combination with it, of any
    /// shelf): in a list of its values every other facet is NULL.
    static func partners(of facet: ListFacet) -> [ListFacet] {
        facets.filter { other in
            other != facet
                && (combinations + ownShelfCombinations).contains { $0.contains(facet) && $0.contains(other) }
        }
    }

    /// The SQL that counts `facet`'s values within its partners' values (`partners(of:)`, bound in `facets`' order),
    /// then the shelf: its list rows, as they are filed.
    static func countsSQL(of facet: ListFacet) -> String {
        let conditions =
            partners(of: facet).map { "\($0.chosenColumn) IS ?" }
            + ["shelf = ?", facet.countCondition]
        return """
            SELECT \(facet.name), \(facet.keyColumn ?? "NULL"), count FROM list WHERE \(conditions.joined(separator: " AND "))
            ORDER BY \(facet.countOrder)
            """
    }
}
