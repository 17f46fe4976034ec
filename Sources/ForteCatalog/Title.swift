import Foundation  // compatibility decomposition (NFKD) for sort keys outside the Latin blocks

/// How a catalogued `dc:title` is shown and put in A-to-Z order.
///
/// `display` cleans the title for people, `sort` drops what A to Z should skip,
/// `sortKey` folds case and diacritics so that SQLite's BINARY ordering of keys
/// is the catalog's A to Z.
public enum Title {
    /// What a title shows when nothing is left of it (no title, or only a designation).
    public static let untitled = "Untitled"

    /// The title without `[music]` and similar designations, whitespace tidied,
    /// and without the ` /` or ` :` a cataloguer leaves before a statement that was cut
    /// (nor a full stop left standing alone).
    /// `Untitled` when nothing is left.
    public static func display(_ title: String) -> String {
        let kept = title.utf8Contains(UInt8(ascii: "[")) ? removingDesignations(title) : title
        var tidied = tidyingWhitespace(kept[...])
        // ISBD punctuation that introduced a part the designation or the cataloguer cut off,
        // and a full stop the designation stood before (`Waltz [music].`).
        while let last = tidied.utf8.last,
            trailingPunctuation.contains(last)
                || (last == UInt8(ascii: ".") && tidied.utf8.dropLast().last == UInt8(ascii: " "))
        {
            tidied.unicodeScalars.removeLast()
            while tidied.utf8.last == UInt8(ascii: " ") { tidied.unicodeScalars.removeLast() }
        }
        return tidied.isEmpty ? untitled : tidied
    }

    /// The display title without leading non-alphanumeric characters (quotes, brackets,
    /// ellipses, `¡`, `¿`) and without a leading English article (`The`, `A`, `An`, any case)
    /// followed by a space. A title with nothing alphanumeric after that stays as it is.
    public static func sort(_ displayTitle: String) -> String {
        // Most titles begin with an ASCII letter or digit, which makes a Character alphanumeric whatever follows it.
        let startsAlphanumeric =
            displayTitle.utf8.first.map { (0x30...0x39).contains($0) || (0x61...0x7A).contains(lowercasedASCII($0)) }
            ?? false
        let title = startsAlphanumeric ? displayTitle[...] : displayTitle.drop { !isAlphanumeric($0) }
        guard !title.isEmpty else { return displayTitle }
        let firstWord = title.unicodeScalars.prefix { !isWhitespace($0) }
        guard firstWord.endIndex < title.endIndex, firstWord.count <= 3,
            articles.contains(title[..<firstWord.endIndex].lowercased())
        else { return String(title) }
        let afterArticle = title[firstWord.endIndex...].drop { !isAlphanumeric($0) }
        return afterArticle.isEmpty ? String(title) : String(afterArticle)
    }

    /// The key a display title files under: its sort title, folded.
    public static func sortKey(ofDisplayTitle displayTitle: String) -> String {
        sortKey(sort(displayTitle))
    }

    /// A case- and diacritic-folded key: SQLite's BINARY ordering of keys is the catalog's A to Z
    /// (`andante` < `Ängel` < `Apple`), digits before letters.
    ///
    /// Folding is NFKD, then combining marks dropped, letters that do not decompose spelled out
    /// (`æ` → `ae`, `ß` → `ss`, `ø` → `o`, `ł` → `l`), curly quotes made straight, and lowercase.
    /// Latin text is folded scalar by scalar from a table made once by that same fold.
    public static func sortKey(_ sortTitle: String) -> String {
        // Most titles are ASCII: folded byte by byte, without a scalar loop.
        let asciiKey = sortTitle.withUTF8Buffer { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { key in
                _ = key.initialize(from: bytes.lazy.map(lowercasedASCII))
                return bytes.count
            }
        }
        if let asciiKey { return asciiKey }
        var key: [UInt8] = []
        key.reserveCapacity(sortTitle.utf8.count + 8)
        for scalar in sortTitle.unicodeScalars {
            if scalar.isASCII {
                key.append(lowercasedASCII(UInt8(scalar.value)))
            } else if let folded = LatinFolding.folded(scalar) {
                key.append(contentsOf: folded)
            } else {
                return folding(sortTitle)
            }
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// Whether `text` folds to `folded` (`sortKey(text) == folded`), or, not `wholly`, to a key that starts with it. A
    /// first character in ASCII folds to itself in lower case, which settles most texts without folding them: a typed
    /// value is looked up among tens of thousands of names.
    public static func folds(_ text: String, to folded: String, wholly: Bool = true) -> Bool {
        if let first = text.utf8.first, first < 0x80, let wanted = folded.utf8.first, lowercasedASCII(first) != wanted {
            return false
        }
        return wholly ? sortKey(text) == folded : sortKey(text).hasPrefix(folded)
    }

    // MARK: - Rules

    /// General material designations a cataloguer puts in brackets after a title.
    private static let designations: Set<String> = [
        "music", "score", "sound recording", "printed music", "manuscript", "microform", "electronic resource",
    ]

    private static let trailingPunctuation: Set<UInt8> = Set("/:;=,".utf8)

    private static let articles: Set<String> = ["the", "a", "an"]

    /// Letters that NFKD leaves whole, and typographic quotes, as they sort.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ß": "ss", "ẞ": "ss", "ø": "o", "Ø": "o",
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
        "ı": "i", "ħ": "h", "Ħ": "h", "ŧ": "t", "Ŧ": "t", "ς": "σ",
        "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"", "\u{201D}": "\"",
    ]

    /// The fold itself, for any text: NFKD, marks dropped, letters spelled out, lowercase.
    static func folding(_ text: String) -> String {
        var key = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
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

    /// The text without its `[music]`, `[ Music ]`, `[sound  recording]` designations, each left as a space.
    private static func removingDesignations(_ title: String) -> String {
        var kept = ""
        kept.reserveCapacity(title.utf8.count)
        var rest = title[...]
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "[")) {
            let inside = rest.utf8.index(after: open)
            if let close = rest.utf8[inside...].firstIndex(of: UInt8(ascii: "]")), isDesignation(rest[inside..<close]) {
                kept += rest[..<open]
                kept += " "
                rest = rest[rest.utf8.index(after: close)...]
            } else {
                kept += rest[..<inside]
                rest = rest[inside...]
            }
        }
        kept += rest
        return kept
    }

    private static func isDesignation(_ inside: Substring) -> Bool {
        inside.utf8.count <= 32 && designations.contains(tidyingWhitespace(inside).lowercased())
    }

    private static func isAlphanumeric(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
