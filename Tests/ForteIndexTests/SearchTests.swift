import ForteCatalog
import Testing
@testable import ForteIndex

@Suite struct SearchTests {
    static func item(_ identifier: String, title: String, creator: String = "", subject: String = "", description: String = "", publisher: String = "") -> Item {
        var metadata = DublinCore()
        metadata.title = [title]
        metadata.creator = creator.isEmpty ? [] : [creator]
        metadata.subject = subject.isEmpty ? [] : [subject]
        metadata.description = description.isEmpty ? [] : [description]
        metadata.publisher = publisher.isEmpty ? [] : [publisher]
        return Item(identifier: identifier, source: "test", metadata: metadata)
    }

    static let items = [
        item("description", title: "Evening song", description: "A waltz for the Anzac ball, a waltz to remember."),
        item("title", title: "The Anzac waltz"),
        item("creator", title: "Morning song", creator: "Waltz, Anna, 1890-1950"),
        item("subject", title: "Night song", subject: "Waltzes"),
        item("publisher", title: "Noon song", publisher: "Ballarat : Wattle Press"),
        item("accents", title: "Élégie pour piano"),
    ]

    static func index() throws -> TestIndex {
        let test = try TestIndex()
        try harvest(items, into: test.index)
        return test
    }

    @Test func aTitleMatchRanksFirst() throws {
        let test = try Self.index()
        let hits = try test.index.search("anzac waltz", limit: 10).map(\.identifier)
        #expect(hits == ["title", "description"])
        #expect(try test.index.search("waltz", limit: 10).first?.identifier == "title")
    }

    @Test(arguments: [
        ("wattle", ["publisher"]),
        ("Anna", ["creator"]),
        ("waltzes", ["subject"]),
        ("wal", ["title", "creator", "description", "subject"]),
        ("elegie", ["accents"]),
        ("ÉLÉGIE", ["accents"]),
        ("remember anza", ["description"]),
        ("song noon", ["publisher"]),
    ])
    func findsWordsInEveryColumnAndPrefixesTheLastWord(query: String, expected: [String]) throws {
        let test = try Self.index()
        #expect(Set(try test.index.search(query, limit: 10).map(\.identifier)) == Set(expected))
    }

    @Test(arguments: [
        "", "   ", "\"", "\"\"", "'", "*", "-", "AND", "OR NOT", "NEAR(", "waltz)", "(waltz", "title:waltz",
        "^waltz", "waltz -anzac", "a\"b", "{title}", "…", "\u{1B}[2J", "+", "waltz*", "NOT waltz",
    ])
    func anyTextIsAValidQuery(query: String) throws {
        let test = try Self.index()
        _ = try test.index.search(query, limit: 10)
    }

    @Test func quotesAndOperatorsAreJustText() throws {
        let test = try Self.index()
        #expect(try test.index.search("\"anzac\" AND", limit: 10).isEmpty, "AND is a word to find, not an operator")
        #expect(try test.index.search("anzac\"", limit: 10).map(\.identifier) == ["title", "description"])
        #expect(try test.index.search("", limit: 10).isEmpty)
        #expect(try test.index.search("waltz", limit: 2).count == 2)
    }
}
