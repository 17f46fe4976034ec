/// `forte sync bundled:demo` into an index that holds real records: generated ones would stand among them, unlabelled.
public struct DemoKeptApart: Error, Sendable, CustomStringConvertible {
    public var realSources: [String]

    public var description: String {
        "the demo catalog is kept apart from real records, and this index holds \(realSources.joined(separator: ", ")) "
            + "(forte sync bundled:demo --index PATH makes an index of its own for it)"
    }
}
