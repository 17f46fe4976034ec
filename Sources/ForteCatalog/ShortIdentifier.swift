/// A short form of an OAI identifier that a person types instead of the whole: any tail of it that starts after a
/// separator (`:`, `/`, `.`, `-`), so `nla.mus-an0001810`, `mus-an0001810` and `an0001810` for
/// `oai:catalogue.forte.example:nla.mus-an0001810`, `mla:101` and `item/mla:101` for `…:deposits/item/mla:101`;
/// or the number it ends with (`1810`, leading zeros left out).
///
/// The index finds the identifiers a short form matches by their reversed text (`reversed(_:)`), where a tail is a
/// beginning: `reversedStretches` are where they lie in that order, so a lookup is a few seeks, never a scan.
public struct ShortIdentifier: Sendable, Equatable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    /// What may come before a tail.
    public static let separators: [Unicode.Scalar] = [":", "/", ".", "-"]

    /// The digits a number is looked for in, leading zeros included: longer runs are no catalog's numbering.
    static let longestNumber = 20

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

    /// `identifier` backwards, scalar by scalar: what the index keeps to find tails.
    public static func reversed(_ identifier: String) -> String {
        var reversed = String.UnicodeScalarView()
        reversed.append(contentsOf: identifier.unicodeScalars.reversed())
        return String(reversed)
    }

    /// The stretches of reversed identifiers, in their (binary) order, that hold exactly the identifiers this short
    /// form matches: the whole text, the text after each separator, and for a number, the number after each run of
    /// zeros, followed by no digit.
    public var reversedStretches: [ClosedRange<String>] {
        guard !text.isEmpty else { return [] }
        let tail = Self.reversed(text)
        var stretches = [tail...tail] + Self.separators.map { Self.beginning(tail + String($0)) }
        guard let number = Self.number(text.unicodeScalars) else { return stretches }
        for zeros in 0...max(0, Self.longestNumber - number.count) {
            let digits = Self.reversed(number) + String(repeating: "0", count: zeros)
            // Followed by nothing, or by a scalar below `0` or above `9`.
            stretches += [digits...(digits + "/" + Self.last), (digits + ":")...(digits + Self.last)]
        }
        return stretches
    }

    /// Above every scalar an identifier can have.
    private static let last = String(Unicode.Scalar(0x10FFFF)!)

    /// Every text that begins with `prefix`.
    private static func beginning(_ prefix: String) -> ClosedRange<String> {
        prefix...(prefix + last)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// Digits without their leading zeros; nil when not all digits.
    private static func number(_ digits: some Collection<Unicode.Scalar>) -> String? {
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        let significant = String(String.UnicodeScalarView(digits.drop { $0 == "0" }))
        return significant.isEmpty ? "0" : significant
    }
}
