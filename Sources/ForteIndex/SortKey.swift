/// How an order sorts an item before its title (see `Lists.key(of:)`): `ListBuilder` deals the items into place by it,
/// and `SortPosition` finds an item's place by it.
enum SortKey: Sendable {
    /// By title alone.
    case title
    /// By an integer column of the item, from 0 up to `Int32.max`, the least first, 0 (not known) last.
    case ascending(column: String)
    /// By an integer column of the item, the greatest first.
    case descending(column: String)
    /// By the item's first value of a facet of texts, as its values are filed (`ListFacet.filingKey`, then
    /// bytes); items with none last.
    case firstValue(ListFacet)

    /// What every order sorts by last: the title, as SQL orders the item rows (`ORDER BY`).
    static let titleColumns = titleColumns(descending: false)

    /// The title's columns, each `DESC` when `descending` (the last first).
    static func titleColumns(descending: Bool) -> String {
        ["item.sortKey", "item.identifier", "item.source"].map { descending ? $0 + " DESC" : $0 }
            .joined(separator: ", ")
    }

    /// The item column the key reads besides the title; nil by title alone.
    var column: String? {
        switch self {
        case .title: nil
        case .ascending(let column), .descending(let column): column
        case .firstValue(let facet): facet.itemColumn
        }
    }
}
