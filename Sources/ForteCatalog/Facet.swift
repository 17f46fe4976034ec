/// A facet derived from an item's catalogued values: the list the index, the command line and browse read.
///
/// Adding a facet is a case here and its derivation (a file of its own, the concept it reads); whoever iterates
/// `allCases` (the index's columns, `forte list --facet`, browse's panes) takes it up from this entry.
public enum Facet: String, CaseIterable, Sendable, Codable {
    /// Medium of performance, in LCMPT's words (`piano`, `high voice`, `band`).
    case instrument
    /// Genre and form (`Waltzes`, `Marches`, `Popular music`).
    case genre
    /// Topics, places and events (`World War, 1914-1918`, `Southern States`).
    case subject
    case publisher
    /// Place of publication (`Boston, Massachusetts`).
    case place
    /// The language of the text; `No linguistic content` for instrumental music.
    case language
    /// The musical, film or larger work a piece comes from.
    case show
    /// People in a role but composer's, headed as composers are listed (`Hart, Lorenz (1895–1943)`), filed surname
    /// first (`PeopleInRole`).
    case lyricist, arranger, illustrator

    /// The facet's values for an item, each key once, in the order catalogued.
    public func values(of item: Item) -> [FacetValue] {
        values(of: item.metadata, headings: MusicHeading.headings(of: item.metadata), people: item.people)
    }

    /// The Dublin Core elements the facet's values come from: a record with no value of any of them has none of the
    /// facet. Nil for a facet of people.
    var sources: [DublinCore.Element]? {
        switch self {
        case .publisher, .place: [.publisher]
        case .language: [.language]
        case .genre: [.subject, .type]
        case .subject: [.subject]
        case .instrument: [.subject, .format, .description]
        case .show: [.relation]
        case .lyricist, .arranger, .illustrator: nil
        }
    }

    /// The role whose people the facet lists; nil for a facet of what a piece is.
    public var role: CreatorRole? {
        switch self {
        case .lyricist: .lyricist
        case .arranger: .arranger
        case .illustrator: .illustrator
        case .instrument, .genre, .subject, .publisher, .place, .language, .show: nil
        }
    }

    /// Whether the facet's values are read from its `sources` alone, so that equal values of them give equal facet
    /// values, and `FacetReader` remembers them. Not for a facet whose values cost less to read than to look up, or
    /// seldom repeat: `subject`, of headings read already; `instrument`, of each record's notes; `show`, which reads
    /// more than its relations.
    var isRemembered: Bool {
        switch self {
        case .publisher, .place, .language, .genre: true
        case .instrument, .subject, .show, .lyricist, .arranger, .illustrator: false
        }
    }

    /// The facet's values for a record whose subjects read as `headings` and whose people are `people` (`Item.people`):
    /// read once for every facet.
    func values(of metadata: DublinCore, headings: [MusicHeading], people: [Creator]) -> [FacetValue] {
        let values: [FacetValue] =
            switch self {
            case .instrument: MediumOfPerformance.values(of: metadata, headings: headings)
            case .genre: GenreForm.values(of: metadata, headings: headings)
            case .subject: SubjectTopic.values(of: headings)
            case .publisher: PublisherName.values(of: metadata)
            case .place: PublicationPlace.values(of: metadata)
            case .language: LanguageName.values(of: metadata)
            case .show: LargerWork.values(of: metadata, headings: headings)
            case .lyricist, .arranger, .illustrator: role.map { PeopleInRole.values(of: people, in: $0) } ?? []
            }
        // A record has a few values of a facet: looked for in those kept, not hashed into a set.
        var kept: [FacetValue] = []
        for value in values where !value.key.isEmpty && !kept.contains(where: { $0.key == value.key }) {
            kept.append(value)
        }
        return kept
    }

    /// What a typed value is to this facet, normalised as catalogued values are (`Boston, MA` and
    /// `Boston, Mass.` have the key of `Boston, Massachusetts`, `pianoforte` is piano, `Fox trots` Foxtrots), for
    /// matching a filter against the keys; a value it does not know is itself, folded (a start of one, say).
    public func normalized(_ typed: String) -> FacetValue {
        let tidied = tidyingWhitespace(typed[...])
        return switch self {
        case .place: PublicationPlace.normalized(tidied) ?? FacetValue(tidied)
        case .publisher: PublisherName.normalized(tidied) ?? FacetValue(tidied)
        case .language: LanguageName.normalized(tidied).first ?? FacetValue(tidied)
        case .show: LargerWork.normalized(tidied) ?? FacetValue(tidied)
        case .instrument: FacetValue(MediumOfPerformance.vocabulary[Title.sortKey(tidied)] ?? tidied)
        case .genre: FacetValue(GenreForm.genre(named: tidied) ?? tidied)
        case .subject: FacetValue(tidied)
        case .lyricist, .arranger, .illustrator: PeopleInRole.normalized(tidied)
        }
    }

    /// Every facet's values for an item (a facet with none is left out).
    public static func values(of item: Item) -> [Facet: [FacetValue]] {
        let (metadata, people) = (item.metadata, item.people)
        var values: [Facet: [FacetValue]] = [:]
        for facet in allCases {
            let found = facet.values(of: metadata, headings: MusicHeading.headings(of: metadata), people: people)
            if !found.isEmpty { values[facet] = found }
        }
        return values
    }
}
