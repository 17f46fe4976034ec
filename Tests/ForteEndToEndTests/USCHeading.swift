import Foundation

/// A name heading as the USC catalogue writes it (`Rodgers, Richard, 1902-1979`, `Greenwald, M. (Martin) (Musician)`,
/// `[Smith, John Stafford, 1750-1836?]`), in the parts a MARC 100/700 field gives it: the name (`$a`), its fuller
/// form (`$q`), a qualifier (`$c`) and the dates (`$d`). The tests' own reading, not forte's.
struct USCHeading: Equatable {
    var name: String
    var fullerForm: String?
    var qualifier: String?
    var dates: String?

    init(_ heading: String) {
        var text = heading
        // The cataloguer's brackets round a supplied name: MARC writes none.
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        var parts = text.components(separatedBy: ", ")
        if let first = parts.indices.dropFirst().first(where: { Self.isDates(parts[$0]) }) {
            dates = parts[first...].joined(separator: ", ")
            parts.removeSubrange(first...)
        }
        var name = parts.joined(separator: ", ")
        let parenthesised = name.components(separatedBy: " (")
        if parenthesised.count > 1 {
            name = parenthesised[0]
            fullerForm = "(" + parenthesised[1]
            if parenthesised.count > 2 { qualifier = "(" + parenthesised[2...].joined(separator: " (") }
        }
        self.name = name
    }

    /// `1902-1979`, `1750-1836?`, `b. 1880`, `ca. 1850-1900`, `fl. 1890`.
    private static func isDates(_ part: String) -> Bool {
        let bare = ["ca. ", "b. ", "d. ", "fl. ", "active "].reduce(part) { $0.replacingOccurrences(of: $1, with: "") }
        return bare.first?.isNumber == true
    }

    /// The name in direct order as a person reads it, when the heading is a plain `Surname, Forenames`:
    /// `Rodgers, Richard` → `Richard Rodgers`, `Frew` → `Frew`; nil for any other shape.
    var directOrder: String? {
        guard fullerForm == nil, qualifier == nil else { return nil }
        let parts = name.components(separatedBy: ", ")
        switch parts.count {
        case 1: return name
        case 2: return parts[1] + " " + parts[0]
        default: return nil
        }
    }
}
