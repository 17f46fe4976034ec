/// The words generated sheet-music records are catalogued in, as many as a large music catalogue has (about 5,000
/// subject topics, 300 media of performance, 2,000 publishers in 200 places, 60,000 people), drawn from the USC
/// catalogue (`USCCatalogue`) when it is present and combined beyond it (surnames with forenames, topics with places,
/// forms with media), or from short built-in lists when it is not. Deterministic: the same source gives the same
/// records.
///
/// Each list is in rank order, the real catalogue's most catalogued values first, so that records drawn with
/// `picks(_:_:)`' skewed draws have a few very common values (piano, Songs, English) and a long tail.
public struct MusicVocabulary: Sendable {
    /// What the words were drawn from, for a tool to say.
    public let source: String
    /// Subject headings for topics, places and events (`World War, 1914-1918 -- Songs and music`).
    let topics: [String]
    /// Music headings that carry a form and a medium (`Songs (High voice) with piano`, `Marches (Band)`).
    let headings: [String]
    /// `Place : Publisher` statements, each publisher in one place.
    let publishers: [String]
    /// People by the role they are drawn for, as headings with dates (`Hart, Lorenz, 1895-1943`).
    let composers: [String]
    let lyricists: [String]
    let arrangers: [String]
    let illustrators: [String]
    /// Languages with how often the catalogue names them: drawn as often.
    let languages: [(value: String, count: Int)]
    let languageTotal: Int
    let shows: [String]
    /// Notes that say what a score is for (`For voice and piano.`).
    let notes: [String]

    /// Where the USC catalogue's export is beside the project (`../shared/realworld-music/usc/`).
    public static let uscCataloguePath = USCCatalogue.defaultPath

    /// How many of each list there are: a large catalogue's counts as forte reads them, about 5,000 topics and 2,000
    /// publishers, from more headings and statements (some are one topic or firm to forte: `Mothers -- Songs and music`
    /// and `Mothers`; `G. Schirmer` in New York and in Boston), and 60,000 people.
    static let topicCount = 5_550
    static let publisherCount = 2_600
    static let peopleCount = 60_000

    /// The vocabulary of the USC catalogue at `path` (by default where it is beside the project), or the built-in lists
    /// when it cannot be read there.
    public init(uscCatalogue path: String = Self.uscCataloguePath) {
        let usc = USCCatalogue(path: path)
        source = usc == nil ? "the built-in lists (no USC catalogue at \(path))" : "the USC catalogue at \(path)"
        let subjects = usc?.ranked("subject_data").map(Self.spaced)
        let uscTopics = subjects?.filter { !Self.isMusicHeading($0) } ?? Self.builtInTopics
        headings = (subjects?.filter(Self.isMusicHeading) ?? Self.builtInHeadings) + Self.combinedHeadings()
        topics = Self.filled(uscTopics, to: Self.topicCount, with: Self.combinedTopics(uscTopics))

        let people = { (column: String) in usc?.ranked("\(column)_data") ?? [] }
        let realPeople = ["composer", "lyricist", "arranger", "illustrator"].map(people)
        // In order, each once: a set's order changes from one run to the next, and the words must not.
        var seen: Set<String> = []
        let known = (realPeople.joined() + Self.builtInPeople).filter { seen.insert($0).inserted }
        var invented = Self.combinedPeople(from: known)
        // The real ones first in each role; the invented shared out about as the real catalogue's roles are.
        let shares = [0.55, 0.3, 0.1, 0.05]
        let total = Self.peopleCount - known.count
        var roles = zip(realPeople, shares).map { real, share -> [String] in
            let count = min(invented.count, Int(Double(total) * share))
            defer { invented.removeFirst(count) }
            return (real.isEmpty ? Self.builtInPeople : real) + invented.prefix(count)
        }
        (composers, lyricists, arrangers, illustrators) = (
            roles.removeFirst(), roles.removeFirst(),
            roles.removeFirst(), roles.removeFirst()
        )

        let places = usc?.ranked("PublisherLocationTest", separator: nil) ?? Self.builtInPlaces
        let statements =
            usc?.ranked { row in
                guard let place = row["PublisherLocationTest"], let name = row["Publisher"] else { return [] }
                return ["\(place) : \(name)"]
            } ?? Self.builtInPublishers
        publishers = Self.filled(
            statements, to: Self.publisherCount,
            with: Self.combinedPublishers(surnames: Self.surnames(of: known), places: places))

        languages = usc?.counted { row in row["lang"]?.components(separatedBy: "|") ?? [] } ?? Self.builtInLanguages
        languageTotal = languages.reduce(0) { $0 + $1.count }
        shows = usc?.ranked("LargerWork", separator: nil) ?? Self.builtInShows
        notes = usc?.ranked("notes", separator: "|").filter { $0.hasPrefix("For ") } ?? Self.builtInNotes
    }

    /// `real`, then as many of `more` as bring it to `count` distinct values.
    private static func filled(_ real: [String], to count: Int, with more: [String]) -> [String] {
        var filled = real
        var seen = Set(real)
        for value in more where filled.count < count && seen.insert(value).inserted { filled.append(value) }
        return filled
    }

    /// USC writes subdivisions as `--`; catalogues' Dublin Core often as ` -- `: both are read alike.
    private static func spaced(_ heading: String) -> String {
        heading.replacingOccurrences(of: "--", with: " -- ")
    }

    /// Whether a heading names music's form or medium (`Songs with piano`, `Piano music`, `Waltzes`) rather than a
    /// topic: what the generator puts in a record's music heading rather than its topics.
    static func isMusicHeading(_ heading: String) -> Bool {
        let main = heading.components(separatedBy: " -- ")[0]
        return main.contains(" music") || main.contains("Songs") || main.contains("songs") || main.contains("(")
            || main.contains(" with ") || forms.contains(main) || vocalForms.contains(main) || main == "Popular music"
    }
}
