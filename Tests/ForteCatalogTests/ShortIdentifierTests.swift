import ForteCatalog
import Testing

/// `forte show 1810`: the short forms a person types for an identifier.
@Suite struct ShortIdentifierTests {
    static let identifier = "oai:catalogue.forte.example:nla.mus-an0001810"

    @Test(arguments: ["nla.mus-an0001810", "1810", "0001810", "an0001810"])
    func aShortFormMatches(short: String) {
        #expect(ShortIdentifier(short).matches(Self.identifier) == (short != "an0001810"))
    }

    @Test func theLastPathSegmentMatches() {
        #expect(ShortIdentifier("b12").matches("oai:example.org:items/2024/b12"))
        #expect(!ShortIdentifier("2024").matches("oai:example.org:items/2024/b12"))
    }

    @Test func anotherNumberEndingInTheSameDigitsDoesNotMatch() {
        #expect(!ShortIdentifier("1810").matches("oai:catalogue.forte.example:nla.mus-an0011810"))
        #expect(!ShortIdentifier("810").matches(Self.identifier))
    }

}
