import ForteCatalog

extension DublinCore {
    /// Appends a value to the element at `index` in `elementNames` order. The parser calls this for every
    /// value of every record, so it switches on the index rather than on the name (`subscript(element:)`).
    mutating func append(_ value: String, toElementAt index: Int) {
        switch index {
        case 0: title.append(value)
        case 1: creator.append(value)
        case 2: subject.append(value)
        case 3: description.append(value)
        case 4: publisher.append(value)
        case 5: contributor.append(value)
        case 6: date.append(value)
        case 7: type.append(value)
        case 8: format.append(value)
        case 9: identifier.append(value)
        case 10: source.append(value)
        case 11: language.append(value)
        case 12: relation.append(value)
        case 13: coverage.append(value)
        case 14: rights.append(value)
        default: preconditionFailure("Dublin Core has no element at \(index)")
        }
    }
}
