/// Why a picture rule's template was refused, in a line that says what to write instead (the executable names the
/// option that sets a rule's pages).
public enum CoverTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownPlaceholder(String, template: String, pages: Bool)
    case unclosedBrace(String)
    case pagesWithoutNumber(String)
    case notWebURL(String)
    case controlCharacter(String)

    public var description: String {
        switch self {
        case .unknownPlaceholder(let name, let template, let pages):
            "unknown placeholder {\(name)} in \(template) (use {link}, {id}, {local}"
                + "\(pages ? " and {n}" : "; {n} only in the pages template"))"
        case .unclosedBrace(let template): "a { not closed in \(template)"
        case .pagesWithoutNumber(let template): "the pages template \(template) has no {n} for the page number"
        case .notWebURL(let template):
            "\(template) does not give an http(s) URL (start it with http://, https:// or {link})"
        case .controlCharacter(let template):
            "the template \(template) holds a control character (a line break, a tab, …): write the URL on one line"
        }
    }
}
