import ForteCatalog
import GRDB

/// The conditions on `item` a `SearchPlan` sets besides its words: its scope, its dates, and a query's
/// exclusions when it has nothing else to find.
struct SearchFilter {
    private(set) var conditions: [String] = []
    private(set) var arguments = StatementArguments()

    init(_ plan: SearchPlan) {
        let (values, shelf) = Lists.values(of: plan.scope)
        for (facet, value) in zip(Lists.facets, values) where !value.isNull {
            let condition = facet.condition(for: value)
            add(condition.sql, condition.argument)
        }
        if let condition = shelf.itemCondition { add(condition) }
        for group in plan.years {
            add("(" + group.map(Self.condition).joined(separator: " OR ") + ")")
        }
        for range in plan.excludedYears {
            add("NOT " + Self.condition(range))
        }
        if let excluded = plan.excludedMatch {
            add("item.id NOT IN (SELECT rowid FROM itemText WHERE itemText MATCH ?)", excluded)
        }
    }

    var isEverything: Bool { conditions.isEmpty }

    /// The items it holds that were added since the lists were built, while a sync has changed items since: in the
    /// full-text index before the lists hold them. None when the lists are not stale.
    func itemsAddedSinceTheLists(_ db: Database) throws -> [Int64] {
        guard try Projection.isStale(db) else { return [] }
        return try Int64.fetchAll(
            db, sql: "SELECT id FROM item WHERE id > (SELECT listsThrough FROM projection) AND \(sql)",
            arguments: arguments)
    }

    var sql: String { conditions.isEmpty ? "1" : conditions.joined(separator: " AND ") }

    private mutating func add(_ condition: String, _ values: any DatabaseValueConvertible...) {
        conditions.append(condition)
        arguments += StatementArguments(values)
    }

    /// Items of these years (nil: undated), by the year the item keeps (0 for undated; a decade's first year
    /// for a date that names only the decade, `191-`).
    private static func condition(_ years: ClosedRange<Int>?) -> String {
        guard let years else { return "item.decade = 0" }
        return "(item.year BETWEEN \(max(1, years.lowerBound)) AND \(years.upperBound))"
    }
}
