/// A `dc:publisher` read as publication statements: `New York, NY : Jos. W. Stern` is the place `New York, NY` and
/// the publisher `Jos. W. Stern`; ISBD separates places with ` ; ` (`Chicago ; New York : Witmark`) and statements
/// too (`Boston : Ditson ; New York : C.H. Ditson`); a value without ` : ` is a publisher alone (as MARC 260 `$b`
/// and MODS `publisher` give it).
struct PublicationStatement {
    var place: String?
    var publisher: String?

    static func statements(in metadata: DublinCore) -> [PublicationStatement] {
        metadata.publisher.flatMap { value in
            let segments = tidyingWhitespace(value[...])[...].pieces(separatedBy: [" ; "]).map(String.init)
            let hasColon = segments.map { $0[...].firstRange(ofASCII: " : ") != nil }
            guard hasColon.contains(true) else { return segments.map(Self.init(parsing:)) }
            // A segment without a colon names a place of the statement that follows it.
            return zip(segments, hasColon).map { segment, hasColon in
                hasColon ? Self(parsing: segment) : Self(place: cleaned(segment[...]), publisher: nil)
            }
        }
    }

    private init(place: String?, publisher: String?) {
        self.place = place
        self.publisher = publisher
    }

    init(parsing statement: String) {
        // ISBD's ` : ` alone: `Trace: Tennessee Research and Creative Exchange` is a publisher's name.
        if let colon = statement[...].firstRange(ofASCII: " : ") {
            place = Self.cleaned(statement[..<colon.lowerBound])
            publisher = Self.cleaned(Self.withoutDate(statement[colon.upperBound...]))
        } else {
            publisher = Self.cleaned(Self.withoutDate(statement[...]))
        }
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
