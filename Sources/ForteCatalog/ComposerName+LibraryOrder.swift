/// Composers as a library lists them: surname first (`Dvořák, Antonín`), filed by that form, folded as
/// titles are, and headed with their life dates (`Dvořák, Antonín (1841–1904)`).
///
/// Worked out from the name as items group by it (`Antonín Dvořák`): the last word is the surname, with a
/// capitalised particle before it (`Jan De Groot` → `De Groot, Jan`), a hyphenated one whole
/// (`Jiří Dvořák-Brown` → `Dvořák-Brown, Jiří`), and lower-case particles after the forenames, as Dutch
/// and German names are filed (`Jan van der Berg` → `Berg, Jan van der`). A firm (`Allan & Co.`) or a
/// single name stays as it is; a qualifier in brackets stays after the name (`Rembrandt (Chicago)`).
extension ComposerName {
    public static func libraryForm(of name: String) -> String {
        if name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards) {
            return libraryForm(of: String(name[..<open.lowerBound])) + name[open.lowerBound...]
        }
        // Looked for and split by bytes (all three marks and the space are ASCII): as Foundation's `contains` and a
        // split by Character, they were most of filing a real catalogue's name (docs/PERFORMANCE.md).
        guard !name.utf8Contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: ",") }) else {
            return name
        }
        var words = name.utf8.split(separator: UInt8(ascii: " ")).map(Substring.init)
        var suffixes: [Substring] = []
        while words.count > 1, let last = words.last, suffixWords.contains(last) {
            suffixes.insert(words.removeLast(), at: 0)
        }
        // No forenames, or only a particle before the surname (`De Groot`): nothing to put first. Nor when the last
        // word is no surname (`Matthew xxv: 34-36`, a text's citation catalogued as its lyricist).
        guard words.count > 1, !(words.count == 2 && particles.contains(words[0].lowercased())),
            words[words.count - 1].contains(where: \.isLetter)
        else { return name }
        var surname = [words.removeLast()]
        // A capitalised particle belongs to the surname, when forenames remain before it.
        while words.count > 1, let last = words.last, particles.contains(last.lowercased()),
            last.first?.isUppercase == true
        {
            surname.insert(words.removeLast(), at: 0)
        }
        var trailing: [Substring] = []
        while words.count > 1, let last = words.last, particles.contains(String(last)) {
            trailing.insert(words.removeLast(), at: 0)
        }
        var form = surname.joined(separator: " ") + ", " + (words + trailing).joined(separator: " ")
        if !suffixes.isEmpty { form += ", " + suffixes.joined(separator: " ") }
        return form
    }

    /// The key composers are filed by: their library form, folded as titles are (case and diacritics aside).
    public static func sortKey(of name: String) -> String {
        Title.sortKey(libraryForm(of: name))
    }

    /// The surname a name is filed under, folded, from its key (`sortKey(of:)`): `dvorak` for `Antonín Dvořák`, `de
    /// groot` for `Jan De Groot`. The library form puts the surname before its first comma, and a fold keeps commas.
    public static func surnameKey(ofSortKey key: String) -> Substring {
        key[..<(key.utf8FirstIndex(of: UInt8(ascii: ",")) ?? key.endIndex)]
    }

    /// `Dvořák, Antonín (1841–1904)`: the library form with the life dates, a hyphen between years an en dash.
    public static func heading(_ name: String, lifeDates: String?) -> String {
        guard let lifeDates, !lifeDates.isEmpty else { return libraryForm(of: name) }
        var dates = ""
        var previous: Character?
        var rest = lifeDates[...]
        while let character = rest.first {
            rest = rest.dropFirst()
            let isYearDash = character == "-" && previous?.isNumber == true && (rest.first?.isNumber ?? true)
            dates.append(isYearDash ? "–" : character)
            previous = character
        }
        return libraryForm(of: name) + " (" + dates + ")"
    }

    /// The name of a heading `heading(_:lifeDates:)` made (`Dvořák, Antonín` of `Dvořák, Antonín (1841–1904)`), as a
    /// person may type it back; nil for a name without life dates after it (`Rembrandt (Chicago)` is a name).
    public static func nameOfHeading(_ heading: String) -> String? {
        guard heading.hasSuffix(")"), let open = heading.lastIndex(of: "("), open > heading.startIndex,
            heading[open...].contains(where: \.isNumber)
        else { return nil }
        return tidyingWhitespace(heading[..<open])
    }

    /// Words that join a surname: `van`, `der`, `De`, `von`, `la`...
    static let particles: Set<String> = [
        "van", "der", "den", "de", "von", "zu", "du", "da", "di", "del", "della", "des", "la", "le", "ten", "ter", "op",
        "het", "dos", "das",
    ]

    /// What `init(parsing:)` puts after a surname.
    private static let suffixWords: Set<Substring> = ["Jr.", "Sr.", "II", "III", "IV"]
}
