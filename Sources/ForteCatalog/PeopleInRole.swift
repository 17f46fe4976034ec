/// The people in a role other than composer (`lyricist`, `arranger`, `illustrator`) as facet values, from
/// `Item.people(in:)`: the derivation of the facets of people. The composers have a list of their own.
///
/// A value shows the person as a library heads composers, surname first with the life dates the item gives
/// (`Hart, Lorenz (1895–1943)`: `ComposerName.heading`); its key is the name's library form, folded (`hart, lorenz`:
/// `ComposerName.sortKey(of:)`), so that the same person with and without dates is one value, the list is filed
/// surname first, and a typed surname starts it (`--lyricist hart`), as `--composer` finds a composer. Names that
/// are no one (`Anonymous`, `Traditional`; `ComposerName.isPerson`) are left out.
enum PeopleInRole {
    static func values(of people: [Creator], in role: CreatorRole) -> [FacetValue] {
        people.filter { $0.impliedRoles.contains(role) && $0.isPerson }.map {
            FacetValue(
                ComposerName.heading($0.name.name, lifeDates: $0.name.lifeDates),
                key: ComposerName.sortKey(of: $0.name.name))
        }
    }

    /// A name as typed or shown (`Lorenz Hart`, `Hart, Lorenz`, `Hart, Lorenz (1895–1943)`), keyed as the values are.
    static func normalized(_ name: String) -> FacetValue {
        FacetValue(name, key: ComposerName.sortKey(of: ComposerName.nameOfHeading(name) ?? name))
    }
}
