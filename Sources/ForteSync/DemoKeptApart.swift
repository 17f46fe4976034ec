/// `forte sync bundled:demo` into an index that holds real records: generated ones would stand among them, unlabelled.
/// The executable words it for its command line (how to choose another index).
public struct DemoKeptApart: Error, Sendable, CustomStringConvertible {
    public var realSources: [String]

    public var description: String {
        "the demo catalog is kept apart from real records, and this index holds \(realSources.joined(separator: ", ")) "
            + "(the demo catalog needs an index of its own)"
    }
}
