/// A facet value with the number of live items that have it.
public struct FacetCount<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var count: Int

    public init(_ value: Value, count: Int) {
        self.value = value
        self.count = count
    }
}
