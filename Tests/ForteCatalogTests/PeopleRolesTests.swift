import ForteCatalog
import Testing

/// People in every role, in each form real records write a role in (issue 43): a heading as catalogued, the name
/// and life dates a person reading it would give, and its roles.
@Test(
    arguments: [
        ("Hart, Lorenz, 1895-1943 (lyricist)", "Lorenz Hart", "1895-1943", ["lyricist"]),
        ("Hart, Lorenz, 1895-1943, lyricist", "Lorenz Hart", "1895-1943", ["lyricist"]),
        ("lyricist: Hart, Lorenz, 1895-1943", "Lorenz Hart", "1895-1943", ["lyricist"]),
        ("Lyricist: Lorenz Hart", "Lorenz Hart", nil, ["lyricist"]),
        ("words by Lorenz Hart", "Lorenz Hart", nil, ["lyricist"]),
        ("Music by Richard Rodgers", "Richard Rodgers", nil, ["composer"]),
        ("Words and music by Irving Berlin", "Irving Berlin", nil, ["lyricist", "composer"]),
        ("arranged by Smith, John", "John Smith", nil, ["arranger"]),
        ("Starmer (illustrator)", "Starmer", nil, ["illustrator"]),
        ("Frew, 1875-1955, cover artist", "Frew", "1875-1955", ["illustrator"]),
        ("Smith, John, lithographer", "John Smith", nil, ["illustrator"]),
        ("Smith, John, ltg", "John Smith", nil, ["illustrator"]),
        ("Smith, John, egr", "John Smith", nil, ["illustrator"]),
        ("Smith, John, ill", "John Smith", nil, ["illustrator"]),
        ("Smith, John, edt", "John Smith", nil, ["editor"]),
        ("Smith, John, prf", "John Smith", nil, ["performer"]),
        ("Smith, John, dte", "John Smith", nil, ["dedicatee"]),
        ("Smith, John, arr", "John Smith", nil, ["arranger"]),
        ("Smith, John, lyr", "John Smith", nil, ["lyricist"]),
        ("Smith, John, cmp", "John Smith", nil, ["composer"]),
        ("Crosby, Bing (as sung by)", "Bing Crosby", nil, ["performer"]),
        ("[Spiritual] (lyricist)", "Spiritual", nil, ["lyricist"]),
    ] as [(String, String, String?, [String])])
func rolesInEveryForm(heading: String, name: String, lifeDates: String?, roles: [String]) {
    let creator = Creator(parsing: heading)
    #expect(creator.name == ComposerName(name: name, lifeDates: lifeDates), "\(heading)")
    #expect(creator.roles.map(\.rawValue) == roles, "\(heading)")
}

/// A heading in square brackets is the cataloguer's supplied name; words for no one are kept but are no person.
@Test(
    arguments: [
        ("[Smith, John Stafford, 1750-1836?]", "John Stafford Smith", "1750-1836?", true),
        ("[Various]", "Various", nil, false),
        ("[Spiritual]", "Spiritual", nil, false),
        // USC's `[Spiritual]` in its lyricist column, as a contributor with the role.
        ("[Spiritual] (lyricist)", "Spiritual", nil, false),
        ("[Various], lyricist", "Various", nil, false),
        ("[Smith, John Stafford, 1750-1836?] (composer)", "John Stafford Smith", "1750-1836?", true),
        ("Anonymous (1614)", "Anonymous", "1614", false),
        ("Traditional", "Traditional", nil, false),
        ("Unknown", "Unknown", nil, false),
        ("Traditional Irish air", "Traditional Irish air", nil, false),
        ("Albert & Son (Sydney)", "Albert & Son (Sydney)", nil, true),
        ("Vaughn, Jim", "Jim Vaughn", nil, true),
    ] as [(String, String, String?, Bool)])
func suppliedNamesAndNoOnes(heading: String, name: String, lifeDates: String?, isPerson: Bool) {
    let creator = Creator(parsing: heading)
    #expect(creator.name == ComposerName(name: name, lifeDates: lifeDates), "\(heading)")
    #expect(creator.isPerson == isPerson, "\(heading)")
}

/// `Sharma, DR` (in `../shared/realworld`) is a surname and initials, not the honorific `Dr`; `Smith, John, Dr` still is.
@Test(arguments: [
    ("Sharma, DR", "D. R. Sharma"),
    ("Altmann, DR", "D. R. Altmann"),
    ("Smith, John, Dr", "John Smith"),
    ("Smith, John, Dr.", "John Smith"),
    ("Bey, George J., III", "George J. Bey III"),
    // USC's lyricist of "Let's send Harry back to the farm", the suffix written without its comma.
    ("Daniel, William Lowndes Jr.", "William Lowndes Daniel Jr."),
    ("Daniel, William Lowndes, Jr.", "William Lowndes Daniel Jr."),
    ("Smith, John Sr.", "John Smith Sr."),
    ("Strauss, Johann III", "Johann Strauss III"),
])
func initialsAreNoHonorific(heading: String, name: String) {
    #expect(Creator(parsing: heading).name.name == name)
}

/// A suffix stays with the name and the name files under the surname: `Daniel, William Lowndes, Jr.`.
@Test func aSuffixWrittenWithoutItsCommaFilesUnderTheSurname() {
    let name = Creator(parsing: "Daniel, William Lowndes Jr. (lyricist)").name.name
    #expect(name == "William Lowndes Daniel Jr.")
    #expect(ComposerName.libraryForm(of: name) == "Daniel, William Lowndes, Jr.")
    #expect(ComposerName.surnameKey(ofSortKey: ComposerName.sortKey(of: name)) == "daniel")
}

/// A contributor is kept with its roles: "Lover" by Rodgers and Hart has Hart.
@Test func contributorsAreKeptWithTheirRoles() {
    var metadata = DublinCore()
    metadata.creator = ["Rodgers, Richard, 1902-1979"]
    metadata.contributor = ["Hart, Lorenz, 1895-1943 (lyricist)", "Frew, 1875-1955 (illustrator)", "Whiteman, Paul"]
    let item = Item(identifier: "oai:sheetmusic.library.sc.edu:441", metadata: metadata)
    #expect(item.composers == [ComposerName(name: "Richard Rodgers", lifeDates: "1902-1979")])
    #expect(item.people.map(\.name.name) == ["Richard Rodgers", "Lorenz Hart", "Frew", "Paul Whiteman"])
    #expect(item.people.map(\.impliedRoles) == [[.composer], [.lyricist], [.illustrator], [.contributor]])
    #expect(item.people(in: .lyricist).map(\.name.name) == ["Lorenz Hart"])
}
