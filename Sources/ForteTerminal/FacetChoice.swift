import ForteCatalog

/// A value of a facet chosen in browse's lower pane (`Piano` of Instrument): it narrows the gallery and every pane's
/// counts, and the trail shows it by its display form.
public struct FacetChoice: Sendable, Hashable {
    public var facet: Facet
    public var value: FacetValue

    public init(_ facet: Facet, _ value: FacetValue) {
        self.facet = facet
        self.value = value
    }
}

extension [FacetChoice] {
    /// The choices as a filter takes them: each facet's value by its key.
    var filterValues: [Facet: String] {
        Dictionary(map { ($0.facet, $0.value.key) }) { _, last in last }
    }

    /// The choices with `choice`: in the place of its facet's earlier value (a facet has one), else last.
    func choosing(_ choice: FacetChoice) -> Self {
        var choices = self
        if let index = firstIndex(where: { $0.facet == choice.facet }) {
            choices[index] = choice
        } else {
            choices.append(choice)
        }
        return choices
    }
}
