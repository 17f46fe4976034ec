import ForteCovers
import Synchronization
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// `v` on an item whose source gives pages turns them (the cover, then page 1, 2, …, stopping at the first missing
/// one); on an item without, ← → go to the neighbouring items as before.
@Suite struct PicturePagesTests {
    /// Pages for `item:1` alone, `pages` of them; every kind asked is kept.
    final class Paged: CoverProvider {
        let pages: Int
        let asked = Mutex<[CoverKind]>([])

        init(pages: Int) {
            self.pages = pages
        }

        func picture(
            of identifier: String, _ kind: CoverKind, atLeast size: (width: Int, height: Int)
        ) throws(MissingPicture) -> CoverImage {
            asked.withLock { $0.append(kind) }
            if case .page(let number) = kind, number > pages { throw .notFound }
            return CoverImage(width: 4, height: 4, rgba: [UInt8](repeating: 200, count: 64))
        }

        func hasPages(_ identifier: String) -> Bool { identifier == "item:0" }
    }

    static func browse(_ provider: Paged) -> BrowseHarness {
        BrowseHarness(
            MemoryCatalog(count: 20), width: 100, height: 30,
            covers: CoverScreen(provider: provider, format: .symbols, cell: CellSize(width: 8, height: 16)))
    }

    @Test func pagesAreTurnedUntilTheFirstMissingOne() throws {
        let provider = Paged(pages: 2)
        let browse = Self.browse(provider)
        browse.press(.character("v"))
        #expect(browse.state.pages == PicturePages(identifier: "item:0"))
        #expect(browse.screen.split(separator: "\n").first?.contains("(cover)") == true)
        browse.press(.right)
        #expect(browse.state.pages?.page == 1)
        #expect(browse.state.gallery.index == 0)
        #expect(browse.screen.split(separator: "\n").first?.contains("(page 1)") == true)
        browse.press(.right, .right)
        // Page 3 is not there: once the worker has tried it, page 2 is the last.
        #expect(BrowseCoversTests.drawCovers(browse) { browse.state.pages?.last == 2 })
        #expect(browse.state.pages?.page == 2)
        #expect(browse.statusLine.contains("Last page: page 2"))
        browse.press(.right)
        #expect(browse.state.pages?.page == 2)
        #expect(browse.statusLine.contains("Last page"))
        #expect(provider.asked.withLock { $0 }.contains(.page(3)))
        #expect(!provider.asked.withLock { $0 }.contains(.page(4)))
        browse.press(.left, .left, .left)
        #expect(browse.state.pages?.page == 0)
        #expect(browse.statusLine.contains("The cover is the first page"))
        #expect(browse.state.gallery.index == 0)
        browse.press(.escape)
        #expect(browse.state.pages == nil)
    }

    @Test func withoutPagesTheArrowsGoToTheNeighbouringItems() throws {
        let browse = Self.browse(Paged(pages: 2))
        browse.press(.right, .character("v"))
        #expect(browse.state.pages == nil)
        browse.press(.right)
        #expect(browse.state.gallery.index == 2)
        #expect(browse.state.overlay == .picture)
        // Back to the item with pages: it opens at its cover.
        browse.press(.left, .left)
        #expect(browse.state.pages == PicturePages(identifier: "item:0"))
    }
}
