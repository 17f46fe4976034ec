import ForteCatalog
import GRDB

/// A facet the lists are cut by, as `Lists` declares it: where an item's values are read, how the `list`
/// table names them, which value stands for none, the order its values are counted in, and where a
/// `CatalogFilter` chooses one.
struct ListFacet: Sendable, Equatable {
    /// What an item has of it.
    enum Values: Sendable {
        /// One integer.
        case integer
        /// Texts, as `JoinedValues` (one or several).
        case texts
    }

    /// Its column in the `list` table (a list of every value has NULL there).
    let name: String
    /// The item column its values are read from.
    let itemColumn: String
    let values: Values
    /// The value of an item that has none, under which it is listed: "Undated", "Unknown composer".
    let none: DatabaseValue
    /// Whether the counts give `none` among the values: the undated are a decade to choose, the items naming
    /// no composer are not a composer.
    let countsNone: Bool
    /// For texts: the key they are filed by (a library's order), then by their bytes, kept in the `list` table's
    /// `keyColumn`. Nil: integers, filed by value, `none` last.
    let filingKey: (@Sendable (String) -> String)?
    /// The filter's value of the facet, as the `list` table keeps it; NULL when it chooses none.
    let chosen: @Sendable (CatalogFilter) -> DatabaseValue
    /// Chooses the value in the filter.
    let choose: @Sendable (inout CatalogFilter, DatabaseValue) -> Void

    var keyColumn: String? { filingKey == nil ? nil : name + "Key" }

    /// SQL on `list` that orders its rows by this facet's values, as they are filed (`none` last).
    var countOrder: String {
        keyColumn.map { "\($0), \(name)" } ?? "\(name) = \(none.sql), \(name)"
    }

    /// SQL on `list` that holds for the rows of one of the values the counts give.
    var countCondition: String {
        "\(name) IS NOT NULL" + (countsNone ? "" : " AND \(name) <> \(none.sql)")
    }

    /// SQL on `item` that holds for the items with the bound value: the items of `none` have nothing else.
    func condition(for value: DatabaseValue) -> String {
        let column = "item.\(itemColumn)"
        return values == .texts && value != none ? JoinedValues.containsCondition(column) : "\(column) = ?"
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
