/// A composer as grouped and shown: `John Smith`, life dates kept apart.
public struct ComposerName: Sendable, Hashable, Codable {
    /// `John Smith`: what items group by.
    public var name: String
    /// `1870-1935`, `b. 1870`, or nil.
    public var lifeDates: String?

    public init(name: String, lifeDates: String? = nil) {
        self.name = name
        self.lifeDates = lifeDates
    }

    /// Parses a `dc:creator` as catalogued.
    ///
    /// `Surname, Forenames, dates, relator` becomes `Forenames Surname` with the dates apart:
    /// `Smith, John, 1870-1935, composer` → `John Smith`, `1870-1935`. A fuller form in
    /// parentheses is dropped (`Paling, W. H. (William Henry)` → `W. H. Paling`), as are honorifics
    /// (`Sir`), relators (`composer`, `words by`) and other qualifiers; `Jr.` stays after the surname.
    /// Initials are spaced (`W.H.` → `W. H.`) and a full stop closing a forename is dropped, so
    /// differently punctuated entries for one person group together. A name without a comma
    /// (`Albert & Son`) stays as it is, as does a corporate name (`Allan & Co., publisher` → `Allan & Co.`).
    public init(parsing creator: String) {
        let parts = creator.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count > 1 else {
            self.init(name: tidyingWhitespace(creator))
            return
        }
        var lifeDates: String?
        var forenames: String?
        var suffixes: [String] = []
        var corporateQualifiers: [String] = []

        let (surnameText, surnameNotes) = Self.separatingParentheses(parts[0])
        let surname = tidyingWhitespace(surnameText)
        for (position, part) in parts.dropFirst().enumerated() {
            let (text, notes) = Self.separatingParentheses(part)
            for note in surnameNotes + notes where lifeDates == nil && Self.isLifeDates(note) {
                lifeDates = Self.cleanedLifeDates(tidyingWhitespace(note))
            }
            let piece = tidyingWhitespace(text)
            let word = Self.normalizedWord(piece)
            if piece.isEmpty || Self.isRelator(piece) || Self.honorifics.contains(word) {
                continue
            } else if Self.isLifeDates(piece[...]) {
                if lifeDates == nil { lifeDates = Self.cleanedLifeDates(piece) }
            } else if let suffix = Self.suffixes[word] {
                suffixes.append(suffix)
            } else if Self.corporateSuffixes.contains(word) {
                corporateQualifiers.append(piece)
            } else if position == 0 {
                forenames = Self.normalizedForenames(piece)
            }
        }
        if surname.contains("&") || !corporateQualifiers.isEmpty {
            self.init(name: ([surname] + corporateQualifiers).joined(separator: ", "), lifeDates: lifeDates)
        } else {
            let words = [forenames, surname.isEmpty ? nil : surname].compactMap { $0 } + suffixes
            self.init(name: words.joined(separator: " "), lifeDates: lifeDates)
        }
    }

    // MARK: - Rules

    /// Words naming a role rather than a person: `composer`, `words by`, `arranger of music`.
    private static let relatorWords: Set<String> = [
        "composer", "composers", "lyricist", "arranger", "author", "editor", "librettist", "translator",
        "performer", "compiler", "illustrator", "lithographer", "engraver", "printer", "publisher",
        "singer", "pianist", "conductor", "transcriber", "adapter", "writer", "joint", "words", "music",
        "lyrics", "text", "added", "of", "and", "&", "arr", "comp", "ed", "by",
    ]

    private static let honorifics: Set<String> = ["sir", "dame", "rev", "dr", "bart", "kt"]

    /// Generational suffixes as shown after the surname.
    private static let suffixes: [String: String] = [
        "jr": "Jr.", "jnr": "Jr.", "jun": "Jr.", "junior": "Jr.", "sr": "Sr.", "snr": "Sr.", "sen": "Sr.", "senior": "Sr.",
        "ii": "II", "iii": "III", "iv": "IV",
    ]

    private static let corporateSuffixes: Set<String> = ["ltd", "limited", "inc", "pty ltd", "pty", "co", "and co", "& co"]

    /// Abbreviated forenames whose full stop belongs to them (`Chas.`, `Wm.`).
    private static let abbreviatedForenames: Set<String> = [
        "wm", "chas", "geo", "thos", "jas", "jno", "edw", "fred", "alex", "benj", "robt", "saml", "richd", "jos", "hy", "st",
    ]

    /// The part's text outside parentheses, and the text inside each pair.
    private static func separatingParentheses(_ part: Substring) -> (text: Substring, notes: [Substring]) {
        guard part.contains("(") else { return (part, []) }
        var text = ""
        var notes: [Substring] = []
        var rest = part
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            text += rest[..<open]
            notes.append(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        return (text[...], notes)
    }

    /// `1870-1935`, `b. 1870`, `fl. 1890`, `19th cent.`: anything with a digit.
    private static func isLifeDates(_ text: Substring) -> Bool {
        text.unicodeScalars.contains { $0.properties.numericType == .decimal }
    }

    /// The dates without a closing full stop after a year (`1870-1935.` → `1870-1935`).
    private static func cleanedLifeDates(_ dates: String) -> String {
        var dates = dates
        if dates.hasSuffix("."), dates.dropLast().last?.isNumber == true { dates.removeLast() }
        return dates
    }

    /// `words by`, `Composer.`, `arranger & lyricist`.
    private static func isRelator(_ piece: String) -> Bool {
        let words = normalizedWord(piece).split { $0 == " " || $0 == "/" }
        return !words.isEmpty && words.allSatisfy { relatorWords.contains(String($0)) }
    }

    /// Lowercased, without full stops: `Jr.` → `jr`, `Pty. Ltd.` → `pty ltd`.
    private static func normalizedWord(_ piece: String) -> String {
        String(piece.lowercased().filter { $0 != "." })
    }

    /// `Sir John` → `John`, `W.H.` → `W. H.`, `John.` → `John` (but `J.` and `Chas.` keep theirs).
    private static func normalizedForenames(_ piece: String) -> String {
        var words = piece.split(separator: " ").map(String.init)
        if words.count > 1, honorifics.contains(normalizedWord(words[0])) { words.removeFirst() }
        var spaced = ""
        for character in words.joined(separator: " ") {
            if let previous = spaced.last, previous == ".", character.isLetter { spaced.append(" ") }
            spaced.append(character)
        }
        if spaced.hasSuffix(".") {
            let lastWord = spaced.dropLast().split(separator: " ").last ?? ""
            if lastWord.count > 1, !abbreviatedForenames.contains(lastWord.lowercased()) { spaced.removeLast() }
        }
        return spaced
    }
}
