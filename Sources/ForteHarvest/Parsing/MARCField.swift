import ForteCatalog

/// One MARC 21 data field as MARCXML gives it: its tag and subfields in order, each value trimmed of white space.
struct MARCField {
    /// `245`; -1 for a field not read.
    var tag = -1
    var subfields: [(code: UInt8, value: String)] = []

    func values(_ code: Character) -> [String] {
        let byte = code.asciiValue!
        return subfields.filter { $0.code == byte }.map(\.value)
    }

    func first(_ code: Character) -> String? { values(code).first }

    /// The values of these subfields, in the order catalogued, joined by `separator`; nil when none has one.
    func joined(_ codes: String, separator: String = " ") -> String? {
        let wanted = Set(codes.utf8)
        let values = subfields.filter { wanted.contains($0.code) && !$0.value.isEmpty }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: separator)
    }

    /// A heading as a catalogue card writes it, for the name rule to read (`ComposerName.parsing`): `$a`, `$b`, `$c`,
    /// `$d` and each `$e` joined by commas, `$q` beside what it fills out, each `$4` code as its relator term (when
    /// no `$e` says the role in words); a corporate name's units (`$a $b`) joined by spaces.
    /// `100 $a White, Lew, $e composer.` → `White, Lew, composer.` A name's closing full stop is ISBD's, and goes, but
    /// an initial's or an abbreviation's (`700 $a Starmer. $e illustrator.` → `Starmer, illustrator`; `Jones, J.`).
    func heading(corporate: Bool) -> String {
        let hasTerms = subfields.contains { $0.code == UInt8(ascii: "e") }
        var heading = ""
        for (code, raw) in subfields {
            var value = MARCField.trimmingSeparator(raw)
            if Self.nameCodes.contains(code), value.hasSuffix("."), !ComposerName.endsInAbbreviation(value) {
                value.removeLast()
            }
            guard !value.isEmpty else { continue }
            switch code {
            case UInt8(ascii: "a") where heading.isEmpty: heading = value
            case UInt8(ascii: "b") where corporate: heading += " " + value
            case UInt8(ascii: "q"): heading += " " + value
            case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "e"):
                heading += ", " + value
            case UInt8(ascii: "4") where !hasTerms:
                if let role = CreatorRole.role(code: value) { heading += ", " + role.rawValue }
            default: break
            }
        }
        return heading
    }

    /// The subfields of a name heading that hold the name: `$a`, `$b`, `$c` (`Jr.`, `Sir`), `$q` (its fuller form).
    private static let nameCodes: Set<UInt8> = Set("abcq".utf8)

    /// A 260 or 264 as ISBD publication statements, one a publisher (`$b`) with the places (`$a`) written before it:
    /// `$a New York ; $a London : $b Eulenburg ; $a [Milwaukee, Wis.] : $b Hal Leonard` → `New York ; London :
    /// Eulenburg`, `[Milwaukee, Wis.] : Hal Leonard`. A publisher without a place is its name alone; places with no
    /// publisher after them are theirs not named (`Chicago : [s.n.]`, which is read as none).
    var publicationStatements: [String] {
        var statements: [String] = []
        var places: [String] = []
        var placesEnded = false
        for (code, raw) in subfields {
            let value = MARCField.trimmingSeparator(raw)
            guard !value.isEmpty else { continue }
            if code == UInt8(ascii: "a") {
                if placesEnded { places.removeAll() }
                placesEnded = false
                places.append(value)
            } else if code == UInt8(ascii: "b") {
                placesEnded = true
                statements.append(places.isEmpty ? value : places.joined(separator: " ; ") + " : " + value)
            }
        }
        if !placesEnded, !places.isEmpty { statements.append(places.joined(separator: " ; ") + " : [s.n.]") }
        return statements
    }

    /// A value without the ISBD punctuation that joins it to the next (`White, Lew,` → `White, Lew`,
    /// `Title /` → `Title`).
    static func trimmingSeparator(_ value: String) -> String {
        let utf8 = value.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, separators.contains(utf8[utf8.index(before: end)]) {
            end = utf8.index(before: end)
        }
        return end == utf8.endIndex ? value : String(value[..<end])
    }

    /// A title without the full stop that ends a MARC field when no statement of responsibility follows
    /// (`Laughing song.`): dropped after a word of three letters or digits or more, as Traject's MARC readers drop
    /// it, so that an initial or a short abbreviation keeps its own (`J.S.B.`, `op. 86.`).
    static func trimmingFinalStop(_ value: String) -> String {
        guard value.hasSuffix("."), !value.hasSuffix("..") else { return value }
        let word = value.dropLast().reversed().prefix { $0.isLetter || $0.isNumber }
        return word.count >= 3 ? String(value.dropLast()) : value
    }

    private static let separators: Set<UInt8> = [
        UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: ":"),
        UInt8(ascii: ";"), UInt8(ascii: "="),
    ]
}
