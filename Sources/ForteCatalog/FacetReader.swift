/// Every facet's values for items one after another (as a sync or a projection rebuild meets them), each subject
/// heading and each publication statement or language read once: a catalogue repeats them from record to record
/// (`Songs with piano`, `New York, NY : Leo Feist`, `English`), and reading them is most of what deriving an
/// item's facets costs.
///
/// Holds at most `capacity` of each, then starts again, so that however many distinct values a catalogue has,
/// what it remembers stays bounded.
public struct FacetReader: Sendable {
    private var headings: [String: MusicHeading] = [:]
    /// A facet's values by the values of its sole element (`Facet.soleElement`), joined.
    private var remembered: [Facet: [String: [FacetValue]]] = [:]
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
        var values: [Facet: [FacetValue]] = [:]
        for facet in Facet.allCases {
            let found: [FacetValue]
            if let element = facet.soleElement {
                let key = metadata.values(of: element).joined(separator: "\u{1F}")
                if let known = remembered[facet]?[key] {
                    found = known
                } else {
                    found = facet.values(of: metadata, headings: read, people: people)
                    if remembered[facet, default: [:]].count >= capacity { remembered[facet] = [:] }
                    remembered[facet, default: [:]][key] = found
                }
            } else {
                found = facet.values(of: metadata, headings: read, people: people)
            }
            if !found.isEmpty { values[facet] = found }
        }
        return values
    }
}
