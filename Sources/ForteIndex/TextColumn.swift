/// A column of the index's full-text table `itemText`, in its order: `Projection.text` takes each one's text from an
/// item, and `SearchPlan.match` names them in the expressions it writes for a `SearchPlan`.
enum TextColumn: String, CaseIterable, Sendable {
    case title
    /// The headings of the creators and the contributors (lyricists, arrangers, ...) as the record gives them, so that
    /// a person's name finds their items in any role.
    case creators
    case subjects, description, publisher
    /// Each creator's name, word by word, behind each of its roles' keys: searched by a role field alone.
    case roles
    /// Each facet value's words behind the facet's name, and each value whole.
    case facets

    /// The column's place among FTS5's columns, as its lists of places number them.
    var place: Int { Self.allCases.firstIndex(of: self)! }

    /// Whether a word in the column at `place` is found by a word sought in `column`; nil, a word of no field, sought in
    /// every column but the role words.
    static func isSought(_ place: Int, in column: TextColumn?) -> Bool {
        column.map { $0.place == place } ?? (place != roles.place)
    }
}
