/// A short form of an OAI identifier that a person types instead of the whole: any tail of it that starts after a
/// separator (`:`, `/`, `.`, `-`), so `nla.mus-an0001810`, `mus-an0001810` and `an0001810` for
/// `oai:catalogue.forte.example:nla.mus-an0001810`, `mla:101` and `item/mla:101` for `…:deposits/item/mla:101`;
/// or the number it ends with (`1810`, leading zeros left out).
public struct ShortIdentifier: Sendable, Equatable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    /// What may come before a tail.
    public static let separators: [Unicode.Scalar] = [":", "/", ".", "-"]

    /// The digits a number is looked for in, leading zeros included: longer runs are no catalog's numbering.
    package static let longestNumber = 20

    /// Whether `identifier` has this short form.
    public func matches(_ identifier: String) -> Bool {
        guard !text.isEmpty else { return false }
        if identifier == text { return true }
        if identifier.unicodeScalars.count > text.unicodeScalars.count, identifier.hasSuffix(text) {
            let before = identifier.unicodeScalars.dropLast(text.unicodeScalars.count).last!
            if Self.separators.contains(before) { return true }
        }
        guard let number = Self.number(text.unicodeScalars) else { return false }
        let digits = identifier.unicodeScalars.reversed().prefix(while: Self.isDigit)
        return digits.count <= Self.longestNumber && Self.number(digits.reversed()) == number
    }

    /// The tails of `identifier` that start after a separator, shortest first.
    public static func tails(of identifier: String) -> [String] {
        let scalars = identifier.unicodeScalars
        return scalars.indices.reversed().filter { separators.contains(scalars[$0]) }.compactMap { separator in
            let tail = String(scalars[scalars.index(after: separator)...])
            return tail.isEmpty ? nil : tail
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// Digits without their leading zeros; nil when not all digits.
    package static func number(_ digits: some Collection<Unicode.Scalar>) -> String? {
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        let significant = String(String.UnicodeScalarView(digits.drop { $0 == "0" }))
        return significant.isEmpty ? "0" : significant
    }
}
