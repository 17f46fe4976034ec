/// A facet's values, each with its count (`FacetCount`), in the order a pane lists them. The values are a catalog's,
/// made once and shared by every list of them: a list within other choices, or narrowed to the letters typed, holds
/// which of them it has and their counts. A pane of tens of thousands of composers moves no name from list to list;
/// it reads those of the rows it draws.
public struct FacetCountList: RandomAccessCollection, Sendable, Equatable {
    /// The catalog's values, then any of the list's own (`appending`): `rows` are positions in them.
    private let values: [FacetValue]
    private var ownValues: [FacetValue] = []
    private var rows: [Int32]
    private var counts: [Int]

    /// `counts[i]` items have `values[rows[i]]`.
    public init(values: [FacetValue], rows: [Int32], counts: [Int]) {
        (self.values, self.rows, self.counts) = (values, rows, counts)
    }

    public init(_ counts: [FacetCount<FacetValue>] = []) {
        self.init(values: counts.map(\.value), rows: Array(0..<Int32(counts.count)), counts: counts.map(\.count))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { rows.count }

    public subscript(position: Int) -> FacetCount<FacetValue> {
        FacetCount(value(at: position), count: counts[position])
    }

    private func value(at position: Int) -> FacetValue {
        let row = Int(rows[position])
        return row < values.count ? values[row] : ownValues[row - values.count]
    }

    /// The same rows, whichever values they share.
    public static func == (lhs: FacetCountList, rhs: FacetCountList) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// The position of the first row whose value is shown as `display`, byte for byte: compared in place, as a
    /// `FacetCount` made of each row reference-counts its strings, which a list of tens of thousands of composers feels
    /// at every search result that selects one; and by their bytes, their lengths first, as `==` compares names of
    /// letters beyond ASCII as Unicode (the name sought and the values come from the same catalog).
    public func firstIndex(showing display: String) -> Int? {
        rows.indices.first { position in
            let row = Int(rows[position])
            return row < values.count
                ? Self.hasSameBytes(values[row].display, display)
                : Self.hasSameBytes(ownValues[row - values.count].display, display)
        }
    }

    private static func hasSameBytes(_ text: String, _ other: String) -> Bool {
        text.utf8.count == other.utf8.count && text.utf8.elementsEqual(other.utf8)
    }

    /// The rows whose value `isIncluded` keeps, in order.
    public func narrowed(to isIncluded: (FacetValue) -> Bool) -> FacetCountList {
        var narrowed = self
        (narrowed.rows, narrowed.counts) = ([], [])
        for position in indices where isIncluded(value(at: position)) {
            narrowed.rows.append(rows[position])
            narrowed.counts.append(counts[position])
        }
        return narrowed
    }

    /// With a row of a value the catalog's values have not, last.
    public func appending(_ row: FacetCount<FacetValue>) -> FacetCountList {
        var list = self
        list.rows.append(Int32(values.count + ownValues.count))
        list.ownValues.append(row.value)
        list.counts.append(row.count)
        return list
    }
}
