/// A `dc:publisher` read as publication statements: `New York, NY : Jos. W. Stern` is the place `New York, NY` and
/// the publisher `Jos. W. Stern`; ISBD separates places with ` ; ` (`Chicago ; New York : Witmark`) and statements
/// too (`Boston : Ditson ; New York : C.H. Ditson`), and publishers at one place (`New York : Witmark : Harms`); a
/// value without ` : ` is a publisher alone (as MARC 260 `$b` and MODS `publisher` give it).
struct PublicationStatement {
    var place: String?
    var publisher: String?

    static func statements(in metadata: DublinCore) -> [PublicationStatement] {
        metadata.publisher.flatMap { value in
            let segments = tidyingWhitespace(value[...])[...].pieces(separatedBy: [" ; "]).map(String.init)
            let hasColon = segments.map { $0[...].firstRange(ofASCII: " : ") != nil }
            guard hasColon.contains(true) else {
                return segments.map { Self(place: nil, publisher: publisher($0[...])) }
            }
            // A segment without a colon names a place of the statement that follows it.
            return zip(segments, hasColon).flatMap { segment, hasColon in
                hasColon ? Self.parsing(segment) : [Self(place: cleaned(segment[...]), publisher: nil)]
            }
        }
    }

    private init(place: String?, publisher: String?) {
        self.place = place
        self.publisher = publisher
    }

    /// A statement with ` : ` (ISBD's alone: `Trace: Tennessee Research and Creative Exchange` is a publisher's name):
    /// the place before the first, a publisher after each (`New York : Witmark : Harms`), but within parentheses
    /// (`R.S. (Firm : New York, N.Y.)`).
    private static func parsing(_ statement: String) -> [PublicationStatement] {
        var parts: [Substring] = []
        var start = statement.startIndex
        var depth = 0
        let utf8 = statement.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            case UInt8(ascii: " ") where depth == 0 && utf8[index...].starts(with: " : ".utf8):
                parts.append(statement[start..<index])
                start = utf8.index(index, offsetBy: 3)
                index = start
                continue
            default: break
            }
            index = utf8.index(after: index)
        }
        parts.append(statement[start...])
        guard parts.count > 1 else { return [Self(place: nil, publisher: publisher(parts[0]))] }
        var statements: [PublicationStatement] = []
        var place = cleaned(parts[0])
        var isPlaceNamed = false
        for (position, part) in parts.enumerated().dropFirst() {
            // `New York : Mainz : B. Schott's Söhne`: a city before the last part is a place, the next one's.
            if position < parts.count - 1, PublicationPlace.isKnownCity(part) {
                if !isPlaceNamed { statements.append(Self(place: place, publisher: nil)) }
                (place, isPlaceNamed) = (cleaned(part), false)
                continue
            }
            statements.append(Self(place: place, publisher: publisher(part)))
            isPlaceNamed = true
        }
        return statements
    }

    /// A publisher's name, without the date a statement ends with.
    private static func publisher(_ text: Substring) -> String? {
        cleaned(withoutDate(text))
    }

    /// Without the date a statement ends with (`Leo Feist, c1917`, `Harms, [1925]`).
    private static func withoutDate(_ text: Substring) -> Substring {
        guard let comma = text.lastIndex(of: ",") else { return text }
        let tail = text[text.index(after: comma)...].filter { !" []c?.©".contains($0) }
        return !tail.isEmpty && tail.allSatisfy(\.isNumberQuick) ? text[..<comma] : text
    }

    /// Tidied, without enclosing brackets and the ISBD punctuation around it; nil when nothing is left, or the
    /// cataloguer's word for none (`[S.l.]`, `s.n.`, `n.p.`).
    private static func cleaned(_ text: Substring) -> String? {
        var value = tidyingWhitespace(text)
        let edges: Set<Character> = [" ", ",", ";", ":", "/", "[", "]", "="]
        while let first = value.first, edges.contains(first) { value.removeFirst() }
        while let last = value.last, edges.contains(last) { value.removeLast() }
        if value.hasPrefix("(") && value.hasSuffix(")") { value = String(value.dropFirst().dropLast()) }
        let key = Title.sortKey(value)
        let bare = key.asciiWords { (0x61...0x7A).contains($0 | 0x20) }?.joined() ?? key.filter { $0.isLetterQuick }
        guard !bare.isEmpty, !unknowns.contains(bare) else { return nil }
        return value
    }

    /// `[S.l.]` (sine loco), `[s.n.]` (sine nomine), `n.p.` and the like, without their punctuation.
    private static let unknowns: Set<String> = [
        "sl", "sn", "np", "nd", "slsn", "unknown", "placeofpublicationnotidentified", "publishernotidentified",
    ]
}
