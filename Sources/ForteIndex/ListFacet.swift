import ForteCatalog
import GRDB

/// A facet the lists are cut by, as `Lists` declares it: where an item's values are read, how the `list`
/// table names and files them, which value stands for none, and where a `CatalogFilter` chooses one.
struct ListFacet: Sendable, Equatable {
    /// What an item has of it.
    enum Values: Sendable, Equatable {
        /// One integer, in `itemColumn`.
        case integer
        /// Texts, as `JoinedValues` (one or several) in `itemColumn`, filed by `filingKey`.
        case texts
        /// The facet's values in the item's `facets` column (`FacetColumn`), filed and chosen by their keys.
        case derived(Facet)
    }

    /// Its column in the `list` table (a list of every value has NULL there).
    let name: String
    /// The item column its values are read from.
    let itemColumn: String
    let values: Values
    /// The value of an item that has none, under which it is listed ("Undated", "Unknown composer"); nil when
    /// such an item is in none of its lists.
    let none: DatabaseValue?
    /// Whether the counts give `none` among the values: the undated are a decade to choose, the items naming
    /// no composer are not a composer.
    let countsNone: Bool
    /// For texts: the key they are filed by (a library's order), then by their bytes.
    let filingKey: (@Sendable (String) -> String)?
    /// The filter's value of the facet, as `chosenColumn` keeps it; NULL when it chooses none.
    let chosen: @Sendable (CatalogFilter) -> DatabaseValue
    /// Chooses the value in the filter, as `chosenColumn` keeps it (NULL: none).
    let choose: @Sendable (inout CatalogFilter, DatabaseValue) -> Void

    /// Takes the facet's value out of the filter.
    func clear(_ filter: inout CatalogFilter) { choose(&filter, .null) }

    /// The facet of an item's derived values (`Facet`): chosen by key, and none is in none of its lists.
    init(_ facet: Facet) {
        name = facet.rawValue
        itemColumn = FacetColumn.name
        values = .derived(facet)
        none = nil
        countsNone = false
        filingKey = nil
        chosen = { $0.facets[facet]?.databaseValue ?? .null }
        choose = { $0.facets[facet] = String.fromDatabaseValue($1) }
    }

    init(
        name: String, itemColumn: String, values: Values, none: DatabaseValue, countsNone: Bool,
        filingKey: (@Sendable (String) -> String)?, chosen: @escaping @Sendable (CatalogFilter) -> DatabaseValue,
        choose: @escaping @Sendable (inout CatalogFilter, DatabaseValue) -> Void
    ) {
        (self.name, self.itemColumn, self.values, self.none) = (name, itemColumn, values, none)
        (self.countsNone, self.filingKey, self.chosen, self.choose) = (countsNone, filingKey, chosen, choose)
    }

    /// The facet's column in the `list` table that files its values by key; nil for integers, filed by value.
    var keyColumn: String? { values == .integer ? nil : name + "Key" }

    /// The `list` column a chosen value is found in: a derived value's key, else the value itself.
    var chosenColumn: String {
        if case .derived = values { name + "Key" } else { name }
    }

    /// SQL on `list` that orders its rows by this facet's values, as they are filed (`none` last).
    var countOrder: String {
        keyColumn.map { "\($0), \(name)" } ?? "\(name) = \(none?.sql ?? "NULL"), \(name)"
    }

    /// SQL on `list` that holds for the rows of one of the values the counts give.
    var countCondition: String {
        guard let none, !countsNone else { return "\(name) IS NOT NULL" }
        return "\(name) IS NOT NULL AND \(name) <> \(none.sql)"
    }

    /// SQL on `item` that holds for the items with the chosen value (as `chosen` gives it), and what it binds.
    func condition(for value: DatabaseValue) -> (sql: String, argument: DatabaseValue) {
        let column = "item.\(itemColumn)"
        switch values {
        case .integer: return ("\(column) = ?", value)
        case .texts where value == none: return ("\(column) = ?", value)
        case .texts: return (JoinedValues.containsCondition(column), value)
        case .derived(let facet):
            // Found by the full-text index's token for the value (see `FacetText`).
            let token = FacetText.valueToken(facet, key: String.fromDatabaseValue(value) ?? "")
            return (
                "item.id IN (SELECT rowid FROM itemText WHERE itemText MATCH ?)",
                "\(FacetText.column) : \"\(token)\"".databaseValue
            )
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}

private extension DatabaseValue {
    /// As an SQL literal: the facets' `none` values are plain integers and texts.
    var sql: String {
        switch storage {
        case .int64(let value): "\(value)"
        case .string(let text): "'" + text.replacing("'", with: "''") + "'"
        default: "NULL"
        }
    }
}
