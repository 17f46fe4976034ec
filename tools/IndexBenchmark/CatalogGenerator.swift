import ForteCatalog
import MusicVocabulary

/// Generated sheet-music items shaped like a national library's: most from 1890 to 1940, a tenth
/// undated, dates written many ways, composers drawn from a few thousand with a long tail
/// (a few prolific ones, many with one or two scores). Deterministic. With a `MusicVocabulary`, the items' people,
/// headings, publishers, languages, shows and notes are its records' (as many values as a large music catalogue has),
/// not the few built in here.
struct CatalogGenerator {
    private var state: UInt64 = 0x5EED

    private mutating func next(_ bound: Int) -> Int {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    private mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }

    static let surnames = [
        "Smith", "Paling", "Lane", "Marshall-Hall", "Hill", "Ørsted", "Clutsam", "Allan", "Brewer", "Dunn", "Hart",
        "Kellermann", "Lemmone", "McKay", "Nicholls", "O'Hagan", "Pearce", "Quinn", "Rowe", "Szabó", "Truscott", "Uhl",
        "Vance", "Wright", "Young", "Zelman", "Ashton", "Bülow", "Carmody", "Dvořák",
    ]
    static let forenames = [
        "John", "Mary", "W. H. (William Henry)", "Alfred", "Ethel", "George", "Marie", "Percy", "Louise", "Fritz",
        "Nellie", "Arthur", "Émile", "May", "Henry",
    ]
    static let words = [
        "rose", "waltz", "Anzac", "Ängel", "étoile", "echo", "march", "song", "dawn", "bush", "ballad", "river",
        "sweetheart", "home", "Australia", "polka", "schottische", "lullaby", "memories", "sunshine", "wattle",
        "gallop", "serenade", "old", "love", "night", "harbour", "soldier", "dream", "golden",
    ]
    static let articles = ["", "", "", "", "The ", "A ", "An ", "\"", "["]
    static let forms = ["[music]", "[music] : song", "[music] / words by Anon.", "[music] : for piano", ""]
    static let publishers = [
        "Sydney : W.H. Paling & Co.", "Melbourne : Allan & Co.", "Adelaide : S. Marshall & Sons",
        "London : Chappell & Co.", "Brisbane : Jefferies",
    ]
    static let subjects = [
        "Songs with piano", "Piano music", "Waltzes", "Marches (Piano)", "Popular music -- Australia",
        "World War, 1914-1918 -- Songs and music", "Dance music",
    ]

    static let surnameEndings = ["", "son", "ley", "ford", "well", "ton", "er", "man", "by", "ham", "wood", "field"]

    /// A composer by rank (rank 0 is the most prolific), as catalogued: `Smithson, Mary, 1850-1901`.
    private static func composer(_ rank: Int) -> String {
        let surname = surnames[rank % surnames.count] + surnameEndings[rank / surnames.count % surnameEndings.count]
        let forename = forenames[rank / (surnames.count * surnameEndings.count) % forenames.count]
        let born = 1820 + rank % 120
        return "\(surname), \(forename), \(born)-\(born + 40 + rank % 30)"
    }

    /// Ranks spread so that the top composer has about 2% of the items and most have a handful.
    private mutating func composerRank(of composerCount: Int) -> Int {
        let x = Double(next(1_000_000)) / 1_000_000
        return min(Int(Double(composerCount) * x * x * x), composerCount - 1)
    }

    private mutating func date() -> [String] {
        guard next(10) > 0 else { return pick([[], ["n.d."], ["[s.d.]"], ["19--"]]) }
        let year = next(3) > 0 ? 1890 + next(50) : 1840 + next(150)
        return [
            pick([
                "\(year)", "[ca. \(year)]", "c\(year)", "\(year)?", "cop. \(year)", "[\(year / 10)-?]", "12/3/\(year)",
            ])
        ]
    }

    mutating func item(_ number: Int, composerCount: Int = 5_000, music: MusicVocabulary? = nil) -> Item {
        var metadata = DublinCore()
        let title = pick(Self.articles) + (0..<(2 + next(4))).map { _ in pick(Self.words) }.joined(separator: " ")
        metadata.title = [title.prefix(1).uppercased() + title.dropFirst() + " " + pick(Self.forms)]
        metadata.creator = (0..<(1 + next(2))).map { _ in Self.composer(composerRank(of: composerCount)) }
        metadata.date = date()
        metadata.publisher = [pick(Self.publishers)]
        metadata.subject = [pick(Self.subjects), pick(Self.subjects)]
        metadata.description = [
            "Score (\(1 + next(12)) p.) ; 34 cm. "
                + (0..<(8 + next(20))).map { _ in pick(Self.words) }.joined(separator: " ") + "."
        ]
        metadata.type = ["Music"]
        metadata.format = ["Score"]
        metadata.language = ["eng"]
        metadata.identifier = ["http://nla.gov.au/nla.mus-an\(number)"]
        if let record = music?.record(number) {
            metadata.creator = record.composers
            metadata.contributor = record.contributors
            metadata.subject = record.subjects
            metadata.publisher = record.publisher.map { [$0] } ?? []
            metadata.language = record.languages
            metadata.relation = record.show.map { [$0] } ?? []
            metadata.description = (record.note.map { [$0] } ?? []) + metadata.description
        }
        return Item(
            identifier: "oai:bench:nla.mus-an\(number)", datestamp: "2024-01-01", setSpecs: ["music"], source: "bench",
            metadata: metadata)
    }
}
