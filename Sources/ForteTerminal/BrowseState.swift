import ForteCatalog
import FortePaging

/// The panes that take the focus, in Tab order.
public enum Pane: Sendable, CaseIterable {
    case timeline, composers, gallery
}

/// A live search: what was typed and what it found, best first.
public struct SearchState: Sendable, Hashable {
    public var query: String
    public var results: [ItemSummary] = []
    /// Keys go to the query (after `/`); false once Enter kept the results.
    public var isEditing = true
}

/// What covers the panes.
public enum Overlay: Sendable, Hashable {
    /// The selected item's fields, scrolled down by `scroll` lines.
    case detail(scroll: Int)
    case help
}

/// Work a transition asks for, which needs the catalog, a file or another process.
/// `BrowseSession` carries it out and feeds the answers back into the state.
public enum Effect: Sendable, Hashable {
    /// The timeline moved: load its composers and count the new filter.
    case shelfChanged
    /// The composer moved: count the new filter.
    case composerChanged
    case search(String)
    /// A search result was selected: move the timeline and composer list to it.
    case followSelection
    /// The search was closed on this item: show its place in the browsed catalog.
    case locate(identifier: String)
    case jumpToLetter(Character)
    case toggleFavourite
    case share
    case open
    case loadDetail
    case quit
}

/// Everything the browse screen shows, and how keys change it. Pure: no catalog, no terminal;
/// a key gives a new state and the effects to carry out.
public struct BrowseState: Sendable {
    public private(set) var layout: BrowseLayout
    public var focus: Pane = .gallery
    /// All, Favourites, then the decades oldest first and the undated.
    public private(set) var shelves: [FacetCount<CatalogFilter.Shelf>] = []
    public private(set) var shelfCursor: CircularPager
    /// The composers of the selected shelf, A to Z. The composer cursor's 0 is "All composers".
    public private(set) var composers: [FacetCount<String>] = []
    public private(set) var composerCursor: CircularPager
    public private(set) var gallery: CircularPager
    public var search: SearchState?
    public var overlay: Overlay?
    public private(set) var isAwaitingLetter = false
    /// A one-key note in the status line (where a share went, a URL, an error).
    public var message: String?

    public init(size: Size) {
        layout = BrowseLayout(size: size)
        shelfCursor = CircularPager(count: 0, pageSize: 1)
        composerCursor = CircularPager(count: 1, pageSize: 1)
        gallery = CircularPager(count: 0, pageSize: 1)
        resize(size)
    }

    // MARK: What is selected

    public var selectedShelf: CatalogFilter.Shelf {
        shelves.isEmpty ? .all : shelves[shelfCursor.index].value
    }

    public var selectedComposer: String? {
        composerCursor.index == 0 || composers.isEmpty ? nil : composers[composerCursor.index - 1].value
    }

    /// The filter the timeline and composer list select.
    public var filter: CatalogFilter {
        CatalogFilter(shelf: selectedShelf, composer: selectedComposer)
    }

    /// Whether the gallery shows search results rather than the filter.
    public var showsSearchResults: Bool {
        guard let search else { return false }
        return !search.query.isEmpty
    }

    // MARK: Answers from the catalog

    public mutating func resize(_ size: Size) {
        layout = BrowseLayout(size: size)
        let grid = layout.grid
        gallery.resize(pageSize: grid.pageSize, columns: grid.columns)
        shelfCursor.resize(pageSize: BrowseLayout.listRows(layout.timeline), columns: 1)
        composerCursor.resize(pageSize: BrowseLayout.listRows(layout.composers), columns: 1)
    }

    /// New shelf counts; the cursor stays on the shelf it was on when that shelf is still there.
    public mutating func setShelves(_ shelves: [FacetCount<CatalogFilter.Shelf>]) {
        let current = self.shelves.isEmpty ? nil : selectedShelf
        self.shelves = shelves
        shelfCursor = CircularPager(count: shelves.count, pageSize: shelfCursor.pageSize)
        if let current, let index = shelves.firstIndex(where: { $0.value == current }) { shelfCursor.jump(to: index) }
    }

    /// A favourite marked (+1) or unmarked (-1): the Favourites shelf's count follows without asking the catalog.
    public mutating func countFavourite(_ change: Int) {
        guard let index = shelves.firstIndex(where: { $0.value == .favourites }) else { return }
        shelves[index].count = max(0, shelves[index].count + change)
    }

    public mutating func selectShelf(_ shelf: CatalogFilter.Shelf) {
        if let index = shelves.firstIndex(where: { $0.value == shelf }) { shelfCursor.jump(to: index) }
    }

    /// The composers of the selected shelf, with `composer` selected (nil: All composers).
    public mutating func setComposers(_ composers: [FacetCount<String>], selecting composer: String? = nil) {
        self.composers = composers
        let index = composer.flatMap { name in composers.firstIndex { $0.value == name } }.map { $0 + 1 } ?? 0
        composerCursor = CircularPager(count: composers.count + 1, pageSize: composerCursor.pageSize, index: index)
    }

    /// The gallery's new length, with `index` selected.
    public mutating func setGalleryCount(_ count: Int, index: Int = 0) {
        gallery = CircularPager(count: count, pageSize: gallery.pageSize, columns: gallery.columns, index: index)
    }

    public mutating func setSearchResults(_ results: [ItemSummary]) {
        search?.results = results
        setGalleryCount(results.count)
    }

    // MARK: Keys

    public mutating func handle(_ key: Key) -> [Effect] {
        message = nil
        if overlay == .help {
            overlay = nil
            return []
        }
        if isAwaitingLetter {
            isAwaitingLetter = false
            guard case .character(let letter) = key, letter.isLetter || letter.isNumber else { return [] }
            return [.jumpToLetter(letter)]
        }
        if search?.isEditing == true, let effects = editSearch(key) { return effects }
        if case .detail(let scroll) = overlay, let effects = handleDetail(key, scroll: scroll) { return effects }

        switch KeyMap.command(for: key) {
        case .quit: return [.quit]
        case .nextPane: focus = Pane.allCases[(Pane.allCases.firstIndex(of: focus)! + 1) % Pane.allCases.count]
        case .previousPane: focus = Pane.allCases[(Pane.allCases.firstIndex(of: focus)! + Pane.allCases.count - 1) % Pane.allCases.count]
        case .help: overlay = .help
        case .search:
            search = SearchState(query: "")
        case .nextMatch: return stepMatch(by: 1)
        case .previousMatch: return stepMatch(by: -1)
        case .letterJump:
            isAwaitingLetter = true
            message = "Jump to a letter: press one"
        case .toggleFavourite: return gallery.count == 0 ? [] : [.toggleFavourite]
        case .showFavourites:
            search = nil
            selectShelf(.favourites)
            return [.shelfChanged]
        case .share: return gallery.count == 0 ? [] : [.share]
        case .open: return gallery.count == 0 ? [] : [.open]
        case .select:
            guard focus == .gallery else {
                focus = .gallery
                return []
            }
            guard gallery.count > 0 else { return [] }
            overlay = .detail(scroll: 0)
            return [.loadDetail]
        case .back: return leaveSearch()
        case .move(let move): return apply(move)
        case nil: break
        }
        return []
    }

    private mutating func apply(_ move: KeyMap.Move) -> [Effect] {
        switch focus {
        case .gallery:
            move.apply(to: &gallery, rows: true)
            return showsSearchResults ? [.followSelection] : []
        case .timeline:
            let before = shelfCursor.index
            move.apply(to: &shelfCursor, rows: false)
            guard shelfCursor.index != before || search != nil else { return [] }
            search = nil
            composerCursor.jump(to: 0)
            return [.shelfChanged]
        case .composers:
            let before = composerCursor.index
            move.apply(to: &composerCursor, rows: false)
            guard composerCursor.index != before || search != nil else { return [] }
            search = nil
            return [.composerChanged]
        }
    }

    /// Typing into the search: text edits the query; other keys (arrows, Tab) browse the results.
    private mutating func editSearch(_ key: Key) -> [Effect]? {
        guard var search else { return nil }
        switch key {
        case .character(let character):
            search.query.append(character)
        case .backspace:
            guard !search.query.isEmpty else { return [] }
            search.query.removeLast()
        case .ctrl("u"):
            search.query = ""
        case .enter:
            if search.query.isEmpty {
                self.search = nil
            } else {
                self.search?.isEditing = false
            }
            return []
        case .escape:
            return leaveSearch()
        default:
            return nil
        }
        self.search = search
        return [.search(search.query)]
    }

    private mutating func handleDetail(_ key: Key, scroll: Int) -> [Effect]? {
        switch key {
        case .escape, .enter, .backspace:
            overlay = nil
            return []
        case .up, .character("k"):
            overlay = .detail(scroll: max(0, scroll - 1))
            return []
        case .down, .character("j"):
            overlay = .detail(scroll: scroll + 1)
            return []
        case .left, .character("h"), .right, .character("l"), .character(" "), .character("b"):
            // Leafing through the detail: the neighbouring item, circular like the gallery.
            let backwards = [Key.left, .character("h"), .character("b")].contains(key)
            gallery.step(by: backwards ? -1 : 1)
            overlay = .detail(scroll: 0)
            return showsSearchResults ? [.followSelection, .loadDetail] : [.loadDetail]
        default:
            return nil
        }
    }

    private mutating func stepMatch(by step: Int) -> [Effect] {
        guard showsSearchResults, gallery.count > 0 else {
            message = "No search results: press / to search"
            return []
        }
        gallery.step(by: step)
        return [.followSelection]
    }

    /// Esc: closes the search, showing the selected result in its place in the catalog.
    private mutating func leaveSearch() -> [Effect] {
        guard let search else { return [] }
        self.search = nil
        // Nothing was searched: the gallery already shows the catalog as browsed.
        guard !search.query.isEmpty else { return [] }
        if gallery.count > 0, gallery.index < search.results.count {
            return [.locate(identifier: search.results[gallery.index].identifier)]
        }
        return [.composerChanged]
    }
}
