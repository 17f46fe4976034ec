extension Facet {
    /// `Instrument`, `Place`: the facet as a label.
    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
