/// A generated record's catalogued music fields, as a CONTENTdm-style repository gives them in Dublin Core:
/// composers in `dc:creator`, the rest in `dc:contributor` with their roles (`Hart, Lorenz, 1895-1943 (lyricist)`),
/// LCSH headings in `dc:subject`, `New York, NY : Jos. W. Stern` in `dc:publisher`, names or ISO 639-2 codes in
/// `dc:language`, the show in `dc:relation` and what the score is for in `dc:description`.
public struct MusicRecord: Sendable, Hashable {
    public var composers: [String] = []
    public var contributors: [String] = []
    public var subjects: [String] = []
    public var publisher: String?
    public var languages: [String] = []
    public var show: String?
    public var note: String?
}

/// A list of the vocabulary a record's values are picked from.
public enum MusicField: Int, CaseIterable, Sendable {
    case composer, lyricist, arranger, illustrator, heading, topic, publisher, language, languageCode, show, note

    /// The role a contributor picked from the list is given (`Hart, Lorenz, 1895-1943 (lyricist)`).
    public var role: String? {
        switch self {
        case .lyricist: "lyricist"
        case .arranger: "arranger"
        case .illustrator: "illustrator"
        default: nil
        }
    }
}

extension MusicVocabulary {
    /// The values a field's picks are positions in.
    public func values(_ field: MusicField) -> [String] {
        switch field {
        case .composer: composers
        case .lyricist: lyricists
        case .arranger: arrangers
        case .illustrator: illustrators
        case .heading: headings
        case .topic: topics
        case .publisher: publishers
        case .language: languages.map(\.value)
        // Some catalogues write languages as MARC does, by their ISO 639-2 codes.
        case .languageCode: languages.map { Self.languageCodes[$0.value] ?? $0.value }
        case .show: shows
        case .note: notes
        }
    }

    /// Record `number`'s values, in the order a record gives them, as positions in `values(field)`: the same for the
    /// same number, whichever tool asks. No value is made: a server can send values it keeps ready.
    public func picks(_ number: Int, _ body: (MusicField, Int) -> Void) {
        var random = SplitMix(seed: UInt64(truncatingIfNeeded: number) &* 0x2545_F491_4F6C_DD1D)
        func pick(_ field: MusicField, from count: Int, power: Int = 3) {
            body(field, random.skewed(count, power: power))
        }
        pick(.composer, from: composers.count)
        if random.chance(12) { pick(.composer, from: composers.count) }
        if random.chance(60) { pick(.lyricist, from: lyricists.count) }
        if random.chance(12) { pick(.arranger, from: arrangers.count) }
        if random.chance(25) { pick(.illustrator, from: illustrators.count) }
        pick(.heading, from: headings.count, power: 4)
        if random.chance(40) { pick(.heading, from: headings.count, power: 4) }
        for _ in 0..<[0, 0, 1, 1, 2][random.uniform(5)] { pick(.topic, from: topics.count) }
        if random.chance(95) { pick(.publisher, from: publishers.count) }
        // Each language as often as the catalogue names it.
        var draw = random.uniform(languageTotal)
        let language =
            languages.firstIndex { language in
                defer { draw -= language.count }
                return draw < language.count
            } ?? 0
        body(random.chance(20) ? .languageCode : .language, language)
        if random.chance(20) { pick(.show, from: shows.count) }
        if random.chance(40) { pick(.note, from: notes.count) }
    }

    /// Record `number`'s fields, spelt out (see `picks`).
    public func record(_ number: Int) -> MusicRecord {
        var record = MusicRecord()
        picks(number) { field, index in
            switch field {
            case .composer: record.composers.append(composers[index])
            case .lyricist, .arranger, .illustrator:
                record.contributors.append("\(values(field)[index]) (\(field.role!))")
            case .heading: record.subjects.append(headings[index])
            case .topic: record.subjects.append(topics[index])
            case .publisher: record.publisher = publishers[index]
            case .language: record.languages.append(languages[index].value)
            case .languageCode:
                let language = languages[index].value
                record.languages.append(Self.languageCodes[language] ?? language)
            case .show: record.show = shows[index]
            case .note: record.note = notes[index]
            }
        }
        return record
    }
}
