import ForteCatalog

extension CoverTemplateError {
    /// The template's words for the command line: with the option that sets a rule's pages.
    var commandLineDescription: String {
        switch self {
        case .unknownPlaceholder(let name, let template, pages: false):
            "unknown placeholder {\(name)} in \(template) (use {link}, {id}, {local}; {n} only in --pages)"
        default: description
        }
    }
}
