import ForteCatalog

/// An item's facet values (`Facet`) as its `facets` column keeps them, derived at sync with its other columns: each
/// value as its facet's name, its key and its display form, U+001E between them, the values joined as `JoinedValues`
/// joins (U+001F), facet by facet in `Facet.allCases`' order. Neither separator is a character XML 1.0 can carry.
///
/// The lists file and match a value by its key, and show its display form; the full-text index takes its words from
/// here too (`FacetText`).
enum FacetColumn {
    /// The item column.
    static let name = "facets"
    static let fieldSeparator: UInt8 = 0x1E

    /// Appends the item's values to `bytes` in the column's form.
    static func append(_ values: [Facet: [FacetValue]], to bytes: inout [UInt8]) {
        var first = true
        for facet in Facet.allCases {
            for value in values[facet] ?? [] {
                if !first { bytes.append(JoinedValues.separatorByte) }
                first = false
                bytes.append(contentsOf: facet.rawValue.utf8)
                bytes.append(fieldSeparator)
                bytes.append(contentsOf: value.key.utf8)
                bytes.append(fieldSeparator)
                bytes.append(contentsOf: value.display.utf8)
            }
        }
    }

    /// Calls `body` with each value of a column read in place: its facet's name, its key and its display form.
    static func forEach(
        in column: UnsafeRawBufferPointer,
        _ body: (_ facet: UnsafeRawBufferPointer, _ key: UnsafeRawBufferPointer, _ display: UnsafeRawBufferPointer) ->
            Void
    ) {
        JoinedValues.forEach(in: column) { value in
            guard let nameEnd = value.firstIndex(of: fieldSeparator),
                let keyEnd = value[(nameEnd + 1)...].firstIndex(of: fieldSeparator)
            else { return }
            body(
                UnsafeRawBufferPointer(rebasing: value[..<nameEnd]),
                UnsafeRawBufferPointer(rebasing: value[(nameEnd + 1)..<keyEnd]),
                UnsafeRawBufferPointer(rebasing: value[(keyEnd + 1)...]))
        }
    }
}
