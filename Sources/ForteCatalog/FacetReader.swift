/// Every facet's values for items one after another (as a sync or a projection rebuild meets them), each subject
/// heading read once, and each facet's values from the same values of the elements it reads (`Facet.sources`: a
/// publication statement, a language, a record's headings with its types): a catalogue repeats them from record
/// to record (`Songs with piano`, `New York, NY : Leo Feist`, `English`, `Music`), and reading them is most of what
/// deriving an item's facets costs.
///
/// Holds at most `capacity` of each, then starts again, so that however many distinct values a catalogue has,
/// what it remembers stays bounded.
public struct FacetReader: Sendable {
    private var headings: [String: MusicHeading] = [:]
    /// By facet, in `Facet.allCases`' order: its values by the values of the elements it reads (`Facet.sources`).
    private var remembered: [[String: [FacetValue]]] = Facet.allCases.map { _ in [:] }
    private let capacity: Int

    public init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// What `Facet.values(of:)` gives for the item, whose people (`Item.people`) a caller may have read already.
    public mutating func values(of item: Item, people: [Creator]? = nil) -> [Facet: [FacetValue]] {
        let metadata = item.metadata
        let people = people ?? item.people
        let read = metadata.subject.map { subject in
            if let known = headings[subject] { return known }
            if headings.count >= capacity { headings.removeAll(keepingCapacity: true) }
            let heading = MusicHeading(parsing: subject)
            headings[subject] = heading
            return heading
        }
        // Most records have values of a few elements: a facet of none of them is passed over; and most name their
        // people without roles (composers): the facets of people then are.
        let hasValues = metadata.elementsWithValues()
        let anyRoleSaid = people.contains { !$0.roles.isEmpty }
        var values: [Facet: [FacetValue]] = [:]
        for (number, facet) in Facet.allCases.enumerated() {
            let sources = Self.sources[number]
            if let sources, !sources.contains(where: { hasValues[$0.rawValue] }) { continue }
            if sources == nil, !anyRoleSaid { continue }
            let found: [FacetValue]
            if let sources, facet.isRemembered {
                let key = Self.key(of: sources, in: metadata)
                if let known = remembered[number][key] {
                    found = known
                } else {
                    found = facet.values(of: metadata, headings: read, people: people)
                    if remembered[number].count >= capacity { remembered[number].removeAll(keepingCapacity: true) }
                    remembered[number][key] = found
                }
            } else {
                found = facet.values(of: metadata, headings: read, people: people)
            }
            guard !found.isEmpty else { continue }
            // Room for every facet at once, made for an item with any: grown facet by facet, the dictionary cost more
            // than most facets' reading.
            if values.isEmpty { values.reserveCapacity(Facet.allCases.count) }
            values[facet] = found
        }
        return values
    }

    /// By facet, in `Facet.allCases`' order: its `sources`, made once rather than for every item.
    private static let sources = Facet.allCases.map(\.sources)

    /// The values of `elements`, U+001F after each value and U+001E after each element: neither is a character
    /// XML 1.0 can carry, so that different values never make one key.
    /// Made of the values' bytes as the record holds them: decoded into an array of strings for each element and
    /// joined, they cost every item more than the lookup.
    private static func key(of elements: [DublinCore.Element], in metadata: DublinCore) -> String {
        var key: [UInt8] = []
        for element in elements {
            metadata.forEachValue(of: element) { value in
                key.append(contentsOf: value)
                key.append(0x1F)
            }
            key.append(0x1E)
        }
        return String(decoding: key, as: UTF8.self)
    }
}
