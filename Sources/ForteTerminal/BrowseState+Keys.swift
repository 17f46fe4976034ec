import ForteCatalog
import FortePaging
import ForteTerminalKit

/// How keys change the state: the help and the detail view first, then the search prompt, then
/// the panes, each from its table in `KeyMap`.
extension BrowseState {
    public mutating func handle(_ key: Key) -> [Effect] {
        message = nil
        if case .mouse(let event) = key { return handleMouse(event) }
        if case .help(let scroll) = overlay { return handleHelp(key, scroll: scroll) }
        if isAwaitingLetter {
            isAwaitingLetter = false
            guard case .character(let letter) = key, letter.isLetter || letter.isNumber else { return [] }
            return jump(toLetter: letter)
        }
        if case .paste(let text) = key { return paste(text) }
        if search?.isEditing == true, let effects = editSearch(key) { return effects }
        if let effects = editListFilter(key) { return effects }
        if case .detail(let scroll) = overlay {
            if let command = KeyMap.detail.command(for: key) { return handleDetail(command, scroll: scroll) }
            return KeyMap.everywhere.command(for: key).map { run($0, count: nil) } ?? []
        }
        if overlay == .picture {
            if let command = KeyMap.picture.command(for: key) { return handleDetail(command, scroll: nil) }
            return KeyMap.everywhere.command(for: key).map { run($0, count: nil) } ?? []
        }
        if KeyMap.lists.command(for: key) == .count || (key == .character("0") && count != nil),
            case .character(let character) = key, let digit = character.wholeNumberValue
        {
            // At most five digits: more would only wrap around a list again.
            count = min(99_999, (count ?? 0) * 10 + digit)
            message = "\(count!)"
            return []
        }
        let times = count
        count = nil
        guard let command = KeyMap.lists.command(for: key) ?? KeyMap.everywhere.command(for: key) else { return [] }
        return run(command, count: times)
    }

    private mutating func run(_ command: KeyMap.Command, count: Int?) -> [Effect] {
        let hasItem = gallery.count > 0
        switch command {
        case .move(let move): return apply(move, count: count)
        case .nextPane: focus = Pane.allCases[(Pane.allCases.firstIndex(of: focus)! + 1) % Pane.allCases.count]
        case .previousPane:
            focus =
                Pane.allCases[(Pane.allCases.firstIndex(of: focus)! + Pane.allCases.count - 1) % Pane.allCases.count]
        case .select:
            guard focus == .gallery else {
                if focus == .composers, let facet = listedFacet { return choose(facet) }
                focus = .gallery
                return []
            }
            if hasItem { overlay = .detail(scroll: 0) }
        case .nextList, .previousList:
            let lists = [nil] + Facet.allCases.map(Optional.some)
            let step = command == .nextList ? 1 : lists.count - 1
            listedFacet = lists[(lists.firstIndex(of: listedFacet)! + step) % lists.count]
            focus = .composers
            listFilter = ""
            return [.listChanged]
        case .removeChoice: return removeLastChoice()
        case .back: return goBack()
        case .closeSearch: return leaveSearch()
        case .search:
            // A new query from where the person was browsing, also when results were kept; the results have the
            // focus (arrows browse them) until the person leaves them.
            search = SearchState(query: "", before: search?.before ?? view)
            focus = .gallery
        case .nextMatch: return stepMatch(by: count ?? 1)
        case .previousMatch: return stepMatch(by: -(count ?? 1))
        case .letterJump:
            guard showsSearchResults || order == .title || order == .composer else {
                message = "Letters jump in title and composer order (S changes the order)"
                return []
            }
            isAwaitingLetter = true
            message =
                focus == .gallery ? "Jump to a letter: press one" : "Jump to the first row with a letter: press one"
        case .nextOrder:
            guard !showsSearchResults else {
                message = "Search results come best first (Esc closes them)"
                return []
            }
            let before = view
            remember(before)
            order = order.next
            return [.reorder(from: before)]
        case .toggleFavourite: return hasItem ? [.toggleFavourite] : []
        case .showFavourites:
            remember(search?.before ?? view)
            search = nil
            selectShelf(.favourites)
            return [.shelfChanged]
        case .markNewSeen: return [.markNewSeen]
        case .share(let format): return hasItem ? [.share(format)] : []
        case .open: return hasItem ? [.open] : []
        case .copyLink: return hasItem ? [.copyLink] : []
        case .help: overlay = .help(scroll: 0)
        case .viewCover:
            guard layout.coverCell != nil else {
                message = "Covers are not drawn here (forte browse --images)"
                return []
            }
            if hasItem { overlay = .picture }
        case .redraw: return [.redraw]
        case .suspend: return [.suspend]
        case .quit: return [.quit]
        case .count, .scroll, .leaf, .close, .deleteCharacter, .deleteWord, .clearQuery, .keepResults, .cancelSearch,
            .earlierQuery, .laterQuery,
            .widenSearch:
            break
        }
        return []
    }

    private mutating func apply(_ move: KeyMap.Move, count: Int?) -> [Effect] {
        switch focus {
        case .gallery:
            move.apply(to: &gallery, count: count, rows: true)
            return showsSearchResults ? [.followSelection] : []
        case .timeline:
            // The timeline is the left edge: left from it goes back, as a browser's Back.
            if move == .item(-1) { return goBack() }
            return moveList(.timeline) { move.apply(to: &$0.shelfCursor, count: count, rows: false) }
        case .composers:
            // A facet's values are chosen with Enter: moving among them narrows nothing.
            if listedFacet != nil {
                move.apply(to: &facetCursor, count: count, rows: false)
                return []
            }
            return moveList(.composers) { move.apply(to: &$0.composerCursor, count: count, rows: false) }
        }
    }

    /// Enter on a facet's value: it joins the trail (in place of the facet's earlier value), and the gallery shows it.
    private mutating func choose(_ facet: Facet) -> [Effect] {
        guard let value = selectedFacetValue else { return [] }
        let left = search?.before ?? view
        focus = .gallery
        let chosen = choices.choosing(FacetChoice(facet, value))
        guard chosen != choices || search != nil else { return [] }
        remember(left)
        (choices, search) = (chosen, nil)
        return [.choicesChanged(from: left)]
    }

    /// `u`: the trail without its last choice: the last facet value chosen, else the composer, else the decade.
    private mutating func removeLastChoice() -> [Effect] {
        let left = search?.before ?? view
        if !choices.isEmpty {
            choices.removeLast()
        } else if selectedComposer != nil {
            composerCursor.jump(to: 0)
        } else if selectedShelf != .all {
            selectShelf(.all)
        } else {
            message = "Nothing chosen: the gallery shows everything"
            return []
        }
        remember(left)
        search = nil
        return [.choicesChanged(from: left)]
    }

    /// Moves the timeline's or the composers' cursor; a new filter leaves any search and can be gone back from.
    mutating func moveList(_ pane: Pane, _ move: (inout BrowseState) -> Void) -> [Effect] {
        let before = (shelfCursor.index, composerCursor.index)
        let left = search?.before ?? view
        move(&self)
        guard (shelfCursor.index, composerCursor.index) != before || search != nil else { return [] }
        remember(left)
        search = nil
        if pane == .timeline {
            composerCursor.jump(to: 0)
            return [.shelfChanged]
        }
        return [.composerChanged]
    }

    private mutating func stepMatch(by step: Int) -> [Effect] {
        guard showsSearchResults, gallery.count > 0 else {
            message = "No search results: press / to search"
            return []
        }
        gallery.step(by: step)
        return [.followSelection]
    }

    /// Backspace: the view before this one; from search results, the view before the search.
    private mutating func goBack() -> [Effect] {
        if let search {
            self.search = nil
            return [.restore(search.before)]
        }
        guard let view = history.popLast() else {
            message = "Nothing to go back to"
            return []
        }
        return [.restore(view)]
    }

    /// Esc on kept results: back to the view the search started from (Backspace then returns to the item selected
    /// there), with the selected result selected; the session closes the search once it knows that result.
    private mutating func leaveSearch() -> [Effect] {
        guard let search else { return [] }
        guard !search.query.isEmpty else {
            self.search = nil
            return []
        }
        remember(search.before)
        return [.closeResults]
    }
}

extension KeyMap.Move {
    /// Rows are grid rows in the gallery; in a list, a row is an item. A count repeats the move,
    /// or for first and last names the item (`5G`, clamped to the last).
    func apply(to pager: inout CircularPager, count: Int?, rows: Bool) {
        let times = count ?? 1
        let rowsPerPage = max(1, (pager.pageSize + pager.columns - 1) / pager.columns)
        switch self {
        case .item(let n): pager.step(by: n * times)
        case .row(let n): step(&pager, rows: n * times, inGrid: rows)
        case .halfPage(let n): step(&pager, rows: n * times * max(1, rowsPerPage / 2), inGrid: rows)
        case .page(let n): pager.stepPage(by: n * times)
        case .first, .last:
            if let count {
                pager.jump(to: min(count, pager.count) - 1)
            } else if self == .first {
                pager.moveToFirst()
            } else {
                pager.moveToLast()
            }
        }
    }

    private func step(_ pager: inout CircularPager, rows: Int, inGrid: Bool) {
        if inGrid { pager.stepRow(by: rows) } else { pager.step(by: rows) }
    }
}
