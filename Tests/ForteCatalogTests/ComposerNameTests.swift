import ForteCatalog
import Testing

/// `ComposerName(parsing:)`: `Surname, Forenames, dates, relator` → name `Forenames Surname`, dates apart.
@Test(
    arguments: [
        // The examples.
        ("Smith, John, 1870-1935, composer", "John Smith", "1870-1935"),
        ("Paling, W. H. (William Henry), 1825-1895", "W. H. Paling", "1825-1895"),
        ("Smith, John, b. 1870", "John Smith", "b. 1870"),
        ("Albert & Son", "Albert & Son", nil),
        ("Smith, John", "John Smith", nil),
        // Particles left after the surname go before it (pyoai's `Esser van, J.W.J.`); capitalised ones stay.
        ("Esser van, J.W.J.", "J. W. J. van Esser", nil),
        ("Berg van der, Jan, 1890-1950", "Jan van der Berg", "1890-1950"),
        ("De Groot, Jan", "Jan De Groot", nil),
        ("Van Dyke, Henry", "Henry Van Dyke", nil),
        // Life dates of every shape.
        ("Smith, John, 1870-", "John Smith", "1870-"),
        ("Smith, John, d. 1935", "John Smith", "d. 1935"),
        ("Smith, John, fl. 1890-1910", "John Smith", "fl. 1890-1910"),
        ("Smith, John, ca. 1850-1910", "John Smith", "ca. 1850-1910"),
        ("Smith, John, 1870?-1935", "John Smith", "1870?-1935"),
        ("Smith, John, 1870-1935.", "John Smith", "1870-1935"),
        ("Smith, John, 19th cent.", "John Smith", "19th cent."),
        ("Smith, John, active 1900", "John Smith", "active 1900"),
        ("Smith, John, 1870 - 1935", "John Smith", "1870 - 1935"),
        ("Smith, John (1870-1935)", "John Smith", "1870-1935"),
        ("Smith, John, born 1870", "John Smith", "born 1870"),
        // Relators, as words or phrases, any case, with or without a full stop.
        ("Smith, John, composer", "John Smith", nil),
        ("Smith, John, composer.", "John Smith", nil),
        ("Smith, John, Composer", "John Smith", nil),
        ("Smith, John, lyricist", "John Smith", nil),
        ("Smith, John, arranger", "John Smith", nil),
        ("Smith, John, arr.", "John Smith", nil),
        ("Smith, John, words by", "John Smith", nil),
        ("Smith, John, music by", "John Smith", nil),
        ("Smith, John, author", "John Smith", nil),
        ("Smith, John, joint author", "John Smith", nil),
        ("Smith, John, arranger of music", "John Smith", nil),
        ("Smith, John, writer of added text", "John Smith", nil),
        ("Smith, John, composer & lyricist", "John Smith", nil),
        ("Smith, John, composer and arranger", "John Smith", nil),
        ("Smith, John, composer/lyricist", "John Smith", nil),
        ("Smith, John, 1870-1935, composer, lyricist", "John Smith", "1870-1935"),
        ("Smith, John, composer, 1870-1935", "John Smith", "1870-1935"),
        ("Smith, John (composer)", "John Smith", nil),
        ("Smith, composer", "Smith", nil),
        // Fuller forms in parentheses.
        ("Paling, W. H. (William Henry)", "W. H. Paling", nil),
        ("Paling, W.H. (William Henry), 1825-1895, composer", "W. H. Paling", "1825-1895"),
        ("Lindsay, F. F. (Frances Florence)", "F. F. Lindsay", nil),
        ("Marshall-Hall, G. W. L. (George William Louis), 1862-1915", "G. W. L. Marshall-Hall", "1862-1915"),
        // Initials spaced, so differently punctuated headings group.
        ("Paling, W.H.", "W. H. Paling", nil),
        ("Paling, W. H.", "W. H. Paling", nil),
        ("Paling, W.H.,", "W. H. Paling", nil),
        ("Lawrence, D. H.", "D. H. Lawrence", nil),
        ("Lawrence, D.", "D. Lawrence", nil),
        ("Smith, J", "J Smith", nil),
        // A full stop closing a forename goes; one closing an abbreviation stays.
        ("Smith, John.", "John Smith", nil),
        ("Smith, John Henry.", "John Henry Smith", nil),
        ("Packer, Chas.", "Chas. Packer", nil),
        ("Packer, Wm.", "Wm. Packer", nil),
        ("Packer, Geo.", "Geo. Packer", nil),
        ("Packer, Thos.", "Thos. Packer", nil),
        // Honorifics go, wherever the cataloguer put them; generational suffixes stay.
        ("Elgar, Edward, Sir, 1857-1934", "Edward Elgar", "1857-1934"),
        ("Elgar, Sir Edward", "Edward Elgar", nil),
        ("Elgar, Edward, Sir", "Edward Elgar", nil),
        ("Melba, Nellie, Dame, 1861-1931", "Nellie Melba", "1861-1931"),
        ("Smith, John, Rev.", "John Smith", nil),
        ("Smith, Rev. John", "John Smith", nil),
        ("Smith, John, Dr.", "John Smith", nil),
        ("Smith, John, Jr.", "John Smith Jr.", nil),
        ("Smith, John, Jr", "John Smith Jr.", nil),
        ("Smith, John, jnr.", "John Smith Jr.", nil),
        ("Smith, John, Jr., 1900-1950, composer", "John Smith Jr.", "1900-1950"),
        ("Smith, John, Sr.", "John Smith Sr.", nil),
        ("Smith, John, III", "John Smith III", nil),
        // Whitespace tidied.
        ("  Smith ,  John  ,  1870-1935  ", "John Smith", "1870-1935"),
        ("Smith,John", "John Smith", nil),
        ("Smith,\tJohn\n", "John Smith", nil),
        ("Vaughan Williams, Ralph, 1872-1958", "Ralph Vaughan Williams", "1872-1958"),
        ("De Groot, Cornelis", "Cornelis De Groot", nil),
        ("Beethoven, Ludwig van, 1770-1827", "Ludwig van Beethoven", "1770-1827"),
        ("O'Brien, Mary", "Mary O'Brien", nil),
        // Unicode names.
        ("Dvořák, Antonín, 1841-1904", "Antonín Dvořák", "1841-1904"),
        ("Janáček, Leoš, 1854-1928, composer", "Leoš Janáček", "1854-1928"),
        ("Müller, Jürgen", "Jürgen Müller", nil),
        ("Te Rangi, Hēmi", "Hēmi Te Rangi", nil),
        ("Ngata, Āpirana, Sir, 1874-1950", "Āpirana Ngata", "1874-1950"),
        ("Østergaard, Søren", "Søren Østergaard", nil),
        ("Żeleński, Władysław", "Władysław Żeleński", nil),
        ("Ōtaki, Rangi", "Rangi Ōtaki", nil),
        // Without a comma, as catalogued.
        ("Albert & Son", "Albert & Son", nil),
        ("Anonymous", "Anonymous", nil),
        ("Traditional", "Traditional", nil),
        ("Mozart", "Mozart", nil),
        ("John Smith", "John Smith", nil),
        ("Australian Broadcasting Commission", "Australian Broadcasting Commission", nil),
        ("Sydney Liedertafel.", "Sydney Liedertafel.", nil),
        ("  Albert   &  Son ", "Albert & Son", nil),
        ("荒城", "荒城", nil),
        ("", "", nil),
        // Corporate names keep their order.
        ("Allan & Co., publisher", "Allan & Co.", nil),
        ("J. Albert & Son, 1890-1960", "J. Albert & Son", "1890-1960"),
        ("Paling & Co., Ltd.", "Paling & Co., Ltd.", nil),
        ("Suttons, Ltd.", "Suttons, Ltd.", nil),
        ("Castles Music, Pty. Ltd.", "Castles Music, Pty. Ltd.", nil),
        ("Anonymous, composer", "Anonymous", nil),
    ] as [(String, String, String?)])
func composerName(creator: String, name: String, lifeDates: String?) {
    let composer = ComposerName(parsing: creator)
    #expect(composer.name == name)
    #expect(composer.lifeDates == lifeDates)
}

/// Items group by name: every heading of one person gives the same name.
@Test(arguments: [
    [
        "Smith, John", "Smith, John, 1870-1935", "Smith, John, 1870-1935, composer", "Smith, John, composer.",
        "Smith, John.", "Smith,John", "Smith, John (1870-1935)", "Smith, Sir John", "Smith, John, words by",
    ],
    [
        "Paling, W. H. (William Henry), 1825-1895", "Paling, W.H.", "Paling, W. H., composer",
        "Paling, W.H. (William Henry)",
    ],
    [
        "Dvořák, Antonín", "Dvořák, Antonín, 1841-1904", "Dvořák, Antonín, 1841-1904, composer",
        "Dvořák, Antonín (composer)",
    ],
])
func headingsOfOnePersonGroupTogether(headings: [String]) {
    let names = Set(headings.map { ComposerName(parsing: $0).name })
    #expect(names.count == 1, "\(names)")
}

@Test func differentPeopleStayApart() {
    let names = ["Smith, John", "Smith, John, Jr.", "Smith, Jane", "Smyth, John", "John Smith & Co."]
    #expect(Set(names.map { ComposerName(parsing: $0).name }).count == names.count)
}

/// Issue 29: a word in the forename place is a forename unless the heading's shape says otherwise.
@Test(arguments: [
    ("Li, Jun", "Jun Li"), ("Yang, Sen", "Sen Yang"), ("Lannoo, Bart", "Bart Lannoo"), ("Roberts, Ed", "Ed Roberts"),
    ("van Wees, Bart J.", "Bart J. van Wees"), ("Roberts, Art", "Art Roberts"),
    ("Strauss, Johann, jun.", "Johann Strauss Jr."), ("Strauss, Johann, Jun.", "Johann Strauss Jr."),
    ("Smith, John, Sir", "John Smith"), ("Smith, John, Bart.", "John Smith"), ("Smith, jun.", "Smith Jr."),
    ("Smith, Jr.", "Smith Jr."), ("Roth, Jr., Robert H.", "Robert H. Roth Jr."), ("Smith, ed.", "Smith"),
    ("Smith, Composer", "Smith"),
])
func forenamesThatLookLikeQualifiers(creator: String, name: String) {
    #expect(ComposerName(parsing: creator).name == name)
}

/// Roles as catalogues write them, any case and punctuation, dates kept with the name.
@Test(
    arguments: [
        ("Hughes, Henry, words by", "Henry Hughes", nil, ["lyricist"]),
        ("Harrington, J. (Jessie), 1865-1899., lyricist", "J. Harrington", "1865-1899", ["lyricist"]),
        ("Lee, Alfred, arr.", "Alfred Lee", nil, ["arranger"]),
        ("Lee, Alfred, ARR", "Alfred Lee", nil, ["arranger"]),
        ("Smith, John, 1870-1935, composer", "John Smith", "1870-1935", ["composer"]),
        ("Smith, John, music by", "John Smith", nil, ["composer"]),
        ("Smith, John, ed.", "John Smith", nil, ["editor"]),
        ("Smith, John, performer", "John Smith", nil, ["performer"]),
        ("Smith, John, words and music by", "John Smith", nil, ["lyricist", "composer"]),
        ("Smith, John, composer/arranger", "John Smith", nil, ["composer", "arranger"]),
        ("Smith, John, [lyricist]", "John Smith", nil, ["lyricist"]),
        ("Smith, John (Lyricist)", "John Smith", nil, ["lyricist"]),
        ("Smith, John, 1870-1935, lyr", "John Smith", "1870-1935", ["lyricist"]),
        ("Smith, John", "John Smith", nil, []),
        ("Smith, John, 1870-1935", "John Smith", "1870-1935", []),
    ] as [(String, String, String?, [String])])
func rolesAreReadAndKeptWithTheName(heading: String, name: String, lifeDates: String?, roles: [String]) {
    let creator = Creator(parsing: heading)
    #expect(creator.name == ComposerName(name: name, lifeDates: lifeDates))
    #expect(creator.roles.map(\.rawValue) == roles)
}

@Test func codesAndTheirURIsNameRoles() {
    #expect(CreatorRole.role(code: "cmp") == .composer)
    #expect(CreatorRole.role(code: "LYR") == .lyricist)
    #expect(CreatorRole.role(code: "http://id.loc.gov/vocabulary/relators/arr") == .arranger)
    #expect(CreatorRole.role(code: "xyz") == nil)
}
