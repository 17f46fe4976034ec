import ForteCatalog
import ForteText

/// How numbers, decades and shelves read on the screen.
enum Labels {
    /// `13,502`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// `1 line`, `12 lines`.
    static func lines(_ count: Int) -> String {
        count == 1 ? "1 line" : "\(grouped(count)) lines"
    }

    /// A composer as the composer list names it; the empty name stands for the items naming none.
    static func composer(_ name: String) -> String {
        name == CatalogFilter.noComposer ? "Unknown composer" : VisibleText.escaping(name)
    }

    /// A composer as the composers pane lists them: `Dvořák, Antonín (1841–1904)`, the library form until
    /// the catalog has told the life dates.
    static func composerHeading(_ name: String, _ state: BrowseState) -> String {
        name == CatalogFilter.noComposer ? "Unknown composer"
            : VisibleText.escaping(state.composerHeadings[name] ?? ComposerName.libraryForm(of: name))
    }

    static func decade(_ decade: Decade?) -> String {
        decade.map(\.description) ?? "Undated"
    }

    static func shelf(_ shelf: CatalogFilter.Shelf) -> String {
        switch shelf {
        case .all: "All"
        case .favourites: "Favourites"
        case .new: "New"
        case .decade(let decade): Self.decade(decade)
        }
    }

    /// What a search is narrowed to: `the 1910s`, `Antonín Dvořák`, `the 1910s › Antonín Dvořák`.
    static func scope(_ filter: CatalogFilter) -> String {
        var parts: [String] = []
        switch filter.shelf {
        case .all: break
        case .favourites: parts.append("Favourites")
        case .new: parts.append("New")
        case .decade(let decade): parts.append(decade.map { "the \($0)" } ?? "Undated")
        }
        if let name = filter.composer { parts.append(composer(name)) }
        return parts.joined(separator: " › ")
    }

    /// The active filter or search, for the status line.
    static func filter(_ state: BrowseState) -> String {
        if let search = state.search, state.showsSearchResults {
            return "search “\(VisibleText.escaping(search.query))”"
        }
        var parts = [shelf(state.selectedShelf)]
        if let name = state.selectedComposer { parts.append(composer(name)) }
        return parts.joined(separator: " › ")
    }
}
