import ForteCatalog
import Testing

/// Composers as a library lists them: surname first, particles and compound surnames as filed.
@Suite struct ComposerOrderTests {
    @Test(arguments: [
        ("Antonín Dvořák", "Dvořák, Antonín"),
        ("Jiří Dvořák-Brown", "Dvořák-Brown, Jiří"),
        ("Jan van der Berg", "Berg, Jan van der"),
        ("Jan De Groot", "De Groot, Jan"),
        ("Ludwig van Beethoven", "Beethoven, Ludwig van"),
        ("W. H. Paling", "Paling, W. H."),
        ("Ada Keiko Tanaka", "Tanaka, Ada Keiko"),
        ("John Smith Jr.", "Smith, John, Jr."),
        ("Allan & Co.", "Allan & Co."),
        ("Chappell, Ltd.", "Chappell, Ltd."),
        ("Anonymous", "Anonymous"),
        ("De Groot", "De Groot"),
        // A qualifier in brackets stays after the name (USC's illustrators), a citation has no surname to put first.
        ("Rembrandt (Chicago)", "Rembrandt (Chicago)"),
        ("IM-HO (Graphic artists)", "IM-HO (Graphic artists)"),
        ("John Smith (Chicago)", "Smith, John (Chicago)"),
        ("Matthew xxv: 34-36", "Matthew xxv: 34-36"),
    ])
    func libraryForm(name: String, form: String) {
        #expect(ComposerName.libraryForm(of: name) == form)
    }

    /// A hand-written shelf: by surname, then forenames, case and diacritics aside (`Dvorak, Anna` before
    /// `Dvořák, Antonín`); `van der Berg` under B; `De Groot` word by word before `Dean`; `Dvořák` before `Dvořák-Brown`.
    @Test func filesComposersAsALibrary() {
        let expected = [
            "Ludwig van Beethoven", "Ann Berg", "Jan van der Berg", "Jan De Groot", "Zoe Dean", "Anna Dvorak",
            "Antonín Dvořák",
            "Jiří Dvořák-Brown", "Émile Lane", "W. H. Paling", "John Smith", "John Smith Jr.", "Ada Keiko Tanaka",
        ]
        // As SQLite orders the list (composerKey, composer): by their bytes.
        let filed = expected.reversed().sorted {
            (Array(ComposerName.sortKey(of: $0).utf8) + [0] + Array($0.utf8))
                .lexicographicallyPrecedes(Array(ComposerName.sortKey(of: $1).utf8) + [0] + Array($1.utf8))
        }
        #expect(filed == expected)
    }

    @Test func headsWithLifeDates() {
        #expect(ComposerName.heading("Antonín Dvořák", lifeDates: "1841-1904") == "Dvořák, Antonín (1841–1904)")
        #expect(ComposerName.heading("John Smith", lifeDates: "1870-") == "Smith, John (1870–)")
        #expect(ComposerName.heading("John Smith", lifeDates: "b. 1870") == "Smith, John (b. 1870)")
        #expect(ComposerName.heading("John Smith", lifeDates: nil) == "Smith, John")
    }

    @Test func surnames() {
        #expect(ComposerName.surnameKey(ofSortKey: ComposerName.sortKey(of: "Antonín Dvořák")) == "dvorak")
        #expect(ComposerName.surnameKey(ofSortKey: ComposerName.sortKey(of: "Jan De Groot")) == "de groot")
        #expect(ComposerName.surnameKey(ofSortKey: ComposerName.sortKey(of: "Jan van der Berg")) == "berg")
    }
}
