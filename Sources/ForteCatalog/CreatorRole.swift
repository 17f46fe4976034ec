/// What a creator did for an item, by the MARC relator term (`composer`, `lyricist`, `arranger`): the form
/// forte shows and searches (`lyricist:harrington`), whichever way the cataloguer wrote it.
public struct CreatorRole: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The MARC relator term, lowercased: `composer`.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static let composer = CreatorRole(rawValue: "composer")
    public static let lyricist = CreatorRole(rawValue: "lyricist")
    public static let arranger = CreatorRole(rawValue: "arranger")
    /// The cover artist, lithographer or engraver of the music's title page: one role, as music catalogues facet it.
    public static let illustrator = CreatorRole(rawValue: "illustrator")
    public static let editor = CreatorRole(rawValue: "editor")
    public static let performer = CreatorRole(rawValue: "performer")
    public static let dedicatee = CreatorRole(rawValue: "dedicatee")
    /// A `dc:contributor` whose role the catalogue does not say.
    public static let contributor = CreatorRole(rawValue: "contributor")

    /// The roles a relator phrase names, normalized as `ComposerName` normalizes a part (lowercase, no full
    /// stops): a MARC relator term or code (`lyricist`, `lyr`), a usual free-text form (`words by`, `arr`,
    /// `ed`), or several joined (`composer & lyricist`, `words and music by`, `composer/arranger`). Nil when the
    /// phrase is not one: then it is part of the name.
    public static func roles(inPhrase phrase: some StringProtocol) -> [CreatorRole]? {
        let phrase = phrase.trimmingBrackets()
        if let role = terms[String(phrase)] { return [role] }
        var roles: [CreatorRole] = []
        // Words are split on bytes (the separators are ASCII): split by Character, they were a large share of
        // parsing a real heading.
        let utf8 = phrase.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(where: Self.separatesWords) ?? utf8.endIndex
            let word = String(phrase[start..<end])
            start = end < utf8.endIndex ? utf8.index(after: end) : end
            if word.isEmpty || fillers.contains(word) { continue }
            guard let role = terms[word] else { return nil }
            if !roles.contains(role) { roles.append(role) }
        }
        return roles.isEmpty ? nil : roles
    }

    private static func separatesWords(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ";")
    }

    /// The role a MARC relator code (`$4 cmp`, or its URI `http://id.loc.gov/vocabulary/relators/cmp`) names.
    public static func role(code: some StringProtocol) -> CreatorRole? {
        let code =
            code.utf8.count == 3 ? code.lowercased() : code.split(separator: "/").last.map { $0.lowercased() } ?? ""
        guard code.utf8.count == 3 else { return nil }
        return terms[code]
    }

    /// Words that join roles in a phrase and name none.
    private static let fillers: Set<String> = ["by", "of", "and", "&", "the", "joint", "added", "with"]

    /// Each written form, code and term, to the role it names.
    private static let terms: [String: CreatorRole] = {
        let forms: [(String, [String])] = [
            (
                "composer",
                [
                    "composer", "composers", "cmp", "music", "music by", "composed by", "composer of music",
                    "compositeur", "komponist",
                ]
            ),
            (
                "lyricist",
                [
                    "lyricist", "lyr", "words", "words by", "lyrics", "lyrics by", "lyric", "lyric by", "text",
                    "text by",
                    "author of lyrics", "author of words", "words written by",
                ]
            ),
            (
                "arranger",
                ["arranger", "arr", "arranged by", "arranger of music", "arrangeur", "bearbeiter", "arrangement"]
            ),
            (
                "editor",
                ["editor", "ed", "edt", "eds", "edited by", "editor of compilation", "edc", "herausgeber", "hrsg"]
            ),
            (
                "performer",
                [
                    "performer", "prf", "performed by", "sung by", "played by", "featured performer",
                    "as sung by", "introduced by", "featured by",
                ]
            ),
            (
                "author",
                ["author", "aut", "authors", "joint author", "writer", "written by", "writer of added text", "wat"]
            ),
            ("librettist", ["librettist", "lbt", "libretto by"]),
            ("translator", ["translator", "trl", "translated by", "tr"]),
            ("compiler", ["compiler", "com", "compiled by", "comp"]),
            (
                "illustrator",
                [
                    "illustrator", "ill", "illus", "illustrated by", "cover illustrator", "cover artist",
                    "cover art", "cover art by", "cover illustration", "cover illustration by", "cover by",
                    "lithographer", "ltg", "lithographed by", "lith", "engraver", "egr", "engraved by",
                ]
            ),
            ("printer", ["printer", "prt"]),
            ("publisher", ["publisher", "pbl", "published by"]),
            ("singer", ["singer", "sng", "vocalist", "voc"]),
            ("instrumentalist", ["instrumentalist", "itr", "pianist", "violinist", "organist"]),
            ("conductor", ["conductor", "cnd", "conducted by"]),
            ("transcriber", ["transcriber", "trc", "transcribed by"]),
            ("adapter", ["adapter", "adp", "adapted by"]),
            ("contributor", ["contributor", "ctb"]),
            ("dedicatee", ["dedicatee", "dte", "dedicated to"]),
            ("artist", ["artist", "art"]),
            ("photographer", ["photographer", "pht"]),
            ("designer", ["designer", "dsr", "cover designer", "cov"]),
            ("musician", ["musician", "mus"]),
            ("former owner", ["former owner", "fmo"]),
            ("creator", ["creator", "cre"]),
            ("principal investigator", ["principal investigator", "principal_investigator"]),
            ("project director", ["project director", "project_director"]),
            ("writer of introduction", ["writer of introduction", "win", "author of introduction", "aui"]),
            ("copyist", ["music copyist", "mcp", "copyist", "scribe", "scr"]),
            ("associated name", ["associated name", "asn"]),
            ("depicted", ["depicted", "dpc"]),
            ("interviewee", ["interviewee", "ive"]),
            ("interviewer", ["interviewer", "ivr"]),
            ("screenwriter", ["screenwriter", "aus", "author of screenplay"]),
            ("calligrapher", ["calligrapher", "cll"]),
            ("honoree", ["honoree", "hnr"]),
            ("producer", ["producer", "pro"]),
            ("director", ["director", "drt"]),
            ("narrator", ["narrator", "nrt"]),
            ("actor", ["actor", "act"]),
        ]
        var terms: [String: CreatorRole] = [:]
        for (role, written) in forms {
            for form in written { terms[form] = CreatorRole(rawValue: role) }
        }
        return terms
    }()

    /// Whether a creator with these roles counts as a composer: one named so, or one whose role the catalogue
    /// does not say (as catalogues often do not).
    public static func isComposer(_ roles: [CreatorRole]) -> Bool {
        roles.isEmpty || roles.contains(.composer)
    }
}

private extension StringProtocol {
    /// Without surrounding brackets and stray punctuation: `[composer]` → `composer`, `lyricist)` → `lyricist`.
    func trimmingBrackets() -> Substring {
        let text = Substring(self), utf8 = text.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, isBracketOrStop(utf8[start]) { start = utf8.index(after: start) }
        while end > start, isBracketOrStop(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return text[start..<end]
    }
}

/// What may surround a relator phrase: `[composer]`, `(lyricist)`, `arranger;`.
private func isBracketOrStop(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: " "),
        UInt8(ascii: ":"),
        UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "?"):
        true
    default: false
    }
}
