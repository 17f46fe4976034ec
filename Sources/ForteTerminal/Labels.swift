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

    /// What the composer list calls the items whose records name no composer: not "unknown", as their titles may.
    static let noComposer = "No composer named"

    /// A composer as the composer list names it; the empty name stands for the items naming none.
    static func composer(_ name: String) -> String {
        name == CatalogFilter.noComposer ? noComposer : VisibleText.escaping(TextWidth.bounded(name, to: widest))
    }

    /// More columns than a screen has: a label cut to these shows as it would whole.
    static let widest = 1_000

    /// A composer as the composers pane lists them: `Dvořák, Antonín (1841–1904)`, the library form until
    /// the catalog has told the life dates.
    static func composerHeading(_ name: String, _ state: BrowseState) -> String {
        name == CatalogFilter.noComposer
            ? noComposer
            : VisibleText.escaping(
                TextWidth.bounded(
                    state.composerHeadings[name] ?? ComposerName.libraryForm(of: name),
                    to: widest))
    }

    /// A card's date: as catalogued (`[ca. 1916]`, `cop. 1972`), but a full date's year alone (`2014-12-11` → `2014`),
    /// leaving the composer the room; the decade when there is none.
    static func cardDate(_ summary: ItemSummary) -> String {
        guard let date = summary.date else { return decade(summary.decade) }
        let bytes = date.utf8
        let isFullDate =
            bytes.count >= 7 && bytes.prefix(4).allSatisfy { (48...57).contains($0) }
            && bytes.dropFirst(4).first == UInt8(ascii: "-")
        return isFullDate ? String(date.prefix(4)) : date
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

    /// What a search is narrowed to, the view it began from: `the 1910s`, `Antonín Dvořák`,
    /// `the 1910s › Antonín Dvořák › Piano`.
    static func scope(of search: SearchState) -> String {
        var parts: [String] = []
        switch search.before.shelf {
        case .all: break
        case .favourites: parts.append("Favourites")
        case .new: parts.append("New")
        case .decade(let decade): parts.append(decade.map { "the \($0)" } ?? "Undated")
        }
        let trail = trail(composer: search.before.composer, choices: search.before.choices)
        return (parts + trail).joined(separator: " › ")
    }

    /// The active filter as a trail (`1910s › Piano › Marches`), or the search, for the status line.
    static func filter(_ state: BrowseState) -> String {
        if let search = state.search, state.showsSearchResults {
            return "search “\(VisibleText.escaping(search.query))”"
        }
        return ([shelf(state.selectedShelf)] + trail(composer: state.selectedComposer, choices: state.choices))
            .joined(separator: " › ")
    }

    /// The composer, then the facet values chosen, in the order chosen.
    private static func trail(composer name: String?, choices: [FacetChoice]) -> [String] {
        (name.map { [composer($0)] } ?? []) + choices.map { facetValue($0.value) }
    }

    /// A facet's value as shown: `Boston, Massachusetts`.
    static func facetValue(_ value: FacetValue) -> String {
        VisibleText.escaping(TextWidth.bounded(value.display, to: widest))
    }
}
