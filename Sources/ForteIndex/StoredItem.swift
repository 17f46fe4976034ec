import ForteCatalog
import GRDB

/// An item as its row stores it: the derived fields that lists sort and filter by, computed by
/// ForteCatalog's rules, and the whole item in `RecordCoding`'s form. Every text is a range of its
/// page's `ColumnBytes`, so that the store binds it in place.
struct StoredItem: Sendable {
    var identifier: Range<Int>
    var source: Range<Int>
    var title: Range<Int>
    var sortKey: Range<Int>
    var decade: Int
    var year: Int
    var date: Range<Int>?
    /// The distinct composer names, in catalogue order, as `JoinedValues`.
    var composers: Range<Int>
    /// `RoleWords` of its people, for the full-text index to search by role.
    var roleWords: Range<Int>
    /// Its facets' values, as `FacetColumn`.
    var facets: Range<Int>
    var record: Range<Int>

    /// Appends the item's columns to `bytes`, its facets read by `facetReader` (which remembers what items
    /// repeat).
    init(_ item: Item, into bytes: inout ColumnBytes, facetReader: inout FacetReader) {
        identifier = bytes.append(item.identifier)
        source = bytes.append(item.source)
        let displayTitle = item.displayTitle
        title = bytes.append(displayTitle)
        sortKey = bytes.append(Title.sortKey(ofDisplayTitle: displayTitle))
        let year = item.year
        self.year = year ?? 0
        decade = DecadeColumn.value(year.map(Decade.init(startYear:)))
        date = item.metadata.firstValue(of: .date).map { bytes.append($0) }
        // Read once, for both. Who is not a person (`Various`) is searched by role, never listed among composers.
        let people = item.people
        composers = bytes.appendJoined(Item.composers(among: people.filter(\.isPerson)).lazy.map(\.name))
        roleWords = bytes.appendRoleWords(of: people)
        facets = bytes.appendFacets(facetReader.values(of: item, people: people))
        record = bytes.appendRecord(of: item)
    }
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
        EXISTS (SELECT 1 FROM favourite WHERE favourite.identifier = item.identifier),
        EXISTS (SELECT 1 FROM arrival WHERE arrival.item = item.id AND \(NewsShelf.unseen))
        """

    init(row: Row) {
        self.init(
            identifier: row[0],
            title: row[1],
            composers: JoinedValues.split(row[2]),
            date: row[3],
            decade: DecadeColumn.decade(row[4]),
            isFavourite: row[5],
            isNew: row[6]
        )
    }
}
