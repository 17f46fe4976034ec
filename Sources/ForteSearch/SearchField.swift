/// A field a query can name (`composer:paling`): which full-text column it searches, or that it filters by date.
///
/// The one place a field is declared: the parser reads fields by these names, and the full-text
/// expression takes their columns from here. A new text field (a creator role such as `lyricist:`)
/// is one more case with its column, once the index keeps that column.
public enum SearchField: String, CaseIterable, Sendable, Hashable {
    case composer, title, publisher, subject, decade, year

    /// The column of the index's full-text table `itemText` the field searches; nil for the date fields.
    var column: String? {
        switch self {
        case .composer: "creators"
        case .title: "title"
        case .publisher: "publisher"
        case .subject: "subjects"
        case .decade, .year: nil
        }
    }

    /// The field a query names by `name` (any case), if forte knows it.
    init?(named name: Substring) {
        self.init(rawValue: name.lowercased())
    }
}
