/// A subject heading (LCSH, as cataloguers of music write it) read for what it says of the music: its genre or
/// form, its medium of performance, or else the topic it names.
///
/// `Songs (Medium voice) with piano` → Songs; medium voice, piano. `Marches (Band)` → Marches; band.
/// `Piano music (Ragtime)` → Ragtime; piano. `Organ and piano music, Arranged` → organ, piano.
/// `Operas--Excerpts--Vocal scores with piano` → Operas; piano.
/// `World War, 1914-1918--Songs and music` → the topic `World War, 1914-1918`.
struct MusicHeading {
    /// Genres and forms, as `GenreForm` shows them.
    private(set) var genres: [String] = []
    /// Media of performance, in LCMPT's words.
    private(set) var media: [String] = []
    /// The heading as a topic, its form and period subdivisions dropped (` -- ` between the rest), when it
    /// names no genre nor medium; nil for one that does, or that names a kind of document (`Sheet music`).
    private(set) var topic: String?

    /// Each of a record's subjects, read.
    static func headings(of metadata: DublinCore) -> [MusicHeading] {
        metadata.subject.map(MusicHeading.init(parsing:))
    }

    init(parsing catalogued: String) {
        var text = Substring(catalogued)
        // USC's export and some repositories follow a heading with `|` and its authority's URI.
        if let bar = text.firstIndex(of: "|") { text = text[..<bar] }
        let parts = text.pieces(separatedBy: ["--"]).map(Self.tidied).filter { !$0.isEmpty }
        guard let main = parts.first else { return }
        read(main)
        var topical = [main]
        for subdivision in parts.dropFirst() {
            if let accompaniment = Self.accompaniment(ofScoreSubdivision: subdivision) {
                media += accompaniment
            } else if !Self.isFormOrPeriod(subdivision) {
                topical.append(subdivision)
            }
        }
        if genres.isEmpty && media.isEmpty && !GenreForm.isDocumentKind(main) {
            topic = topical.joined(separator: " -- ")
        }
    }

    /// The main heading: a form, a medium, both, or neither.
    private mutating func read(_ main: String) {
        var base = Substring(main)
        var accompaniment: Substring?
        if let with = Self.lastRange(of: " with ", outsideParenthesesIn: base) {
            accompaniment = base[with.upperBound...]
            base = base[..<with.lowerBound]
        }
        for suffix in [", Arranged", ", Unaccompanied"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
        }
        var qualifier: Substring?
        if base.hasSuffix(")"), let open = Self.openingParenthesis(closingAt: base) {
            qualifier = base[base.index(after: open)..<base.index(before: base.endIndex)]
            base = base[..<open]
        }
        base = Substring(Self.tidied(base))
        var inverted: Substring?
        // `Piano, 4 hands music` names media before its comma; `Songs, Spanish` is inverted.
        if let comma = base.firstIndex(of: ","), !Self.namesMedia(base) {
            inverted = Substring(Self.tidied(base[base.index(after: comma)...]))
            base = base[..<comma]
        }
        if let performers = Self.performers(ofMusic: base), let named = MediumOfPerformance.terms(inList: performers) {
            // `Piano music (4 hands)`, `Flute music (Flutes (2))`, `Piano music (Ragtime)`.
            media += named
            if let qualifier {
                let key = Title.sortKey(String(qualifier))
                if let last = media.last, let hands = MediumOfPerformance.term(last, playedWith: key) {
                    media[media.count - 1] = hands
                } else if let more = MediumOfPerformance.terms(inList: qualifier) {
                    media += more.filter { !media.contains($0) }
                } else if let genre = GenreForm.genre(named: qualifier) {
                    genres.append(genre)
                }
            }
        } else if accompaniment != nil, let named = MediumOfPerformance.terms(inList: base) {
            // `Violin with orchestra`: a medium heading of its own.
            media += named
        } else if let ensemble = GenreForm.ensembles[Title.sortKey(String(base))] {
            genres.append(ensemble.genre)
            media += ensemble.media
        } else if let genre = GenreForm.genre(heading: base, inverted: inverted, qualifier: qualifier)
            ?? Self.form(base, namingMedia: qualifier ?? accompaniment)
        {
            genres.append(genre)
            let isVocal = GenreForm.isVocal(base)
            if let qualifier, GenreForm.genre(named: qualifier) == nil, Title.sortKey(String(qualifier)) != "music" {
                media += MediumOfPerformance.terms(inList: qualifier) ?? MediumOfPerformance.mentioned(in: qualifier)
            }
            // `Songs with piano` is for a voice, its range unsaid.
            if isVocal, accompaniment != nil, !media.contains(where: MediumOfPerformance.isVoice) {
                media.insert(GenreForm.isChoral(base) ? "chorus" : "voice", at: 0)
            }
        }
        if let accompaniment, genres.isEmpty == false || media.isEmpty == false {
            media +=
                MediumOfPerformance.terms(inList: accompaniment)
                ?? MediumOfPerformance.mentioned(in: accompaniment)
        }
    }

    /// A heading whose qualifier or accompaniment names media is a form, even one no list knows
    /// (`Potpourris (Piano)`, `Recitations with piano`).
    private static func form(_ base: Substring, namingMedia media: Substring?) -> String? {
        guard let media, MediumOfPerformance.terms(inList: media) != nil else { return nil }
        return GenreForm.genre(named: base) ?? GenreForm.capitalized(base)
    }

    private static func namesMedia(_ base: Substring) -> Bool {
        performers(ofMusic: base).map { MediumOfPerformance.terms(inList: $0) != nil } ?? false
    }

    /// `Violin and piano` of `Violin and piano music`; nil for a heading that does not end in `music`.
    private static func performers(ofMusic base: Substring) -> Substring? {
        let suffix = " music"
        guard base.count > suffix.count, base.lowercased().hasSuffix(suffix) else { return nil }
        return base.dropLast(suffix.count)
    }

    /// `piano` of a subdivision for a score with an accompaniment: `Vocal scores with piano`, `Solo with piano`
    /// (a concerto's piano reduction).
    private static func accompaniment(ofScoreSubdivision subdivision: String) -> [String]? {
        let key = Title.sortKey(subdivision)
        guard let with = key[...].firstRange(ofASCII: " with ") else { return nil }
        let score = key[..<with.lowerBound]
        let isScore = score.hasSuffix("scores") || score.hasSuffix("score")
        guard isScore || ["solo", "solos", "parts (solo)"].contains(score) else { return nil }
        return MediumOfPerformance.mentioned(in: key[with.upperBound...])
    }

    /// Whether a subdivision says what kind of document or which period the heading's matter is in, not what
    /// matter (`Excerpts`, `Scores`, `Songs and music`, `1911-1920`, `20th century`).
    private static func isFormOrPeriod(_ subdivision: String) -> Bool {
        var key = Title.sortKey(subdivision)
        if key.hasSuffix(", arranged") { key.removeLast(", arranged".count) }
        if key.first?.isNumberQuick == true || key.hasPrefix("to ") || key.hasSuffix(" century") { return true }
        return formSubdivisions.contains(key) || key.hasSuffix(" scores") || key.hasPrefix("scores")
    }

    private static let formSubdivisions: Set<String> = [
        "excerpts", "scores", "parts", "scores and parts", "vocal scores", "piano scores", "songs and music",
        "texts", "librettos", "juvenile", "instrumental settings", "arrangements", "sheet music", "music",
        "pictorial works", "poetry", "humor", "sources", "history and criticism", "discography", "sketches",
        "facsimiles", "manuscripts", "chorus scores", "chorus scores with piano", "solo with piano",
        "parts (solo)", "simplified editions", "teaching pieces", "methods", "studies and exercises",
        "musical settings", "songs with music",
    ]

    private static func tidied(_ text: some StringProtocol) -> String {
        var tidied = tidyingWhitespace(Substring(text))
        // `Verse satire, English .`: the full stop, and the space a cataloguer left before it.
        while tidied.hasSuffix(".") && !tidied.hasSuffix("..") || tidied.hasSuffix(" ") { tidied.removeLast() }
        return tidied
    }

    /// The last occurrence of `separator` outside parentheses.
    private static func lastRange(
        of separator: String, outsideParenthesesIn text: Substring
    )
        -> Range<Substring.Index>?
    {
        var depth = 0
        var found: Range<Substring.Index>?
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            default:
                if depth == 0, text[index...].hasPrefix(separator) {
                    found = index..<text.index(index, offsetBy: separator.count)
                }
            }
            index = text.index(after: index)
        }
        return found
    }

    /// Where the parenthesis that the last character closes opens (`Trios (Piano, flutes (2))`).
    private static func openingParenthesis(closingAt text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            switch text[index] {
            case ")": depth += 1
            case "(":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
