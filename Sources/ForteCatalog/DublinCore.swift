/// The fifteen elements of simple Dublin Core (`oai_dc`), each repeatable,
/// as catalogued: nothing here is cleaned or derived.
public struct DublinCore: Sendable, Hashable, Codable {
    public var title: [String] = []
    public var creator: [String] = []
    public var subject: [String] = []
    public var description: [String] = []
    public var publisher: [String] = []
    public var contributor: [String] = []
    public var date: [String] = []
    public var type: [String] = []
    public var format: [String] = []
    public var identifier: [String] = []
    public var source: [String] = []
    public var language: [String] = []
    public var relation: [String] = []
    public var coverage: [String] = []
    public var rights: [String] = []

    public init() {}

    /// The element names in the order Dublin Core lists them.
    public static let elementNames = [
        "title", "creator", "subject", "description", "publisher", "contributor", "date", "type",
        "format", "identifier", "source", "language", "relation", "coverage", "rights",
    ]

    /// The values of the element with the given (unprefixed) name; empty for names that are not Dublin Core.
    public subscript(element name: String) -> [String] {
        get { Self.keyPath(of: name).map { self[keyPath: $0] } ?? [] }
        set {
            guard let path = Self.keyPath(of: name) else { return }
            self[keyPath: path] = newValue
        }
    }

    private static func keyPath(of name: String) -> WritableKeyPath<DublinCore, [String]>? {
        switch name {
        case "title": \.title
        case "creator": \.creator
        case "subject": \.subject
        case "description": \.description
        case "publisher": \.publisher
        case "contributor": \.contributor
        case "date": \.date
        case "type": \.type
        case "format": \.format
        case "identifier": \.identifier
        case "source": \.source
        case "language": \.language
        case "relation": \.relation
        case "coverage": \.coverage
        case "rights": \.rights
        default: nil
        }
    }
}
