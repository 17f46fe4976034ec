/// Genre and form, in the words of LCSH's form headings and LCGFT (`Waltzes`, `Marches`, `Love songs`,
/// `Popular music`, `Musicals`): the genre facet's derivation.
///
/// Read from the subjects (`Marches (Piano)` is Marches, `Piano music (Ragtime)` is Ragtime; see `MusicHeading`,
/// which also reads MARC 650 and 655 as the harvester keeps them) and from types that name a genre (MODS
/// `genre`, which the harvester keeps as `dc:type`); a type or heading that names a kind of document
/// (`Sheet music`, `Scores`, `notated music`) is no genre.
enum GenreForm {
    /// The genres of a record whose subjects read as `headings`.
    static func values(of metadata: DublinCore, headings: [MusicHeading]) -> [FacetValue] {
        var genres = headings.flatMap(\.genres)
        for type in metadata.type {
            if let genre = genre(named: type) { genres.append(genre) }
        }
        return genres.map { FacetValue($0) }
    }

    /// The genre a heading names: a form (`Waltzes`), a heading qualified as music (`Blues (Music)`,
    /// `Spirituals (Songs)`), its inverted qualifier dropped (`Songs, Spanish` is Songs) but for a sacred one
    /// (`Choruses, Sacred` is Sacred choruses).
    static func genre(heading base: Substring, inverted: Substring?, qualifier: Substring?) -> String? {
        if let qualifier, ["music", "songs"].contains(Title.sortKey(String(qualifier))), !isDocumentKind(base) {
            return preferred[Title.sortKey(String(base))] ?? capitalized(base)
        }
        guard let genre = genre(named: base) else { return nil }
        if let inverted, Title.sortKey(String(inverted)) == "sacred" { return "Sacred " + genre.lowercased() }
        return genre
    }

    /// The genre a term names, in its preferred form (`Fox trots` → Foxtrots); nil for a term that names none.
    static func genre(named term: some StringProtocol) -> String? {
        let tidied = tidyingWhitespace(Substring(term))
        let key = Title.sortKey(tidied)
        if let preferred = preferred[key] { return preferred }
        guard !isDocumentKind(tidied[...]) else { return nil }
        let isForm = forms.contains(key) || key.hasSuffix(" songs") || key.hasSuffix(" music") && key.count > 6
        if isForm { return capitalized(tidied[...]) }
        // `Sacred vocal duets`, `Secular choruses`.
        for kind in ["sacred ", "secular "] where key.hasPrefix(kind) {
            guard forms.contains(String(key.dropFirst(kind.count))) else { continue }
            return capitalized(tidied[...])
        }
        return nil
    }

    /// Whether a form is sung: what `Songs with piano` and `Choruses with piano` say of a voice, not naming it.
    static func isVocal(_ base: Substring) -> Bool {
        let key = Title.sortKey(String(base))
        return key == "songs" || key.hasSuffix(" songs") || key.hasPrefix("vocal ") || isChoral(base)
            || ["lullabies", "ballads", "spirituals", "hymns", "carols", "anthems", "part-songs"].contains(key)
    }

    static func isChoral(_ base: Substring) -> Bool {
        let key = Title.sortKey(String(base))
        return ["choruses", "anthems", "part-songs", "cantatas", "oratorios", "masses", "motets"].contains(key)
    }

    /// Whether a heading or type names a kind of document rather than of music.
    static func isDocumentKind(_ text: some StringProtocol) -> Bool {
        documentKinds.contains(Title.sortKey(tidyingWhitespace(Substring(text))))
    }

    /// Headings that name an ensemble's form: its genre and its media.
    static let ensembles: [String: (genre: String, media: [String])] = [
        "piano trios": ("Trios", ["piano", "violin", "cello"]),
        "piano quartets": ("Quartets", ["piano", "violin", "viola", "cello"]),
        "piano quintets": ("Quintets", ["piano", "violin", "viola", "cello"]),
        "string trios": ("Trios", ["violin", "viola", "cello"]),
        "string quartets": ("Quartets", ["violin", "viola", "cello"]),
        "wind quintets": ("Quintets", ["flute", "oboe", "clarinet", "horn", "bassoon"]),
    ]

    static func capitalized(_ text: Substring) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    private static let documentKinds: Set<String> = [
        "sheet music", "notated music", "printed music", "music", "scores", "score", "vocal scores", "piano scores",
        "illustrated sheet music", "manuscript notated music", "musical sound recording", "parts", "parts (music)",
    ]

    /// Variant forms of a genre, folded, to the form shown.
    private static let preferred: [String: String] = [
        "fox trots": "Foxtrots", "fox-trots": "Foxtrots", "foxtrot": "Foxtrots", "fox trot": "Foxtrots",
        "ragtime music": "Ragtime", "ragtime": "Ragtime", "rags": "Ragtime",
        "two steps": "Two-steps", "one steps": "One-steps", "waltz": "Waltzes", "march": "Marches",
        "polka": "Polkas", "film music": "Motion picture music", "blues": "Blues", "jazz": "Jazz",
        "boogie woogie": "Boogie woogie", "operetta": "Operettas", "marches (music)": "Marches",
        "musical comedies": "Musicals",
    ]

    /// Form headings and LCGFT terms for forms of music, folded.
    private static let forms: Set<String> = [
        "waltzes", "marches", "foxtrots", "polkas", "galops", "mazurkas", "schottisches", "two-steps", "one-steps",
        "quicksteps", "cakewalks", "tangos", "rumbas", "gavottes", "minuets", "polonaises", "nocturnes", "sonatas",
        "sonatinas", "concertos", "suites", "variations", "overtures", "operas", "operettas", "musicals", "revues",
        "ballets", "oratorios", "cantatas", "anthems", "hymns", "carols", "lullabies", "ballads", "spirituals",
        "chorales", "masses", "motets", "fantasias", "rondos", "etudes", "preludes", "serenades", "barcaroles",
        "humoresques", "impromptus", "intermezzos", "trios", "quartets", "quintets", "duets", "vocal duets",
        "vocal trios", "vocal quartets", "vocal ensembles", "choruses", "part-songs", "songs", "dances", "lancers",
        "quadrilles", "reels", "jigs", "hornpipes", "boleros", "habaneras", "tarantellas", "canons", "fugues",
        "fanfares", "rhapsodies", "scherzos", "caprices", "character pieces", "requiems", "madrigals", "arias",
        "jazz", "blues", "rock", "gospel", "boogie woogie", "ragtime", "potpourris", "symphonies", "medleys",
        "song cycles", "chorale preludes", "ballad operas", "trio sonatas", "fiddle tunes",
    ]
}
