import Foundation  // compatibility decomposition (NFKD) for non-ASCII sort keys

/// How a catalogued `dc:title` is shown and put in A-to-Z order.
///
/// `display` cleans the title for people, `sort` drops what A to Z should skip,
/// `sortKey` folds case and diacritics so that SQLite's BINARY ordering of keys
/// is the catalog's A to Z.
public enum Title {
    /// What a title shows when nothing is left of it (no title, or only a designation).
    public static let untitled = "Untitled"

    /// The title without `[music]` and similar designations, whitespace tidied,
    /// and without the ` /` or ` :` a cataloguer leaves before a statement that was cut.
    /// `Untitled` when nothing is left.
    public static func display(_ title: String) -> String {
        var kept = ""
        kept.reserveCapacity(title.utf8.count)
        var rest = title[...]
        while let open = rest.firstIndex(of: "[") {
            let inside = rest.index(after: open)
            if let close = rest[inside...].firstIndex(of: "]"), isDesignation(rest[inside..<close]) {
                kept += rest[..<open]
                kept += " "
                rest = rest[rest.index(after: close)...]
            } else {
                kept += rest[..<inside]
                rest = rest[inside...]
            }
        }
        kept += rest
        var tidied = tidyingWhitespace(kept)
        // ISBD punctuation that introduced a part the designation or the cataloguer cut off.
        while let last = tidied.last, trailingPunctuation.contains(last) {
            tidied.removeLast()
            while tidied.last?.isWhitespace == true { tidied.removeLast() }
        }
        return tidied.isEmpty ? untitled : tidied
    }

    /// The display title without leading non-alphanumeric characters (quotes, brackets,
    /// ellipses, `¡`, `¿`) and without a leading English article (`The`, `A`, `An`, any case)
    /// followed by a space. A title with nothing alphanumeric after that stays as it is.
    public static func sort(_ displayTitle: String) -> String {
        let title = displayTitle.drop { !isAlphanumeric($0) }
        guard !title.isEmpty else { return displayTitle }
        let word = title.prefix { !$0.isWhitespace }
        guard word.endIndex < title.endIndex, articles.contains(word.lowercased()) else { return String(title) }
        let afterArticle = title[word.endIndex...].drop { !isAlphanumeric($0) }
        return afterArticle.isEmpty ? String(title) : String(afterArticle)
    }

    /// A case- and diacritic-folded key: SQLite's BINARY ordering of keys is the catalog's A to Z
    /// (`andante` < `Ängel` < `Apple`), digits before letters.
    ///
    /// Folding is NFKD, then combining marks dropped, letters that do not decompose spelled out
    /// (`æ` → `ae`, `ß` → `ss`, `ø` → `o`, `ł` → `l`), curly quotes made straight, and lowercase.
    public static func sortKey(_ sortTitle: String) -> String {
        if sortTitle.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(sortTitle) }
        var key = String.UnicodeScalarView()
        for scalar in sortTitle.decomposedStringWithCompatibilityMapping.unicodeScalars {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark: continue
            default: break
            }
            if let spelled = spelledOut[scalar] {
                key.append(contentsOf: spelled.unicodeScalars)
            } else if properties.changesWhenLowercased {
                key.append(contentsOf: properties.lowercaseMapping.unicodeScalars)
            } else {
                key.append(scalar)
            }
        }
        return String(key)
    }

    // MARK: - Rules

    /// General material designations a cataloguer puts in brackets after a title.
    private static let designations: Set<String> = [
        "music", "score", "sound recording", "printed music", "manuscript", "microform", "electronic resource",
    ]

    private static let trailingPunctuation: Set<Character> = ["/", ":", ";", "=", ","]

    private static let articles: Set<String> = ["the", "a", "an"]

    /// Letters that NFKD leaves whole, and typographic quotes, as they sort.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ß": "ss", "ẞ": "ss", "ø": "o", "Ø": "o",
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
        "ı": "i", "ħ": "h", "Ħ": "h", "ŧ": "t", "Ŧ": "t", "ς": "σ",
        "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"", "\u{201D}": "\"",
    ]

    /// `[music]`, `[ Music ]`, `[sound  recording]`: a designation in any case and spacing.
    private static func isDesignation(_ inside: Substring) -> Bool {
        let words = inside.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.count <= 2 else { return false }
        return designations.contains(words.joined(separator: " ").lowercased())
    }

    private static func isAlphanumeric(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func asciiLowercased(_ ascii: String) -> String {
        String(unsafeUninitializedCapacity: ascii.utf8.count) { buffer in
            var count = 0
            for byte in ascii.utf8 {
                buffer[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }
}
