/// The musical, film, opera or other larger work a piece comes from (`Porgy and Bess`), from the `dc:relation`
/// values that are not links, as a repository gives a song's show (USC's `LargerWork`; MARC 730, 740 and 773 and
/// MODS `relatedItem` when a harvester maps them there): the show facet's derivation.
///
/// A qualifier that says what kind of work it is (`Going My Way (motion picture)`, `Ziegfeld Follies (revue)`) is
/// left out, so that `Annie Get Your Gun (musical)` and `Annie get your gun` are one show; the key files as a title
/// does (`The desert song` under D).
enum LargerWork {
    /// Relations of a record of music only: elsewhere they name the collection, series or journal an item is in.
    static func values(of metadata: DublinCore, headings: [MusicHeading]) -> [FacetValue] {
        guard !metadata.relation.isEmpty, isMusic(metadata, headings: headings) else { return [] }
        return metadata.relation.compactMap { isLink($0) || namesAGroup($0) ? nil : normalized($0) }
    }

    static func normalized(_ written: String) -> FacetValue? {
        var title = tidyingWhitespace(written[...])
        if title.hasSuffix(")"), let open = title.lastIndex(of: "("),
            kinds.contains(Title.sortKey(String(title[title.index(after: open)...].dropLast())))
        {
            title = tidyingWhitespace(title[..<open])
        }
        while let last = title.last, last == "." || last == "," || last == ";" || last == ":" { title.removeLast() }
        guard title.contains(where: \.isLetterQuick) else { return nil }
        return FacetValue(title, key: Title.sortKey(ofDisplayTitle: title))
    }

    /// A link, or a relation that holds one (`Cover: http://…`, as the harvester keeps a MARC 856 `$3`), an
    /// identifier (`urn:`, `doi:`, `hdl:`, `info:`).
    private static func isLink(_ relation: String) -> Bool {
        let lowercased = relation.lowercased()
        return lowercased.contains("://") || lowercased.hasPrefix("www.")
            || ["urn:", "doi:", "hdl:", "info:", "isbn", "issn"].contains { lowercased.hasPrefix($0) }
    }

    /// Whether a record describes music: a type says so (`notated music`, `Score`), or a heading names a genre
    /// or medium, or a note what the music is for.
    private static func isMusic(_ metadata: DublinCore, headings: [MusicHeading]) -> Bool {
        metadata.type.contains { type in
            let key = Title.sortKey(type)
            return key.contains("music") || key.contains("score")
        } || headings.contains { !$0.genres.isEmpty || !$0.media.isEmpty }
            || !MediumOfPerformance.values(of: metadata, headings: []).isEmpty
    }

    /// Whether a relation names a collection, series or serial rather than a work (`Wm. Nelson Collection`,
    /// `Student Recital Series 2007`, `Series: Frontiers in physics` as the harvester keeps a MODS series,
    /// `Revue d'histoire ; vol. 68`): a series is no show.
    private static func namesAGroup(_ relation: String) -> Bool {
        let words = Set(Title.sortKey(relation).split { !$0.isLetterQuick }.map(String.init))
        return !words.isDisjoint(with: groupWords)
    }

    private static let groupWords: Set<String> = [
        "collection", "collections", "series", "subseries", "archives", "recordings", "papers", "journal",
        "proceedings", "vol", "volume", "repository",
    ]

    /// What a qualifier may say the work is.
    private static let kinds: Set<String> = [
        "motion picture", "film", "musical", "revue", "opera", "operetta", "play", "ballet", "show",
        "television program", "radio program", "stage show", "musical comedy",
    ]
}
