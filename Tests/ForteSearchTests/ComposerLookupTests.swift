import ForteCatalog
import ForteSearch
import Testing

@Suite struct ComposerLookupTests {
    /// As the index files them: each name with its key.
    static let names = [
        "Antonín Dvořák", "Jiří Dvořák-Brown", "Ada Smith", "John Smith", "Jan van der Berg", "Jan De Groot",
        "Allan & Co.",
    ].map { FacetValue($0, key: ComposerName.sortKey(of: $0)) }

    @Test(arguments: [
        ("Antonín Dvořák", "Antonín Dvořák"),
        ("antonin dvorak", "Antonín Dvořák"),
        ("ada smith", "Ada Smith"),
        ("  ADA   SMITH ", "Ada Smith"),
        ("dvorak", "Antonín Dvořák"),
        ("Dvořák, Antonín", "Antonín Dvořák"),
        ("dvorak-brown", "Jiří Dvořák-Brown"),
        ("berg", "Jan van der Berg"),
        ("de groot", "Jan De Groot"),
        ("allan & co.", "Allan & Co."),
        // As `list --facet composer` heads them, life dates and all.
        ("Dvořák, Antonín (1841–1904)", "Antonín Dvořák"),
        ("Smith, Ada (approximately 1764–)", "Ada Smith"),
    ])
    func findsTheComposerMeant(typed: String, name: String) {
        #expect(ComposerLookup.match(typed, among: Self.names) == .found(name))
    }

    @Test func aSurnameSeveralHaveIsAmbiguous() {
        #expect(ComposerLookup.match("smith", among: Self.names) == .ambiguous(["Ada Smith", "John Smith"]))
    }

    @Test func anUnknownComposerHasTheNearestNames() {
        #expect(ComposerLookup.match("dvorjak", among: Self.names) == .unknown(nearest: ["Antonín Dvořák"]))
        #expect(ComposerLookup.match("smyth", among: Self.names) == .unknown(nearest: ["Ada Smith", "John Smith"]))
        #expect(ComposerLookup.match("zzzzzzzz", among: Self.names) == .unknown(nearest: []))
    }
}
