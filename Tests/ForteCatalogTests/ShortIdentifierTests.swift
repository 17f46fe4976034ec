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

    /// The stretches of reversed identifiers hold exactly the identifiers a short form matches.
    @Test func theReversedStretchesHoldExactlyTheMatches() {
        let identifiers = [
            Self.identifier, "oai:x:nla.mus-an0011810", "oai:x:1810", "oai:x:01810", "oai:x:a/1810", "oai:x:1810b",
            "oai:x:21810",
            "oai:x:mus-an0001810", "oai:x:nla.mus-an0001810x", "1810", "oai:x:ü1810", "oai:x:an0001810", "oai:x:0",
            "oai:x:000",
        ]
        for short in ["1810", "01810", "an0001810", "mus-an0001810", "0", "x:0", "1810b", "ü1810"] {
            let form = ShortIdentifier(short)
            let inStretches = identifiers.filter { identifier in
                let reversed = Array(ShortIdentifier.reversed(identifier).utf8)
                return form.reversedStretches.contains { stretch in
                    !reversed.lexicographicallyPrecedes(stretch.lowerBound.utf8)
                        && !stretch.upperBound.utf8.lexicographicallyPrecedes(reversed)
                }
            }
            #expect(inStretches == identifiers.filter(form.matches), "\(short)")
        }
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
