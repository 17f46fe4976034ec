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

extension MusicVocabulary {
    /// Record `number`'s fields: the same for the same number, whichever tool asks.
    public func record(_ number: Int) -> MusicRecord {
        var random = SplitMix(seed: UInt64(truncatingIfNeeded: number) &* 0x2545_F491_4F6C_DD1D)
        func pick(_ values: [String], power: Int = 3) -> String { values[random.skewed(values.count, power: power)] }
        var record = MusicRecord()
        record.composers = [pick(composers)]
        if random.chance(12) { record.composers.append(pick(composers)) }
        if random.chance(60) { record.contributors.append(pick(lyricists) + " (lyricist)") }
        if random.chance(12) { record.contributors.append(pick(arrangers) + " (arranger)") }
        if random.chance(25) { record.contributors.append(pick(illustrators) + " (illustrator)") }
        record.subjects = [pick(headings, power: 4)]
        if random.chance(40) { record.subjects.append(pick(headings, power: 4)) }
        for _ in 0..<[0, 0, 1, 1, 2][random.uniform(5)] { record.subjects.append(pick(topics)) }
        if random.chance(95) { record.publisher = pick(publishers) }
        let language = language(&random)
        // Some catalogues write languages as MARC does, by their ISO 639-2 codes.
        record.languages = [random.chance(20) ? Self.languageCodes[language] ?? language : language]
        if random.chance(20) { record.show = pick(shows) }
        if random.chance(40) { record.note = pick(notes) }
        return record
    }

    /// A language, each as often as the catalogue names it.
    private func language(_ random: inout SplitMix) -> String {
        let total = languages.reduce(0) { $0 + $1.count }
        var draw = random.uniform(total)
        for language in languages {
            if draw < language.count { return language.value }
            draw -= language.count
        }
        return languages[0].value
    }
}
