/// Publishers (`G. Schirmer`, `M. Witmark & Sons`), from `dc:publisher` (see `PublicationStatement`): the
/// publisher facet's derivation. Forms of one firm share a key: `G. Schirmer, Inc.` and `G. Schirmer`,
/// `Leo. Feist Inc.` and `Leo Feist`, `Shapiro, Bernstein & Co.` and `Shapiro, Bernstein and Co.`.
enum PublisherName {
    static func values(of metadata: DublinCore) -> [FacetValue] {
        PublicationStatement.statements(in: metadata).compactMap { $0.publisher.flatMap(normalized) }
    }

    /// The publisher as shown (as catalogued, tidied) and its key: folded, `&` read as `and`, punctuation
    /// dropped, and a leading `The` and trailing corporate words (`Co.`, `Inc.`, `Ltd.`) left out.
    static func normalized(_ name: String) -> FacetValue? {
        // `&` is a word of its own, `and`.
        let folded = Title.sortKey(name).flatMap { $0 == "&" ? [" ", "a", "n", "d", " "] : [$0] }
        var words = String(folded).split { !($0.isLetterQuick || $0.isNumberQuick) }.map(String.init)
        if words.first == "the", words.count > 1 { words.removeFirst() }
        while words.count > 1, let last = words.last, corporateWords.contains(last) { words.removeLast() }
        guard !words.isEmpty else { return nil }
        return FacetValue(name, key: words.joined(separator: " "))
    }

    private static let corporateWords: Set<String> = [
        "and", "inc", "incorporated", "co", "company", "corp", "corporation", "ltd", "limited", "llc", "gmbh",
        "publisher", "publishers", "publishing", "pub", "pubs",
    ]
}
