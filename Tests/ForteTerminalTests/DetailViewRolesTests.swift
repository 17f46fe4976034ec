import ForteCatalog
import Testing

@testable import ForteTerminal

/// The detail view lists an item's composers, then its other creators under their roles.
struct DetailViewRolesTests {
    @Test func lyricistsAndArrangersAreListedUnderTheirRolesNotAsComposers() {
        var metadata = DublinCore()
        metadata.creator = [
            "Smith, John, 1870-1935, composer", "Harrington, J. (Jessie), 1865-1899., lyricist",
            "Hughes, Henry, words by", "Lee, Alfred, arr.",
        ]
        let fields = DetailView.fields(of: Item(identifier: "oai:x:1", metadata: metadata), isFavourite: false)
        let byLabel = Dictionary(fields.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        #expect(byLabel["Composers"] == ["John Smith, 1870-1935"])
        #expect(byLabel["Lyricist"] == ["J. Harrington, 1865-1899", "Henry Hughes"])
        #expect(byLabel["Arranger"] == ["Alfred Lee"])
    }

    @Test func anItemWithOnlyALyricistHasNoComposer() {
        var metadata = DublinCore()
        metadata.creator = ["Hughes, Henry, words by"]
        let fields = DetailView.fields(of: Item(identifier: "oai:x:2", metadata: metadata), isFavourite: false)
        #expect(fields.first { $0.0 == "Composers" }?.1 == ["none named"])
        #expect(fields.first { $0.0 == "Lyricist" }?.1 == ["Henry Hughes"])
    }
}

/// Issue 43: contributors (`dc:contributor`, as the USC catalogue gives its lyricists, arrangers and cover artists)
/// are listed in the detail view under their roles.
struct DetailViewContributorsTests {
    @Test func contributorsAreListedUnderTheirRoles() {
        var metadata = DublinCore()
        metadata.title = ["Lover"]
        metadata.creator = ["Rodgers, Richard, 1902-1979"]
        metadata.contributor = [
            "Hart, Lorenz, 1895-1943 (lyricist)", "Frew, Harold (illustrator)",
            "Lake, Mayhew L. (Mayhew Lester), 1879-1955 (arranger)",
        ]
        let fields = DetailView.fields(of: Item(identifier: "oai:usc:1", metadata: metadata), isFavourite: false)
        let byLabel = Dictionary(fields.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        #expect(byLabel["Composers"] == ["Richard Rodgers, 1902-1979"])
        #expect(byLabel["Lyricist"] == ["Lorenz Hart, 1895-1943"])
        #expect(byLabel["Illustrator"] == ["Harold Frew"])
        #expect(byLabel["Arranger"]?.count == 1)
        #expect(byLabel["Arranger"]?.first?.hasPrefix("Mayhew L") == true)
    }
}
