import ForteCatalog
import FortePaging
import ForteTerminalKit

/// Type-to-filter in the lower pane, and `'` + letter in whichever pane has the focus.
extension BrowseState {
    /// In the lower pane, letters are text, never commands: they narrow the list (to the composers whose library
    /// form has them, or the facet's values whose name has them), and once a filter has begun, so do spaces and
    /// hyphens. Backspace takes the last one back and Esc clears it; the keys that are not text (arrows, Tab, Enter,
    /// `/`, `?`, Ctrl-C) keep their commands, and the letters' commands are the gallery's, a Tab or Enter away
    /// (`KeyMap.listFilter` tells the help). Nil for a key that is not the filter's.
    mutating func editListFilter(_ key: Key) -> [Effect]? {
        guard focus == .composers, overlay == nil else { return nil }
        switch key {
        case .character(let character)
        where character.isLetter || (!listFilter.isEmpty && (character == " " || character == "-")):
            return filterList(listFilter + String(character))
        case .backspace where !listFilter.isEmpty:
            return filterList(String(listFilter.dropLast()))
        case .escape where !listFilter.isEmpty:
            return filterList("")
        default:
            return nil
        }
    }

    /// Lists the shelf's composers (or the facet's values) that `filter` finds, the first of them selected.
    private mutating func filterList(_ filter: String) -> [Effect] {
        let folded = Title.sortKey(filter)
        listFilter = filter
        if listedFacet != nil {
            facetValues = folded.isEmpty ? allFacetValues : allFacetValues.narrowed { $0.key.utf8Contains(folded) }
            facetCursor = CircularPager(count: facetValues.count, pageSize: facetCursor.pageSize)
            return []
        }
        composers = folded.isEmpty ? shelfComposers : shelfComposers.narrowed { $0.key.utf8Contains(folded) }
        return moveList(.composers) { state in
            state.composerCursor = CircularPager(
                count: state.composers.count + 1, pageSize: state.composerCursor.pageSize,
                index: folded.isEmpty || state.composers.isEmpty ? 0 : 1)
        }
    }

    /// `'` then a letter: in the gallery the first title with it (the catalog answers); in the timeline and the
    /// lower pane the first row whose label starts with it.
    mutating func jump(toLetter letter: Character) -> [Effect] {
        let prefix = Title.sortKey(String(letter))
        switch focus {
        case .gallery:
            return [.jumpToLetter(letter)]
        case .timeline:
            guard let index = shelves.firstIndex(where: { Title.sortKey(Labels.shelf($0.value)).hasPrefix(prefix) })
            else {
                return noRow(letter)
            }
            return moveList(.timeline) { $0.shelfCursor.jump(to: index) }
        case .composers where listedFacet != nil:
            guard let index = facetValues.firstIndex(where: { $0.value.key.hasPrefix(prefix) }) else {
                return noRow(letter)
            }
            facetCursor.jump(to: index)
            return []
        case .composers:
            guard let index = composers.firstIndex(where: { $0.value.key.hasPrefix(prefix) }) else {
                return noRow(letter)
            }
            return moveList(.composers) { $0.composerCursor.jump(to: index + 1) }
        }
    }

    private mutating func noRow(_ letter: Character) -> [Effect] {
        message = "Nothing under \(String(letter).uppercased()) here"
        return []
    }
}
