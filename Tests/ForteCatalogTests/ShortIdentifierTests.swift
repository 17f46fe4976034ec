import ForteCatalog
import Testing

/// `forte show 1810`: the short forms a person types for an identifier.
@Suite struct ShortIdentifierTests {
    static let identifier = "oai:catalogue.forte.example:nla.mus-an0001810"

    @Test(arguments: [
        "nla.mus-an0001810", "mus-an0001810", "an0001810", "1810", "0001810",
        "catalogue.forte.example:nla.mus-an0001810",
        Self.identifier,
    ])
    func aShortFormMatches(short: String) {
        #expect(ShortIdentifier(short).matches(Self.identifier))
    }

    /// Any tail that starts after `:`, `/`, `.` or `-` (issue 46: `mla:101` and `item/mla:101` named no item).
    @Test func aTailAtASeparatorMatches() {
        let identifier = "https://commons.mla.org/deposits/item/mla:101"
        for short in ["mla:101", "item/mla:101", "deposits/item/mla:101", "org/deposits/item/mla:101", "101"] {
            #expect(ShortIdentifier(short).matches(identifier), "\(short)")
        }
        for short in ["la:101", "a:101", "em/mla:101", "mla", "", "01"] {
            #expect(!ShortIdentifier(short).matches(identifier), "\(short)")
        }
        #expect(ShortIdentifier.tails(of: identifier).prefix(3) == ["101", "mla:101", "item/mla:101"])
    }

    @Test func theLastPathSegmentMatches() {
        #expect(ShortIdentifier("b12").matches("oai:example.org:items/2024/b12"))
        #expect(ShortIdentifier("2024/b12").matches("oai:example.org:items/2024/b12"))
        #expect(!ShortIdentifier("2024").matches("oai:example.org:items/2024/b12"))
    }

    @Test func anotherNumberEndingInTheSameDigitsDoesNotMatch() {
        #expect(!ShortIdentifier("1810").matches("oai:catalogue.forte.example:nla.mus-an0011810"))
        #expect(!ShortIdentifier("810").matches(Self.identifier))
    }

}
