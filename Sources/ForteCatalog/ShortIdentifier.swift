/// A short form of an OAI identifier that a person types instead of the whole: its local part
/// (`nla.mus-an0001810` for `oai:catalogue.forte.example:nla.mus-an0001810`), its last path segment, or
/// the number it ends with (`1810`, leading zeros left out).
public struct ShortIdentifier: Sendable, Equatable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    /// Whether `identifier` has this short form.
    public func matches(_ identifier: String) -> Bool {
        let local = identifier.split(separator: ":", omittingEmptySubsequences: false).last ?? Substring(identifier)
        if local == text { return true }
        if let segment = local.split(separator: "/").last, segment == text { return true }
        guard let number = Self.number(text[...]) else { return false }
        let digits = local.reversed().prefix { $0.isASCII && $0.isNumber }
        return Self.number(Substring(digits.reversed())) == number
    }

    /// Digits without their leading zeros; nil when not all digits.
    private static func number(_ digits: Substring) -> Substring? {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let significant = digits.drop { $0 == "0" }
        return significant.isEmpty ? "0" : significant
    }
}
