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
        let parts = creator.utf8Split(separator: UInt8(ascii: ","))
        guard parts.count > 1 else {
            self.init(name: tidyingWhitespace(creator[...]))
            return
        }
        var surname = ""
        var forenames: String?
        var lifeDates: String?
        var suffixes: [String] = []
        var corporateQualifiers: [String] = []
        for (position, part) in parts.enumerated() {
            let (text, notes) = Self.separatingParentheses(part)
            for note in notes where lifeDates == nil && Self.isLifeDates(note) {
                lifeDates = Self.cleanedLifeDates(tidyingWhitespace(note))
            }
            let piece = tidyingWhitespace(text)
            if position == 0 {
                surname = piece
                continue
            }
            if piece.isEmpty { continue }
            if Self.isLifeDates(piece[...]) {
                if lifeDates == nil { lifeDates = Self.cleanedLifeDates(piece) }
                continue
            }
            switch Self.qualifier(Self.normalizedWord(piece)) {
            case .relator, .honorific: continue
            case .suffix(let suffix): suffixes.append(suffix)
            case .corporate: corporateQualifiers.append(piece)
            case nil: if position == 1 { forenames = Self.normalizedForenames(piece) }
            }
        }
        if surname.utf8Contains(UInt8(ascii: "&")) || !corporateQualifiers.isEmpty {
            self.init(name: ([surname] + corporateQualifiers).joined(separator: ", "), lifeDates: lifeDates)
        } else {
            var name = forenames ?? ""
            for word in [surname] + suffixes where !word.isEmpty {
                if !name.isEmpty { name += " " }
                name += word
            }
            self.init(name: name, lifeDates: lifeDates)
        }
    }

    // MARK: - Rules

    /// What a part after the forenames can be besides dates, by its normalized words.
    private enum Qualifier {
        /// A role rather than a person: `composer`, `words by`, `arranger of music`.
        case relator
        /// `Sir`, `Dame`, `Rev.`: not part of the name items group by.
        case honorific
        /// `Jr.`, `III`: part of the name, shown after the surname.
        case suffix(String)
        /// `Ltd.`, `Pty. Ltd.`: the heading is a firm's, in the order written.
        case corporate
    }

    private static let qualifiers: [String: Qualifier] = {
        let relators = [
            "composer", "composers", "lyricist", "arranger", "author", "editor", "librettist", "translator",
            "performer", "compiler", "illustrator", "lithographer", "engraver", "printer", "publisher",
            "singer", "pianist", "conductor", "transcriber", "adapter", "writer", "joint", "words", "music",
            "lyrics", "text", "added", "of", "and", "&", "arr", "comp", "ed", "by",
        ]
        let suffixes = [
            "jr": "Jr.", "jnr": "Jr.", "jun": "Jr.", "junior": "Jr.", "sr": "Sr.", "snr": "Sr.", "sen": "Sr.",
            "senior": "Sr.", "ii": "II", "iii": "III", "iv": "IV",
        ]
        var qualifiers = Dictionary(uniqueKeysWithValues: relators.map { ($0, Qualifier.relator) })
        for honorific in ["sir", "dame", "rev", "dr", "bart", "kt"] { qualifiers[honorific] = .honorific }
        for (written, shown) in suffixes { qualifiers[written] = .suffix(shown) }
        for corporate in ["ltd", "limited", "inc", "pty ltd", "pty", "co", "and co", "& co"] { qualifiers[corporate] = .corporate }
        return qualifiers
    }()

    /// Abbreviated forenames whose full stop belongs to them (`Chas.`, `Wm.`).
    private static let abbreviatedForenames: Set<String> = [
        "wm", "chas", "geo", "thos", "jas", "jno", "edw", "fred", "alex", "benj", "robt", "saml", "richd", "jos", "hy", "st",
    ]

    /// The part's text outside parentheses, and the text inside each pair.
    private static func separatingParentheses(_ part: Substring) -> (text: Substring, notes: [Substring]) {
        guard part.utf8Contains(UInt8(ascii: "(")) else { return (part, []) }
        var text = ""
        var notes: [Substring] = []
        var rest = part
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "(")),
              let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: ")")) {
            text += rest[..<open]
            notes.append(rest[rest.utf8.index(after: open)..<close])
            rest = rest[rest.utf8.index(after: close)...]
        }
        text += rest
        return (text[...], notes)
    }

    /// `1870-1935`, `b. 1870`, `fl. 1890`, `19th cent.`: anything with a digit.
    private static func isLifeDates(_ text: Substring) -> Bool {
        if text.utf8Contains(where: { (0x30...0x39).contains($0) }) { return true }
        guard text.utf8Contains(where: { $0 >= 0x80 }) else { return false }
        return text.unicodeScalars.contains { $0.properties.numericType == .decimal }
    }

    /// The dates without a closing full stop after a year (`1870-1935.` → `1870-1935`).
    private static func cleanedLifeDates(_ dates: String) -> String {
        let endsInYearAndStop = dates.withUTF8Buffer { bytes in
            bytes.count >= 2 && bytes[bytes.count - 1] == UInt8(ascii: ".") && (0x30...0x39).contains(bytes[bytes.count - 2])
        }
        return endsInYearAndStop ? String(dates.dropLast()) : dates
    }

    /// The qualifier a normalized part is: one word (`composer`, `jr`, `ltd`), or a phrase of
    /// relator words (`words by`, `arranger & lyricist`, `composer/lyricist`).
    private static func qualifier(_ word: String) -> Qualifier? {
        if let qualifier = qualifiers[word] { return qualifier }
        guard word.utf8Contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "/") }) else { return nil }
        let isRelatorPhrase = word.split { $0 == " " || $0 == "/" }.allSatisfy {
            if case .relator = qualifiers[String($0)] { true } else { false }
        }
        return isRelatorPhrase ? .relator : nil
    }

    /// Lowercased, without full stops: `Jr.` → `jr`, `Pty. Ltd.` → `pty ltd`.
    private static func normalizedWord(_ piece: String) -> String {
        guard !piece.utf8Contains(where: { $0 >= 0x80 }) else { return piece.lowercased().filter { $0 != "." } }
        return String(unsafeUninitializedCapacity: piece.utf8.count) { buffer in
            var count = 0
            for byte in piece.utf8 where byte != UInt8(ascii: ".") {
                buffer[count] = lowercasedASCII(byte)
                count += 1
            }
            return count
        }
    }

    /// `Sir John` → `John`, `W.H.` → `W. H.`, `John.` → `John` (but `J.` and `Chas.` keep theirs).
    private static func normalizedForenames(_ piece: String) -> String {
        var forenames = piece[...]
        if let space = forenames.utf8.firstIndex(of: UInt8(ascii: " ")),
           case .honorific = qualifiers[normalizedWord(String(forenames[..<space]))] {
            forenames = forenames[forenames.utf8.index(after: space)...]
        }
        guard forenames.utf8Contains(UInt8(ascii: ".")) else { return String(forenames) }
        var spaced = String.UnicodeScalarView()
        for scalar in forenames.unicodeScalars {
            if spaced.last == ".", scalar.properties.isAlphabetic { spaced.append(" ") }
            spaced.append(scalar)
        }
        var spacedForenames = String(spaced)
        if spacedForenames.utf8.last == UInt8(ascii: "."), let lastWord = spacedForenames.dropLast().split(separator: " ").last,
           lastWord.count > 1, !abbreviatedForenames.contains(lastWord.lowercased()) {
            spacedForenames.removeLast()
        }
        return spacedForenames
    }
}
