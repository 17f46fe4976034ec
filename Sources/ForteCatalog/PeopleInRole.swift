/// The people in a role other than composer (`lyricist`, `arranger`, `illustrator`) as facet values, from
/// `Item.people(in:)`: the derivation of the facets of people. The composers have a list of their own.
///
/// A value shows the name as composers are shown (`Lorenz Hart`); its key is the name's library form, folded
/// (`hart, lorenz`: `ComposerName.sortKey(of:)`), which files the list surname first as a library does and which a
/// typed surname starts (`--lyricist hart`), as `--composer` finds a composer. Names that are no one (`Anonymous`,
/// `Traditional`; `ComposerName.isPerson`) are left out.
enum PeopleInRole {
    static func values(of people: [Creator], in role: CreatorRole) -> [FacetValue] {
        people.filter { $0.impliedRoles.contains(role) && $0.isPerson }.map { normalized($0.name.name) }
    }

    /// A name as typed or shown (`Lorenz Hart`, `Hart, Lorenz`), keyed as the values are.
    static func normalized(_ name: String) -> FacetValue {
        FacetValue(name, key: ComposerName.sortKey(of: name))
    }
}
