import ForteCatalog
import Foundation
@testable import ForteTerminal
import Testing

/// `forte browse` as people use it (issue 45): typing never runs commands, Esc never traps, every search result is
/// reachable, and the lists scroll.
@Suite struct BrowseTypingAndSearchTests {
    /// A catalog from the 1600s to the 2010s: more decades than the timeline has rows.
    static func centuries() -> MemoryCatalog {
        MemoryCatalog((0..<42).map { n in (title: "Piece \(n)", composer: "Composer \(n % 3)", year: 1600 + n * 10) })
    }

    /// The texts of the rows a list pane shows below its heading.
    static func rows(of pane: Rect, _ browse: BrowseHarness) -> [String] {
        (pane.y + 1..<pane.y + pane.height).map { y in
            String(Array(browse.session.frame.line(y)).prefix(pane.width)).trimmingCharacters(in: .whitespaces)
        }
    }

    /// Defect 5: the timeline scrolls: at its end, and on a result from the last decade, the selected row shows
    /// among its neighbours and the pane is full.
    @Test func theTimelineScrollsAndStaysFull() {
        let browse = BrowseHarness(Self.centuries(), width: 100, height: 30)
        browse.press(.tab, .character("G"))
        var rows = Self.rows(of: browse.state.layout.timeline, browse)
        #expect(browse.state.selectedShelf == .decade(Decade(startYear: 2010)))
        #expect(!rows.contains(""), "\(rows)")
        #expect(rows.last?.hasPrefix("2010s") == true, "\(rows)")
        browse.press(.character("k"), .character("k"), .character("k"), .character("k"))
        rows = Self.rows(of: browse.state.layout.timeline, browse)
        #expect(!rows.contains(""), "\(rows)")
        let selected = rows.firstIndex { $0.hasPrefix("1970s") }
        #expect(selected.map { $0 > 0 && $0 < rows.count - 1 } == true, "\(rows)")

        let searching = BrowseHarness(Self.centuries(), width: 100, height: 30)
        searching.press(.character("/"))
        searching.type("Piece 41")
        rows = Self.rows(of: searching.state.layout.timeline, searching)
        #expect(searching.state.selectedShelf == .decade(Decade(startYear: 2010)))
        #expect(!rows.contains(""), "\(rows)")
        #expect(rows.contains { $0.hasPrefix("2010s") }, "\(rows)")
    }
}
