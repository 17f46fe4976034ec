import ForteCatalog
import FortePaging
import ForteTerminalKit

/// Type-to-filter in the composers pane, and `'` + letter in whichever pane has the focus.
extension BrowseState {
    /// In the composers pane, letters are text, never commands: they narrow the list (to the composers whose
    /// library form has them), and once a filter has begun, so do spaces and hyphens. Backspace takes the last one
    /// back and Esc clears it; the keys that are not text (arrows, Tab, Enter, `/`, `?`, Ctrl-C) keep their commands,
    /// and the letters' commands are the gallery's, a Tab or Enter away (`KeyMap.composerFilter` tells the help).
    /// Nil for a key that is not the filter's.
    mutating func editComposerFilter(_ key: Key) -> [Effect]? {
        guard focus == .composers, overlay == nil else { return nil }
        switch key {
        case .character(let character)
            where character.isLetter || (!composerFilter.isEmpty && (character == " " || character == "-")):
            return filterComposers(composerFilter + String(character))
        case .backspace where !composerFilter.isEmpty:
            return filterComposers(String(composerFilter.dropLast()))
        case .escape where !composerFilter.isEmpty:
            return filterComposers("")
        default:
            return nil
        }
    }

    /// Lists the shelf's composers that `filter` finds, the first of them selected.
    private mutating func filterComposers(_ filter: String) -> [Effect] {
        let folded = Title.sortKey(filter)
        composerFilter = filter
        composers = folded.isEmpty ? shelfComposers : shelfComposers.filter { Self.key(of: $0.value).contains(folded) }
        return moveList(.composers) { state in
            state.composerCursor = CircularPager(count: state.composers.count + 1, pageSize: state.composerCursor.pageSize,
                                                 index: folded.isEmpty || state.composers.isEmpty ? 0 : 1)
        }
    }

    /// `'` then a letter: in the gallery the first title with it (the catalog answers); in the timeline and the
    /// composers the first row whose label starts with it.
    mutating func jump(toLetter letter: Character) -> [Effect] {
        let prefix = Title.sortKey(String(letter))
        switch focus {
        case .gallery:
            return [.jumpToLetter(letter)]
        case .timeline:
            guard let index = shelves.firstIndex(where: { Title.sortKey(Labels.shelf($0.value)).hasPrefix(prefix) }) else {
                return noRow(letter)
            }
            return moveList(.timeline) { $0.shelfCursor.jump(to: index) }
        case .composers:
            guard let index = composers.firstIndex(where: { Self.key(of: $0.value).hasPrefix(prefix) }) else { return noRow(letter) }
            return moveList(.composers) { $0.composerCursor.jump(to: index + 1) }
        }
    }

    private mutating func noRow(_ letter: Character) -> [Effect] {
        message = "Nothing under \(String(letter).uppercased()) here"
        return []
    }

    /// A composer as the pane files and filters it: its library form, folded.
    private static func key(of name: String) -> String {
        name == CatalogFilter.noComposer ? "unknown composer" : ComposerName.sortKey(of: name)
    }
}
