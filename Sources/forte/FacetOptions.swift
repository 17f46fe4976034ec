import ArgumentParser
import ForteCatalog
import ForteIndex
import ForteSearch

/// An option for each facet (`--instrument piano`), narrowing a list to the items with that value: all given must
/// hold. The switch in `typed(_:)` names every `Facet`, so a new facet does not build until it has its option.
struct FacetOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only items for this instrument or voice (piano, high voice, band).", valueName: "name"))
    var instrument: String?
    @Option(help: ArgumentHelp("Only items of this genre or form (waltzes, marches, musicals).", valueName: "name"))
    var genre: String?
    @Option(help: ArgumentHelp("Only items on this subject (World War, 1914-1918).", valueName: "heading"))
    var subject: String?
    @Option(help: ArgumentHelp("Only items from this publisher.", valueName: "name"))
    var publisher: String?
    @Option(help: ArgumentHelp("Only items published in this place (Boston, MA).", valueName: "place"))
    var place: String?
    @Option(
        help: ArgumentHelp(
            "Only items in this language (German; instrumental: no linguistic content).",
            valueName: "name"))
    var language: String?
    @Option(help: ArgumentHelp("Only items from this show, film or larger work.", valueName: "title"))
    var show: String?
    @Option(
        help: ArgumentHelp(
            "Only items with words by this lyricist (the name, or the surname alone).", valueName: "name"))
    var lyricist: String?
    @Option(help: ArgumentHelp("Only items arranged by this arranger.", valueName: "name"))
    var arranger: String?
    @Option(help: ArgumentHelp("Only items whose cover or illustrations are by this illustrator.", valueName: "name"))
    var illustrator: String?

    /// What was typed for the facet.
    func typed(_ facet: Facet) -> String? {
        switch facet {
        case .instrument: instrument
        case .genre: genre
        case .subject: subject
        case .publisher: publisher
        case .place: place
        case .language: language
        case .show: show
        case .lyricist: lyricist
        case .arranger: arranger
        case .illustrator: illustrator
        }
    }

    /// The value of each facet given, by key, as `FacetLookup` finds what was typed among the index's values; a
    /// failure that names the candidates when it finds none or several.
    func chosen(in catalog: CatalogIndex) throws -> [Facet: String] {
        var chosen: [Facet: String] = [:]
        for facet in Facet.allCases {
            guard let typed = typed(facet) else { continue }
            chosen[facet] = try FacetChoice.resolve(typed, of: facet, in: catalog).key
        }
        return chosen
    }
}

/// A facet value a person typed, resolved among an index's values, or a one-line failure (exit 64) naming the
/// candidates.
enum FacetChoice {
    static func resolve(_ typed: String, of facet: Facet, in catalog: CatalogIndex) throws -> FacetValue {
        let option = "--" + facet.rawValue
        guard !typed.allSatisfy(\.isWhitespace) else {
            throw CommandFailure(
                "\(option) needs a value (forte list --facet \(facet.rawValue) lists them)",
                exitCode: ExitStatus.usage)
        }
        switch FacetLookup.match(typed, of: facet, among: try catalog.facetValues(facet)) {
        case .found(let value):
            return value
        case .ambiguous(let values):
            throw CommandFailure(
                "\(option) “\(typed)” could be \(Candidates.listed(values.map(\.display))): give more of it",
                exitCode: ExitStatus.usage)
        case .unknown(let nearest):
            let hint = nearest.isEmpty ? "" : "; nearest: " + Candidates.listed(nearest.map(\.display))
            throw CommandFailure("no \(facet.rawValue) “\(typed)” in the index\(hint)", exitCode: ExitStatus.usage)
        }
    }
}
