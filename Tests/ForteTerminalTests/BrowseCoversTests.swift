import ForteCovers
import Foundation
import Glibc
import Testing

@testable import ForteTerminal
@testable import ForteTerminalKit

/// Covers on the browse screen, on a memory terminal: cards grow a cover, the ready ones are drawn after the text,
/// `v` shows one whole, and kitty's pictures are deleted when the view changes.
@Suite struct BrowseCoversTests {
    /// A picture for every item but those named (missing for the reason given): its top half red, its bottom half blue.
    /// With a gate, none is given before the gate opens.
    struct Pictures: CoverProvider {
        var without: Set<String> = []
        var why = MissingPicture.notLinked
        var gate: Gate? = nil

        func picture(
            of identifier: String, _ kind: CoverKind, atLeast size: (width: Int, height: Int)
        ) throws(MissingPicture) -> CoverImage {
            gate?.pass()
            guard !without.contains(identifier) else { throw why }
            let (width, height) = (100, 140)
            let rgba = (0..<height).flatMap { y in
                (0..<width).flatMap { _ in y < height / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8] }
            }
            return CoverImage(width: width, height: height, rgba: rgba)
        }
    }

    /// Closed until opened, then open for good: a test's covers come no sooner than it looks for them (a frame drawn
    /// while the harness settles places the covers ready by then, before the test has marked where it looks from).
    final class Gate: Sendable {
        private let opened = DispatchSemaphore(value: 0)

        func open() { opened.signal() }

        func pass() {
            opened.wait()
            opened.signal()
        }
    }

    /// Waits (at most 10 s: a hung worker fails the test, it does not hang it) until the worker says covers are
    /// ready, then draws them, until `done`.
    static func drawCovers(_ browse: BrowseHarness, until done: () -> Bool) -> Bool {
        for _ in 0..<100 where !done() {
            var wake = pollfd(fd: browse.session.covers!.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&wake, 1, 100) > 0 { browse.session.coverReady() }
        }
        return done()
    }

    static func written(_ terminal: MemoryTerminal, from start: Int) -> String {
        String(decoding: terminal.written[start...], as: UTF8.self)
    }

    /// Pictures kept are drawn while every worker waits on the network (after `G`, none came from a good host in
    /// 40 s: kept covers waited in the same queue).
    @Test func aKeptPictureIsDrawnWhileEveryFetchWaits() {
        struct Stuck: CoverProvider {
            let fetches = DispatchSemaphore(value: 0)

            func picture(
                of identifier: String, _ kind: CoverKind, atLeast size: (width: Int, height: Int)
            ) throws(MissingPicture) -> CoverImage {
                fetches.wait()
                throw .unreachable
            }

            func keptPicture(
                of identifier: String, _ kind: CoverKind, atLeast size: (width: Int, height: Int)
            ) -> CoverImage? {
                identifier == "kept"
                    ? CoverImage(width: 8, height: 16, rgba: Array(repeating: 255, count: 8 * 16 * 4)) : nil
            }
        }
        let provider = Stuck()
        defer { for _ in 0..<4 { provider.fetches.signal() } }
        let worker = CoverWorker(provider: provider, format: .symbols, cell: CellSize(width: 8, height: 16), threads: 2)
        let kept = CoverWorker.Request(identifier: "kept", kind: .thumbnail, columns: 1, rows: 1)
        worker.want(
            ["slow1", "slow2", "slow3"].map {
                CoverWorker.Request(identifier: $0, kind: .thumbnail, columns: 1, rows: 1)
            } + [kept])
        // At most 10 s: a cover held up fails the test, it does not hang it.
        for _ in 0..<100 where worker.outcome(kept) == nil {
            var wake = pollfd(fd: worker.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&wake, 1, 100) > 0 { worker.drainWake() }
        }
        guard case .drawn? = worker.outcome(kept) else {
            Issue.record("the kept picture waited behind the fetches")
            return
        }
    }

    /// The worker's threads end with the screen: once they have, nothing holds the worker (they held it for good).
    @Test func theWorkersThreadsEndWithTheScreen() {
        weak var worker: CoverWorker?
        do {
            let screen = CoverScreen(provider: Pictures(), format: .symbols, cell: CellSize(width: 8, height: 16))
            worker = screen.worker
            screen.worker.want([CoverWorker.Request(identifier: "item:1", kind: .thumbnail, columns: 1, rows: 1)])
        }
        // At most 10 s: threads that never end fail the test, they do not hang it.
        for _ in 0..<100 where worker != nil { Thread.sleep(forTimeInterval: 0.1) }
        #expect(worker == nil, "the worker's threads outlived the screen")
    }

    @Test func cardsGrowACoverAboveTheirTextAndTheCoversComeAfterIt() throws {
        let catalog = MemoryCatalog(count: 20)
        let text = BrowseHarness(catalog, width: 100, height: 30)
        let gate = Gate()
        defer { gate.open() }
        let browse = BrowseHarness(
            catalog, width: 100, height: 30,
            covers: CoverScreen(
                provider: Pictures(without: ["item:2"], gate: gate), format: .symbols,
                cell: CellSize(width: 8, height: 16)))
        #expect(text.state.layout.coverRows == 0)
        #expect(browse.state.layout.coverRows == 10)
        #expect(browse.state.layout.cardHeight == 13)
        // Fewer, taller cards: two rows of three rather than seven rows.
        #expect(browse.state.gallery.pageSize == 6)
        #expect(text.state.gallery.pageSize > 6)
        // The first frame is the text alone: its title below the place of its cover.
        let cards = browse.state.layout.cards
        #expect(browse.session.frame.line(cards.y + 10).contains(catalog.items[0].displayTitle))

        let start = browse.terminal.written.count
        gate.open()
        // The card without a picture writes its text on row 2 too: the wait is for the mosaics.
        #expect(
            Self.drawCovers(browse) {
                let written = Self.written(browse.terminal, from: start)
                return browse.screen.contains("no picture") && written.contains("\u{1B}[2;")
                    && (written.contains("▀") || written.contains("▄"))
            })
        let drawn = Self.written(browse.terminal, from: start)
        // Red over blue, as half blocks in true colour, placed at the first card's cover (row 2 on the terminal).
        #expect(drawn.contains("255;0;0") && drawn.contains("0;0;255"))
        #expect(drawn.contains("▀") || drawn.contains("▄"))
    }

    /// A catalog without pictures: once the page's pictures all turn out missing, text cards, as many as without
    /// covers, and no box saying so. A later page with a picture brings the covers in, and they stay.
    @Test func withoutPicturesTheCardsAreTextCardsUntilOneComes() throws {
        let catalog = MemoryCatalog(count: 60)
        let text = BrowseHarness(catalog, width: 80, height: 24)
        let pictures = Pictures(without: Set((0..<40).map { "item:\($0)" }))
        // The first frame, before the lower pane's counts come in a frame of their own (whose pictures may all
        // have turned out missing by then).
        let browse = BrowseHarness(
            catalog, width: 80, height: 24,
            covers: CoverScreen(provider: pictures, format: .symbols, cell: CellSize(width: 8, height: 16)),
            waitsForCounts: false)
        #expect(browse.state.layout.coverRows > 0)
        browse.waitsForCounts = true
        browse.settle()
        #expect(Self.drawCovers(browse) { browse.state.layout.coverRows == 0 }, "\(browse.screen)")
        #expect(browse.state.gallery.pageSize == text.state.gallery.pageSize)
        #expect(browse.screen == text.screen)
        // The details too keep the whole width while no picture has come.
        browse.press(.enter)
        #expect(browse.state.layout.detailText.width == 80)
        browse.press(.escape, .end)
        #expect(Self.drawCovers(browse) { browse.state.layout.coverRows > 0 }, "\(browse.screen)")
        #expect(browse.state.gallery.index == 59)
        browse.press(.home)
        #expect(Self.drawCovers(browse) { browse.screen.contains("no picture") }, "\(browse.screen)")
        #expect(browse.state.layout.coverRows > 0)
    }

    /// A card whose picture could not be fetched says why, and gives its title the cover's place; `v` says why too.
    @Test func aPictureThatCouldNotBeFetchedSaysWhy() throws {
        let catalog = GalleryCardTests.series()
        let pictures = Pictures(without: [catalog.items[1].identifier], why: .notFound)
        let browse = BrowseHarness(
            catalog, width: 100, height: 30,
            covers: CoverScreen(provider: pictures, format: .symbols, cell: CellSize(width: 8, height: 16)))
        #expect(Self.drawCovers(browse) { browse.screen.contains("picture not found") }, "\(browse.screen)")
        #expect(!browse.screen.contains("no picture"))
        // The whole title, where the cards with a picture cut theirs.
        #expect(browse.screen.components(separatedBy: "band").count == 2, "\(browse.screen)")
        browse.press(.right, .character("v"))
        #expect(Self.drawCovers(browse) { browse.screen.contains("picture not found") }, "\(browse.screen)")
    }

    @Test func vShowsTheCoverWholeAndEscGoesBack() throws {
        let catalog = MemoryCatalog(count: 20)
        let plain = BrowseHarness(catalog)
        plain.press(.character("v"))
        #expect(plain.state.overlay == nil)
        #expect(plain.statusLine.contains("Covers are not drawn here"))

        let gate = Gate()
        defer { gate.open() }
        let browse = BrowseHarness(
            catalog, width: 100, height: 30,
            covers: CoverScreen(
                provider: Pictures(gate: gate), format: .symbols, cell: CellSize(width: 8, height: 16)))
        browse.press(.right, .character("v"))
        #expect(browse.state.overlay == .picture)
        #expect(browse.screen.split(separator: "\n").first?.contains(catalog.items[1].displayTitle) == true)
        let start = browse.terminal.written.count
        gate.open()
        // Drawn across the screen from its second row: 98 columns by 28 rows at most, the picture's proportions kept.
        #expect(
            Self.drawCovers(browse) { Self.written(browse.terminal, from: start).contains("\u{1B}[28;") },
            "\(Self.written(browse.terminal, from: start).matches(of: /\x1B\[(\d+);(\d+)H/).map { "\($0.1);\($0.2)" })")
        browse.press(.right)
        #expect(browse.state.overlay == .picture)
        #expect(browse.state.gallery.index == 2)
        browse.press(.escape)
        #expect(browse.state.overlay == nil)
    }

    /// A kitty picture stays until deleted: every one placed on the gallery is deleted by its id when the details open.
    @Test func kittyPicturesAreDeletedWhenTheViewChanges() throws {
        let browse = BrowseHarness(
            MemoryCatalog(count: 20), width: 100, height: 30,
            covers: CoverScreen(provider: Pictures(), format: .kitty, cell: CellSize(width: 8, height: 16)))
        let placed = { () -> Set<String> in
            let text = Self.written(browse.terminal, from: 0)
            return Set(text.matches(of: /\x1B_Gi=(\d+),q=2,a=T/).map { String($0.1) })
        }
        #expect(Self.drawCovers(browse) { placed().count == 6 })
        let start = browse.terminal.written.count
        browse.press(.enter)
        let deleted = Set(
            Self.written(browse.terminal, from: start).matches(of: /\x1B_Ga=d,d=I,i=(\d+),q=2\x1B\\/).map {
                String($0.1)
            })
        #expect(deleted == placed())
    }
}
