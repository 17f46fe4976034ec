/// Every facet's values for items one after another (as a sync or a projection rebuild meets them), each subject
/// heading read once: a catalogue repeats its headings from record to record (`Songs with piano`, `Popular
/// music--1911-1920`), and reading one is most of what deriving an item's facets costs.
///
/// Holds at most `capacity` headings, then starts again, so that however many distinct headings a catalogue has,
/// what it remembers stays bounded.
public struct FacetReader: Sendable {
    private var headings: [String: MusicHeading] = [:]
    private let capacity: Int

    public init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// What `Facet.values(of:)` gives for the item.
    public mutating func values(of item: Item) -> [Facet: [FacetValue]] {
        let metadata = item.metadata
        let read = metadata.subject.map { subject in
            if let known = headings[subject] { return known }
            if headings.count >= capacity { headings.removeAll(keepingCapacity: true) }
            let heading = MusicHeading(parsing: subject)
            headings[subject] = heading
            return heading
        }
        return Facet.values(of: metadata, headings: read)
    }
}
