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

    static func decade(_ decade: Decade?) -> String {
        decade.map(\.description) ?? "Undated"
    }

    static func shelf(_ shelf: CatalogFilter.Shelf) -> String {
        switch shelf {
        case .all: "All"
        case .favourites: "Favourites"
        case .decade(let decade): Self.decade(decade)
        }
    }

    /// The active filter or search, for the status line.
    static func filter(_ state: BrowseState) -> String {
        if let search = state.search, state.showsSearchResults {
            return "search “\(VisibleText.escaping(search.query))”"
        }
        var parts = [shelf(state.selectedShelf)]
        if let composer = state.selectedComposer { parts.append(VisibleText.escaping(composer)) }
        return parts.joined(separator: " › ")
    }
}
