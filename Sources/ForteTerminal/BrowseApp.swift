import ForteCovers
import ForteTerminalKit

/// The browse screen on the real terminal: reads keys and resizes until q or Ctrl-C.
public enum BrowseApp {
    /// Returns where the person left the screen, and the searches they made, the earlier ones included. Covers come
    /// from `covers` when `images` (detected on the terminal) says pictures are drawn; inside tmux, a picture
    /// protocol's sequences pass through it when `passthrough`. `notice` is said in the status line of the first frame
    /// (the demo catalog just imported, why pictures are not drawn as asked).
    public static func run(
        catalog: any BrowseCatalog, tty: TTY, palette: Palette, actions: BrowseActions,
        at place: BrowsePlace?, searchHistory: SearchHistory, trace: TimingTrace?,
        isDemo: Bool = false, covers: (any CoverProvider)? = nil, images: ImageSupport = .none,
        notice: String? = nil, passthrough: Bool = false
    ) -> (place: BrowsePlace, searchHistory: SearchHistory) {
        let session = BrowseSession(catalog: catalog, terminal: tty, palette: palette, actions: actions)
        session.state.isDemo = isDemo
        session.state.searchHistory = searchHistory
        session.isKeyWaiting = tty.hasEventWaiting
        if let covers, let format = tty.imageProtocol(images) {
            session.drawCovers(
                CoverScreen(provider: covers, format: format, cell: tty.cellSize, passthrough: passthrough))
        }
        session.start(at: place, message: notice)
        trace?.firstFrame()
        while true {
            // A search past its key's budget, the lower pane's counts, a search's typos and its count wait for a pause
            // in the keys (`pendingWorkPause`); then what the counts would read at a key within the choices shown is
            // read ahead.
            let events = tty.nextEvents(
                waitingAtMost: session.pendingWorkPause ?? (session.areCountsPrepared ? -1 : 0),
                wake: session.covers?.wakeDescriptor)
            if events.isEmpty {
                let start = MonotonicClock.nanoseconds()
                if let work = session.finishPendingWork(isKeyWaiting: tty.hasEventWaiting) {
                    trace?.finished(work, since: start)
                } else if !session.areCountsPrepared {
                    _ = session.prepareCounts(isKeyWaiting: tty.hasEventWaiting)
                }
            }
            for event in events {
                switch event {
                case .resize:
                    session.resize()
                case .wake:
                    session.coverReady()
                case .key(let key):
                    let start = MonotonicClock.nanoseconds()
                    guard session.handle(key) else { return (session.place, session.state.searchHistory) }
                    // A frame drawn while the key's search read on is the key's; the results followed it when found.
                    let ahead = session.frameAheadAt
                    trace?.key(
                        key, since: start, until: ahead ?? MonotonicClock.nanoseconds(),
                        countsFollow: session.pendingLowerPane != nil,
                        resultsFollow: ahead != nil || session.pendingSearch != nil)
                    if let ahead, session.pendingSearch == nil { trace?.finished(.search, since: ahead) }
                }
            }
            session.placeCovers()
            if let trace, let wait = session.covers?.takeWait() { trace.coversDrawn(after: wait) }
        }
    }
}
