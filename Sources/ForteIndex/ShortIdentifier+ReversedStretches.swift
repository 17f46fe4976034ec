import ForteCatalog

/// How the index finds the identifiers a short form matches: by their reversed text (`reversed(_:)`, which
/// `identifierTail` keeps), where a tail is a beginning; `reversedStretches` are where they lie in that order, so a
/// lookup is a few seeks, never a scan.
extension ShortIdentifier {
    /// `identifier` backwards, scalar by scalar: what the index keeps to find tails.
    static func reversed(_ identifier: String) -> String {
        var reversed = String.UnicodeScalarView()
        reversed.append(contentsOf: identifier.unicodeScalars.reversed())
        return String(reversed)
    }

    /// The stretches of reversed identifiers, in their (binary) order, that hold exactly the identifiers this short
    /// form matches: the whole text, the text after each separator, and for a number, the number after each run of
    /// zeros, followed by no digit.
    var reversedStretches: [ClosedRange<String>] {
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
}
