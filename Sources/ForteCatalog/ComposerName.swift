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

    /// Parses a `dc:creator` as catalogued (see `parsing(_:)` for the rule).
    public init(parsing creator: String) {
        self = Self.parsing(creator).name
    }

    /// A heading as catalogued, read as its name, life dates and roles.
    ///
    /// `Surname, Forenames, dates, relator` becomes `Forenames Surname` with the dates apart and the roles
    /// named: `Smith, John, 1870-1935, composer` → `John Smith`, `1870-1935`, composer. The rule:
    /// - The part right after the surname is the forenames, whatever its words, unless its shape says otherwise:
    ///   it holds a digit (dates); it is a relator or qualifier not capitalised, as cataloguers write them
    ///   (`composer`, `arr.`, `jun.`); it is a generational suffix or honorific that is no one's forename
    ///   (`Jr.`, `III`, `Sir`), or a whole relator term (`Composer`, `Words by`). A capitalised word of four
    ///   letters or fewer that is also an abbreviation or code (`Li, Jun`, `Yang, Sen`, `Lannoo, Bart`,
    ///   `Roberts, Ed`) is a forename there; so is `Bart` leading forenames (`van Wees, Bart J.`).
    /// - Every later part is a qualifier (but forenames, before any dates, after a qualifier that took their place:
    ///   `Roth, Jr., Robert H.`): dates, a suffix kept after the surname (`Strauss, Johann, jun.` →
    ///   `Johann Strauss Jr.`), an honorific dropped (`Smith, John, Sir`), a relator (`ed.`, `words by`,
    ///   `composer & lyricist`; see `CreatorRole`), a corporate word (`Ltd.`), or anything else, dropped.
    /// - Text in parentheses is a fuller form, dropped (`Paling, W. H. (William Henry)` → `W. H. Paling`), or
    ///   dates, or a relator (`Smith, John (composer)`).
    /// Initials are spaced (`W.H.` → `W. H.`) and a full stop closing a forename is dropped, so differently
    /// punctuated entries for one person group together. A name without a comma (`Albert & Son`) stays as it
    /// is, as does a corporate name (`Allan & Co., publisher` → `Allan & Co.`).
    /// A heading may also say its roles first (`lyricist: Hart, Lorenz`, `Words by Lorenz Hart`), and may be the
    /// cataloguer's supplied name in square brackets (`[Smith, John Stafford, 1750-1836?]`): read as the heading within.
    /// A heading whose UTF-8 was misread as Windows-1252 (`PogÃ¡ny, Willy`) is read as it was written (`Mojibake`).
    static func parsing(_ heading: String) -> (name: ComposerName, roles: [CreatorRole]) {
        let (creator, leadingRoles) = Self.separatingLeadingRoles(Self.unwrappingSupplied(Mojibake.repairing(heading)))
        guard !leadingRoles.isEmpty else { return parsingHeading(creator) }
        let (name, roles) = parsingHeading(creator)
        return (name, leadingRoles + roles.filter { !leadingRoles.contains($0) })
    }

    /// `[Smith, John]` → `Smith, John`: brackets around the whole heading (and its closing full stop) only, or
    /// around the name before its roles (`[Spiritual] (lyricist)` → `Spiritual (lyricist)`, `[Various], lyricist`).
    private static func unwrappingSupplied(_ heading: String) -> String {
        // Most headings have no brackets: they are left as they are without tidying a copy.
        guard heading.utf8Contains(UInt8(ascii: "[")) else { return heading }
        var text = tidyingWhitespace(heading[...])[...]
        if text.utf8.last == UInt8(ascii: ".") { text = text.dropLast() }
        guard text.utf8.first == UInt8(ascii: "["), let close = text.utf8.firstIndex(of: UInt8(ascii: "]")) else {
            return heading
        }
        let inner = text[text.utf8.index(after: text.startIndex)..<close]
        let rest = text[text.utf8.index(after: close)...]
        guard !inner.utf8Contains(UInt8(ascii: "[")), !rest.utf8Contains(UInt8(ascii: "[")),
            !rest.utf8Contains(UInt8(ascii: "]"))
        else { return heading }
        guard let next = rest.utf8.first(where: { $0 != UInt8(ascii: " ") }) else { return String(inner) }
        // What follows the brackets must be the heading's roles, not more of its name.
        guard next == UInt8(ascii: "(") || next == UInt8(ascii: ",") else { return heading }
        return String(inner) + rest
    }

    /// The roles a heading names before the name, and the rest: `lyricist: Hart, Lorenz`, `Words and music by Irving
    /// Berlin`, `arranged by Smith, John`. No roles when what comes before `:` or ` by ` is not a relator phrase.
    private static func separatingLeadingRoles(_ heading: String) -> (heading: String, roles: [CreatorRole]) {
        var end: String.Index?
        if let colon = heading.utf8FirstIndex(of: UInt8(ascii: ":")) {
            end = colon
        } else if let by = Self.endOfBy(in: heading) {
            end = by
        }
        guard let end, end > heading.startIndex else { return (heading, []) }
        let rest = tidyingWhitespace(heading[end...].drop { $0 == ":" })
        guard !rest.isEmpty, let roles = CreatorRole.roles(inPhrase: normalizedWord(tidyingWhitespace(heading[..<end])))
        else { return (heading, []) }
        return (rest, roles)
    }

    /// Where the first ` by ` (any case) in `heading` ends. Read as one buffer: index by index, the UTF-8 view cost
    /// every heading many instructions a byte.
    private static func endOfBy(in heading: String) -> String.Index? {
        let end = heading.withUTF8Buffer { bytes -> Int? in
            guard bytes.count >= 4 else { return nil }
            for space in 0..<(bytes.count - 3) where bytes[space] == UInt8(ascii: " ") {
                if lowercasedASCII(bytes[space + 1]) == UInt8(ascii: "b"),
                    lowercasedASCII(bytes[space + 2]) == UInt8(ascii: "y"), bytes[space + 3] == UInt8(ascii: " ")
                {
                    return space + 4
                }
            }
            return nil
        }
        return end.map { heading.utf8.index(heading.utf8.startIndex, offsetBy: $0) }
    }

    private static func parsingHeading(_ creator: String) -> (name: ComposerName, roles: [CreatorRole]) {
        let parts = creator.utf8SplitOutsideParentheses(separator: UInt8(ascii: ","))
        guard parts.count > 1 else { return parsingUninverted(creator) }
        var surname = ""
        var forenames: String?
        var lifeDates: String?
        var pastDates = false
        var roles: [CreatorRole] = []
        var suffixes: [String] = []
        var corporateQualifiers: [String] = []
        for (position, part) in parts.enumerated() {
            let (text, notes) = Self.separatingParentheses(part)
            for note in notes {
                if lifeDates == nil, Self.isLifeDates(note) {
                    lifeDates = Self.cleanedLifeDates(tidyingWhitespace(note))
                } else if let named = CreatorRole.roles(inPhrase: Self.normalizedWord(tidyingWhitespace(note))) {
                    roles.append(contentsOf: named)
                }
            }
            let piece = tidyingWhitespace(text)
            if position == 0 {
                surname = Self.particlesFirst(piece)
                continue
            }
            if piece.isEmpty { continue }
            if Self.isLifeDates(piece[...]) {
                if lifeDates == nil { lifeDates = Self.cleanedLifeDates(piece) }
                pastDates = true
                continue
            }
            let word = Self.normalizedWord(piece)
            // After the surname; or later, before any dates, when a qualifier took their place (`Roth, Jr., Robert H.`).
            if forenames == nil, position == 1 || !pastDates, Self.isForenames(piece, normalized: word) {
                let (given, suffix) = Self.separatingSuffix(piece)
                forenames = Self.normalizedForenames(given)
                if let suffix { suffixes.append(suffix) }
                continue
            }
            if let named = CreatorRole.roles(inPhrase: word) {
                roles.append(contentsOf: named)
                continue
            }
            switch Self.qualifiers[word] {
            case .honorific?: continue
            case .suffix(let suffix)?: suffixes.append(suffix)
            case .corporate?: corporateQualifiers.append(piece)
            case nil: continue
            }
        }
        var unique: [CreatorRole] = []
        for role in roles where !unique.contains(role) { unique.append(role) }
        if surname.utf8Contains(UInt8(ascii: "&")) || !corporateQualifiers.isEmpty {
            return (
                ComposerName(name: ([surname] + corporateQualifiers).joined(separator: ", "), lifeDates: lifeDates),
                unique
            )
        }
        var name = forenames ?? ""
        func append(_ word: String) {
            guard !word.isEmpty else { return }
            if !name.isEmpty { name += " " }
            name += word
        }
        // Word by word: joined to an array of the surname first, they made every heading an array.
        append(surname)
        suffixes.forEach(append)
        return (ComposerName(name: name, lifeDates: lifeDates), unique)
    }

    /// `Esser van` → `van Esser`: lower-case particles some catalogues leave after an inverted surname go before it,
    /// where the name's own order has them (`J. W. J. van Esser`, filed as `Esser, J. W. J. van`).
    private static func particlesFirst(_ surname: String) -> String {
        // The surname is tidied (one space between words): its last word is found by its bytes, and most surnames end
        // in none, with no array of words made.
        var rest = surname[...]
        var moved: [Substring] = []
        while let space = rest.utf8LastIndex(of: UInt8(ascii: " ")), space > rest.startIndex,
            case let last = rest[rest.utf8.index(after: space)...], particles.contains(String(last))
        {
            moved.insert(last, at: 0)
            rest = rest[..<space]
        }
        return moved.isEmpty ? surname : (moved + [rest]).joined(separator: " ")
    }

    /// A heading with no comma, as written, but for parenthesised dates or roles closing it: `Anonymous (1614)` is
    /// `Anonymous`, 1614; `R.S. (Firm : New York, N.Y.) (illustrator)` is `R.S. (Firm : New York, N.Y.)`, illustrator;
    /// `Albert & Son (Sydney)` and a meeting's `Conference (49th : 2015 : Pittsburgh, Penn.)` stay whole.
    private static func parsingUninverted(_ creator: String) -> (name: ComposerName, roles: [CreatorRole]) {
        var text = tidyingWhitespace(creator[...])[...]
        var lifeDates: String?
        var roles: [CreatorRole] = []
        while text.utf8.last == UInt8(ascii: ")"), let open = text.utf8.lastIndex(of: UInt8(ascii: "(")),
            open > text.startIndex
        {
            let note = text[text.utf8.index(after: open)..<text.utf8.index(before: text.endIndex)]
            if lifeDates == nil, isLifeDates(note), !note.utf8Contains(UInt8(ascii: ":")) {
                lifeDates = cleanedLifeDates(tidyingWhitespace(note))
            } else if let named = CreatorRole.roles(inPhrase: normalizedWord(tidyingWhitespace(note))) {
                roles.insert(contentsOf: named.filter { !roles.contains($0) }, at: 0)
            } else {
                break
            }
            text = text[..<open]
        }
        return (ComposerName(name: tidyingWhitespace(text), lifeDates: lifeDates), roles)
    }

    /// Whether the part after the surname is forenames (see `parsing(_:)`).
    private static func isForenames(_ piece: String, normalized word: String) -> Bool {
        let isCapitalised = piece.unicodeScalars.first?.properties.isUppercase ?? false
        if case .honorific? = qualifiers[word], isUnpunctuatedInitials(piece) { return true }
        if qualifiers[word] != nil { return isCapitalised && ambiguousForenames.contains(word) }
        guard CreatorRole.roles(inPhrase: word) != nil else { return true }
        return isCapitalised && word.utf8.count <= 4 && !word.utf8Contains(UInt8(ascii: " "))
    }

    // MARK: - Rules

    /// What a part after the forenames can be besides dates and relators, by its normalized words.
    private enum Qualifier {
        /// `Sir`, `Dame`, `Rev.`: not part of the name items group by.
        case honorific
        /// `Jr.`, `III`: part of the name, shown after the surname.
        case suffix(String)
        /// `Ltd.`, `Pty. Ltd.`: the heading is a firm's, in the order written.
        case corporate
    }

    private static let qualifiers: [String: Qualifier] = {
        let suffixes = [
            "jr": "Jr.", "jnr": "Jr.", "jun": "Jr.", "junior": "Jr.", "sr": "Sr.", "snr": "Sr.", "sen": "Sr.",
            "senior": "Sr.", "ii": "II", "iii": "III", "iv": "IV",
        ]
        var qualifiers: [String: Qualifier] = [:]
        for honorific in ["sir", "dame", "rev", "dr", "bart", "kt"] { qualifiers[honorific] = .honorific }
        for (written, shown) in suffixes { qualifiers[written] = .suffix(shown) }
        for corporate in ["ltd", "limited", "inc", "pty ltd", "pty", "co", "and co", "& co"] {
            qualifiers[corporate] = .corporate
        }
        return qualifiers
    }()

    /// Qualifiers that are also forenames (`Li, Jun`, `Yang, Sen`, `Lannoo, Bart`): forenames right after the surname.
    private static let ambiguousForenames: Set<String> = ["jun", "sen", "bart", "junior"]

    /// Abbreviated forenames whose full stop belongs to them (`Chas.`, `Wm.`).
    private static let abbreviatedForenames: Set<String> = [
        "wm", "chas", "geo", "thos", "jas", "jno", "edw", "fred", "alex", "benj", "robt", "saml", "richd", "jos", "hy",
        "st",
    ]

    /// Whether the full stop closing `text` is an initial's or an abbreviation's (`J.`, `Jr.`, `Co.`, `Chas.`, `Ltd.`),
    /// not punctuation (`Starmer.`, `Feist (Firm).`): what a MARC name's closing full stop is read by.
    package static func endsInAbbreviation(_ text: some StringProtocol) -> Bool {
        guard text.hasSuffix("."), !text.hasSuffix("..") else { return false }
        let word = String(text.dropLast().reversed().prefix(while: \.isLetter).reversed()).lowercased()
        guard word.count > 2 else { return !word.isEmpty }
        return abbreviatedForenames.contains(word) || qualifiers[word] != nil || abbreviatedWords.contains(word)
    }

    /// Abbreviations a name may end with besides forenames and qualifiers.
    private static let abbreviatedWords: Set<String> = ["bros", "corp", "mfg", "esq"]

    /// The part's text outside parentheses, and the text inside each pair.
    private static func separatingParentheses(_ part: Substring) -> (text: Substring, notes: [Substring]) {
        guard part.utf8Contains(UInt8(ascii: "(")) else { return (part, []) }
        var text = ""
        var notes: [Substring] = []
        var rest = part
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "(")),
            let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: ")"))
        {
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
            bytes.count >= 2 && bytes[bytes.count - 1] == UInt8(ascii: ".")
                && (0x30...0x39).contains(bytes[bytes.count - 2])
        }
        return endsInYearAndStop ? String(dates.dropLast()) : dates
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

    /// `William Lowndes Jr.` → `William Lowndes`, `Jr.`: a suffix written after the forenames without its comma; not a
    /// word that is also a forename (`Xiao Jun`).
    private static func separatingSuffix(_ piece: String) -> (forenames: String, suffix: String?) {
        guard let space = piece.utf8.lastIndex(of: UInt8(ascii: " ")) else { return (piece, nil) }
        let last = normalizedWord(String(piece[piece.utf8.index(after: space)...]))
        guard !ambiguousForenames.contains(last), case .suffix(let suffix)? = qualifiers[last] else {
            return (piece, nil)
        }
        return (tidyingWhitespace(piece[..<space]), suffix)
    }

    /// `DR`, `JS`: initials written together in capitals, as some repositories catalogue forenames (`Sharma, DR`);
    /// never the honorific `Dr`, which is not written so.
    private static func isUnpunctuatedInitials(_ piece: String) -> Bool {
        (2...3).contains(piece.utf8.count) && piece.utf8.allSatisfy { (0x41...0x5A).contains($0) }
    }

    /// `Sir John` → `John`, `W.H.` → `W. H.`, `DR` → `D. R.`, `John.` → `John` (but `J.` and `Chas.` keep theirs).
    private static func normalizedForenames(_ piece: String) -> String {
        if isUnpunctuatedInitials(piece), case .honorific? = qualifiers[normalizedWord(piece)] {
            return piece.map { "\($0)." }.joined(separator: " ")
        }
        var forenames = piece[...]
        if let space = forenames.utf8.firstIndex(of: UInt8(ascii: " ")),
            case let leading = normalizedWord(String(forenames[..<space])),
            case .honorific = qualifiers[leading], !ambiguousForenames.contains(leading)
        {
            forenames = forenames[forenames.utf8.index(after: space)...]
        }
        guard forenames.utf8Contains(UInt8(ascii: ".")) else { return String(forenames) }
        var spaced = String.UnicodeScalarView()
        for scalar in forenames.unicodeScalars {
            if spaced.last == ".", scalar.properties.isAlphabetic { spaced.append(" ") }
            spaced.append(scalar)
        }
        var spacedForenames = String(spaced)
        if spacedForenames.utf8.last == UInt8(ascii: "."),
            let lastWord = spacedForenames.dropLast().split(separator: " ").last,
            lastWord.count > 1, !abbreviatedForenames.contains(lastWord.lowercased())
        {
            spacedForenames.removeLast()
        }
        return spacedForenames
    }
}
