/// Medium of performance, in the words of the Library of Congress Medium of Performance Thesaurus (LCMPT):
/// `piano`, `piano, 4 hands`, `high voice`, `mixed chorus`, `band`. The instrument facet's derivation.
///
/// Read from the music headings among the subjects (`Songs (High voice) with piano`, `Marches (Band)`; see
/// `MusicHeading`), from notes that say what a score is for (`For voice and piano with chord symbols and tablature
/// for ukulele.`), and from MARC 382, which the harvester keeps as `dc:format` (`medium of performance: piano`).
enum MediumOfPerformance {
    /// The media of a record whose subjects read as `headings`.
    static func values(of metadata: DublinCore, headings: [MusicHeading]) -> [FacetValue] {
        var terms = headings.flatMap(\.media)
        for format in metadata.format {
            let text = tidyingWhitespace(format[...])[...]
            let prefix = "medium of performance:"
            guard text.hasPrefix(anyCaseASCII: prefix) else { continue }
            terms += mentioned(in: text.dropFirst(prefix.count))
        }
        for note in metadata.description { terms += Self.terms(inNote: note) }
        return terms.map { FacetValue($0) }
    }

    /// The media a list names when every part of it is one (`Violin and piano`, `Piano, flutes (2)`,
    /// `Voice with piano`, `Piano, 4 hands`); nil when a part is not (`Ragtime`, `Psychology`).
    static func terms(inList list: some StringProtocol) -> [String]? {
        var terms: [String] = []
        for part in parts(of: list) {
            let key = Title.sortKey(part)
            if let last = terms.last, let hands = term(last, playedWith: key) {
                terms[terms.count - 1] = hands
            } else if let term = vocabulary[key] {
                terms.append(term)
            } else {
                return nil
            }
        }
        return terms.isEmpty ? nil : terms
    }

    /// `piano, left hand` of `piano` and `left hand` (`Piano, left hand`, `Organ music (4 hands)`); nil when the
    /// vocabulary has no such term.
    static func term(_ instrument: String, playedWith hands: String) -> String? {
        guard hands.hasSuffix("hand") || hands.hasSuffix("hands") else { return nil }
        return vocabulary[Title.sortKey(instrument) + ", " + hands]
    }

    /// The parts of a list of media, each without its count (`flutes (2)` → `flutes`, `2 pianos` → `pianos`).
    private static func parts(of list: some StringProtocol) -> [String] {
        let text = tidyingWhitespace(Substring(list))
        return text[...].pieces(separatedBy: [" with ", " and ", " & ", ", ", "; ", "/"]).map { part in
            var words = part.split(separator: " ").filter { !($0.hasPrefix("(") && $0.hasSuffix(")")) }
            let leading: Set<Substring> = ["a", "an", "the", "two", "solo"]
            // But for the hands a piano is played with (`4 hands`).
            if let first = words.first, first.allSatisfy(\.isNumberQuick) || leading.contains(first),
                words.count == 1 || !["hand", "hands"].contains(words[1].lowercased())
            {
                words.removeFirst()
            }
            return words.joined(separator: " ")
        }.filter { !$0.isEmpty }
    }

    /// What a note says the score is for: a note that begins `For` (`For voice and piano.`), or mentions
    /// `tablature for` or `diagrams for` an instrument.
    private static func terms(inNote note: String) -> [String] {
        // Looked for by bytes, in any case: most notes say no such thing, and lowercasing every one was dear.
        let text = tidyingWhitespace(note[...])[...]
        if text.hasPrefix(anyCaseASCII: "for ") {
            // The first sentence: `For piano. Cover illustration by Starmer.` says nothing of the cover's piano; a full
            // stop that no space follows is an abbreviation's (`For chorus (S.A.T.B.) and piano.`).
            let rest = text.dropFirst(4)
            let end = rest.firstRange(ofASCII: ". ")?.lowerBound ?? rest.endIndex
            let sentence = rest[..<end].prefix(beforeAnyOf: [UInt8(ascii: ";"), UInt8(ascii: ":")])
            return mentioned(in: sentence)
        }
        for marker in ["tablature for ", "diagrams for "] {
            if let range = text.firstRange(ofASCII: marker, anyCase: true) {
                let phrase = text[range.upperBound...].prefix(beforeAnyOf: [UInt8(ascii: "."), UInt8(ascii: ";")])
                return mentioned(in: phrase)
            }
        }
        return []
    }

    /// The media a free text mentions, the longest phrase first (`high voice` before `voice`, `piano four hands`
    /// before `piano`).
    static func mentioned(in text: some StringProtocol) -> [String] {
        let key = Title.sortKey(String(text))
        let words =
            key.asciiWords { isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "'") }
            ?? key.split(whereSeparator: separatesMentionedWords)
        var terms: [String] = []
        var index = 0
        while index < words.count {
            // Only a word that begins a written form can begin a phrase that names a medium: most words do not.
            var length = min(phraseLengths[words[index]] ?? 0, words.count - index)
            while length > 0 {
                let phrase = length == 1 ? String(words[index]) : words[index..<index + length].joined(separator: " ")
                if let term = vocabulary[phrase] {
                    terms.append(term)
                    break
                }
                length -= 1
            }
            index += max(length, 1)
        }
        return terms
    }

    private static func separatesMentionedWords(_ character: Character) -> Bool {
        !(character.isLetterQuick || character.isNumberQuick || character == "'")
    }

    /// The first word of each written form, to the most words a form that begins with it has.
    private static let phraseLengths: [Substring: Int] = {
        var lengths: [Substring: Int] = [:]
        for form in vocabulary.keys {
            let words = form.split(whereSeparator: separatesMentionedWords)
            guard let first = words.first else { continue }
            lengths[Substring(first), default: 0] = max(lengths[Substring(first)] ?? 0, words.count)
        }
        return lengths
    }()
}
