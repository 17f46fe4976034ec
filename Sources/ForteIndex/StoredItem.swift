import Foundation
import ForteCatalog
import GRDB

/// An item as its row stores it: the derived fields that lists sort and filter by, computed by
/// ForteCatalog's rules, and the whole item in `RecordCoding`'s form.
struct StoredItem: Sendable {
    var item: Item
    var title: String
    var sortKey: String
    var decade: Int
    var date: String?
    /// Distinct composer names, in catalogue order.
    var composers: [String]
    /// The composers as the `composers` column keeps them: joined by U+001F, a control character
    /// that XML 1.0 cannot carry, so no harvested name contains it.
    var composersColumn: String
    var searchText: SearchText
    var record: Data

    /// `record` is the item's `RecordCoding` form.
    init(_ item: Item, record: Data) {
        self.item = item
        title = item.displayTitle
        sortKey = item.sortKey
        decade = DecadeColumn.value(item.decade)
        date = item.metadata.date.first
        var seen = Set<String>()
        composers = item.composers.map(\.name).filter { !$0.isEmpty && seen.insert($0).inserted }
        composersColumn = composers.joined(separator: Self.composerSeparator)
        searchText = SearchText(item.metadata)
        self.record = record
    }

    static let composerSeparator = "\u{1F}"
}

/// Decades as stored: the first year, or 0 for undated (so that it can key a facet row).
enum DecadeColumn {
    static func value(_ decade: Decade?) -> Int { decade?.startYear ?? 0 }
    static func decade(_ value: Int) -> Decade? { value == 0 ? nil : Decade(startYear: value) }
}

extension ItemSummary {
    /// The columns `init(row:)` reads, in order; `item` is the item table.
    static let columns = """
        item.identifier, item.title, item.composers, item.date, item.decade,
        EXISTS (SELECT 1 FROM favourite WHERE favourite.identifier = item.identifier)
        """

    init(row: Row) {
        let composers: String = row[2]
        self.init(
            identifier: row[0],
            title: row[1],
            composers: composers.isEmpty ? [] : composers.components(separatedBy: StoredItem.composerSeparator),
            date: row[3],
            decade: DecadeColumn.decade(row[4]),
            isFavourite: row[5]
        )
    }
}
