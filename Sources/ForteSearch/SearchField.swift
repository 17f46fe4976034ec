import ForteCatalog

/// A field a query can name (`title:waltz`): which part of an item it searches, or that it filters by date.
///
/// The one place a field is declared: the parser reads fields by these names, and the plan takes the part of an
/// item each searches from here (the index writes how).
public enum SearchField: Sendable, Hashable {
    case title, publisher, subject, decade, year
    /// The creators in a role: `composer:` (composers, and creators with no role said), `lyricist:`,
    /// `arranger:` or `arr:`, any MARC relator term or code.
    case role(CreatorRole)
    /// A facet's values (`instrument:piano`, `place:boston`): those `subject:` and `publisher:` do not search as
    /// catalogued, and a role does not name.
    case facet(Facet)

    /// The part of an item the field searches; nil for the date fields.
    var sought: SearchPlan.Field? {
        switch self {
        case .title: .title
        case .publisher: .publisher
        case .subject: .subjects
        case .role(let role): .role(role)
        case .facet(let facet): .facet(facet)
        case .decade, .year: nil
        }
    }

    /// As typed: `decade`, `lyricist`.
    var name: String {
        switch self {
        case .title: "title"
        case .publisher: "publisher"
        case .subject: "subject"
        case .decade: "decade"
        case .year: "year"
        case .role(let role): role.rawValue
        case .facet(let facet): facet.rawValue
        }
    }

    /// The field a query names by `name` (any case), if forte knows it.
    init?(named name: Substring) {
        switch name.lowercased() {
        case "title": self = .title
        case "publisher": self = .publisher
        case "subject": self = .subject
        case "decade": self = .decade
        case "year": self = .year
        case let other:
            if let roles = CreatorRole.roles(inPhrase: other), roles.count == 1 {
                self = .role(roles[0])
            } else if let facet = Facet(rawValue: other) {
                self = .facet(facet)
            } else {
                return nil
            }
        }
    }
}
